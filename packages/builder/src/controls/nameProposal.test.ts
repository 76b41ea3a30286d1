import { describe, expect, it } from 'vitest'
import { EMPTY_NAME_DRAFT, withName, withTitle } from './nameProposal.ts'

const none = new Set<string>()

describe('the name proposed from a title', () => {
  it('follows the title as it is typed, romanized from Mongolian', () => {
    let draft = withTitle(EMPTY_NAME_DRAFT, 'Арга', none)
    expect(draft.name).toBe('arga')
    draft = withTitle(draft, 'Арга хэмжээ', none)
    expect(draft).toEqual({ title: 'Арга хэмжээ', name: 'arga_khemjee', edited: false })
  })

  it('is free among the names taken', () => {
    expect(withTitle(EMPTY_NAME_DRAFT, 'Арга хэмжээ', new Set(['arga_khemjee'])).name).toBe('arga_khemjee_2')
  })

  it('stops following the title once the name is edited', () => {
    let draft = withTitle(EMPTY_NAME_DRAFT, 'Арга хэмжээ', none)
    draft = withName(draft, 'events', none)
    draft = withTitle(draft, 'Арга хэмжээнүүд', none)
    expect(draft).toEqual({ title: 'Арга хэмжээнүүд', name: 'events', edited: true })
  })

  it('follows the title again when the edited name is emptied', () => {
    let draft = withName(withTitle(EMPTY_NAME_DRAFT, 'Аймаг', none), 'provinces', none)
    draft = withName(draft, '', none)
    expect(draft).toEqual({ title: 'Аймаг', name: 'aimag', edited: false })
  })

  it('is empty for a title with nothing to romanize, and the name is typed', () => {
    expect(withTitle(EMPTY_NAME_DRAFT, '—', none).name).toBe('')
  })
})
