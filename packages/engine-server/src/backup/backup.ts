import { spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { type BackupManifest, BackupManifestSchema, formatIssue, isJsonObject, validateAgainst } from '@tamga/schema'
import { sql } from 'kysely'
import packageJson from '../../package.json' with { type: 'json' }
import { type DatabaseBackend, openDatabase } from '../db/database.ts'
import { localUploadsDir } from '../storage/fileStorageFor.ts'
import { createTarWriter, readTarEntries, type TarEntry } from './tarArchive.ts'

/** The format version this Tamga writes and the only one it restores. */
export const BACKUP_FORMAT_VERSION = 1

/** Where a server's data is: the database URL (PostgreSQL) or the data folder (PGlite, local uploads). */
export interface BackupTarget {
  /** A postgres:// URL; PGlite in `dataDir` when absent. */
  databaseUrl?: string | undefined
  dataDir: string
}

/** A backup or restore refused for a reason the person can act on (printed without a stack). */
export class BackupError extends Error {
  override name = 'BackupError'
}

const MANIFEST = 'manifest.json'

/** The connection URL without its password, which goes to the tools in PGPASSWORD, not on their command line. */
function postgresConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = url.password === '' ? undefined : decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) } }
}

/** Runs one of PostgreSQL's client tools; rejects with its own error output when it fails. */
function runTool(
  tool: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; stdout?: NodeJS.WritableStream },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args], {
      env: options.env,
      stdio: ['ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    if (options.stdout !== undefined) child.stdout?.pipe(options.stdout)
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client) ` +
                'of the same major version as the server or newer',
            )
          : error,
      )
    })
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`))
    })
  })
}

/** Every regular file under `folder`, relative to it, in a stable order. */
async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return []
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort()
}

/**
 * PGlite keeps `postmaster.pid` in its folder while a process has it open (and leaves it when
 * that process was killed): opening the folder from a second process would corrupt it.
 */
function refuseOpenPglite(folder: string): void {
  const pid = join(folder, 'postmaster.pid')
  if (existsSync(pid)) {
    throw new BackupError(
      `${folder} is open: a Tamga server (or another command) is using this data folder. Stop it first; ` +
        `if none is running, the last one was killed before it closed the database: remove ${pid} and run this again`,
    )
  }
}

/**
 * Writes a backup of a server's data to `out`: a tar of `manifest.json`, the database (PGlite's
 * data folder dumped by PGlite, or PostgreSQL's `pg_dump --format=custom`) and, when uploads
 * are kept in the data folder (the embedded database), those files. The file appears whole or
 * not at all. On PGlite the server must not be running on the data folder.
 *
 * @example
 * await createBackup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, 'tamga.backup')
 */
export async function createBackup(target: BackupTarget, out: string): Promise<BackupManifest> {
  const database: DatabaseBackend = target.databaseUrl === undefined ? 'pglite' : 'postgres'
  const partial = `${out}.${process.pid}.partial`
  const dumpFile = `${out}.${process.pid}.pgdump`
  await mkdir(dirname(out), { recursive: true })
  try {
    let databaseBytes: Uint8Array | undefined
    if (target.databaseUrl === undefined) {
      const folder = join(target.dataDir, 'pglite')
      if (!existsSync(join(folder, 'PG_VERSION'))) throw new BackupError(`${folder} holds no database to back up`)
      refuseOpenPglite(folder)
      const { PGlite } = await import('@electric-sql/pglite')
      const client = await PGlite.create({ dataDir: folder })
      try {
        databaseBytes = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer())
      } finally {
        await client.close()
      }
    } else {
      const connection = postgresConnection(target.databaseUrl)
      await runTool('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${connection.url}`], {
        env: connection.env,
      })
    }
    // Uploads kept in the data folder belong to the backup; on PostgreSQL they are in the dump.
    const uploads = database === 'pglite' ? localUploadsDir(target.dataDir) : undefined
    const files: BackupManifest['files'] = []
    if (uploads !== undefined) {
      for (const [index, path] of (await filesUnder(uploads)).entries()) {
        const { size } = await stat(join(uploads, path))
        files.push({ path: ['uploads', ...path.split(sep)].join('/'), entry: `files/${index + 1}`, size })
      }
    }
    const manifest: BackupManifest = {
      format: 'tamga-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      tamgaVersion: packageJson.version,
      database,
      createdAt: new Date().toISOString(),
      databaseEntry: database === 'pglite' ? 'database/pglite.tar.gz' : 'database/postgres.pgdump',
      files,
    }
    const tar = await createTarWriter(partial)
    await tar.addBytes(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
    if (databaseBytes !== undefined) await tar.addBytes(manifest.databaseEntry, databaseBytes)
    else await tar.addFile(manifest.databaseEntry, dumpFile, (await stat(dumpFile)).size)
    for (const file of files) await tar.addFile(file.entry, join(target.dataDir, ...file.path.split('/')), file.size)
    await tar.finish()
    await rename(partial, out)
    return manifest
  } finally {
    await rm(partial, { force: true })
    await rm(dumpFile, { force: true })
  }
}

