// The rows of a sub-form as the form holds them and as the records API takes them (issue 7):
// a sub-form's value is the list of its child rows; a create sends every row, an update sends the
// whole list only when it changed, and the server saves it as a diff in the parent's
// transaction — a row with its identity is kept (and updated when a value changed), a row
// without one is added, and a stored row left out of the list is deleted.

import type { FormRecordMode } from '@tamga/schema'
import { isJsonObject } from '@tamga/schema'
import type { CompiledForm, CompiledSubForm, FormValues } from '../../compile/index.ts'
import { openingValues, recordFormData } from '../../openingValues.ts'
import { isEmptyValue, sameFieldValue } from '../../recordChanges.ts'
import { storedValueForForm } from '../../storedValues.ts'
import { valuesAfterChange } from '../../valuesAfterChange.ts'

/**
 * A row's key on the screen, kept on the row object itself so it follows the row through edits
 * and deletions. A symbol, so it never reaches the server (JSON leaves it out) nor a formula.
 */
export const ROW_KEY: unique symbol = Symbol('sub-form row')

/** One child row as the form holds it: the child form's values, its identity when stored. */
export type SubFormRow = { [ROW_KEY]?: string } & Record<string, unknown>

let lastKey = 0
const newKey = (): string => {
  lastKey += 1
  return `new-${lastKey}`
}

/** The rows of a sub-form value: the list's objects; none for anything else. */
export function rowsOf(value: unknown): SubFormRow[] {
  return Array.isArray(value) ? value.filter(isJsonObject) : []
}

/** A row's key on the screen: its own, or its place when it has none. */
export function rowKey(row: SubFormRow, index: number): string {
  return row[ROW_KEY] ?? `at-${index}`
}

/** Whether the row is stored (it has its identity), so the server updates it rather than adding it. */
export function isStoredRow(sub: CompiledSubForm, row: Readonly<SubFormRow>): boolean {
  return !isEmptyValue(row[sub.form.identity])
}

/** The child form a row is checked with: a stored row as an update, a new one as a create. */
export function childFormOf(sub: CompiledSubForm, row: Readonly<SubFormRow>): CompiledForm {
  return isStoredRow(sub, row) ? sub.update : sub.create
}

/** A new, empty row: the child form's defaults and formulas, with a key of its own. */
export function newRow(sub: CompiledSubForm): SubFormRow {
  const values: SubFormRow = openingValues(sub.create, { form: sub.form, mode: 'create' })
  delete values[sub.settings.connectionField]
  values[ROW_KEY] = newKey()
  return values
}

/**
 * A stored row as the form holds it: numbers the driver answered as text read as numbers, the
 * child's own formulas computed. In an update the row keeps its identity; in a copy it becomes
 * a new row, without identity, version or parent.
 */
function openedRow(sub: CompiledSubForm, stored: Record<string, unknown>, mode: FormRecordMode): SubFormRow {
  const identity = sub.form.identity
  if (mode === 'create') {
    const row: SubFormRow = openingValues(sub.create, { form: sub.form, mode: 'create', record: stored })
    delete row[identity]
    delete row[sub.settings.connectionField]
    row[ROW_KEY] = newKey()
    return row
  }
  const numbers: Record<string, unknown> = { ...stored }
  for (const name of sub.numberFields) numbers[name] = storedValueForForm(stored[name], { type: 'number' })
  const row: SubFormRow = openingValues(sub.update, { form: sub.form, mode: 'update', record: numbers })
  row[identity] = stored[identity]
  row[ROW_KEY] = `stored-${String(stored[identity])}`
  return row
}

/**
 * The rows a sub-form opens with. An update shows the stored rows the record read answered
 * (undefined when it answered none: the rows are then left alone and never sent); a new record
 * starts with the copied record's rows, or with `minRows` empty rows.
 */
export function openingRows(sub: CompiledSubForm, stored: unknown, mode: FormRecordMode): SubFormRow[] | undefined {
  if (Array.isArray(stored)) return rowsOf(stored).map((row) => openedRow(sub, row, mode))
  if (mode === 'update') return undefined
  return Array.from({ length: sub.settings.minRows ?? 0 }, () => newRow(sub))
}

/**
 * The form's opening values with each sub-form's rows (see {@link openingRows}) and the
 * consolidations over them. An update keeps the values the server stored and computes only
 * the ones it does not store.
 */
