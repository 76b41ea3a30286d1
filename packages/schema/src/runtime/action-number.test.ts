import { describe, expect, it } from 'vitest'
import { parseActionNumber } from './action-number.ts'

describe('parseActionNumber', () => {
  it('reads index and action_num (spec 3.5)', () => {
    expect(parseActionNumber({ index: 0, action_num: 2 })).toEqual({ ok: true, value: { index: 0, action_num: 2 } })
  })

  it('needs whole numbers and nothing else', () => {
    expect(parseActionNumber({ index: 0.5, action_num: 2 }).ok).toBe(false)
    expect(parseActionNumber({ index: 0, action_num: 2, label: 'x' }).ok).toBe(false)
    expect(parseActionNumber({ index: 0 }).ok).toBe(false)
  })
})
