import { describe, expect, it } from 'vitest'
import { type EscapePress, escapeClosesDrawer, OPEN_POPUP_SELECTOR } from './escapeClosesDrawer.ts'

const press = (overrides: Partial<EscapePress> = {}): EscapePress => ({
  key: 'Escape',
  composing: false,
  focus: 'inside',
  popupOpen: false,
  ...overrides,
})

describe('escapeClosesDrawer', () => {
  it('closes the drawer the focus is in', () => {
    expect(escapeClosesDrawer(press())).toBe(true)
  })

  it('closes the drawer when the focus is nowhere in particular', () => {
    expect(escapeClosesDrawer(press({ focus: 'nowhere' }))).toBe(true)
  })

  it('leaves the drawer open while a list or menu opened in it is shown: that closes first', () => {
    expect(escapeClosesDrawer(press({ popupOpen: true }))).toBe(false)
  })

  it('leaves the drawer to a dialog opened over it', () => {
    expect(escapeClosesDrawer(press({ focus: 'elsewhere' }))).toBe(false)
  })

  it('lets an input method’s Escape cancel its composition only', () => {
    expect(escapeClosesDrawer(press({ composing: true }))).toBe(false)
  })

  it('answers only Escape', () => {
    expect(escapeClosesDrawer(press({ key: 'Enter' }))).toBe(false)
  })

  it('counts no tooltip among the open pop-ups', () => {
    expect(OPEN_POPUP_SELECTOR).toContain('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    expect(OPEN_POPUP_SELECTOR).not.toContain('tooltip')
  })
})
