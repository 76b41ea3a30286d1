import { existsSync, statSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultSnapshotCacheDir, openPgliteFolder, snapshotFileIn } from './pgliteFolder.ts'

// Each initdb takes 7 to 20 seconds on two busy cores.
const INITDB_TIMEOUT = 120_000

describe('a PGlite data folder', () => {
  let root: string
  let cacheDir: string
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tamga-pglite-folder-'))
    cacheDir = join(root, 'cache')
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('is cached under node_modules/.cache/tamga, in a file named after the installed PGlite version', () => {
    expect(defaultSnapshotCacheDir()).toMatch(/[/\\]node_modules[/\\]\.cache[/\\]tamga$/)
    expect(basename(snapshotFileIn(cacheDir) ?? '')).toMatch(/^pglite-\d+\.\d+\.\d+[^/]*-empty-cluster\.tar$/)
  })

  it(
    'new, runs initdb once, and the next new folder starts from the empty cluster it left as a snapshot',
    async () => {
      const first = await openPgliteFolder({ folder: join(root, 'first'), snapshotCacheDir: cacheDir })
      expect(first.origin).toBe('initdb')
      const snapshotFile = snapshotFileIn(cacheDir) ?? ''
      expect(existsSync(snapshotFile)).toBe(true)
      await first.client.exec('create table written_after (id int); insert into written_after values (1)')
      await first.client.close()

      const second = await openPgliteFolder({ folder: join(root, 'second'), snapshotCacheDir: cacheDir })
      expect(second.origin).toBe('snapshot')
      // The snapshot is the cluster as initdb left it, before the first folder was written to.
      const tables = await second.client.query<{ n: number }>(
        "select count(*)::int as n from pg_class where relname = 'written_after'",
      )
      expect(tables.rows).toEqual([{ n: 0 }])
      await second.client.exec('create table kept (id int); insert into kept values (7)')
      await second.client.close()

      const again = await openPgliteFolder({ folder: join(root, 'second'), snapshotCacheDir: cacheDir })
      expect(again.origin).toBe('existing')
      expect((await again.client.query<{ id: number }>('select id from kept')).rows).toEqual([{ id: 7 }])
      await again.client.close()
    },
    INITDB_TIMEOUT,
  )

  it(
    'new, runs initdb when the snapshot does not load, and replaces the snapshot',
    async () => {
      const snapshotFile = snapshotFileIn(cacheDir) ?? ''
      await writeFile(snapshotFile, 'not a tarball of a cluster')
      const opened = await openPgliteFolder({ folder: join(root, 'third'), snapshotCacheDir: cacheDir })
      expect(opened.origin).toBe('initdb')
      expect((await opened.client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
      await opened.client.close()
      expect(statSync(snapshotFile).size).toBeGreaterThan(1_000_000)
    },
    INITDB_TIMEOUT,
  )
})
