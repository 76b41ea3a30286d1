// The filter model of a grid's relation column, as its type-ahead filter sets it: the related
// rows picked (their values, with the labels the filter shows them by), or words typed without
// picking, which the server looks for in the related rows' labels.
import type { ListFilter } from '@tamga/schema'

/** A related row picked in a relation column's filter. */
export interface RelationChoice {
  value: string | number | boolean
  label: string
}

/**
 * The model of a relation column's filter: the related rows picked, or, with none picked, the
 * words typed (`label`).
 */
export interface RelationFilterModel {
  filterType: 'relation'
  picked?: RelationChoice[]
  label?: string
}

/** Whether an ag-grid filter model is a relation filter's. */
export function isRelationFilterModel(model: unknown): model is RelationFilterModel {
  return typeof model === 'object' && model !== null && (model as { filterType?: unknown }).filterType === 'relation'
}

/**
 * The model of what a relation filter holds, or null when it narrows nothing (ag-grid's way of
 * saying the column is not filtered).
 */
export function relationFilterModel(picked: readonly RelationChoice[], label: string): RelationFilterModel | null {
  if (picked.length > 0) return { filterType: 'relation', picked: [...picked] }
  const words = label.trim()
  return words === '' ? null : { filterType: 'relation', label: words }
}

/**
 * The list request's value of a relation filter's model: `{in}` of the picked rows' values, else
 * `{label}` of the words typed; undefined when it narrows nothing.
 */
export function relationListFilter(model: RelationFilterModel): ListFilter | undefined {
  const picked = model.picked ?? []
  if (picked.length > 0) return { in: picked.map((choice) => choice.value) }
  const words = model.label?.trim() ?? ''
  return words === '' ? undefined : { label: words }
}

/**
 * Whether a row passes a relation filter, read from the row as the grid shows it (its value and
 * its label). The records grid's rows are filtered by the server; this is ag-grid's own check
 * for a row model that filters in the browser.
 */
export function relationFilterPasses(model: RelationFilterModel, value: unknown, label: unknown): boolean {
  const picked = model.picked ?? []
  if (picked.length > 0) return picked.some((choice) => String(choice.value) === String(value))
  const words = model.label?.trim().toLowerCase() ?? ''
  return words === '' || (typeof label === 'string' && label.toLowerCase().includes(words))
}
