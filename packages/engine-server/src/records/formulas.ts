import {
  type DocumentIssue,
  evaluateExpression,
  type FormDocument,
  issue,
  parseExpression,
  pointer,
} from '@tamga/schema'

/**
 * The values of a form's formula fields (spec 3.13), computed on the server with the safe
 * expression language from the record as it will be: what the browser shows is recomputed, never
 * trusted. Fields are computed in the form's order, so a formula may use one above it. A field
 * the record leaves out is empty (null; a sub-form no rows), as the browser computes it, so an
 * empty factor gives an empty result rather than a refusal. A formula that does not compute is
 * an issue at its field, and the write is refused.
 */
export function formulaValues(
  form: FormDocument,
  record: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): { values: Record<string, unknown>; issues: DocumentIssue[] } {
  const scope: Record<string, unknown> = { ...record }
  for (const field of form.fields) {
    if (field.widget === 'sub-form' && !Array.isArray(scope[field.name])) scope[field.name] = []
    else if (scope[field.name] === undefined) scope[field.name] = null
  }
  const values: Record<string, unknown> = {}
  const issues: DocumentIssue[] = []
  for (const field of form.fields) {
    if (field.formula === undefined) continue
    const parsed = parseExpression(field.formula)
    const result = parsed.ok ? evaluateExpression(parsed.ast, scope, { now }) : undefined
    if (result === undefined || !result.ok) {
      const message = result === undefined ? (parsed.ok ? undefined : parsed.error.message) : result.error.message
      issues.push(
        issue(
          pointer(field.name),
          'formula-failed',
          message ?? { en_US: 'The formula cannot be computed', mn_MN: 'Томьёог тооцоолж чадсангүй' },
        ),
      )
      continue
    }
    values[field.name] = result.value
    scope[field.name] = result.value
  }
  return { values, issues }
}
