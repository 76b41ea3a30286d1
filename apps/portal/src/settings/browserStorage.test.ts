import { describe, expect, it } from 'vitest'
import {
  createBrowserStorage,
  DEFAULT_STORAGE_TTL_SECONDS,
  parseStoredEntry,
  type StorageArea,
} from './browserStorage.ts'

/** A Storage-like map that also shows what was written. */
function memoryArea(): StorageArea & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}

/** A storage whose every access throws, as Safari's private mode or a blocked site does. */
const throwingArea: StorageArea = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

function clock(start = 1_000_000) {
  let time = start
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('createBrowserStorage', () => {
  it('the default expiry is 7 days (604800 s)', () => {
    expect(DEFAULT_STORAGE_TTL_SECONDS).toBe(604_800)
  })

  it('writes { value, expires } under the prefixed key, expiring 7 days later by default', async () => {
    const area = memoryArea()
    const time = clock()
    const storage = createBrowserStorage({ prefix: 'tamga:', area, now: time.now })
    await storage.set('display-settings', { layout: 'top' })
    expect([...area.entries.keys()]).toEqual(['tamga:display-settings'])
    expect(JSON.parse(area.entries.get('tamga:display-settings') ?? '')).toEqual({
      value: { layout: 'top' },
      expires: 1_000_000 + 604_800_000,
    })
    expect(await storage.get('display-settings')).toEqual({ layout: 'top' })
  })

  it('an entry is found until its expiry and removed once it has passed', async () => {
    const area = memoryArea()
    const time = clock()
    const storage = createBrowserStorage({ prefix: 'p:', area, now: time.now, ttlSeconds: 10 })
    await storage.set('k', 42)
    time.advance(9_999)
    expect(await storage.get('k')).toBe(42)
    time.advance(1)
    expect(await storage.get('k')).toBeUndefined()
    expect(area.entries.has('p:k')).toBe(false)
  })

  it('a per-entry expiry overrides the storage’s, and null never expires', async () => {
    const area = memoryArea()
    const time = clock()
    const storage = createBrowserStorage({ prefix: 'p:', area, now: time.now, ttlSeconds: 10 })
    await storage.set('short', 'a', 1)
    await storage.set('forever', 'b', null)
    time.advance(1_000_000_000)
    expect(await storage.get('short')).toBeUndefined()
    expect(await storage.get('forever')).toBe('b')
    expect(JSON.parse(area.entries.get('p:forever') ?? '')).toEqual({ value: 'b', expires: null })
  })

  it('a corrupt entry is removed and reads as missing', async () => {
    const area = memoryArea()
    area.setItem('p:broken', '{not json')
    area.setItem('p:shapeless', JSON.stringify({ layout: 'top' }))
    area.setItem('p:bad-expiry', JSON.stringify({ value: 1, expires: 'tomorrow' }))
    const storage = createBrowserStorage({ prefix: 'p:', area })
    expect(await storage.get('broken')).toBeUndefined()
    expect(await storage.get('shapeless')).toBeUndefined()
    expect(await storage.get('bad-expiry')).toBeUndefined()
    expect(area.entries.size).toBe(0)
  })

  it('keys of other prefixes are neither read nor touched', async () => {
    const area = memoryArea()
    area.setItem('other:k', JSON.stringify({ value: 'theirs', expires: null }))
    const storage = createBrowserStorage({ prefix: 'p:', area })
    expect(await storage.get('k')).toBeUndefined()
    await storage.set('k', 'ours')
    storage.remove('k')
    expect(area.entries.get('other:k')).toBe(JSON.stringify({ value: 'theirs', expires: null }))
    expect(area.entries.has('p:k')).toBe(false)
  })

  it('storage that throws or is switched off never breaks the caller', async () => {
    for (const area of [throwingArea, null]) {
      const storage = createBrowserStorage({ prefix: 'p:', area })
      await expect(storage.set('k', 1)).resolves.toBeUndefined()
      await expect(storage.get('k')).resolves.toBeUndefined()
      expect(() => storage.remove('k')).not.toThrow()
    }
  })
})

describe('createBrowserStorage with a secret', () => {
  it('stores the value encrypted, the expiry readable, and reads it back', async () => {
    const area = memoryArea()
    const time = clock()
    const storage = createBrowserStorage({ prefix: 'p:', area, now: time.now, secret: 'build-time passphrase' })
    await storage.set('display-settings', { color: '#1890FF' })
    const raw = area.entries.get('p:display-settings') ?? ''
    expect(raw).not.toContain('1890FF')
    const entry = parseStoredEntry(raw)
    expect(entry?.expires).toBe(1_000_000 + 604_800_000)
    expect(typeof entry?.value).toBe('string')
    expect(await storage.get('display-settings')).toEqual({ color: '#1890FF' })
  })

  it('the same value encrypts differently each time (a fresh IV per write)', async () => {
    const area = memoryArea()
    const storage = createBrowserStorage({ prefix: 'p:', area, secret: 's' })
    await storage.set('k', 'same')
    const first = area.entries.get('p:k')
    await storage.set('k', 'same')
    expect(area.entries.get('p:k')).not.toBe(first)
  })

  it('another passphrase cannot read the entry, which is then removed', async () => {
    const area = memoryArea()
    await createBrowserStorage({ prefix: 'p:', area, secret: 'one' }).set('k', 'hidden')
    expect(await createBrowserStorage({ prefix: 'p:', area, secret: 'two' }).get('k')).toBeUndefined()
    expect(area.entries.has('p:k')).toBe(false)
  })

  it('an expiry pushed later by hand makes the entry unreadable', async () => {
    const area = memoryArea()
    const storage = createBrowserStorage({ prefix: 'p:', area, secret: 's' })
    await storage.set('k', 'hidden')
    const entry = parseStoredEntry(area.entries.get('p:k') ?? '')
    area.setItem('p:k', JSON.stringify({ ...entry, expires: Number.MAX_SAFE_INTEGER }))
    expect(await storage.get('k')).toBeUndefined()
  })

  it('a ciphertext copied under another key does not decrypt there', async () => {
    const area = memoryArea()
    const storage = createBrowserStorage({ prefix: 'p:', area, secret: 's' })
    await storage.set('a', 'for a only')
    area.setItem('p:b', area.entries.get('p:a') ?? '')
    expect(await storage.get('b')).toBeUndefined()
    expect(await storage.get('a')).toBe('for a only')
  })

  it('a value written in clear is dropped once a secret is configured', async () => {
    const area = memoryArea()
    await createBrowserStorage({ prefix: 'p:', area }).set('k', { layout: 'top' })
    expect(await createBrowserStorage({ prefix: 'p:', area, secret: 's' }).get('k')).toBeUndefined()
    expect(area.entries.has('p:k')).toBe(false)
  })

  it('without Web Crypto a secret keeps nothing rather than storing in clear', async () => {
    const area = memoryArea()
    const storage = createBrowserStorage({ prefix: 'p:', area, secret: 's', subtle: undefined })
    await storage.set('k', 'would be readable')
    expect(area.entries.size).toBe(0)
    expect(await storage.get('k')).toBeUndefined()
  })

  it('an empty secret means no encryption', async () => {
    const area = memoryArea()
    await createBrowserStorage({ prefix: 'p:', area, secret: '' }).set('k', 'plain')
    expect(parseStoredEntry(area.entries.get('p:k') ?? '')?.value).toBe('plain')
  })
})
