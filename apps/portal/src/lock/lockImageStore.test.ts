import { describe, expect, it, vi } from 'vitest'
import {
  createLockImageStore,
  DEFAULT_LOCK_BACKGROUND,
  isImageFile,
  type KeyValueDatabase,
  LOCK_BACKGROUND_DELAY_MS,
  LOCK_DB_STORE,
  LOCK_DB_VERSION,
  LOCK_IMAGE_KEY,
  upgradeLockDatabase,
} from './lockImageStore.ts'

function memoryDatabase() {
  const stores = new Map<string, Map<string, unknown>>([[LOCK_DB_STORE, new Map()]])
  const close = vi.fn()
  const db: KeyValueDatabase = {
    get: async (store, key) => stores.get(store)?.get(key),
    put: async (store, value, key) => {
      const found = stores.get(store)
      if (found === undefined) throw new Error(`no store ${store}`)
      found.set(key, value)
      return key
    },
    close,
  }
  return { db, stores, close }
}

describe('isImageFile', () => {
  it('accepts the image types', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/gif']) {
      expect(isImageFile({ type })).toBe(true)
    }
  })

  it('refuses everything else, and a file the browser could not type', () => {
    for (const type of ['application/pdf', 'text/plain', 'video/mp4', '', 'image/', 'imagepng', 'text/image/png']) {
      expect(isImageFile({ type })).toBe(false)
    }
  })
})

describe('the lock image storage', () => {
  it('is the local database of version 1 with the key lockImg, read 100 ms after the lock shows', () => {
    expect(LOCK_DB_VERSION).toBe(1)
    expect(LOCK_IMAGE_KEY).toBe('lockImg')
    expect(LOCK_BACKGROUND_DELAY_MS).toBe(100)
  })

  it('defaults to the constellation picture shipped with the app', () => {
    expect(DEFAULT_LOCK_BACKGROUND).toBe('/lock/constellation.svg')
  })

  it('creates its store when the database is new, and only then', () => {
    const created: string[] = []
    const names = new Set<string>()
    const db = {
      objectStoreNames: { contains: (name: string) => names.has(name) },
      createObjectStore: (name: string) => {
        created.push(name)
        names.add(name)
      },
    }
    upgradeLockDatabase(db)
    upgradeLockDatabase(db)
    expect(created).toEqual([LOCK_DB_STORE])
  })

  it('keeps a picture under lockImg and reads it back', async () => {
    const { db, stores, close } = memoryDatabase()
    const store = createLockImageStore(async () => db)
    const picture = new Blob(['<svg/>'], { type: 'image/svg+xml' })
    expect(await store.save(picture)).toBe(true)
    expect(stores.get(LOCK_DB_STORE)?.get('lockImg')).toBe(picture)
    expect(await store.load()).toBe(picture)
    expect(close).toHaveBeenCalledTimes(2)
  })

  it('reads nothing when no picture or something else is stored', async () => {
    const { db, stores } = memoryDatabase()
    const store = createLockImageStore(async () => db)
    expect(await store.load()).toBeUndefined()
    stores.get(LOCK_DB_STORE)?.set(LOCK_IMAGE_KEY, new Blob(['%PDF'], { type: 'application/pdf' }))
    expect(await store.load()).toBeUndefined()
    stores.get(LOCK_DB_STORE)?.set(LOCK_IMAGE_KEY, 'https://example.org/x.png')
    expect(await store.load()).toBeUndefined()
  })

  it('answers instead of throwing when the database cannot be opened', async () => {
    const store = createLockImageStore(async () => Promise.reject(new Error('IndexedDB is off')))
    expect(await store.load()).toBeUndefined()
    expect(await store.save(new Blob(['x'], { type: 'image/png' }))).toBe(false)
  })
})
