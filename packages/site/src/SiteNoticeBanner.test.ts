import { SITE_NOTICE_KEY } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { takeSiteNotice } from './SiteNoticeBanner.tsx'

function storage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('takeSiteNotice', () => {
  it('reads the notice the app left, once', () => {
    const session = storage({
      [SITE_NOTICE_KEY]: JSON.stringify({ title: 'Нэвтэрнэ үү', text: 'Систем ашиглахын тулд систем нэвтэрнэ үү !!!' }),
    })
    expect(takeSiteNotice(session)).toEqual({
      title: 'Нэвтэрнэ үү',
      text: 'Систем ашиглахын тулд систем нэвтэрнэ үү !!!',
    })
    expect(takeSiteNotice(session)).toBeUndefined()
  })

  it('shows nothing for what is not a notice, and forgets it', () => {
    const session = storage({ [SITE_NOTICE_KEY]: '{"title":1}' })
    expect(takeSiteNotice(session)).toBeUndefined()
    expect(session.items.size).toBe(0)
    expect(takeSiteNotice(storage({ [SITE_NOTICE_KEY]: 'not json' }))).toBeUndefined()
  })
})
