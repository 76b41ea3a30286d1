export type { ProjectCompletionOptions } from './completeProject.ts'
export {
  importLambda,
  type LambdaFileFormat,
  type LambdaImportOptions,
  type LambdaImportResult,
  type LambdaSourceFile,
} from './import.ts'
export { type MergedProject, mergeIntoProject } from './mergeIntoProject.ts'
export { type DocumentRenaming, prefixNames, renameDocuments, sqlPrefix } from './prefixNames.ts'
export { formatImportReport, type LambdaImportNote, type LambdaImportNoteKind } from './report.ts'
export { type FolderSummary, formatImportSummary, summarizeImport } from './summary.ts'