/** The entry of a backup named `name`, or the refusal of a backup cut short. */
function entryOf(entries: ReadonlyMap<string, TarEntry>, name: string, from: string): TarEntry {
  const entry = entries.get(name)
  if (entry === undefined) throw new BackupError(`${from} is cut short: it has no entry ${name}`)
  return entry
}

/** Reads and checks a backup's manifest. */
async function readManifest(entries: ReadonlyMap<string, TarEntry>, from: string): Promise<BackupManifest> {
  const entry = entries.get(MANIFEST)
  if (entry === undefined) throw new BackupError(`${from} is not a Tamga backup: it has no ${MANIFEST}`)
  let parsed: unknown
  try {
    parsed = JSON.parse((await entry.bytes()).toString('utf8'))
  } catch {
    throw new BackupError(`${from} is not a Tamga backup: its ${MANIFEST} is not JSON`)
  }
  if (!isJsonObject(parsed) || parsed.format !== 'tamga-backup') throw new BackupError(`${from} is not a Tamga backup`)
  // Said before the shape is checked: a later format may describe itself otherwise.
  if (parsed.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${from} is a backup of format version ${String(parsed.formatVersion)} (made by Tamga ${String(parsed.tamgaVersion)}); ` +
        `this Tamga (${packageJson.version}) restores format version ${BACKUP_FORMAT_VERSION} only`,
    )
  }
  const checked = validateAgainst<BackupManifest>(BackupManifestSchema, parsed)
  if (!checked.ok) {
    const problems = checked.issues.map((issue) => formatIssue(issue)).join('; ')
    throw new BackupError(`${from} has a ${MANIFEST} that is not valid: ${problems}`)
  }
  for (const name of [checked.value.databaseEntry, ...checked.value.files.map((file) => file.entry)]) {
    entryOf(entries, name, from)
  }
  return checked.value
}

/** What {@link restoreBackup} restored. */
export interface RestoreReport {
  manifest: BackupManifest
  /** The target held data, replaced because `force` was given. */
  replaced: boolean
}

/** Whether a PostgreSQL database has any table, view or sequence of its own. */
async function postgresHasObjects(databaseUrl: string): Promise<boolean> {
  const database = await openDatabase({ databaseUrl })
  try {
    const { rows } = await sql<{ found: boolean }>`
      select exists (
        select from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
          and c.relkind in ('r', 'p', 'v', 'm', 'S')
      ) as found`.execute(database.db)
    return rows[0]?.found === true
  } finally {
    await database.close()
  }
}

/** Writes an entry's bytes to a file, streamed. */
async function extract(entry: TarEntry, path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  await pipeline(entry.stream(), createWriteStream(path))
}

/**
 * Restores a backup made by {@link createBackup} into the configured database (and, on the
 * embedded database, the data folder's uploads). A target that holds data is refused unless
 * `force`. Never leaves a half-restored database: PGlite's folder and the uploads are restored
 * beside the live ones and swapped in once whole; PostgreSQL's `pg_restore` runs in one
 * transaction. A backup of the other database kind, or of a format version this Tamga does not
 * know, is refused with a message saying so.
 */
export async function restoreBackup(
  target: BackupTarget,
  from: string,
  options: { force?: boolean | undefined } = {},
): Promise<RestoreReport> {
  if (!existsSync(from)) throw new BackupError(`${from} does not exist`)
  const entries = await readTarEntries(from)
  const manifest = await readManifest(entries, from)
  const wanted: DatabaseBackend = target.databaseUrl === undefined ? 'pglite' : 'postgres'
  if (manifest.database !== wanted) {
    throw new BackupError(
      `${from} is a backup of ${manifest.database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}, ` +
        `and this server is configured for ${wanted === 'pglite' ? 'the embedded database' : 'PostgreSQL'}: ` +
        'restore it where it came from, then move the data with tamga export and tamga import',
    )
  }
  const databaseEntry = entryOf(entries, manifest.databaseEntry, from)
  if (target.databaseUrl !== undefined) {
    const replaced = await postgresHasObjects(target.databaseUrl)
    if (replaced && options.force !== true) {
      throw new BackupError(
        'the database has tables already: restore into an empty database, or give --force to replace what the backup holds',
      )
    }
    const dumpFolder = await mkdtemp(join(tmpdir(), 'tamga-restore-'))
    const dumpFile = join(dumpFolder, 'postgres.pgdump')
    try {
      await extract(databaseEntry, dumpFile)
      const connection = postgresConnection(target.databaseUrl)
      await runTool(
        'pg_restore',
        [
          '--single-transaction',
          '--exit-on-error',
          '--no-owner',
          '--no-privileges',
          ...(replaced ? ['--clean', '--if-exists'] : []),
          `--dbname=${connection.url}`,
          dumpFile,
        ],
        { env: connection.env },
      )
    } finally {
      await rm(dumpFolder, { recursive: true, force: true })
    }
    return { manifest, replaced }
  }

  const pgliteFolder = join(target.dataDir, 'pglite')
  const uploads = localUploadsDir(target.dataDir)
  refuseOpenPglite(pgliteFolder)
  const replaced = existsSync(join(pgliteFolder, 'PG_VERSION')) || (await filesUnder(uploads)).length > 0
  if (replaced && options.force !== true) {
    throw new BackupError(
      `${target.dataDir} holds a database or uploads already: restore into an empty data folder, or give --force to replace them`,
    )
  }
  const staging = join(target.dataDir, `.restore-${process.pid}`)
  const aside = join(target.dataDir, `.before-restore-${process.pid}`)
  await rm(staging, { recursive: true, force: true })
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    await mkdir(join(staging, 'pglite'), { recursive: true })
    const client = await PGlite.create({
      dataDir: join(staging, 'pglite'),
      loadDataDir: new Blob([new Uint8Array(await databaseEntry.bytes())]),
    })
    try {
      // A cluster that does not answer, or is no Tamga database, is found here, before anything is swapped.
      await client.query('select count(*) from tamga_migration')
    } finally {
      await client.close()
    }
    await mkdir(join(staging, 'uploads'), { recursive: true })
    for (const file of manifest.files) {
      const parts = file.path.split('/')
      if (parts[0] !== 'uploads' || parts.some((part) => part === '..' || part === '')) {
        throw new BackupError(`${from} names a file outside the uploads folder: ${file.path}`)
      }
      const path = join(staging, ...parts)
      await extract(entryOf(entries, file.entry, from), path)
      if ((await stat(path)).size !== file.size) throw new BackupError(`${from}: ${file.path} is not whole`)
    }
    // The swap: the current folders aside, the restored ones in; put back if a rename fails.
    await mkdir(aside, { recursive: true })
    const moved: string[] = []
    try {
      for (const name of ['pglite', 'uploads']) {
        if (existsSync(join(target.dataDir, name))) {
          await rename(join(target.dataDir, name), join(aside, name))
          moved.push(name)
        }
      }
      await rename(join(staging, 'pglite'), pgliteFolder)
      await rename(join(staging, 'uploads'), uploads)
    } catch (error) {
      for (const name of ['pglite', 'uploads']) {
        if (moved.includes(name)) {
          await rm(join(target.dataDir, name), { recursive: true, force: true })
          await rename(join(aside, name), join(target.dataDir, name))
        }
      }
      throw error
    }
    return { manifest, replaced }
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(aside, { recursive: true, force: true })
  }
}

/** The manifest of a backup, checked as a restore checks it, for looking before restoring. */
export async function describeBackup(from: string): Promise<BackupManifest> {
  return readManifest(await readTarEntries(from), from)
}
