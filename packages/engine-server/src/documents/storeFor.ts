import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { createDatabaseStore } from './databaseStore.ts'
import { createFolderStore } from './folderStore.ts'
import type { DocumentStore } from './store.ts'

/** Where each kind of store keeps the documents; only the one the mode needs is used. */
export interface StoreLocations {
  db: Kysely<SystemDatabase>
  /** The project folder (the one holding `documents/`). */
  projectDir: string
}

/**
 * The store a project's `schema_load_mode` asks for: "database" → {@link createDatabaseStore},
 * "files" → {@link createFolderStore}.
 *
 * @example
 * const store = storeFor(config.schema_load_mode ?? 'database', { db, projectDir })
 */
export function storeFor(mode: DocumentStore['mode'], locations: StoreLocations): DocumentStore {
  switch (mode) {
    case 'database':
      return createDatabaseStore(locations.db)
    case 'files':
      return createFolderStore(locations.projectDir)
  }
}
