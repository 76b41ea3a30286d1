import type { BinaryOperator, ExpressionNode } from './ast.ts'
import { lookupFunction } from './functions.ts'
import { IDENTIFIER_SEGMENT, KEYWORDS } from './lexer.ts'

// Binding strength, loosest first; mirrors the parser's levels.
const OR = 1
const AND = 2
const NOT = 3
const COMPARISON = 4
const CONCAT = 5
const ADDITIVE = 6
const MULTIPLICATIVE = 7
const PREFIX = 8
const ATOM = 9

const PRECEDENCE: Record<BinaryOperator, number> = {
  or: OR,
  and: AND,
  '=': COMPARISON,
  '!=': COMPARISON,
  '<': COMPARISON,
  '<=': COMPARISON,
  '>': COMPARISON,
  '>=': COMPARISON,
  '&': CONCAT,
  '+': ADDITIVE,
  '-': ADDITIVE,
  '*': MULTIPLICATIVE,
  '/': MULTIPLICATIVE,
  '%': MULTIPLICATIVE,
}

const STRING_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' }

interface Formatted {
  text: string
  precedence: number
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`A formula cannot write the number ${String(value)}`)
  // String(-0) is "0"; the sign is kept so the tree reads back exactly.
  return Object.is(value, -0) ? '-0' : String(value)
}

function stringText(value: string): string {
  return `'${value.replace(/[\\'\n\r\t]/g, (character) => STRING_ESCAPES[character] ?? character)}'`
}

function identifierText(name: string): string {
  const segments = name.split('.')
  const valid = segments.every((segment) => IDENTIFIER_SEGMENT.test(segment))
  const keyword = (KEYWORDS as readonly string[]).includes(name.toLowerCase())
  if (!valid || keyword) throw new RangeError(`"${name}" cannot be written as a name in a formula`)
  return name
}

const wrap = (formatted: Formatted, needed: boolean): string => (needed ? `(${formatted.text})` : formatted.text)

function format(node: ExpressionNode): Formatted {
  switch (node.type) {
    case 'number': {
      const text = numberText(node.value)
      return { text, precedence: text.startsWith('-') ? PREFIX : ATOM }
    }
    case 'string':
      return { text: stringText(node.value), precedence: ATOM }
    case 'boolean':
      return { text: node.value ? 'true' : 'false', precedence: ATOM }
    case 'null':
      return { text: 'null', precedence: ATOM }
    case 'identifier':
      return { text: identifierText(node.name), precedence: ATOM }
    case 'unary': {
      const operand = format(node.operand)
      // The space matters: "NOT(x)" without one is a call of the NOT function.
      if (node.operator === 'not') return { text: `not ${wrap(operand, operand.precedence < NOT)}`, precedence: NOT }
      // "-5" reads back as the literal -5, so negation of a plain literal keeps its parentheses.
      const literal = node.operand.type === 'number' && operand.precedence === ATOM
      return { text: `-${wrap(operand, literal || operand.precedence < PREFIX)}`, precedence: PREFIX }
    }
    case 'binary': {
      const precedence = PRECEDENCE[node.operator]
      const left = format(node.left)
      const right = format(node.right)
      // Infix operators group from the left; comparisons do not chain at all.
      const leftNeeds = left.precedence < precedence || (precedence === COMPARISON && left.precedence === COMPARISON)
      const rightNeeds = right.precedence <= precedence
      return { text: `${wrap(left, leftNeeds)} ${node.operator} ${wrap(right, rightNeeds)}`, precedence }
    }
    case 'call': {
      const found = lookupFunction(node.name)
      if (found === undefined) throw new RangeError(`"${node.name}" is not a function of the formula language`)
      const { minArgs, maxArgs } = found.info
      if (node.args.length < minArgs || node.args.length > maxArgs) {
        throw new RangeError(`${found.name} cannot take ${node.args.length} argument(s)`)
      }
      return { text: `${found.name}(${node.args.map((arg) => format(arg).text).join(', ')})`, precedence: ATOM }
    }
  }
}

/**
 * Writes a syntax tree as formula text in the canonical spelling: single-quoted texts,
 * lower-case `and`/`or`/`not`, `=` and `!=`, upper-case function names, one space around infix
 * operators and only the parentheses the grammar needs. For every tree `parseExpression`
 * produces, `parseExpression(formatExpression(ast))` gives back an equal tree.
 *
 * Throws `RangeError` for a hand-built tree no formula can spell: a non-finite number, a name
 * that is a keyword or has characters names cannot have, an unknown function or a wrong number
 * of arguments.
 *
 * @example formatExpression(parseExpression('(A+B)*c').ast) // '(A + B) * c'
 */
export function formatExpression(ast: ExpressionNode): string {
  return format(ast).text
}
