// A form's read-only fields are enforced on the server, not only drawn disabled or hidden: a
// field marked `disabled` or `hidden`, or whose `disabledWhen` or `hiddenWhen` holds, keeps its stored value
// (its default on a new record) whatever a request sends (the records API, GraphQL, an import).
import {
  type DocumentIssue,
  evaluateExpression,
  type FormDocument,
  issue,
  type ModelDocument,
  parseExpression,
  pointer,
  truthy,
} from '@tamga/schema'
import { sameValue } from './sameValue.ts'

const empty = (value: unknown) => value === undefined || value === null || value === ''

/**
 * The record as a form's formulas and conditions read it: numeric and bigint columns (text from
 * the driver) as numbers.
 */
export function conditionScope(
  model: ModelDocument,
  record: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const scope: Record<string, unknown> = { ...record }
  for (const column of model.columns) {
    const type = typeof column.type === 'string' ? column.type : column.type.name
    const value = scope[column.name]
    if ((type === 'numeric' || type === 'bigint') && typeof value === 'string' && value.trim() !== '')
      scope[column.name] = Number(value)
  }
  return scope
}

/**
 * Whether a field cannot be changed in the form: `disabled`, never shown (`hidden`, the hidden
 * widget: its value only travels in the record), or its `disabledWhen` or `hiddenWhen` holds.
 */
function isLocked(field: FormDocument['fields'][number], scope: Record<string, unknown>): boolean {
  if (field.disabled === true || field.hidden === true || field.widget === 'hidden') return true
  return [field.disabledWhen, field.hiddenWhen].some((condition) => {
    if (condition === undefined) return false
    const parsed = parseExpression(condition)
    // A condition that does not read (the form was validated, so only a missing value) keeps the
    // field locked: the safe side.
    if (!parsed.ok) return true
    const result = evaluateExpression(parsed.ast, scope)
    return !result.ok || truthy(result.value)
  })
}

const readOnlyIssue = (path: string) =>
  issue(path, 'read-only', {
    en_US: 'is read-only on this record: it cannot be changed',
    mn_MN: 'энэ бичлэгт зөвхөн унших талбар тул өөрчлөх боломжгүй',
  })

/**
 * The fields `values` changes from `start` that the form would not let a person change: one
 * `read-only` issue each, in the form's order. A field's conditions are read on the record as it
 * would be saved, but with that field's own value as it starts and without the values of locked
 * fields: a person can unlock a field by changing another editable one first, as in the form,
 * but no field unlocks itself or is unlocked by a field it could not change.
 */
function lockedChangeIssues(
  model: ModelDocument,
  form: FormDocument,
  start: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
  path: string,
): DocumentIssue[] {
  const startScope = conditionScope(model, start)
  const changed = form.fields.filter((field) => {
    if (!(field.name in values)) return false
    const sent = values[field.name]
    return !sameValue(start[field.name], sent) && !(empty(start[field.name]) && empty(sent))
  })
  // A locked field's value unlocks nothing: the locked fields are found again on a scope
  // without their sent values until the set holds still (a few rounds; should conditions
  // chase each other, every field locked in any round stays locked).
  const sentScope = conditionScope(model, { ...start, ...values })
  let locked = new Set<string>()
  const ever = new Set<string>()
  for (let round = 0; round <= changed.length; round += 1) {
    const scope = { ...sentScope }
    for (const name of locked) scope[name] = startScope[name]
    const next = new Set<string>()
    for (const field of changed) {
      const saved = scope[field.name]
      scope[field.name] = startScope[field.name]
      if (isLocked(field, scope)) next.add(field.name)
      scope[field.name] = saved
    }
    for (const name of next) ever.add(name)
    const settled = next.size === locked.size && [...next].every((name) => locked.has(name))
    locked = next
    if (settled) break
    if (round === changed.length) locked = ever
  }
  return changed
    .filter((field) => locked.has(field.name))
    .map((field) => readOnlyIssue(`${path}${pointer(field.name)}`))
}

/**
 * The issues of an update that would change a field the form keeps read-only on `before` (the
 * stored row): `disabled`, or `disabledWhen`/`hiddenWhen` holding; one `read-only` issue at each
 * such field, its path prefixed with `path`. A read-only field sent with its stored value (or
 * empty where it is empty) changes nothing and is no issue.
 */
export function readOnlyChangeIssues(
  model: ModelDocument,
  form: FormDocument,
  before: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
  path = '',
): DocumentIssue[] {
  return lockedChangeIssues(model, form, before, values, path)
}

/**
 * The issues of a new record that would set a field the form keeps read-only as it opens: the
 * same rules as {@link readOnlyChangeIssues}, against the form's default values. A field filled
 * from the page's address (`valueFromParameter`) takes what the page gives it.
 */
export function readOnlyCreateIssues(
  model: ModelDocument,
  form: FormDocument,
  values: Readonly<Record<string, unknown>>,
  path = '',
): DocumentIssue[] {
  const start: Record<string, unknown> = {}
  const given: Record<string, unknown> = {}
  for (const field of form.fields) {
    start[field.name] = field.defaultValue ?? null
    if (field.name in values && field.valueFromParameter === undefined) given[field.name] = values[field.name]
  }
  return lockedChangeIssues(model, form, start, given, path)
}
