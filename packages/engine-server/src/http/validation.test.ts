// The route validators are compiled at a route's first request (a start compiled hundreds it
// did not use); this keeps what compiling them all at start gave: a route schema the strict ajv
// refuses fails the tests, not the first person who calls the route.
import { createAjv } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { HERITAGE_DIR } from '../records/testing.ts'
import { testConfig } from './testing.ts'

describe.each(testBackends().slice(0, 1))('the route validators on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)

  it('compile, for every request schema of every route, with the server’s strict ajv', async () => {
    const app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR }),
      store: createFolderStore(HERITAGE_DIR),
      database: database(),
      logger: false,
    })
    const schemas: Array<{ route: string; part: string; schema: object }> = []
    app.addHook('onRoute', (route) => {
      for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
        const schema: unknown = route.schema?.[part]
        if (typeof schema === 'object' && schema !== null) {
          schemas.push({ route: `${String(route.method)} ${route.url}`, part, schema })
        }
      }
    })
    try {
      await app.ready()
      expect(schemas.length).toBeGreaterThan(50)
      const ajv = createAjv()
      const refused = schemas.flatMap(({ route, part, schema }) => {
        try {
          ajv.compile(schema)
          return []
        } catch (error) {
          return [`${route} ${part}: ${(error as Error).message}`]
        }
      })
      expect(refused).toEqual([])
    } finally {
      await app.close()
    }
  })
})
