import {
  type DocumentIssue,
  type GridColumn,
  isJsonObject,
  issue,
  type ListFilter,
  pointer,
  readListFilter,
} from '@tamga/schema'
import { choiceIndexOf, TEXT_MATCH_OPTIONS } from './columnFilter.ts'
import { isRelationFilterModel, relationListFilter } from './relationFilterModel.ts'

type Primitive = string | number | boolean

/** One condition of an ag-grid simple filter (text, number or date), loosely read. */
interface Condition {
  type?: unknown
  filter?: unknown
  filterTo?: unknown
  dateFrom?: unknown
  dateTo?: unknown
}

/** Where a conversion reports what it cannot send. */
type Report = (code: string, en: string, mn: string) => void

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The conditions of an ag-grid filter model and how they are joined: a simple model is one
 * condition; a combined one (`{ operator, conditions }`) lists its own.
 */
function conditionsOf(model: Record<string, unknown>): { operator: 'AND' | 'OR'; conditions: Condition[] } {
  if (Array.isArray(model.conditions)) {
    return {
      operator: model.operator === 'OR' ? 'OR' : 'AND',
      conditions: model.conditions.filter(isJsonObject),
    }
  }
  return { operator: 'AND', conditions: [model] }
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

/** A day of an ag-grid date model (`YYYY-MM-DD hh:mm:ss` or `YYYY-MM-DDThh:mm:ss`) as `YYYY-MM-DD`. */
function dayOf(value: unknown): string | undefined | null {
  if (isBlank(value)) return undefined
  if (typeof value !== 'string') return null
  const day = value.slice(0, 10)
  const match = DATE.exec(day)
  if (match === null) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(year, month - 1, date))
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? day : null
}

/** The day `days` after (or before) a `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number)
  const shifted = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days))
  return shifted.toISOString().slice(0, 10)
}

function numberOf(value: unknown): number | undefined | null {
  if (isBlank(value)) return undefined
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : null
}

interface Range {
  from?: number | string
  to?: number | string
}

function rangeOf(condition: Condition, dates: boolean, report: Report): Range | undefined {
  const type = condition.type ?? 'equals'
  const read = dates ? dayOf : numberOf
  const first = read(dates ? condition.dateFrom : condition.filter)
  const second = read(dates ? condition.dateTo : condition.filterTo)
  if (first === null || second === null) {
    if (dates) report('filter-bound', 'must be a date YYYY-MM-DD', 'YYYY-MM-DD огноо байх ёстой')
    else report('filter-bound', 'must be a number', 'тоо байх ёстой')
    return undefined
  }
  const shifted = (value: number | string | undefined, days: number) =>
    typeof value === 'string' ? shiftDay(value, days) : value
  switch (type) {
    case 'equals':
      return { from: first, to: first }
    case 'greaterThanOrEqual':
      return { from: first }
    case 'lessThanOrEqual':
      return { to: first }
    case 'inRange':
      return { from: first, to: second }
    case 'greaterThan':
    case 'lessThan':
      // Days are whole: after a day is from the next one, before a day up to the one before.
      if (dates) return type === 'greaterThan' ? { from: shifted(first, 1) } : { to: shifted(first, -1) }
      report(
        'filter-option',
        `"${type}" cannot be sent: the server's ranges include their bounds; use "${type}OrEqual" or a range`,
        `"${type}" нөхцөлийг илгээх боломжгүй: серверийн муж хил утгаа багтаадаг; "${type}OrEqual" эсвэл муж ашиглана уу`,
      )
      return undefined
    default:
      report(
        'filter-option',
        `the condition "${String(type)}" is not one the server answers`,
        `"${String(type)}" нөхцөлийг сервер дэмжихгүй`,
      )
      return undefined
  }
}

function larger(a: number | string | undefined, b: number | string | undefined): number | string | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return a > b ? a : b
}

function smaller(a: number | string | undefined, b: number | string | undefined): number | string | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return a < b ? a : b
}

function rangeFilter(model: Record<string, unknown>, dates: boolean, report: Report): ListFilter | undefined {
  const { operator, conditions } = conditionsOf(model)
  if (operator === 'OR' && conditions.length > 1) {
    report(
      'filter-combined',
      'conditions joined with OR cannot be sent: the server takes one range per column',
      'OR-оор холбосон нөхцөлийг илгээх боломжгүй: сервер нэг баганад нэг муж авна',
    )
    return undefined
  }
  // Conditions joined with AND narrow each other down to one range: the latest start, the earliest end.
  let range: Range = {}
  for (const condition of conditions) {
    const next = rangeOf(condition, dates, report)
    if (next === undefined) return undefined
    range = { from: larger(range.from, next.from), to: smaller(range.to, next.to) }
  }
  const value: Range = {}
  if (range.from !== undefined) value.from = range.from
  if (range.to !== undefined) value.to = range.to
  return value.from === undefined && value.to === undefined ? undefined : value
}

function textFilter(column: GridColumn, model: Record<string, unknown>, report: Report): ListFilter | undefined {
  if (column.filter?.type !== 'text') return undefined
  const { conditions } = conditionsOf(model)
  const given = conditions.filter((condition) => !isBlank(condition.filter))
  if (given.length > 1) {
    report(
      'filter-combined',
      'more than one condition cannot be sent: the server matches one text per column',
      'нэгээс олон нөхцөл илгээх боломжгүй: сервер нэг баганад нэг текст хайна',
    )
    return undefined
  }
  const condition = given[0]
  if (condition === undefined) return undefined
  const expected = TEXT_MATCH_OPTIONS[column.filter.match ?? 'contains']
  if (condition.type !== undefined && condition.type !== null && condition.type !== expected) {
    report(
      'filter-option',
      `the column is matched with "${expected}" only, not "${String(condition.type)}"`,
      `баганыг зөвхөн "${expected}" нөхцөлөөр шүүнэ, "${String(condition.type)}" биш`,
    )
    return undefined
  }
  return { text: String(condition.filter) }
}

function isPrimitive(value: unknown): value is Primitive {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

/** The stored value a set filter's typed or picked value stands for: a listed value when one matches. */
function listedValue(column: GridColumn, value: Primitive): Primitive {
  const filter = column.filter
  if (filter?.type !== 'set' || filter.options === undefined) return value
  const text = String(value).trim().toLowerCase()
  const option = filter.options.find(
    (candidate) =>
      String(candidate.value).toLowerCase() === text ||
      (typeof candidate.label === 'string'
        ? candidate.label.toLowerCase() === text
        : Object.values(candidate.label).some((label) => label?.toLowerCase() === text)),
  )
  return option === undefined ? value : option.value
}

