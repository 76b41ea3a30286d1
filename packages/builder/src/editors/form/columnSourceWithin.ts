// Whose columns an object of a form names: a choice's own table, the grid a choice is picked
// from, the table a sub-form writes, the sub-form a total adds up. Without this a column box
// inside them would offer the form's own columns, the wrong table's.
import type { FormDocument } from '@tamga/schema'
import type { ColumnSource } from '../../controls/columnChoices.ts'

const nameIn = (record: Record<string, unknown>, key: string): string | undefined => {
  const value = record[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The columns the properties of `record` (an object inside `form`) name: a source, `null` when
 * they belong to a table not chosen yet (typed until it is), or undefined when they are the
 * enclosing object's (the form's own table, or a choice's for its `dependsOn`).
 *
 * @example columnSourceWithin({ source: 'grid', grid: 'aimag-grid' }, form) // { kind: 'grid', name: 'aimag-grid' }
 * @example columnSourceWithin({ form: 'apprentice-form', connectionField: '' }, form) // { kind: 'subForm', form: 'apprentice-form', parentModel: form.model }
 */
export function columnSourceWithin(
  record: Record<string, unknown>,
  form: Pick<FormDocument, 'model' | 'fields'>,
): ColumnSource | null | undefined {
  const parentModel = typeof form.model === 'string' && form.model !== '' ? form.model : undefined
  const model = nameIn(record, 'model')
  if (model !== undefined) return { kind: 'model', name: model }
  if (record.source === 'grid' || 'grid' in record) {
    const grid = nameIn(record, 'grid')
    return grid === undefined ? null : { kind: 'grid', name: grid }
  }
  // A choice read from a table not chosen yet, or from a list of its own or an address.
  if (typeof record.source === 'string') return null
  if ('connectionField' in record || 'form' in record) {
    const child = nameIn(record, 'form')
    return child === undefined ? null : { kind: 'subForm', form: child, parentModel }
  }
  if ('subForm' in record) {
    // A total over a sub-form's rows: the columns of the table that sub-form writes.
    const field = (Array.isArray(form.fields) ? form.fields : []).find((each) => each.name === record.subForm)
    const child = field?.widget === 'sub-form' ? field.subForm?.form : undefined
    return child === undefined || child === '' ? null : { kind: 'subForm', form: child, parentModel }
  }
  return undefined
}
