import { type Command, parseCommandArgs, USAGE_ERROR } from '../context.ts'
import { configFor, messageOf } from './shared.ts'

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** `tamga storage migrate`: the data folder's uploads into the shared file storage. */
export const storageCommand: Command = {
  name: 'storage',
  summary: 'copy the uploaded files of the data folder into the storage every instance shares',
  help: `storage migrate [--from FOLDER] [--lang mn_MN|en_US]

  Copies the bytes of every upload the database knows (tamga_upload: record files, profile
  images, signatures) from the data folder into the shared file storage: PostgreSQL's
  tamga_file tables when DATABASE_URL is set. A file the shared storage holds already with the
  same size and SHA-256 is skipped, so running it again copies nothing; the folder is left as
  it was. Run it once when moving a server that kept its files in its data folder to
  PostgreSQL, before starting more instances.
  --from FOLDER   where the files are @default <DATA_DIR>/uploads`,
  async run(argv, context) {
    const args = parseCommandArgs(this, argv, { from: { type: 'string' } }, context)
    if ('exit' in args) return args.exit
    const [action, ...extra] = args.parsed.positionals
    if (action !== 'migrate' || extra.length > 0) {
      context.err(`tamga storage: say what to do: migrate\n\nusage: tamga ${this.help}`)
      return USAGE_ERROR
    }
    const config = await configFor(context)
    if ('exit' in config) return config.exit
    const [{ migrateSystemTables, openDatabase }, { fileStorageFor, fileStorageKindFor, localUploadsDir }, files] =
      await Promise.all([
        import('../../db/database.ts'),
        import('../../storage/fileStorageFor.ts'),
        import('../../storage/fileStorage.ts'),
      ])
    const { copyUploadsToStorage } = await import('../../storage/migrateFiles.ts')
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
    try {
      if (fileStorageKindFor(database) === 'local') {
        context.err(
          'tamga storage migrate: this server keeps its files in the data folder already (the embedded database); ' +
            'set DATABASE_URL to the PostgreSQL the instances share',
        )
        return 1
      }
      await migrateSystemTables(database.db)
      const folder = args.parsed.values.from ?? localUploadsDir(config.dataDir)
      context.out(`from ${folder} into ${database.description}`)
      const report = await copyUploadsToStorage({
        db: database.db,
        from: files.createLocalFileStorage(folder),
        to: fileStorageFor({ database, dataDir: config.dataDir }),
        onProgress: (done, total) => context.progress?.(`${done}/${total}`),
      })
      context.out(
        `copied ${report.copied} file(s), ${megabytes(report.copiedBytes)}; ` +
          `${report.alreadyThere} already in the shared storage; ${report.missing.length} missing`,
      )
      for (const key of report.missing.slice(0, 20)) context.err(`  missing from both: ${key}`)
      if (report.missing.length > 20) context.err(`  … and ${report.missing.length - 20} more`)
      return 0
    } catch (error) {
      context.err(`tamga storage migrate: ${messageOf(error, args.language)}`)
      return 1
    } finally {
      await database.close()
    }
  },
}
