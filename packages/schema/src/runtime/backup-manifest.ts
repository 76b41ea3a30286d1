import Type, { type Static } from 'typebox'

/**
 * `manifest.json`, the first entry of a backup file (`tamga backup`): what the backup holds and
 * where. `tamga restore` reads it back and refuses a backup it does not describe.
 */
export const BackupManifestSchema = Type.Object(
  {
    format: Type.Literal('tamga-backup'),
    formatVersion: Type.Integer({
      minimum: 1,
      description: 'The layout of the backup file; restored only by a Tamga that writes it.',
    }),
    tamgaVersion: Type.String({ description: 'The version of the Tamga that made the backup.' }),
    database: Type.Enum(['postgres', 'pglite'], { description: 'The database the backup was made from.' }),
    createdAt: Type.String({ format: 'date-time' }),
    databaseEntry: Type.String({
      minLength: 1,
      description: "The entry holding the database: PGlite's gzipped data folder, or pg_dump's custom format.",
    }),
    files: Type.Array(
      Type.Object(
        {
          path: Type.String({ minLength: 1, description: 'The file’s path in the data folder, with `/`.' }),
          entry: Type.String({ minLength: 1 }),
          size: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      { description: 'Files of the data folder (the uploads when they are kept there), each with its entry.' },
    ),
  },
  { additionalProperties: false },
)
export type BackupManifest = Static<typeof BackupManifestSchema>
