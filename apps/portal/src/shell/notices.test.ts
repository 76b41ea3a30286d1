import { describe, expect, it } from 'vitest'
import { type Notice, notify, showNoticesWith } from './notices.ts'

describe('notices', () => {
  it('keeps a notice given before anything shows toasts and shows it once something does', () => {
    notify({ type: 'success', text: 'signed in' })
    const shown: Notice[] = []
    const uninstall = showNoticesWith((notice) => shown.push(notice))
    expect(shown).toEqual([{ type: 'success', text: 'signed in' }])
    notify({ type: 'error', text: 'failed' })
    expect(shown).toHaveLength(2)
    uninstall()
    notify({ type: 'success', text: 'later' })
    expect(shown).toHaveLength(2)
    const again: Notice[] = []
    showNoticesWith((notice) => again.push(notice))()
    expect(again).toEqual([{ type: 'success', text: 'later' }])
  })
})
