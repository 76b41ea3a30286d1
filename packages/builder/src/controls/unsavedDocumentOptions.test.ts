import { describe, expect, it } from 'vitest'
import { unsavedDocumentOptions } from './unsavedDocumentOptions.ts'

const stored = [{ name: 'aimag', title: { mn_MN: 'Аймаг' } }]

describe('a document picker offers documents not saved yet', () => {
  it('a table created in another tab and not saved is offered after the stored ones, marked so', () => {
    expect(unsavedDocumentOptions(stored, ['events'], 'mn_MN')).toEqual([
      { value: 'aimag', label: 'aimag — Аймаг' },
      { value: 'events', label: 'events (хадгалаагүй)' },
    ])
    expect(unsavedDocumentOptions(stored, ['events'], 'en_US').at(-1)?.label).toBe('events (not saved yet)')
  })

  it('a stored document with unsaved edits is offered once, as stored', () => {
    expect(unsavedDocumentOptions(stored, ['aimag'], 'mn_MN')).toEqual([{ value: 'aimag', label: 'aimag — Аймаг' }])
  })

  it('an unsaved document already chosen is shown once, marked', () => {
    expect(unsavedDocumentOptions(stored, ['events'], 'mn_MN', 'events').map((option) => option.value)).toEqual([
      'aimag',
      'events',
    ])
    expect(unsavedDocumentOptions(stored, [], 'mn_MN', 'gone').map((option) => option.value)).toEqual(['aimag', 'gone'])
  })
})
