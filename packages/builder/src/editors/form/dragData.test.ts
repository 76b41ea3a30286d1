import { describe, expect, it } from 'vitest'
import { dragItemOf, dragText } from './dragData.ts'

describe('what a drop brings', () => {
  it('a palette widget or a field card comes back as it left', () => {
    expect(dragItemOf(dragText({ widget: 'money' }))).toEqual({ widget: 'money' })
    expect(dragItemOf(dragText({ field: 'title' }))).toEqual({ field: 'title' })
  })

  it('anything else dropped on the form is ignored', () => {
    expect(dragItemOf('')).toBeUndefined()
    expect(dragItemOf('{"widget":"spreadsheet"}')).toBeUndefined()
    expect(dragItemOf('"title"')).toBeUndefined()
  })
})
