import type { DocumentKind, TamgaDocument } from '@tamga/schema'
import { changedMessage, DOCUMENT_KIND_PHRASES, missingReferenceMessage, type Phrase } from './messages.ts'
import type { NameRegistry } from './names.ts'
import { toSqlIdentifier } from './names.ts'
import type { ImportReporter } from './report.ts'
import { type KnownColumn, type SqlConditionTranslation, translateSqlCondition } from './sql-condition.ts'

/** A document the import produced, with the Lambda file (and seed row) it came from. */
export interface ImportedDocument {
  source: string
  document: TamgaDocument
}

/**
 * What every mapper shares during one import: the name registry (document names are unique per
 * kind across all files), the names given to Lambda `vb_schemas` rows by their ids (so a krud's
 * `form: 9` can name the form imported from row id 9), and the list the documents go to.
 */
export interface ImportContext {
  names: NameRegistry
  /** `"form:9"` / `"grid:crud_grid"` → the document name given to that vb_schemas row. */
  schemaIds: Map<string, string>
  documents: ImportedDocument[]
  /**
   * The columns of every table the imported files describe (db_schema caches, MySQL dumps), by
   * table name, so a SQL condition on a table can be checked against its columns; absent or
   * without the table when nothing describes it.
   */
  tables?: ReadonlyMap<string, ReadonlyMap<string, KnownColumn>>
}

/** Adds a produced document to the import's result. */
export function emit(context: ImportContext, source: string, document: TamgaDocument): void {
  context.documents.push({ source, document })
}

/**
 * The document name of the form or grid a Lambda id refers to: the imported row's name when the
 * row is among the files, else `lambda-<kind>-<id>` with a report line, so the builder sees the
 * reference that still has to be satisfied.
 */
export function schemaReference(
  context: ImportContext,
  kind: Extract<DocumentKind, 'form' | 'grid'>,
  id: unknown,
  reporter: ImportReporter,
  path: string,
): string | undefined {
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  const key = String(id).trim()
  if (key === '' || key === '0') return undefined
  const known = context.schemaIds.get(`${kind}:${key}`)
  if (known !== undefined) return known
  const assumed = `lambda-${kind}-${key.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')}`.slice(0, 128)
  reporter.approximated(path, missingReferenceMessage(DOCUMENT_KIND_PHRASES[kind], id, assumed))
  return assumed
}

/**
 * A Lambda table or column name as a Tamga SQL identifier, reporting any change (a dropped
 * schema prefix, lower-casing) at `path`. `undefined` when the name is empty.
 */
export function sqlName(value: unknown, reporter: ImportReporter, path: string, what: Phrase): string | undefined {
  if (typeof value !== 'string') return undefined
  const converted = toSqlIdentifier(value)
  if (converted === undefined) return undefined
  if (converted.change !== undefined) reporter.approximated(path, changedMessage(what, value, converted.identifier))
  return converted.identifier
}

/**
 * A Lambda SQL condition run against `table` as a formula, checked against the table's columns
 * when the import knows them (see {@link translateSqlCondition}).
 */
export function translateCondition(context: ImportContext, table: string, sql: string): SqlConditionTranslation {
  const columns = context.tables?.get(table)
  return translateSqlCondition(sql, columns === undefined ? {} : { columns })
}
