import {
  DEFAULT_TIME_ZONE_OFFSET_MINUTES,
  isoDateOf,
  type TimeZoneOptions,
  type WallClock,
  wallClock,
} from '../rules/format.ts'
import type { BilingualMessage } from '../validation/issue.ts'
import type { BinaryNode, CallNode, ExpressionNode, ExpressionRecord, ExpressionValue } from './ast.ts'
import { at, type ExpressionEvaluationError, MAX_EXPRESSION_DEPTH, messages, type ValueKind } from './errors.ts'
import { lookupFunction } from './functions.ts'
import { expressionOffset } from './parser.ts'

/** Settings of one evaluation. */
export interface EvaluateOptions extends TimeZoneOptions {
  /**
   * The clock `TODAY()` and `NOW()` read; pass it to make a result reproducible.
   *
   * @default the current time
   */
  now?: Date | number
}

/** The outcome of {@link evaluateExpression}: the value, or why it could not be computed. */
export type EvaluationResult = { ok: true; value: ExpressionValue } | { ok: false; error: ExpressionEvaluationError }

class EvaluationFailure extends Error {
  readonly error: ExpressionEvaluationError

  constructor(error: ExpressionEvaluationError) {
    super(error.message.en_US)
    this.error = error
  }
}

function failAt(code: ExpressionEvaluationError['code'], message: BilingualMessage, node: ExpressionNode) {
  const offset = expressionOffset(node)
  return new EvaluationFailure(
    offset === undefined ? { code, message } : { code, message: at(message, offset), offset },
  )
}

const WANT_NUMBER: BilingualMessage = { mn_MN: 'тоо', en_US: 'a number' }
const WANT_TEXT: BilingualMessage = { mn_MN: 'текст', en_US: 'a text' }
const WANT_COMPARABLE: BilingualMessage = {
  mn_MN: 'хоёулаа тоо эсвэл хоёулаа текст',
  en_US: 'two numbers or two texts',
}
const WANT_SCALAR: BilingualMessage = { mn_MN: 'нэг утга', en_US: 'a single value' }
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
const MAX_LIST_NESTING = 32

function kindOf(value: ExpressionValue): ValueKind {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'list'
  switch (typeof value) {
    case 'boolean':
      return 'boolean'
    case 'number':
      return 'number'
    case 'string':
      return 'string'
    default:
      return 'record'
  }
}

function asNumber(value: ExpressionValue): number | undefined {
  if (typeof value === 'number') return value
  if (typeof value === 'string') return numericText(value)
  return undefined
}

const isList = (value: ExpressionValue): value is readonly ExpressionValue[] => Array.isArray(value)

/** Reads text that spells a decimal number (form inputs often hold numbers as text). */
function numericText(value: string): number | undefined {
  const text = value.trim()
  if (!DECIMAL.test(text)) return undefined
  const number = Number(text)
  return Number.isFinite(number) ? number : undefined
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}

function dateTimeText(clock: WallClock): string {
  return `${isoDateOf(clock)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`
}

/** Reads an own data property only: never a prototype's, never a getter. */
function ownField(record: object, field: string): { found: true; value: unknown } | { found: false } {
  const descriptor = Object.getOwnPropertyDescriptor(record, field)
  if (descriptor === undefined || !('value' in descriptor)) return { found: false }
  return { found: true, value: descriptor.value }
}

const UNITS: Record<string, 'year' | 'month' | number> = {
  year: 'year',
  month: 'month',
  week: 7 * 86_400_000,
  day: 86_400_000,
  hour: 3_600_000,
  minute: 60_000,
  second: 1000,
}

const clockMs = (c: WallClock): number =>
  Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, c.millisecond)

// The part of a date below the month, to tell whether the last month is complete.
const withinMonth = (c: WallClock): number => clockMs(c) - Date.UTC(c.year, c.month - 1, 1)

function monthsBetween(start: WallClock, end: WallClock): number {
  if (clockMs(end) < clockMs(start)) return -monthsBetween(end, start)
  const months = (end.year - start.year) * 12 + (end.month - start.month)
  return withinMonth(end) < withinMonth(start) ? months - 1 : months
}

/** Keeps `-0` out of results, so a result compares and prints like the number a person expects. */
const clean = (value: number): number => (value === 0 ? 0 : value)

