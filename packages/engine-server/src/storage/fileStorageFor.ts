import { join } from 'node:path'
import type { TamgaDatabase } from '../db/database.ts'
import { createDatabaseFileStorage } from './databaseFileStorage.ts'
import { createLocalFileStorage, type FileStorage } from './fileStorage.ts'

/** Which storage keeps the uploads' bytes: the data folder, or the database every instance shares. */
export type FileStorageKind = 'local' | 'database'

/** The folder of the data folder's file storage: `<DATA_DIR>/uploads`. */
export function localUploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads')
}

/**
 * Where a server keeps uploaded files: in PostgreSQL when it runs on one (DATABASE_URL), so that
 * a file uploaded through one instance of a fleet is read through any other; in the data folder
 * on the embedded database, which only one process can open anyway.
 */
export function fileStorageKindFor(database: Pick<TamgaDatabase, 'backend'> | undefined): FileStorageKind {
  return database?.backend === 'postgres' ? 'database' : 'local'
}

/**
 * The file storage of a server (see {@link fileStorageKindFor}).
 *
 * @example
 * const storage = fileStorageFor({ database, dataDir: config.dataDir })
 */
export function fileStorageFor(options: { database: TamgaDatabase | undefined; dataDir: string }): FileStorage {
  const { database, dataDir } = options
  return database !== undefined && fileStorageKindFor(database) === 'database'
    ? createDatabaseFileStorage(database.db)
    : createLocalFileStorage(localUploadsDir(dataDir))
}
