import { describe, expect, it } from 'vitest'
import { loadWhileReading } from './recordScreenLoad.ts'

describe('loadWhileReading', () => {
  const shown = { kind: 'ready' as const, of: 'applications/7', read: 0 }

  it('keeps the record on screen while the same record is read again', () => {
    expect(loadWhileReading(shown, 'applications/7')).toBe(shown)
  })

  it('shows loading for another record, or after a failed read', () => {
    expect(loadWhileReading(shown, 'applications/8')).toEqual({ kind: 'loading' })
    expect(loadWhileReading({ kind: 'failed', status: 500 }, 'applications/7')).toEqual({ kind: 'loading' })
  })
})
