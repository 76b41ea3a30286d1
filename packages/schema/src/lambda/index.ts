export {
  type LambdaFormField,
  type LambdaFormStructure,
  type LambdaLayoutNode,
  readFormStructure,
} from './form-fields.ts'
export {
  importLambda,
  type LambdaFileFormat,
  type LambdaImportOptions,
  type LambdaImportResult,
  type LambdaSourceFile,
  recognizeLambdaValue,
} from './import.ts'
export { columnTypeFromDb } from './model.ts'
export { CYRILLIC_TO_LATIN, NameRegistry, slugify, toSqlIdentifier, transliterate } from './names.ts'
export { formatImportReport, type LambdaImportNote, type LambdaImportNoteKind } from './report.ts'
export { decodeEmbeddedJson, type SeedRow } from './seed.ts'
export {
  type KnownColumn,
  type SqlConditionOptions,
  type SqlConditionRefusalReason,
  type SqlConditionTranslation,
  translateSqlCondition,
} from './sql-condition.ts'
export type { WorkflowImportOptions } from './workflow.ts'
