import { describe, expect, it } from 'vitest'
import { revisionCaption } from './HistoryDrawer.tsx'

describe('revisionCaption', () => {
  it("shows when a revision was saved in the project's time zone (Ulaanbaatar), not the machine's or UTC", () => {
    expect(revisionCaption({ changedAt: '2026-12-04T05:06:00Z', changedBy: 'admin' })).toBe('2026-12-04 13:06 · admin')
    // Past midnight in Ulaanbaatar while still the day before in UTC.
    expect(revisionCaption({ changedAt: '2026-12-03T16:30:00.000Z', changedBy: null })).toBe('2026-12-04 00:30 · —')
  })
})
