import type { Migration, MigrationProvider } from 'kysely'
import * as documents from './0001_documents.ts'
import * as users from './0002_users.ts'
import * as accounts from './0003_accounts.ts'
import * as preferences from './0004_preferences.ts'
import * as crudLog from './0005_crud_log.ts'
import * as records from './0006_records.ts'
import * as workflow from './0007_workflow.ts'
import * as fileStorage from './0008_file_storage.ts'
import * as columnLayout from './0009_column_layout.ts'

/**
 * The system tables' migrations, in order. Each issue that needs a table adds a file here;
 * a migration that has run is never edited, only followed by a new one.
 */
export const systemMigrations: Readonly<Record<string, Migration>> = {
  '0001_documents': documents,
  '0002_users': users,
  '0003_accounts': accounts,
  '0004_preferences': preferences,
  '0005_crud_log': crudLog,
  '0006_records': records,
  '0007_workflow': workflow,
  '0008_file_storage': fileStorage,
  '0009_column_layout': columnLayout,
}

/** Hands Kysely's migrator the migrations compiled into the server (no folder scan at run time). */
export const systemMigrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...systemMigrations }),
}
