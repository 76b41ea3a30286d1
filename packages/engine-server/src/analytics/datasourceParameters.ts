import { type DatasourceDocument, type DatasourceParameter, type DocumentIssue, issue, pointer } from '@tamga/schema'
import { tamgaError } from '../http/errors.ts'
import { type DocumentOrigin, documentProblems } from './analyticsErrors.ts'

/** One checked value a filter compares with. */
export type ParameterScalar = string | number | boolean

/** A parameter's checked value: one value, or a list for a parameter that `in`/`not-in` take whole. */
export type ParameterValue = ParameterScalar | readonly ParameterScalar[]

/** The longest text a parameter may be. */
export const MAX_PARAMETER_LENGTH = 1000

/** The most values a list parameter may hold. */
export const MAX_PARAMETER_VALUES = 500

/** The query-string keys of the data source and chart routes that are not parameters. */
export const RESERVED_QUERY_KEYS: ReadonlySet<string> = new Set(['limit'])

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const INTEGER = /^-?\d{1,16}$/
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** Whether a `YYYY-MM-DD` text is a day of the calendar (not 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text)
  if (match === null) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Whether a text is a UUID in its usual hexadecimal spelling. */
export function isUuid(text: string): boolean {
  return UUID.test(text)
}

/**
 * Converts one given value to the parameter's type, or undefined when it is not one. Query
 * strings give text; defaults in the document may already be numbers or booleans.
 */
export function convertParameterValue(type: DatasourceParameter['type'], value: unknown): ParameterScalar | undefined {
  switch (type) {
    case 'text':
      if (typeof value === 'string') return value.length <= MAX_PARAMETER_LENGTH ? value : undefined
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined
    case 'integer': {
      const number = typeof value === 'string' && INTEGER.test(value) ? Number(value) : value
      return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined
    }
    case 'number': {
      const number = typeof value === 'string' && NUMBER.test(value) ? Number(value) : value
      return typeof number === 'number' && Number.isFinite(number) ? number : undefined
    }
    case 'boolean':
      if (typeof value === 'boolean') return value
      if (value === 'true' || value === '1') return true
      if (value === 'false' || value === '0') return false
      return undefined
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? value : undefined
    case 'uuid':
      return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : undefined
  }
}

const TYPE_TEXT: Record<DatasourceParameter['type'], { en: string; mn: string }> = {
  text: { en: `text of at most ${MAX_PARAMETER_LENGTH} characters`, mn: `${MAX_PARAMETER_LENGTH} хүртэл тэмдэгт` },
  integer: { en: 'a whole number', mn: 'бүхэл тоо' },
  number: { en: 'a number', mn: 'тоо' },
  boolean: { en: 'true or false', mn: 'true эсвэл false' },
  date: { en: 'a date YYYY-MM-DD', mn: 'YYYY-MM-DD огноо' },
  uuid: { en: 'a UUID', mn: 'UUID' },
}

/**
 * The parameters a data source's `in`/`not-in` filters take whole (`"value": {"parameter": "ids"}`):
 * only these may be given a list of values.
 */
export function listParameters(datasource: DatasourceDocument): ReadonlySet<string> {
  const lists = new Set<string>()
  const scalars = new Set<string>()
  for (const filter of datasource.filters ?? []) {
    const value = filter.value
    if (value === undefined) continue
    const whole = (filter.operator === 'in' || filter.operator === 'not-in') && !Array.isArray(value)
    const operands = Array.isArray(value) ? value : [value]
    for (const operand of operands) {
      if (typeof operand !== 'object') continue
      ;(whole ? lists : scalars).add(operand.parameter)
    }
  }
  for (const name of scalars) lists.delete(name)
  return lists
}

/** What {@link readDatasourceParameters} needs besides the document. */
export interface ReadParametersOptions {
  /** The values the caller gave, by parameter name (a query string: text, or lists of text). */
  given: Readonly<Record<string, unknown>>
  /** Where the document came from, for problems with its defaults. @default 'stored' */
  origin?: DocumentOrigin
  /** Keys of `given` that are the route's own, not parameters. @default {@link RESERVED_QUERY_KEYS} */
  reserved?: ReadonlySet<string>
}