export function withOpeningRows(
  compiled: CompiledForm,
  values: Readonly<FormValues>,
  options: { mode: FormRecordMode; record?: Readonly<Record<string, unknown>> | undefined },
): FormValues {
  const subForms = Object.values(compiled.subForms)
  if (subForms.length === 0) return { ...values }
  const next: FormValues = { ...values }
  for (const sub of subForms) {
    const rows = openingRows(sub, options.record?.[sub.field], options.mode)
    if (rows === undefined) delete next[sub.field]
    else next[sub.field] = rows
  }
  const computed = compiled.formulas.recompute(next)
  if (options.mode === 'update') {
    const stored = options.record ?? {}
    for (const name of Object.keys(computed)) {
      if (Object.hasOwn(stored, name) && !Object.hasOwn(compiled.subForms, name)) computed[name] = values[name]
    }
  }
  return computed
}

/** A row with one field changed: the choices depending on it emptied, the row's formulas computed again. */
export function rowWithValue(
  sub: CompiledSubForm,
  row: Readonly<SubFormRow>,
  field: string,
  value: unknown,
): SubFormRow {
  const child = childFormOf(sub, row)
  return valuesAfterChange(child, row, { ...recordFormData(child, row), [field]: value })
}

/**
 * A row as the records API takes it: the child form's record fields that have a value, and
 * the identity of a stored row. The connection field is the server's to fill.
 */
export function rowForServer(sub: CompiledSubForm, row: Readonly<SubFormRow>): Record<string, unknown> {
  const identity = sub.form.identity
  const values = childFormOf(sub, row).recordValues(row)
  delete values[identity]
  delete values[sub.settings.connectionField]
  return isStoredRow(sub, row) ? { [identity]: row[identity], ...values } : values
}

/** Every row of a sub-form as the records API takes them, in order. */
export function rowsForServer(sub: CompiledSubForm, rows: readonly SubFormRow[]): Array<Record<string, unknown>> {
  return rows.map((row) => rowForServer(sub, row))
}

/**
 * What a new record sends for its sub-forms: every sub-form's rows, by field name. A sub-form
 * the form holds no rows for is not sent.
 */
export function subFormValues(compiled: CompiledForm, values: Readonly<FormValues>): FormValues {
  const body: FormValues = {}
  for (const sub of Object.values(compiled.subForms)) {
    if (Array.isArray(values[sub.field])) body[sub.field] = rowsForServer(sub, rowsOf(values[sub.field]))
  }
  return body
}

function sameRow(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...names].every((name) => sameFieldValue(a[name], b[name]))
}

/**
 * What an update sends for its sub-forms: the whole list of each sub-form whose rows differ
 * from the stored ones (a row added, removed or changed), by field name. A sub-form whose
 * stored rows the form never had is not sent, so the server keeps them.
 *
 * @example subFormChanges(compiled, { lines: [{ id: 1, item: 'a' }] }, { lines: [{ id: 1, item: 'a' }, { id: 2, item: 'b' }] })
 * // { lines: [{ id: 1, item: 'a' }] } — row 2 is deleted
 */
export function subFormChanges(
  compiled: CompiledForm,
  values: Readonly<FormValues>,
  stored: Readonly<Record<string, unknown>>,
): FormValues {
  const changes: FormValues = {}
  for (const sub of Object.values(compiled.subForms)) {
    const before = openingRows(sub, stored[sub.field], 'update')
    if (before === undefined || !Array.isArray(values[sub.field])) continue
    const now = rowsForServer(sub, rowsOf(values[sub.field]))
    const then = rowsForServer(sub, before)
    const same = now.length === then.length && now.every((row, index) => sameRow(row, then[index] ?? {}))
    if (!same) changes[sub.field] = now
  }
  return changes
}

/** Whether another row may be added: creating is on and the list is below `maxRows`. */
export function canAddRow(sub: CompiledSubForm, count: number): boolean {
  return !sub.settings.disableCreate && (sub.settings.maxRows === undefined || count < sub.settings.maxRows)
}

/**
 * Whether a row may be removed: the list stays at `minRows` or above, and a stored row only
 * when deleting is on (a row not saved yet is only being typed, and may always go).
 */
export function canDeleteRow(sub: CompiledSubForm, row: Readonly<SubFormRow>, count: number): boolean {
  if (sub.settings.minRows !== undefined && count <= sub.settings.minRows) return false
  return !sub.settings.disableDelete || !isStoredRow(sub, row)
}

/** Whether a row's values may be changed: a stored row only when editing is on. */
export function canEditRow(sub: CompiledSubForm, row: Readonly<SubFormRow>): boolean {
  return !sub.settings.disableEdit || !isStoredRow(sub, row)
}
