// Values a write sends, checked against what their columns can store before any SQL runs: the
// form's schema says "a string" or "an integer", but PostgreSQL also refuses a NUL character in
// text or JSON, an integer past its column's range and a number past a numeric's digits, which
// would reach the caller as a server error. One check for the records API, GraphQL and imports
// (a workbook's cells and a GraphQL string literal pass no request guard, so NUL is checked here too).
import {
  columnTypeName,
  type DocumentIssue,
  INT4_MAX,
  INT4_MIN,
  issue,
  type ModelDocument,
  pointer,
} from '@tamga/schema'

/** Whether a JSON value holds a NUL character anywhere, in a key or a string. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner))
  return false
}

/** The digits before the point a `numeric(precision, scale)` column holds. */
function integerDigits(value: number | string): number {
  const text = typeof value === 'number' ? Math.abs(value).toFixed(0) : value.replace(/^-/, '').split('.')[0]
  return (text ?? '').replace(/^0+/, '').length
}

/**
 * The issues of values no column of `model` could store, at their field's path (prefixed with
 * `path`): a NUL character in text or JSON, an integer outside an `integer` column's range or
 * beyond the exact integers of a `bigint`, a number with more integer digits than a `numeric`
 * column holds, text longer than a `varchar(n)`. Values of other names are left to other checks.
 */
export function unstorableValueIssues(
  model: ModelDocument,
  values: Readonly<Record<string, unknown>>,
  path = '',
): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  for (const column of model.columns) {
    if (!(column.name in values)) continue
    const value = values[column.name]
    if (value === null || value === undefined) continue
    const at = `${path}${pointer(column.name)}`
    if (holdsNul(value)) {
      issues.push(
        issue(at, 'nul-character', {
          en_US: 'must not contain a NUL character',
          mn_MN: 'NUL тэмдэгт агуулж болохгүй',
        }),
      )
      continue
    }
    const type = column.type
    switch (columnTypeName(type)) {
      case 'integer':
        if (typeof value === 'number' && (value < INT4_MIN || value > INT4_MAX))
          issues.push(
            issue(at, 'out-of-range', {
              en_US: `must be between ${INT4_MIN} and ${INT4_MAX}`,
              mn_MN: `${INT4_MIN}-аас ${INT4_MAX} хооронд байх ёстой`,
            }),
          )
        break
      case 'bigint':
        if (typeof value === 'number' && !Number.isSafeInteger(value))
          issues.push(
            issue(at, 'out-of-range', {
              en_US: `must be a whole number between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`,
              mn_MN: `${Number.MIN_SAFE_INTEGER}-аас ${Number.MAX_SAFE_INTEGER} хооронд бүхэл тоо байх ёстой`,
            }),
          )
        break
      case 'numeric':
        if (
          typeof type === 'object' &&
          type.name === 'numeric' &&
          (typeof value === 'number' || typeof value === 'string')
        ) {
          const allowed = type.precision - (type.scale ?? 0)
          if ((typeof value === 'number' && !Number.isFinite(value)) || integerDigits(value) > allowed)
            issues.push(
              issue(at, 'out-of-range', {
                en_US: `must have at most ${allowed} digits before the decimal point`,
                mn_MN: `таслалаас өмнө ${allowed}-аас ихгүй оронтой байх ёстой`,
              }),
            )
        }
        break
      case 'varchar':
        if (
          typeof type === 'object' &&
          type.name === 'varchar' &&
          typeof value === 'string' &&
          [...value].length > type.length
        )
          issues.push(
            issue(at, 'maxLength', {
              en_US: `must be at most ${type.length} characters`,
              mn_MN: `${type.length}-аас ихгүй тэмдэгттэй байх ёстой`,
            }),
          )
        break
    }
  }
  return issues
}
