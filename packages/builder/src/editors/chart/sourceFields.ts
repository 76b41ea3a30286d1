// The fields a chart may name: a model's columns (those the server adds included) or a data
// source's output names.
import { type DatasourceDocument, effectiveColumns, type ModelDocument } from '@tamga/schema'

/**
 * The field names of a stored model or data source, in their order; none for a document that is
 * not one (or is broken while someone edits it).
 */
export function sourceFieldNames(document: unknown): string[] {
  if (typeof document !== 'object' || document === null) return []
  const kind = (document as { kind?: unknown }).kind
  if (kind === 'model' && Array.isArray((document as ModelDocument).columns)) {
    return effectiveColumns(document as ModelDocument).map((column) => column.name)
  }
  if (kind === 'datasource' && Array.isArray((document as DatasourceDocument).columns)) {
    return (document as DatasourceDocument).columns.map((column) => column.as)
  }
  return []
}
