// The response serializers are compiled at a route's first answer (a start compiled hundreds it
// did not use); this keeps what compiling them all at start gave: a response schema
// fast-json-stringify refuses fails the tests, not the first person who calls the route.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { HERITAGE_DIR } from '../records/testing.ts'
import { compileResponseSerializer, lazySerializerFactory } from './serialization.ts'
import { testConfig } from './testing.ts'

describe('a lazily compiled response serializer', () => {
  const lazyApp = () =>
    Fastify({ logger: false, schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory() } } })

  it('answers as the serializer Fastify compiles by default: the schema’s fields, nothing else', async () => {
    const app = lazyApp()
    const response = {
      200: { type: 'object', properties: { name: { type: 'string' }, count: { type: 'integer' } } },
    }
    app.get('/thing', { schema: { response } }, async () => ({ name: 'Тамга', count: 3, secret: 'left out' }))
    try {
      const answer = await app.inject('/thing')
      expect(answer.body).toBe('{"name":"Тамга","count":3}')
      expect(answer.body).toBe(compileResponseSerializer(response[200])({ name: 'Тамга', count: 3, secret: 'x' }))
    } finally {
      await app.close()
    }
  })

  it('is compiled at the first answer, not when the server gets ready', async () => {
    const app = lazyApp()
    const broken = { 200: { type: 'object', properties: { name: { $ref: '#/definitions/missing' } } } }
    app.get('/broken', { schema: { response: broken } }, async () => ({ name: 'x' }))
    try {
      await app.ready()
      expect((await app.inject('/broken')).statusCode).toBe(500)
    } finally {
      await app.close()
    }
  })
})

describe.each(testBackends().slice(0, 1))('the response serializers on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)

  it('compile, for every response schema of every route, with Fastify’s fast-json-stringify', async () => {
    const app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR }),
      store: createFolderStore(HERITAGE_DIR),
      database: database(),
      logger: false,
    })
    const schemas: Array<{ route: string; status: string; schema: object }> = []
    app.addHook('onRoute', (route) => {
      const response: unknown = route.schema?.response
      if (typeof response !== 'object' || response === null) return
      for (const [status, schema] of Object.entries(response)) {
        if (typeof schema === 'object' && schema !== null) {
          schemas.push({ route: `${String(route.method)} ${route.url}`, status, schema })
        }
      }
    })
    try {
      await app.ready()
      expect(schemas.length).toBeGreaterThan(50)
      const refused = schemas.flatMap(({ route, status, schema }) => {
        try {
          compileResponseSerializer(schema)
          return []
        } catch (error) {
          return [`${route} ${status}: ${(error as Error).message}`]
        }
      })
      expect(refused).toEqual([])
    } finally {
      await app.close()
    }
  })
})
