import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { createTestPostgresDatabase, describeOnPostgres } from '../db/testing.ts'
import { spawnTamga, type TamgaProcess, waitUntilReady } from './serverProcess.testing.ts'

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..')

describeOnPostgres('three instances starting together on a new database', (postgres) => {
  const servers: TamgaProcess[] = []
  const drops: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const server of servers) server.kill()
    await Promise.all(servers.map((server) => server.exited))
    for (const drop of drops) await drop()
  })

  it('all become ready and answer the same documents; the project is imported and seeded once', async () => {
    const created = await createTestPostgresDatabase(postgres.url)
    drops.push(created.drop)
    const env = {
      DATABASE_URL: created.url,
      TAMGA_PROJECT: join(repoRoot, 'examples', 'heritage'),
      TAMGA_ADMIN_PASSWORD: 'Adm1n!pass',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'tamga-fleet-')),
    }
    servers.push(...(await Promise.all([spawnTamga(env), spawnTamga(env), spawnTamga(env)])))
    await Promise.all(servers.map((server) => waitUntilReady(server)))

    const answers = await Promise.all(
      servers.map(async (server) => (await fetch(`${server.url}/api/lambda-config`)).json()),
    )
    expect(answers[0]).toBeTruthy()
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])

    const client = new pg.Client({ connectionString: created.url })
    await client.connect()
    try {
      const users = await client.query<{ login: string }>('select login from tamga_user order by id')
      expect(users.rows).toEqual([{ login: 'admin' }])
      // Each document written once: a second import would have made it revision 2 (or failed).
      const documents = await client.query<{ kind: string; name: string; revision: number }>(
        'select kind, name, revision from tamga_document',
      )
      expect(documents.rows.length).toBeGreaterThan(10)
      expect(documents.rows.filter((row) => row.revision !== 1)).toEqual([])
      const history = await client.query<{ kind: string; name: string }>(
        'select kind, name from tamga_document_history group by kind, name having count(*) > 1',
      )
      expect(history.rows).toEqual([])
      const migrations = await client.query<{ name: string; runs: number }>(
        'select name, count(*)::int as runs from tamga_migration group by name having count(*) > 1',
      )
      expect(migrations.rows).toEqual([])
    } finally {
      await client.end()
    }
    const outputs = servers.map((server) => server.output())
    expect(outputs.filter((output) => output.includes('imported the project folder')).length).toBe(1)
    expect(outputs.filter((output) => output.includes('created the super admin')).length).toBe(1)
  }, 300_000)
})
