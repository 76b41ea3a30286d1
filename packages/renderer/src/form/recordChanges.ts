import type { FormValues } from './compile/index.ts'

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/

/** No value: what an emptied input, an absent column and a cleared choice list all mean. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/**
 * Whether a form value says the same as a stored one, the way the server judges it: any two
 * empty values are the same; numeric text (a `numeric` column) equals its number; two
 * date-times are the same instant however they are written (the server answers a timestamp
 * as `…T02:30:00.000Z`, the form writes `…T10:30:00+08:00`); lists and objects by content.
 *
 * @example sameFieldValue('10.00', 10) // true
 */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b)
  if (typeof a === 'number' && typeof b === 'string') return b.trim() !== '' && Number(b) === a
  if (typeof a === 'string' && typeof b === 'number') return a.trim() !== '' && Number(a) === b
  if (typeof a === 'string' && typeof b === 'string') {
    if (DATE_TIME.test(a) && DATE_TIME.test(b)) {
      const [left, right] = [Date.parse(a), Date.parse(b)]
      return !Number.isNaN(left) && left === right
    }
    return false
  }
  if (typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b)
  return false
}

/**
 * The part of an update the server needs: the record's fields (`fields`, the record schema's
 * properties) whose value in the form differs from the stored record. A field the form holds
 * no value for (undefined) is not sent, so it stays as stored. Empty when nothing changed.
 *
 * @example recordChanges({ title: 'Шинэ', view_count: 3 }, { title: 'Хуучин', view_count: '3' }, ['title', 'view_count'])
 * // { title: 'Шинэ' }
 */
export function recordChanges(
  values: Readonly<FormValues>,
  stored: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): FormValues {
  const changes: FormValues = {}
  for (const name of fields) {
    if (!Object.hasOwn(values, name) || values[name] === undefined) continue
    const before = Object.hasOwn(stored, name) ? stored[name] : undefined
    if (!sameFieldValue(values[name], before)) changes[name] = values[name]
  }
  return changes
}

/** The fields whose value differs between two states of the form, for clearing their old errors. */
export function changedFields(before: Readonly<FormValues>, after: Readonly<FormValues>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => before[name] !== after[name] && !sameFieldValue(before[name], after[name]))
}
