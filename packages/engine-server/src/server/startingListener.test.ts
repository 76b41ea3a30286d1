import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ERROR_CATALOGUE } from '@tamga/schema'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnTamga, type TamgaProcess, waitUntilReady } from './serverProcess.testing.ts'

describe('tamga start while it prepares', () => {
  let server: TamgaProcess | undefined
  let dataDir = ''
  afterAll(async () => {
    server?.kill()
    await server?.exited
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true })
  })

  it('answers alive and not yet ready on its port before it serves, then serves', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tamga-starting-'))
    // A new data folder: the import and the seed take seconds, time enough to ask.
    const running = await spawnTamga({ DATA_DIR: dataDir, DATABASE_URL: '' })
    server = running
    let seen: { live: number; ready: number; body: unknown; serving: boolean } | undefined
    const until = Date.now() + 120_000
    while (seen === undefined && Date.now() < until && running.child.exitCode === null) {
      const live = await fetch(`${running.url}/api/health/live`).catch(() => undefined)
      if (live !== undefined) {
        const ready = await fetch(`${running.url}/api/records/news`)
        const serving = running.output().includes('Tamga is serving')
        seen = { live: live.status, ready: ready.status, body: await ready.json(), serving }
      } else await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(seen).toBeDefined()
    // Asked before it served: the early listener answered.
    expect(seen?.serving).toBe(false)
    expect(seen?.live).toBe(200)
    expect(seen?.ready).toBe(503)
    const { status, ...words } = ERROR_CATALOGUE.STARTING
    expect(status).toBe(503)
    expect(seen?.body).toEqual({ status: false, code: 'STARTING', ...words })
    await waitUntilReady(running)
    expect((await fetch(`${running.url}/api/health/ready`)).status).toBe(200)
  }, 240_000)
})
