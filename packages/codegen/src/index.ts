export { generateProject, migrationLayout, TARGETS, type Target } from './generate.ts'
export { DestructiveMigrationError, diffSchema, type SchemaChange } from './migrations/diff.ts'
export { evolveMigrations, type Regeneration, UnsnapshottedMigrationsError } from './migrations/evolve.ts'
export {
  RegenerationError,
  readSnapshot,
  type SchemaSnapshot,
  SnapshotError,
  snapshotOf,
} from './migrations/snapshot.ts'
export { constraintName, describeProject } from './plan/describeProject.ts'
export type * from './plan/types.ts'
export {
  createTableSql,
  ERRORS,
  foreignKeySql,
  type GeneratedError,
} from './sql/index.ts'
export { type FileTree, isExtensionFile } from './tree/fileTree.ts'
export { readGenerated } from './tree/readGenerated.ts'
export { type WriteOutcome, type WriteSummary, writeTree } from './tree/writeTree.ts'
export { zipTree } from './tree/zipTree.ts'