/**
 * Checks the values a caller gives a data source against its declared parameters: each value
 * converted to its type (`integer` "12" → 12; a date must be a real day), a default used when one
 * is missing, a list only for a parameter an `in`/`not-in` filter takes whole, no undeclared
 * names. A required parameter missing, a value of the wrong type or an unknown name is refused
 * with 400 `VALIDATION_FAILED` in the query string, an issue at `/{name}` for each. An optional
 * parameter without a value or default is left out of the answer: its filters are dropped.
 *
 * @example
 * readDatasourceParameters(datasource, { given: { status: 'VOTE' } }) // Map { 'status' → 'VOTE' }
 */
export function readDatasourceParameters(
  datasource: DatasourceDocument,
  options: ReadParametersOptions,
): Map<string, ParameterValue> {
  const { given } = options
  const reserved = options.reserved ?? RESERVED_QUERY_KEYS
  const declared = datasource.parameters ?? []
  const lists = listParameters(datasource)
  const issues: DocumentIssue[] = []
  const documentIssues: DocumentIssue[] = []
  const values = new Map<string, ParameterValue>()

  const names = new Set(declared.map((parameter) => parameter.name))
  for (const key of Object.keys(given)) {
    if (names.has(key) || reserved.has(key)) continue
    issues.push(
      issue(
        pointer(key),
        'unknown-parameter',
        {
          en_US: `"${key}" is not a parameter of the data source "${datasource.name}"`,
          mn_MN: `"${key}" нь "${datasource.name}" эх сурвалжийн параметр биш`,
        },
        { parameter: key },
      ),
    )
  }

  declared.forEach((parameter, index) => {
    const raw = given[parameter.name]
    const missing = raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)
    const fromDefault = missing && parameter.default !== undefined
    const value = missing ? parameter.default : raw
    if (value === undefined) {
      if (parameter.required === true) {
        issues.push(
          issue(
            pointer(parameter.name),
            'required',
            {
              en_US: `is required: the data source "${datasource.name}" needs a value for "${parameter.name}"`,
              mn_MN: `заавал өгнө: "${datasource.name}" эх сурвалж "${parameter.name}" утгыг шаардана`,
            },
            { parameter: parameter.name },
          ),
        )
      }
      return
    }
    const at = fromDefault ? pointer('parameters', index, 'default') : pointer(parameter.name)
    const found = fromDefault ? documentIssues : issues
    const items = Array.isArray(value) ? (value as unknown[]) : [value]
    if (Array.isArray(value) && !lists.has(parameter.name)) {
      found.push(
        issue(
          at,
          'one-value',
          { en_US: 'takes one value, not a list', mn_MN: 'жагсаалт биш, нэг утга авна' },
          { parameter: parameter.name },
        ),
      )
      return
    }
    if (items.length > MAX_PARAMETER_VALUES) {
      found.push(
        issue(
          at,
          'too-many-values',
          {
            en_US: `takes at most ${MAX_PARAMETER_VALUES} values`,
            mn_MN: `${MAX_PARAMETER_VALUES} хүртэл утга авна`,
          },
          { parameter: parameter.name },
        ),
      )
      return
    }
    const converted = items.map((item) => convertParameterValue(parameter.type, item))
    const checked = converted.filter((item): item is ParameterScalar => item !== undefined)
    if (checked.length !== converted.length) {
      const expected = TYPE_TEXT[parameter.type]
      found.push(
        issue(
          at,
          'parameter-type',
          { en_US: `must be ${expected.en}`, mn_MN: `${expected.mn} байх ёстой` },
          { parameter: parameter.name, type: parameter.type },
        ),
      )
      return
    }
    values.set(parameter.name, Array.isArray(value) ? checked : (checked[0] as ParameterScalar))
  })

  if (documentIssues.length > 0) throw documentProblems(documentIssues, options.origin ?? 'stored')
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'querystring' })
  return values
}
