import { describe, expect, it } from 'vitest'
import type { ColumnStatistics } from '../db/columnStatistics.ts'
import { selectiveBoundsFirst } from './boundOrder.ts'
import type { ReadCondition } from './readQuery.ts'

/** Statistics of `application`: amounts spread evenly from 0 to 100,000, moments over 2025. */
function statistics(): ColumnStatistics {
  const amounts = Array.from({ length: 101 }, (_, index) => index * 1000)
  const start = Date.parse('2025-01-01T00:00:00Z') / 1000
  const moments = Array.from({ length: 101 }, (_, index) => start + index * 3.65 * 86_400)
  const known = new Map([
    ['application.amount', amounts],
    ['application.created_at', moments],
  ])
  return {
    bounds: (table, column) => known.get(`${table}.${column}`),
    generation: 1,
    refresh: async () => undefined,
    stop: () => undefined,
  }
}

const from = (value: string | number, column = 'amount'): ReadCondition => ({ column, is: 'at-least', value })
const to = (value: string | number, column = 'amount'): ReadCondition => ({ column, is: 'at-most', value })

describe('a range tests the bound that turns away more rows first', () => {
  it('puts the upper bound first when most rows lie above it', () => {
    expect(selectiveBoundsFirst([from('10000'), to('20000')], 'application', statistics())).toEqual([
      to('20000'),
      from('10000'),
    ])
  })

  it('keeps the lower bound first when most rows lie below it, in whichever order the caller gave them', () => {
    expect(selectiveBoundsFirst([from('80000'), to('90000')], 'application', statistics())).toEqual([
      from('80000'),
      to('90000'),
    ])
    expect(selectiveBoundsFirst([to('90000'), from('80000')], 'application', statistics())).toEqual([
      from('80000'),
      to('90000'),
    ])
  })

  it('moves the pair to where its first bound stood, leaving the other conditions in place', () => {
    const status: ReadCondition = { column: 'process_status', is: 'equal', value: 'new' }
    const deleted: ReadCondition = { column: 'deleted_at', is: 'null' }
    expect(selectiveBoundsFirst([status, from(10000), deleted, to(20000)], 'application', statistics())).toEqual([
      status,
      to(20000),
      from(10000),
      deleted,
    ])
  })

  it('weighs dates and a last day, which takes in the whole day', () => {
    expect(
      selectiveBoundsFirst(
        [from('2025-01-10', 'created_at'), { column: 'created_at', is: 'on-or-before-day', day: '2025-02-01' }],
        'application',
        statistics(),
      ),
    ).toEqual([{ column: 'created_at', is: 'on-or-before-day', day: '2025-02-01' }, from('2025-01-10', 'created_at')])
    expect(
      selectiveBoundsFirst(
        [to('2025-12-31T00:00:00Z', 'created_at'), from('2025-11-01T00:00:00Z', 'created_at')],
        'application',
        statistics(),
      ),
    ).toEqual([from('2025-11-01T00:00:00Z', 'created_at'), to('2025-12-31T00:00:00Z', 'created_at')])
  })

  it('orders the bounds inside nested conditions that all hold', () => {
    const nested: ReadCondition = {
      is: 'any',
      conditions: [
        { is: 'all', conditions: [from(10000), to(20000)] },
        { is: 'not', condition: from(5) },
      ],
    }
    expect(selectiveBoundsFirst([nested], 'application', statistics())).toEqual([
      {
        is: 'any',
        conditions: [
          { is: 'all', conditions: [to(20000), from(10000)] },
          { is: 'not', condition: from(5) },
        ],
      },
    ])
  })

  it("keeps the caller's order without statistics, for a column without any, for text comparisons and unreadable values", () => {
    const pair = [from('10000'), to('20000')]
    expect(selectiveBoundsFirst(pair, 'application', undefined)).toBe(pair)
    expect(selectiveBoundsFirst(pair, 'news', statistics())).toEqual(pair)
    const asText: ReadCondition[] = [
      { column: 'amount', is: 'at-least', value: '10000', text: true },
      { column: 'amount', is: 'at-most', value: '20000', text: true },
    ]
    expect(selectiveBoundsFirst(asText, 'application', statistics())).toEqual(asText)
    expect(selectiveBoundsFirst([from('ten'), to('20000')], 'application', statistics())).toEqual([
      from('ten'),
      to('20000'),
    ])
  })
})
