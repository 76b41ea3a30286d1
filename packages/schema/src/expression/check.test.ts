import { describe, expect, it } from 'vitest'
import type { ExpressionNode } from './ast.ts'
import { checkExpression, expressionIdentifiers } from './check.ts'
import { parseExpression } from './parser.ts'

function identifiersOf(text: string): string[] {
  const parsed = parseExpression(text)
  if (!parsed.ok) throw new Error(parsed.error.message.en_US)
  return expressionIdentifiers(parsed.ast)
}

describe('expressionIdentifiers', () => {
  it('lists each name once, in order of first use', () => {
    expect(identifiersOf('b + a * b - IF(c, a, d)')).toEqual(['b', 'a', 'c', 'd'])
  })

  it('keeps dotted paths whole and leaves out function names and literals', () => {
    expect(identifiersOf("SUM(items.amount) + ROUND(row.price, 2) & 'x' & true")).toEqual(['items.amount', 'row.price'])
  })

  it('lists nothing for a formula of literals', () => {
    expect(identifiersOf("1 + 2 & 'a' = TODAY()")).toEqual([])
  })

  it('walks a hand-built tree deeper than the parser allows', () => {
    let node: ExpressionNode = { type: 'identifier', name: 'a' }
    for (let level = 0; level < 50_000; level += 1) node = { type: 'unary', operator: 'not', operand: node }
    expect(expressionIdentifiers(node)).toEqual(['a'])
  })
})

describe('checkExpression', () => {
  it('finds nothing wrong with a sound formula', () => {
    expect(checkExpression('amount * 0.1 + SUM(items.amount)', ['amount', 'items.amount'])).toEqual([])
  })

  it('reports a syntax error as the only issue', () => {
    expect(checkExpression('amount * (missing', [])).toEqual([
      {
        code: 'formula-syntax',
        message: {
          mn_MN: 'Хаалт хаагдаагүй байна (10-р тэмдэгт)',
          en_US: 'The parenthesis is not closed (at character 10)',
        },
        offset: 9,
      },
    ])
  })

  it('reports each unknown name once, at its first use', () => {
    expect(checkExpression('price * qty + qty + tax', ['price'])).toEqual([
      {
        code: 'unknown-identifier',
        message: {
          mn_MN: '"qty" нэртэй талбар олдсонгүй (9-р тэмдэгт)',
          en_US: 'Unknown field "qty" (at character 9)',
        },
        offset: 8,
      },
      {
        code: 'unknown-identifier',
        message: {
          mn_MN: '"tax" нэртэй талбар олдсонгүй (21-р тэмдэгт)',
          en_US: 'Unknown field "tax" (at character 21)',
        },
        offset: 20,
      },
    ])
  })

  it('compares names whole and with their case', () => {
    const issues = checkExpression('items.price + Amount', ['items', 'amount'])
    expect(issues.map((issue) => [issue.code, issue.offset])).toEqual([
      ['unknown-identifier', 0],
      ['unknown-identifier', 14],
    ])
  })

  it('treats prototype names as unknown', () => {
    expect(checkExpression('constructor + __proto__', []).map((issue) => issue.offset)).toEqual([0, 14])
  })

  it('checks names in branches that evaluation might skip', () => {
    expect(checkExpression('IF(true, 1, typo)', [])).toHaveLength(1)
  })
})
