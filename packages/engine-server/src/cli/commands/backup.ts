import { resolve } from 'node:path'
import { type Command, parseCommandArgs, USAGE_ERROR } from '../context.ts'
import { configFor, messageOf } from './shared.ts'

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** `tamga backup --out FILE`: the database, its documents, history, users and files in one file. */
export const backupCommand: Command = {
  name: 'backup',
  summary: 'write the database and its files into one backup file',
  help: `backup --out FILE [--lang mn_MN|en_US]

  Writes one file (a tar) holding manifest.json (format version, Tamga version, database kind,
  when it was made), the database (documents and their history, users, records, workflow, and
  on PostgreSQL the uploaded files, with pg_dump --format=custom) and, on the embedded
  database, the uploads of the data folder. The file appears whole or not at all.
  On the embedded database (PGlite) stop the server first: one process at a time may open its
  data folder. On PostgreSQL the instances may keep running; pg_dump (Debian's
  postgresql-client, the server's major version or newer) must be installed.
  --out FILE   where to write the backup`,
  async run(argv, context) {
    const args = parseCommandArgs(this, argv, { out: { type: 'string' } }, context)
    if ('exit' in args) return args.exit
    const { out } = args.parsed.values
    if (out === undefined || args.parsed.positionals.length > 0) {
      context.err(`tamga backup: say where to write it: --out FILE\n\nusage: tamga ${this.help}`)
      return USAGE_ERROR
    }
    const config = await configFor(context)
    if ('exit' in config) return config.exit
    const { createBackup } = await import('../../backup/backup.ts')
    const file = resolve(context.cwd, out)
    try {
      const manifest = await createBackup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file)
      const { stat } = await import('node:fs/promises')
      context.out(
        `wrote ${file} (${megabytes((await stat(file)).size)}): the ${manifest.database} database` +
          (manifest.database === 'pglite' ? ` and ${manifest.files.length} file(s) of the data folder` : ''),
      )
      return 0
    } catch (error) {
      context.err(`tamga backup: ${messageOf(error, args.language)}`)
      return 1
    }
  },
}

/** `tamga restore --from FILE`: a backup back into an empty database. */
export const restoreCommand: Command = {
  name: 'restore',
  summary: 'restore a backup file into an empty database',
  help: `restore --from FILE [--force] [--lang mn_MN|en_US]

  Restores a file written by tamga backup into the configured database (DATABASE_URL, or the
  embedded database in DATA_DIR) and, on the embedded database, the data folder's uploads.
  A database that holds tables, or a data folder that holds a database or uploads, is refused
  unless --force. Nothing is left half restored: on PostgreSQL pg_restore runs in one
  transaction; on the embedded database the backup is restored beside the data folder and
  swapped in once whole. Stop the server(s) first: on the embedded database one process at a
  time may open the data folder (its pglite/postmaster.pid says one has it open).
  A backup of the other database kind, or of a format version this Tamga does not know, is
  refused.
  --from FILE   the backup to restore
  --force       replace what the database or data folder holds (on PostgreSQL the objects the
                backup has are dropped and restored; others are left)`,
  async run(argv, context) {
    const args = parseCommandArgs(
      this,
      argv,
      { from: { type: 'string' }, force: { type: 'boolean', default: false } },
      context,
    )
    if ('exit' in args) return args.exit
    const { from, force } = args.parsed.values
    if (from === undefined || args.parsed.positionals.length > 0) {
      context.err(`tamga restore: say which backup: --from FILE\n\nusage: tamga ${this.help}`)
      return USAGE_ERROR
    }
    const config = await configFor(context)
    if ('exit' in config) return config.exit
    const { restoreBackup } = await import('../../backup/backup.ts')
    try {
      const { manifest, replaced } = await restoreBackup(
        { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
        resolve(context.cwd, from),
        { force },
      )
      context.out(
        `restored the backup of ${manifest.createdAt} (Tamga ${manifest.tamgaVersion}, ${manifest.database})` +
          (manifest.database === 'pglite' ? ` with ${manifest.files.length} file(s)` : '') +
          (replaced ? ', replacing what was there' : ''),
      )
      return 0
    } catch (error) {
      context.err(`tamga restore: ${messageOf(error, args.language)}`)
      return 1
    }
  },
}
