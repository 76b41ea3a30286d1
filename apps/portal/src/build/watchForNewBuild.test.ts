import { describe, expect, it } from 'vitest'
import { BUILD_RELOAD_KEY, reloadIfNewBuild } from './watchForNewBuild.ts'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

const latest = (id: string) => async () => ({ ok: true, json: async () => ({ id, timestamp: 1 }) })

describe('reloadIfNewBuild', () => {
  it('reloads when the server publishes another build', async () => {
    let reloads = 0
    const storage = memoryStorage()
    const reloaded = await reloadIfNewBuild({
      currentBuildId: 'a',
      storage,
      reload: () => reloads++,
      fetch: latest('b'),
    })
    expect(reloaded).toBe(true)
    expect(reloads).toBe(1)
    expect(storage.values.get(BUILD_RELOAD_KEY)).toBe('a')
  })

  it('reloads only once when the reload still runs the old build', async () => {
    let reloads = 0
    const storage = memoryStorage()
    const options = { currentBuildId: 'a', storage, reload: () => reloads++, fetch: latest('b') }
    await reloadIfNewBuild(options)
    expect(await reloadIfNewBuild(options)).toBe(false)
    expect(reloads).toBe(1)
  })

  it('does nothing while the build is current', async () => {
    let reloads = 0
    expect(
      await reloadIfNewBuild({
        currentBuildId: 'a',
        storage: memoryStorage(),
        reload: () => reloads++,
        fetch: latest('a'),
      }),
    ).toBe(false)
    expect(reloads).toBe(0)
  })
})
