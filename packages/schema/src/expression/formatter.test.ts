import { describe, expect, it } from 'vitest'
import type { BinaryOperator, ExpressionNode } from './ast.ts'
import { formatExpression } from './formatter.ts'
import { EXPRESSION_FUNCTIONS, type ExpressionFunctionName } from './functions.ts'
import { parseExpression } from './parser.ts'

function ast(text: string): ExpressionNode {
  const result = parseExpression(text)
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.error.message.en_US}`)
  return result.ast
}

const canonical = (text: string): string => formatExpression(ast(text))

describe('formatExpression', () => {
  it('writes the canonical spelling', () => {
    expect(canonical('a+b*c')).toBe('a + b * c')
    expect(canonical('a == b && c <> d || !e')).toBe('a = b and c != d or not e')
    expect(canonical('sum( a ,b )')).toBe('SUM(a, b)')
    expect(canonical('"text"')).toBe("'text'")
    expect(canonical('TRUE')).toBe('true')
    expect(canonical('NULL')).toBe('null')
    expect(canonical('today()')).toBe('TODAY()')
  })

  it('keeps only the parentheses the grammar needs', () => {
    expect(canonical('((a + b)) * c')).toBe('(a + b) * c')
    expect(canonical('a + (b * c)')).toBe('a + b * c')
    expect(canonical('(a + b) + c')).toBe('a + b + c')
    expect(canonical('a + (b + c)')).toBe('a + (b + c)')
    expect(canonical('a - (b - c)')).toBe('a - (b - c)')
    expect(canonical('(a = b) = c')).toBe('(a = b) = c')
    expect(canonical('a = (b = c)')).toBe('a = (b = c)')
    expect(canonical('(a or b) and c')).toBe('(a or b) and c')
    expect(canonical('not (a or b)')).toBe('not (a or b)')
    expect(canonical('not (a = b)')).toBe('not a = b')
    expect(canonical('-(a + b)')).toBe('-(a + b)')
    expect(canonical("(a & 'x') = b")).toBe("a & 'x' = b")
    expect(canonical('-(not a)')).toBe('-(not a)')
  })

  it('keeps negative literals apart from negation of a literal', () => {
    expect(canonical('-5')).toBe('-5')
    expect(canonical('-(5)')).toBe('-(5)')
    expect(canonical('--5')).toBe('--5')
    expect(canonical('a - -5')).toBe('a - -5')
    expect(canonical('-0')).toBe('-0')
  })

  it('writes numbers as JavaScript does, exponents included', () => {
    expect(canonical('1.50')).toBe('1.5')
    expect(canonical('.5')).toBe('0.5')
    expect(canonical('1e21')).toBe('1e+21')
    expect(canonical('0.0000005')).toBe('5e-7')
  })

  it('escapes quotes, backslashes and line breaks in texts', () => {
    expect(canonical(`"it's \\\\ \\n"`)).toBe(`'it\\'s \\\\ \\n'`)
    expect(canonical(`'say "hi"'`)).toBe(`'say "hi"'`)
  })

  it('writes AND, OR and NOT calls as calls and prefix not with a space', () => {
    expect(canonical('and(a, b)')).toBe('AND(a, b)')
    expect(canonical('not(a)')).toBe('NOT(a)')
    expect(canonical('not (a)')).toBe('not a')
  })

  it('refuses trees no formula can spell', () => {
    expect(() => formatExpression({ type: 'number', value: Number.POSITIVE_INFINITY })).toThrow(RangeError)
    expect(() => formatExpression({ type: 'number', value: Number.NaN })).toThrow(RangeError)
    expect(() => formatExpression({ type: 'identifier', name: 'and' })).toThrow(RangeError)
    expect(() => formatExpression({ type: 'identifier', name: 'a b' })).toThrow(RangeError)
    expect(() => formatExpression({ type: 'identifier', name: 'a.' })).toThrow(RangeError)
    expect(() => formatExpression({ type: 'identifier', name: '1a' })).toThrow(RangeError)
    expect(() => formatExpression({ type: 'call', name: 'EVAL', args: [] })).toThrow(RangeError)
    expect(() => formatExpression({ type: 'call', name: 'ABS', args: [] })).toThrow(RangeError)
  })
})

