// The public API of @tamga/engine-server. Other packages import from here only.
export { BODY_LIMIT, type BuildAppOptions, buildApp, type TamgaApp } from './app.ts'
export { type CliContext, COMMANDS, runCli } from './cli/runCli.ts'
export { ConfigError, describeConfig, loadConfig, type TamgaConfig } from './config.ts'
export {
  type DatabaseBackend,
  type MigrationReport,
  migrateSystemTables,
  type OpenDatabaseOptions,
  openDatabase,
  type TamgaDatabase,
} from './db/database.ts'
export type { SystemDatabase } from './db/tables.ts'
export { createDatabaseStore } from './documents/databaseStore.ts'
export {
  DocumentConflictError,
  DocumentNotFoundError,
  DocumentValidationError,
  formatLocatedIssues,
  HistoryNotKeptError,
  type LocatedIssue,
} from './documents/errors.ts'
export { createFolderStore } from './documents/folderStore.ts'
export {
  type CopyProjectOptions,
  copyProject,
  diffProjects,
  formatProjectDiff,
  type ProjectChange,
  type ProjectDiffEntry,
} from './documents/projectDiff.ts'
export { documentFileText, stableStringify } from './documents/stableStringify.ts'
export type { Actor, DocumentRevision, DocumentStore, StoredDocument, WriteOptions } from './documents/store.ts'
export { storeFor } from './documents/storeFor.ts'
export { ERROR_RESPONSES, type ErrorDetails, tamgaError } from './http/errors.ts'
export {
  type ApplyOptions,
  type ApplyReport,
  applyModelChanges,
  DestructiveChangeError,
  type DestructiveConfirmation,
  ModelPlanError,
} from './models/apply.ts'
export {
  type ModelChange,
  type ModelChangeKind,
  type ModelPlan,
  type ModelPlanIssue,
  type ModelPlanIssueCode,
  type PlanOptions,
  planModelChanges,
} from './models/plan.ts'
export { readFilesUnder, readProjectDirectory } from './project/readProjectDirectory.ts'
export type { RecordChange, RecordChangeAction, RecordChangeHub } from './records/changes.ts'
export {
  BUILT_IN_TRIGGER_NAMESPACE,
  BUILT_IN_TRIGGERS,
  type TriggerContext,
  type TriggerMethod,
  type TriggerMoment,
  TriggerRegistry,
} from './records/triggers.ts'
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './seed/accounts.ts'
export { type Instance, type PrepareReport, prepareInstance } from './server/prepareInstance.ts'