function setFilter(column: GridColumn, model: Record<string, unknown>, report: Report): ListFilter | undefined {
  const values: Primitive[] = []
  const add = (value: Primitive) => {
    if (!values.some((known) => known === value)) values.push(value)
  }
  const filter = column.filter
  if (Array.isArray(model.values)) {
    // The shape of ag-grid's set filter model, which a custom filter or filter panel may produce.
    for (const value of model.values) if (isPrimitive(value)) add(listedValue(column, value))
  } else {
    const { operator, conditions } = conditionsOf(model)
    if (operator === 'AND' && conditions.length > 1) {
      report(
        'filter-combined',
        'conditions joined with AND cannot be sent: a row holds one value, so join them with OR',
        'AND-аар холбосон нөхцөлийг илгээх боломжгүй: мөр нэг утгатай тул OR-оор холбоно уу',
      )
      return undefined
    }
    for (const condition of conditions) {
      const index = choiceIndexOf(typeof condition.type === 'string' ? condition.type : undefined)
      if (index !== undefined) {
        const option = filter?.type === 'set' ? filter.options?.[index] : undefined
        if (option === undefined) {
          report('filter-option', `the listed value ${index} does not exist`, `${index} дугаартай утга байхгүй`)
          return undefined
        }
        add(option.value)
        continue
      }
      if (condition.type !== undefined && condition.type !== null && condition.type !== 'equals') {
        report(
          'filter-option',
          `the column is matched with "equals" only, not "${String(condition.type)}"`,
          `баганыг зөвхөн "equals" нөхцөлөөр шүүнэ, "${String(condition.type)}" биш`,
        )
        return undefined
      }
      if (isBlank(condition.filter)) continue
      if (!isPrimitive(condition.filter)) {
        report(
          'filter-values',
          'needs values that are texts, numbers or booleans',
          'утга нь текст, тоо эсвэл boolean байна',
        )
        return undefined
      }
      add(listedValue(column, condition.filter))
    }
  }
  return values.length === 0 ? undefined : { in: values }
}

/**
 * The value the records API reads for one column from ag-grid's filter model of that column,
 * in the shape the column's document filter asks for: `{ text }` for a text filter, inclusive
 * `{ from, to }` for a number or date range (days `YYYY-MM-DD`; conditions joined with AND
 * narrowed to one range), `{ in }` for a set or relation filter (conditions joined with OR,
 * a set filter's listed values by their stored value), and for a relation's type-ahead `{ in }`
 * of the rows picked or `{ label }` of the words typed without picking. `undefined` when the
 * model sets nothing.
 * What the server cannot answer exactly (strict number bounds, OR-ed ranges, AND-ed values,
 * another match than the column's) is refused: an issue at `/filter/{field}`, as is a value the
 * list request's contract refuses (`readListFilter`: too long a text, too many values).
 */
export function serverFilterValue(column: GridColumn, model: unknown, issues: DocumentIssue[]): ListFilter | undefined {
  const path = pointer('filter', column.field)
  const report: Report = (code, en, mn) => issues.push(issue(path, code, { en_US: en, mn_MN: mn }))
  if (model === null || model === undefined) return undefined
  if (!isJsonObject(model)) {
    report('filter-not-object', 'must be a filter model object', 'шүүлтүүрийн объект байх ёстой')
    return undefined
  }
  const filter = column.filter
  if (filter === undefined) {
    report('unknown-filter-field', `"${column.field}" cannot be filtered`, `"${column.field}" баганаар шүүх боломжгүй`)
    return undefined
  }
  const value = (() => {
    switch (filter.type) {
      case 'text':
        return textFilter(column, model, report)
      case 'number-range':
        return rangeFilter(model, false, report)
      case 'date-range':
        return rangeFilter(model, true, report)
      case 'relation':
        // The type-ahead's picked rows or typed words; a saved search's `{values}` as a set's.
        return isRelationFilterModel(model) ? relationListFilter(model) : setFilter(column, model, report)
      case 'set':
        return setFilter(column, model, report)
    }
  })()
  return value === undefined ? undefined : readListFilter(column, value, issues)
}