function roundHalfAwayFromZero(value: number, digits: number): number {
  if (value === 0) return 0
  // Shifting by exponent text rather than multiplying avoids binary error: 1.005 → 1.01.
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e')
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + digits}`))
  const [m = '0', e = '0'] = shifted.toExponential().split('e')
  return clean(Math.sign(value) * Number(`${m}e${Number(e) - digits}`))
}

class Evaluator {
  private depth = 0
  private readonly offset: number
  private readonly now: number

  constructor(
    private readonly scope: Record<string, unknown>,
    options: EvaluateOptions,
  ) {
    this.offset = options.timeZoneOffsetMinutes ?? DEFAULT_TIME_ZONE_OFFSET_MINUTES
    const now = options.now ?? Date.now()
    this.now = typeof now === 'number' ? now : now.getTime()
  }

  private zone(): TimeZoneOptions {
    return { timeZoneOffsetMinutes: this.offset }
  }

  evaluate(node: ExpressionNode): ExpressionValue {
    this.depth += 1
    try {
      if (this.depth > MAX_EXPRESSION_DEPTH) throw failAt('too-deep', messages.tooDeep(), node)
      return this.evaluateNode(node)
    } finally {
      this.depth -= 1
    }
  }

  private evaluateNode(node: ExpressionNode): ExpressionValue {
    switch (node.type) {
      case 'number':
        return this.finite(node.value, node)
      case 'string':
      case 'boolean':
        return node.value
      case 'null':
        return null
      case 'identifier':
        return this.lookup(node.name, node)
      case 'unary': {
        const operand = this.evaluate(node.operand)
        if (node.operator === 'not') return !truthy(operand)
        if (operand === null) return null
        return clean(-this.number(operand, '-', node.operand))
      }
      case 'binary':
        return this.binary(node)
      case 'call':
        return this.call(node)
    }
  }

  private convert(raw: unknown, name: string, node: ExpressionNode, nesting = 0): ExpressionValue {
    switch (typeof raw) {
      case 'undefined':
        return null
      case 'boolean':
      case 'string':
        return raw
      case 'number':
        if (!Number.isFinite(raw)) throw failAt('unsupported-value', messages.unsupportedValue(name), node)
        return clean(raw)
      case 'bigint':
        if (raw > BigInt(Number.MAX_SAFE_INTEGER) || raw < BigInt(Number.MIN_SAFE_INTEGER)) {
          throw failAt('unsupported-value', messages.unsupportedValue(name), node)
        }
        return Number(raw)
      case 'object': {
        if (raw === null) return null
        if (raw instanceof Date) {
          const clock = wallClock(raw, this.zone())
          if (clock === null) throw failAt('unsupported-value', messages.unsupportedValue(name), node)
          return dateTimeText(clock)
        }
        if (Array.isArray(raw)) {
          if (nesting >= MAX_LIST_NESTING) throw failAt('unsupported-value', messages.unsupportedValue(name), node)
          return raw.map((item: unknown) => this.convert(item, name, node, nesting + 1))
        }
        return raw as ExpressionRecord
      }
      default:
        throw failAt('unsupported-value', messages.unsupportedValue(name), node)
    }
  }

  private lookup(name: string, node: ExpressionNode): ExpressionValue {
    const [first = '', ...rest] = name.split('.')
    const root = ownField(this.scope, first)
    if (!root.found) throw failAt('unknown-identifier', messages.unknownIdentifier(name), node)
    let value = this.convert(root.value, name, node)
    for (const field of rest) value = this.field(value, field, name, node)
    return value
  }

  /** One step of a dotted path: a record's field, or that field of every row of a list. */
  private field(value: ExpressionValue, field: string, name: string, node: ExpressionNode): ExpressionValue {
    if (value === null) return null
    if (isList(value)) return value.map((item) => this.field(item, field, name, node))
    if (kindOf(value) !== 'record') throw failAt('unknown-identifier', messages.unknownIdentifier(name), node)
    const found = ownField(value as ExpressionRecord, field)
    if (!found.found) throw failAt('unknown-identifier', messages.unknownIdentifier(name), node)
    return this.convert(found.value, name, node)
  }

  private number(value: ExpressionValue, operation: string, node: ExpressionNode): number {
    if (typeof value === 'number') return value
    if (typeof value === 'string') {
      const number = numericText(value)
      if (number !== undefined) return number
    }
    throw failAt('type-mismatch', messages.typeMismatch(operation, WANT_NUMBER, kindOf(value)), node)
  }

  private finite(value: number, node: ExpressionNode): number {
    if (!Number.isFinite(value)) throw failAt('not-finite', messages.notFinite(), node)
    return clean(value)
  }

  private text(value: ExpressionValue, operation: string, node: ExpressionNode): string {
    if (value === null) return ''
    if (typeof value === 'string') return value
    if (typeof value === 'number' || typeof value === 'boolean') return String(value)
    throw failAt('type-mismatch', messages.typeMismatch(operation, WANT_TEXT, kindOf(value)), node)
  }

  private binary(node: BinaryNode): ExpressionValue {
    const { operator } = node
    if (operator === 'and') return truthy(this.evaluate(node.left)) && truthy(this.evaluate(node.right))
    if (operator === 'or') return truthy(this.evaluate(node.left)) || truthy(this.evaluate(node.right))
    const left = this.evaluate(node.left)
    const right = this.evaluate(node.right)
    switch (operator) {
      case '&':
        return this.text(left, '&', node.left) + this.text(right, '&', node.right)
      case '=':
        return this.equal(left, right, node)
      case '!=':
        return !this.equal(left, right, node)
      case '<':
      case '<=':
      case '>':
      case '>=': {
        const order = this.compare(left, right, node)
        if (order === null) return null
        if (operator === '<') return order < 0
        if (operator === '<=') return order <= 0
        if (operator === '>') return order > 0
        return order >= 0
      }
      default: {
        if (left === null || right === null) return null
        const a = this.number(left, operator, node.left)
        const b = this.number(right, operator, node.right)
        switch (operator) {
          case '+':
            return this.finite(a + b, node)
          case '-':
            return this.finite(a - b, node)
          case '*':
            return this.finite(a * b, node)
          case '/':
          case '%':
            if (b === 0) throw failAt('division-by-zero', messages.divisionByZero(), node.right)
            return this.finite(operator === '/' ? a / b : a % b, node)
        }
      }
    }
  }

  private scalar(value: ExpressionValue, operation: string, node: ExpressionNode): ExpressionValue {
    const kind = kindOf(value)
    if (kind === 'list' || kind === 'record') {
      throw failAt('type-mismatch', messages.typeMismatch(operation, WANT_SCALAR, kind), node)
    }
    return value
  }

  private equal(left: ExpressionValue, right: ExpressionValue, node: BinaryNode): boolean {
    const a = this.scalar(left, node.operator, node.left)
    const b = this.scalar(right, node.operator, node.right)
    if (typeof a === 'number' && typeof b === 'string') return numericText(b) === a
    if (typeof a === 'string' && typeof b === 'number') return numericText(a) === b
    return a === b
  }

  private compare(left: ExpressionValue, right: ExpressionValue, node: BinaryNode): number | null {
    const a = this.scalar(left, node.operator, node.left)
    const b = this.scalar(right, node.operator, node.right)
    if (a === null || b === null) return null
    if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
    // Past this point at most one side is text, so both reading as numbers means a number
    // is compared with a number or with numeric text.
    const x = asNumber(a)
    const y = asNumber(b)
    if (x !== undefined && y !== undefined) return x - y
    const [culprit, kind] = x === undefined ? [node.left, kindOf(a)] : [node.right, kindOf(b)]
    throw failAt('type-mismatch', messages.typeMismatch(node.operator, WANT_COMPARABLE, kind), culprit)
  }

  /** The values of aggregate arguments: lists opened up, nulls dropped. */
  private collect(node: CallNode): Array<{ value: ExpressionValue; node: ExpressionNode }> {
    const values: Array<{ value: ExpressionValue; node: ExpressionNode }> = []
    const add = (value: ExpressionValue, source: ExpressionNode): void => {
      if (value === null) return
      if (isList(value)) for (const item of value) add(item, source)
      else values.push({ value, node: source })
    }
    for (const arg of node.args) add(this.evaluate(arg), arg)
    return values
  }

  private numbers(node: CallNode): number[] {
    return this.collect(node).map(({ value, node: source }) => this.number(value, node.name, source))
  }

  private date(value: ExpressionValue, operation: string, node: ExpressionNode): WallClock | null {
    if (value === null) return null
    if (typeof value !== 'string') {
      throw failAt('type-mismatch', messages.typeMismatch(operation, WANT_TEXT, kindOf(value)), node)
    }
    const clock = wallClock(value, this.zone())
    if (clock === null) throw failAt('invalid-argument', messages.invalidDate(operation, value), node)
    return clock
  }

  private argument(node: CallNode, index: number): ExpressionNode {
    // Argument counts are checked before any argument is read; only optional ones can be absent.
    return node.args[index] ?? { type: 'null' }
  }

  private call(node: CallNode): ExpressionValue {
    const found = lookupFunction(node.name)
    if (found === undefined) throw failAt('unknown-function', messages.unknownFunction(node.name), node)
    const { name, info } = found
    if (node.args.length < info.minArgs || node.args.length > info.maxArgs) {
      throw failAt('argument-count', messages.argumentCount(name, info.minArgs, info.maxArgs, node.args.length), node)
    }
    const arg = (index: number): ExpressionValue => this.evaluate(this.argument(node, index))
    switch (name) {
      case 'SUM':
        return this.finite(
          this.numbers(node).reduce((total, value) => total + value, 0),
          node,
        )
      case 'AVG': {
        const values = this.numbers(node)
        if (values.length === 0) return null
        return this.finite(values.reduce((total, value) => total + value, 0) / values.length, node)
      }
      case 'MIN':
      case 'MAX': {
        const values = this.numbers(node)
        if (values.length === 0) return null
        // Pairwise rather than Math.min(...values): spreading a long sub-form column can overflow the stack.
        const pick = name === 'MIN' ? Math.min : Math.max
        return clean(values.reduce((x, y) => pick(x, y)))
      }
      case 'COUNT':
        return this.collect(node).length
      case 'ROUND': {
        const value = arg(0)
        const digitsValue = node.args.length > 1 ? arg(1) : 0
        if (value === null) return null
        const digits = digitsValue === null ? 0 : this.number(digitsValue, name, this.argument(node, 1))
        if (!Number.isInteger(digits) || Math.abs(digits) > 15) {
          throw failAt('invalid-argument', messages.invalidDigits(), this.argument(node, 1))
        }
        return this.finite(roundHalfAwayFromZero(this.number(value, name, this.argument(node, 0)), digits), node)
      }
      case 'FLOOR':
      case 'CEIL':
      case 'ABS': {
        const value = arg(0)
        if (value === null) return null
        const number = this.number(value, name, this.argument(node, 0))
        return clean(name === 'FLOOR' ? Math.floor(number) : name === 'CEIL' ? Math.ceil(number) : Math.abs(number))
      }
      case 'IF':
        return truthy(arg(0)) ? arg(1) : node.args.length > 2 ? arg(2) : null
      case 'AND':
        return node.args.every((_, index) => truthy(arg(index)))
      case 'OR':
        return node.args.some((_, index) => truthy(arg(index)))
      case 'NOT':
        return !truthy(arg(0))
      case 'CONCAT':
        return node.args.map((item) => this.text(this.evaluate(item), name, item)).join('')
      case 'LEN': {
        const value = arg(0)
        return Array.from(this.text(value, name, this.argument(node, 0))).length
      }
      case 'UPPER':
      case 'LOWER':
      case 'TRIM': {
        const value = arg(0)
        if (value === null) return null
        const text = this.text(value, name, this.argument(node, 0))
        return name === 'UPPER' ? text.toUpperCase() : name === 'LOWER' ? text.toLowerCase() : text.trim()
      }
      case 'COALESCE':
        for (const item of node.args) {
          const value = this.evaluate(item)
          if (value !== null) return value
        }
        return null
      case 'TODAY':
      case 'NOW': {
        const clock = wallClock(this.now, this.zone())
        if (clock === null) throw failAt('invalid-argument', messages.invalidDate(name, String(this.now)), node)
        return name === 'TODAY' ? isoDateOf(clock) : dateTimeText(clock)
      }
      case 'YEAR':
      case 'MONTH':
      case 'DAY': {
        const clock = this.date(arg(0), name, this.argument(node, 0))
        if (clock === null) return null
        return name === 'YEAR' ? clock.year : name === 'MONTH' ? clock.month : clock.day
      }
      case 'DATEDIFF':
        return this.dateDiff(node)
    }
  }

  private dateDiff(node: CallNode): ExpressionValue {
    const unitNode = this.argument(node, 0)
    const unitValue = this.evaluate(unitNode)
    const unitText = this.text(unitValue, 'DATEDIFF', unitNode)
    const key = unitText.trim().toLowerCase().replace(/s$/, '')
    const unit = Object.hasOwn(UNITS, key) ? UNITS[key] : undefined
    if (unit === undefined) throw failAt('invalid-argument', messages.invalidUnit(unitText), unitNode)
    const start = this.date(this.evaluate(this.argument(node, 1)), 'DATEDIFF', this.argument(node, 1))
    const end = this.date(this.evaluate(this.argument(node, 2)), 'DATEDIFF', this.argument(node, 2))
    if (start === null || end === null) return null
    if (unit === 'month') return monthsBetween(start, end)
    if (unit === 'year') return clean(Math.trunc(monthsBetween(start, end) / 12))
    // Wall-clock times are compared as if in UTC, so a daylight-saving jump never shortens a day.
    return clean(Math.trunc((clockMs(end) - clockMs(start)) / unit))
  }
}

/**
 * Whether a value counts as true in a condition: `null`, `false`, `0`, `''` and an empty list
 * are false; everything else is true.
 */
export function truthy(value: ExpressionValue): boolean {
  if (value === null) return false
  if (isList(value)) return value.length > 0
  if (typeof value === 'object') return true
  return Boolean(value)
}

/**
 * Computes a parsed formula against a scope of field values. Never throws for a bad formula or
 * bad data: the result says what went wrong, in Mongolian and English, and where.
 *
 * Names are looked up among the scope's own fields only, so `constructor`, `__proto__` or
 * `toString` are unknown fields like any other; a dotted name reads a field of a record, or
 * that field of every row of a list (`items.amount` is the amount column of the sub-form
 * `items`). A `Date` in the scope becomes the text `YYYY-MM-DD HH:mm:ss`; `undefined` is null.
 *
 * Values and null:
 * - Arithmetic (`+ - * / %`, prefix `-`) takes numbers, or text that spells a number; with a
 *   null operand the result is null, as in SQL. Division (and `%`) by zero, and a result too
 *   large for a double, are errors rather than `Infinity`.
 * - `&` and `CONCAT` join texts, writing null as nothing and numbers as JavaScript does.
 * - `=` and `!=` compare values of the same kind (a number and numeric text compare as numbers);
 *   `null = null` is true and null equals nothing else. `< <= > >=` compare two numbers or two
 *   texts (by code unit, so ISO dates order correctly); with a null operand they give null.
 * - `and`, `or`, `not`, `AND`, `OR`, `NOT` and `IF` read conditions with {@link truthy}, so
 *   null counts as false; `and`, `or`, `IF` and `COALESCE` skip arguments they do not need.
 * - `SUM`, `AVG`, `MIN`, `MAX` and `COUNT` open up lists and skip nulls: `SUM()` of nothing is 0,
 *   `AVG`, `MIN` and `MAX` of nothing are null. `ROUND`, `FLOOR`, `CEIL`, `ABS`, `UPPER`,
 *   `LOWER`, `TRIM`, `YEAR`, `MONTH`, `DAY` and `DATEDIFF` give null for a null argument;
 *   `LEN(null)` is 0.
 * - `TODAY()` is `YYYY-MM-DD` and `NOW()` `YYYY-MM-DD HH:mm:ss` at `options.now`, in the zone of
 *   `options.timeZoneOffsetMinutes` (Ulaanbaatar by default, like the display formats).
 *   `DATEDIFF(unit, start, end)` counts whole units from start to end (negative when end is
 *   earlier); a month is complete when the day and time of the month are reached again.
 *
 * @example evaluateExpression(ast, { price: 1200, quantity: 3 }) // { ok: true, value: 3600 }
 */
export function evaluateExpression(
  ast: ExpressionNode,
  scope: Record<string, unknown>,
  options: EvaluateOptions = {},
): EvaluationResult {
  try {
    return { ok: true, value: new Evaluator(scope, options).evaluate(ast) }
  } catch (failure) {
    if (failure instanceof EvaluationFailure) return { ok: false, error: failure.error }
    throw failure
  }
}
