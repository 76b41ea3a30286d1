export {
  importLambda,
  type LambdaFileFormat,
  type LambdaImportOptions,
  type LambdaImportResult,
  type LambdaSourceFile,
} from './import.ts'
export { formatImportReport, type LambdaImportNote, type LambdaImportNoteKind } from './report.ts'
