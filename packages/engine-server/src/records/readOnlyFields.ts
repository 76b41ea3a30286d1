// A form's read-only fields are enforced on the server, not only drawn disabled: a field marked
// `disabled`, or whose `disabledWhen` holds on the record as it is stored, keeps its stored
// value whatever a request sends (the records API, GraphQL, an import).
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

/** Whether a field is read-only on the stored record: `disabled`, or its `disabledWhen` holds there. */
function isReadOnly(field: FormDocument['fields'][number], scope: Record<string, unknown>): boolean {
  if (field.disabled === true) return true
  if (field.disabledWhen === undefined) return false
  const parsed = parseExpression(field.disabledWhen)
  // A condition that does not read (the form was validated, so only a missing value) keeps the
  // field read-only: the safe side.
  if (!parsed.ok) return true
  const result = evaluateExpression(parsed.ast, scope)
  return !result.ok || truthy(result.value)
}

/**
 * The issues of an update that would change a read-only field of `before` (the stored row):
 * one `read-only` issue at each such field, its path prefixed with `path`. A read-only field
 * sent with its stored value (or empty where it is empty) changes nothing and is no issue.
 */
export function readOnlyChangeIssues(
  model: ModelDocument,
  form: FormDocument,
  before: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
  path = '',
): DocumentIssue[] {
  const scope = conditionScope(model, before)
  const issues: DocumentIssue[] = []
  for (const field of form.fields) {
    if (!(field.name in values)) continue
    const sent = values[field.name]
    if (sameValue(before[field.name], sent) || (empty(before[field.name]) && empty(sent))) continue
    if (!isReadOnly(field, scope)) continue
    issues.push(
      issue(`${path}${pointer(field.name)}`, 'read-only', {
        en_US: 'is read-only on this record: it cannot be changed',
        mn_MN: 'энэ бичлэгт зөвхөн унших талбар тул өөрчлөх боломжгүй',
      }),
    )
  }
  return issues
}
