import { describe, expect, it } from 'vitest'
import {
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  type ReloadGuardStorage,
  reloadAfterChunkError,
} from './reloadAfterChunkError.ts'

function memoryStorage(initial: Record<string, string> = {}): ReloadGuardStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
  }
}

/** A guard wired to a fake clock and a counter of reloads. */
function harness(storage: ReloadGuardStorage | null = memoryStorage()) {
  let time = 1_700_000_000_000
  let reloads = 0
  return {
    storage,
    get reloads() {
      return reloads
    },
    advance(ms: number) {
      time += ms
    },
    chunkFails: () =>
      reloadAfterChunkError({
        storage,
        now: () => time,
        reload: () => {
          reloads += 1
        },
      }),
  }
}

describe('reloadAfterChunkError', () => {
  it('reloads the page the first time a chunk fails and stamps the time in session storage', () => {
    const storage = memoryStorage()
    const page = harness(storage)
    expect(page.chunkFails()).toBe(true)
    expect(page.reloads).toBe(1)
    expect(storage.items.get(RELOAD_GUARD_KEY)).toBe('1700000000000')
  })

  it('does not reload again within 10 000 ms of the last reload', () => {
    const page = harness()
    page.chunkFails()
    page.advance(RELOAD_GUARD_MS - 1)
    expect(page.chunkFails()).toBe(false)
    expect(page.reloads).toBe(1)
  })

  it('reloads again once 10 000 ms have passed', () => {
    const page = harness()
    page.chunkFails()
    page.advance(RELOAD_GUARD_MS)
    expect(page.chunkFails()).toBe(true)
    expect(page.reloads).toBe(2)
  })

  it('the guard window is 10 000 ms (spec 9)', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
  })

  it('a stamp that is not a time, or lies in the future, does not block the reload', () => {
    expect(harness(memoryStorage({ [RELOAD_GUARD_KEY]: 'garbage' })).chunkFails()).toBe(true)
    expect(harness(memoryStorage({ [RELOAD_GUARD_KEY]: String(2_000_000_000_000) })).chunkFails()).toBe(true)
  })

  it('without session storage it never reloads, since a loop could not be stopped', () => {
    const page = harness(null)
    expect(page.chunkFails()).toBe(false)
    expect(page.reloads).toBe(0)
  })

  it('a storage that throws refuses the reload instead of failing', () => {
    const broken: ReloadGuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const page = harness(broken)
    expect(page.chunkFails()).toBe(false)
    expect(page.reloads).toBe(0)
  })
})
