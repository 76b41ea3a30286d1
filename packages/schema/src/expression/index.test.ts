import { describe, expect, it } from 'vitest'
import {
  checkExpression,
  evaluateExpression,
  expressionIdentifiers,
  formatExpression,
  parseExpression,
} from './index.ts'

describe('the formula language', () => {
  it('computes a sub-form consolidation formula end to end', () => {
    const parsed = parseExpression('round(sum(items.amount) * 1.1, 0)')
    if (!parsed.ok) throw new Error(parsed.error.message.en_US)
    expect(formatExpression(parsed.ast)).toBe('ROUND(SUM(items.amount) * 1.1, 0)')
    expect(expressionIdentifiers(parsed.ast)).toEqual(['items.amount'])
    expect(evaluateExpression(parsed.ast, { items: [{ amount: 1000 }, { amount: 250 }] })).toEqual({
      ok: true,
      value: 1375,
    })
  })

  it('decides a conditional show/hide rule of the application form', () => {
    const parsed = parseExpression("process_status = 'VOTE' and amount >= 5000000")
    if (!parsed.ok) throw new Error(parsed.error.message.en_US)
    expect(checkExpression("process_status = 'VOTE' and amount >= 5000000", ['process_status', 'amount'])).toEqual([])
    expect(evaluateExpression(parsed.ast, { process_status: 'VOTE', amount: 7500000 })).toEqual({
      ok: true,
      value: true,
    })
    expect(evaluateExpression(parsed.ast, { process_status: 'CHECK', amount: 7500000 })).toEqual({
      ok: true,
      value: false,
    })
  })
})
