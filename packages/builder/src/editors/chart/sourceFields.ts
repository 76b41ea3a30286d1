// The fields a chart may name: a model's columns (those the server adds included) or a data
// source's output names.
import { type DatasourceDocument, effectiveColumns, type LocalizedText, type ModelDocument } from '@tamga/schema'

/** A column of a model (or an output of a data source) with the label a person reads. */
export interface FieldChoice {
  name: string
  label: LocalizedText | undefined
}

/**
 * The fields of a stored model or data source with their labels, in their order; none for a
 * document that is not one (or is broken while someone edits it).
 */
export function sourceFieldChoices(document: unknown): FieldChoice[] {
  if (typeof document !== 'object' || document === null) return []
  const kind = (document as { kind?: unknown }).kind
  if (kind === 'model' && Array.isArray((document as ModelDocument).columns)) {
    return effectiveColumns(document as ModelDocument).map(({ name, label }) => ({ name, label }))
  }
  if (kind === 'datasource' && Array.isArray((document as DatasourceDocument).columns)) {
    return (document as DatasourceDocument).columns.map(({ as, label }) => ({ name: as, label }))
  }
  return []
}

/** The field names of a stored model or data source, in their order (see `sourceFieldChoices`). */
export function sourceFieldNames(document: unknown): string[] {
  return sourceFieldChoices(document).map((choice) => choice.name)
}
