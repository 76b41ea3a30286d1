// A filter's value as one line of text, the way an author writes it:
//   42            a number          true / false   a boolean
//   NEW           a text            "42"           a text that looks like a number
//   :status       the run-time parameter "status"
//   NEW, DONE     a list (for in, not-in and between)
import type { FilterOperator, FilterValue } from '@tamga/schema'

const NUMBER = /^-?\d+(\.\d+)?$/
const PARAMETER = /^:([a-z_][a-z0-9_]*)$/

/** The operators whose value is a list. */
export const LIST_OPERATORS: readonly FilterOperator[] = ['in', 'not-in', 'between']

/** The operators that compare with nothing. */
export const NULL_OPERATORS: readonly FilterOperator[] = ['is-null', 'is-not-null']

type Operand = string | number | boolean | { parameter: string }

function parseOperand(text: string): Operand {
  const trimmed = text.trim()
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(trimmed)
      if (typeof parsed === 'string') return parsed
    } catch {
      // Not JSON: the quotes are part of the text.
    }
    return trimmed.slice(1, -1)
  }
  const parameter = PARAMETER.exec(trimmed)
  if (parameter?.[1] !== undefined) return { parameter: parameter[1] }
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true'
  if (NUMBER.test(trimmed)) return Number(trimmed)
  return trimmed
}

/**
 * The value a line of text means for `operator`: nothing for `is-null`/`is-not-null` or an empty
 * line; a list for `in`, `not-in` and `between` (but one parameter alone stays one parameter,
 * which then holds the list); else one operand. A text with a comma is quoted to stay one text.
 */
export function parseFilterValue(text: string, operator: FilterOperator): FilterValue | undefined {
  if (NULL_OPERATORS.includes(operator) || text.trim() === '') return undefined
  if (!LIST_OPERATORS.includes(operator)) return parseOperand(text)
  const parts = splitList(text).filter((part) => part.trim() !== '')
  const operands = parts.map(parseOperand)
  const only = operands[0]
  if (operands.length === 1 && only !== undefined && typeof only === 'object' && operator !== 'between') return only
  return operands.length === 0 ? undefined : operands
}

/** Splits at commas outside double quotes. */
function splitList(text: string): string[] {
  const parts: string[] = []
  let current = ''
  let quoted = false
  for (const character of text) {
    if (character === '"') quoted = !quoted
    if (character === ',' && !quoted) {
      parts.push(current)
      current = ''
    } else current += character
  }
  parts.push(current)
  return parts
}

function operandText(operand: unknown): string {
  if (typeof operand === 'object' && operand !== null && 'parameter' in operand) {
    return `:${String((operand as { parameter: unknown }).parameter)}`
  }
  if (typeof operand === 'string') {
    // A text that would read back as something else is written in quotes.
    const ambiguous =
      typeof parseOperand(operand) !== 'string' || parseOperand(operand) !== operand || operand.includes(',')
    return ambiguous ? JSON.stringify(operand) : operand
  }
  return String(operand)
}

/** The line of text that {@link parseFilterValue} reads back as `value`. */
export function filterValueText(value: FilterValue | undefined): string {
  if (value === undefined) return ''
  return Array.isArray(value) ? value.map(operandText).join(', ') : operandText(value)
}

/**
 * The value read again for another operator: a list for `in`, nothing for `is-null`. A text
 * written with commas under `=` becomes the list it names when the operator becomes `in`.
 */
export function filterValueForOperator(
  value: FilterValue | undefined,
  operator: FilterOperator,
): FilterValue | undefined {
  if (typeof value === 'string' && LIST_OPERATORS.includes(operator)) {
    return parseFilterValue(
      value
        .split(',')
        .map((part) => operandText(part.trim()))
        .join(', '),
      operator,
    )
  }
  return parseFilterValue(filterValueText(value), operator)
}
