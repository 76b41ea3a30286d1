import { describe, expect, it } from 'vitest'
import { pageCache } from './pageCache.ts'

describe('pageCache', () => {
  it('keeps a page for its time, then forgets it', () => {
    let time = 0
    const cache = pageCache({ ttlMs: 10_000, max: 10, now: () => time })
    cache.set('mn_MN|/', { status: 200, body: '<html>' })
    time = 9_999
    expect(cache.get('mn_MN|/')?.body).toBe('<html>')
    time = 10_000
    expect(cache.get('mn_MN|/')).toBeUndefined()
  })

  it('keeps at most its number of pages, dropping the oldest, and empties when cleared', () => {
    const cache = pageCache({ ttlMs: 10_000, max: 2 })
    cache.set('a', { status: 200, body: 'a' })
    cache.set('b', { status: 200, body: 'b' })
    cache.set('c', { status: 404, body: 'c' })
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('c')?.status).toBe(404)
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