describe('formatExpression round trip', () => {
  const samples = [
    "IF(amount > 1000000, 'их', 'бага')",
    'ROUND(SUM(items.amount) * 1.1, 2)',
    "lastname & ' ' & firstname",
    'not (a or b) and c',
    "DATEDIFF('day', created_at, TODAY()) >= 30",
    'COALESCE(a, -b, --c, -(1), -1)',
    'a % b / c * d',
    'AND(x, OR(y, NOT(z)))',
    '\'line\\nbreak\' & "tab\\t"',
  ]

  it.each(samples)('reads back what it writes: %s', (text) => {
    const tree = ast(text)
    expect(ast(formatExpression(tree))).toEqual(tree)
  })

  // A small seeded generator keeps the property test reproducible without a dependency.
  function random(seed: number): () => number {
    let state = seed >>> 0
    return () => {
      state = (state + 0x6d2b79f5) >>> 0
      let t = state
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }

  const OPERATORS: BinaryOperator[] = ['+', '-', '*', '/', '%', '&', '=', '!=', '<', '<=', '>', '>=', 'and', 'or']
  const NAMES = ['a', 'amount', 'row.amount', 'items.price', '_x1', 'дүн', 'sum', 'row.null', 'Today']
  const NUMBERS = [0, -0, 1, 7, 42, 3.25, 0.5, 1e21, 5e-7, 1.5e-10, 123456789, 2 ** 53, -5, -0.25, -1e21]
  const CHARACTERS = ['a', 'Ө', ' ', "'", '"', '\\', '\n', '\t', '\r', '₮', '(', ',', '𠀋']
  const FUNCTIONS = Object.keys(EXPRESSION_FUNCTIONS) as ExpressionFunctionName[]

  function generate(next: () => number, depth: number): ExpressionNode {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
    const leaf = depth <= 0 || next() < 0.3
    if (leaf) {
      switch (Math.floor(next() * 5)) {
        case 0:
          return { type: 'number', value: pick(NUMBERS) }
        case 1: {
          const length = Math.floor(next() * 5)
          return { type: 'string', value: Array.from({ length }, () => pick(CHARACTERS)).join('') }
        }
        case 2:
          return { type: 'boolean', value: next() < 0.5 }
        case 3:
          return { type: 'null' }
        default:
          return { type: 'identifier', name: pick(NAMES) }
      }
    }
    switch (Math.floor(next() * 3)) {
      case 0:
        return { type: 'unary', operator: next() < 0.5 ? '-' : 'not', operand: generate(next, depth - 1) }
      case 1:
        return {
          type: 'binary',
          operator: pick(OPERATORS),
          left: generate(next, depth - 1),
          right: generate(next, depth - 1),
        }
      default: {
        const name = pick(FUNCTIONS)
        const { minArgs, maxArgs } = EXPRESSION_FUNCTIONS[name]
        const count = minArgs + Math.floor(next() * (Math.min(maxArgs, minArgs + 3) - minArgs + 1))
        return { type: 'call', name, args: Array.from({ length: count }, () => generate(next, depth - 1)) }
      }
    }
  }

  it('reads back every one of 3000 random trees, and writes them again identically', () => {
    const next = random(20241121)
    for (let index = 0; index < 3000; index += 1) {
      const tree = generate(next, 6)
      const text = formatExpression(tree)
      const parsed = parseExpression(text)
      if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message.en_US}`)
      expect(parsed.ast, text).toEqual(tree)
      expect(formatExpression(parsed.ast)).toBe(text)
    }
  })
})
