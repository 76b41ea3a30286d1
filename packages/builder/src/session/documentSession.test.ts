import type { ChartDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  canRedo,
  canUndo,
  documentToSave,
  edit,
  isDirty,
  markSaved,
  openSession,
  redo,
  sameJson,
  sessionIssues,
  UNDO_LIMIT,
  undo,
} from './documentSession.ts'

const chart: ChartDocument = {
  kind: 'chart',
  version: 1,
  name: 'applications-by-status',
  title: { mn_MN: 'Өргөдөл төлөвөөр' },
  type: 'bar',
  source: { kind: 'model', name: 'application' },
  elements: [
    { field: 'process_status', group: true },
    { field: 'id', aggregation: 'count' },
  ],
}

describe('a document session', () => {
  it('steps back and forth through edits, and forgets what was undone once something else is edited', () => {
    let session = openSession('chart', chart, 3)
    session = edit(session, { ...chart, type: 'line' }, 'type')
    session = edit(session, { ...chart, type: 'line', limit: 5 }, 'limit')
    expect(canUndo(session)).toBe(true)
    session = undo(session)
    expect(session.current).toEqual({ ...chart, type: 'line' })
    session = undo(session)
    expect(session.current).toEqual(chart)
    expect(canUndo(session)).toBe(false)
    expect(undo(session)).toBe(session)
    session = redo(session)
    expect(session.current).toEqual({ ...chart, type: 'line' })
    session = edit(session, { ...chart, type: 'pie' }, 'type')
    expect(canRedo(session)).toBe(false)
  })

  it('makes one undo step of many edits of the same thing in a row (typing a title)', () => {
    let session = openSession('chart', chart, 1)
    for (const title of ['Ө', 'Өр', 'Өрг']) session = edit(session, { ...chart, title }, 'title')
    session = edit(session, { ...chart, title: 'Өрг', type: 'line' }, 'type')
    expect(session.past).toHaveLength(2)
    expect(undo(undo(session)).current).toEqual(chart)
  })

  it('keeps at most its limit of steps, and takes an edit that changes nothing as none', () => {
    let session = openSession('chart', chart, 1)
    for (let index = 0; index < UNDO_LIMIT + 20; index++) session = edit(session, { ...chart, limit: index + 1 })
    expect(session.past).toHaveLength(UNDO_LIMIT)
    expect(edit(session, structuredClone(session.current))).toBe(session)
  })

  it('is dirty while it differs from what the server stored, and clean again once saved', () => {
    let session = openSession('chart', chart, 1)
    expect(isDirty(session)).toBe(false)
    session = edit(session, { ...chart, type: 'line' })
    expect(isDirty(session)).toBe(true)
    expect(isDirty(edit(session, { ...chart }))).toBe(false)
    session = markSaved(session, { ...chart, type: 'line' }, 2)
    expect(isDirty(session)).toBe(false)
    expect(session.revision).toBe(2)
    // A save is no wall: the edit before it can still be undone.
    expect(undo(session).current).toEqual(chart)
  })

  it('says what is wrong where, and offers a document to save only when nothing is', () => {
    let session = openSession('chart', chart, 1)
    expect(sessionIssues(session)).toEqual([])
    expect(documentToSave(session)).toEqual(chart)
    session = edit(session, { ...chart, type: 'spiral', elements: [] })
    expect(
      sessionIssues(session)
        .map((found) => found.path)
        .sort(),
    ).toEqual(['/elements', '/type'])
    expect(documentToSave(session)).toBeUndefined()
    // Another kind pasted in (an import of the wrong file) is refused at its kind.
    const pasted = edit(session, { ...chart, kind: 'grid' })
    expect(sessionIssues(pasted).map((found) => found.path)).toEqual(['/kind'])
  })
})

describe('sameJson', () => {
  it('compares content whatever the keys’ order, and an absent key as an undefined one', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson({ a: [] }, { a: {} })).toBe(false)
  })
})
