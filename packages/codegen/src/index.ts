export { generateProject, TARGETS, type Target } from './generate.ts'
export { constraintName, describeProject } from './plan/describeProject.ts'
export type * from './plan/types.ts'
export {
  createTableSql,
  ERRORS,
  foreignKeySql,
  type GeneratedError,
} from './sql/index.ts'
export { type FileTree, isExtensionFile } from './tree/fileTree.ts'
export { type WriteOutcome, type WriteSummary, writeTree } from './tree/writeTree.ts'
export { zipTree } from './tree/zipTree.ts'
