import { describe, expect, it } from 'vitest'
import { checkForNewBuild, type LatestBuildFetch } from './checkForNewBuild.ts'

/** A server whose `builds/latest.json` answers `body`, recording the requested addresses. */
function server(body: unknown, ok = true) {
  const requested: string[] = []
  const fetch: LatestBuildFetch = async (input) => {
    requested.push(input)
    return { ok, json: async () => body }
  }
  return { fetch, requested }
}

describe('checkForNewBuild', () => {
  it('asks for /builds/latest.json with the current time as the t query', async () => {
    const { fetch, requested } = server({ id: 'a1', timestamp: 1 })
    await checkForNewBuild({ currentBuildId: 'a1', fetch, now: () => 1_700_000_000_123 })
    expect(requested).toEqual(['/builds/latest.json?t=1700000000123'])
  })

  it('the same build id means no newer build', async () => {
    const { fetch } = server({ id: 'a1', timestamp: 1 })
    expect(await checkForNewBuild({ currentBuildId: 'a1', fetch })).toBe(false)
  })

  it('a different build id means a newer build', async () => {
    const { fetch } = server({ id: 'b2', timestamp: 2 })
    expect(await checkForNewBuild({ currentBuildId: 'a1', fetch })).toBe(true)
  })

  it('a failed request counts as no newer build and does not throw', async () => {
    const fetch: LatestBuildFetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(checkForNewBuild({ currentBuildId: 'a1', fetch })).resolves.toBe(false)
  })

  it('an error status or an answer without an id counts as no newer build', async () => {
    expect(await checkForNewBuild({ currentBuildId: 'a1', fetch: server({ id: 'b2' }, false).fetch })).toBe(false)
    expect(await checkForNewBuild({ currentBuildId: 'a1', fetch: server({ timestamp: 2 }).fetch })).toBe(false)
    expect(await checkForNewBuild({ currentBuildId: 'a1', fetch: server('b2').fetch })).toBe(false)
  })

  it('an answer that is not JSON counts as no newer build', async () => {
    const fetch: LatestBuildFetch = async () => ({
      ok: true,
      json: async () => {
        throw new SyntaxError('Unexpected token <')
      },
    })
    expect(await checkForNewBuild({ currentBuildId: 'a1', fetch })).toBe(false)
  })
})
