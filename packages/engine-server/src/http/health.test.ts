import { projectKind } from '@tamga/schema'
import Fastify from 'fastify'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { openDatabase, type TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createReadiness } from '../server/readiness.ts'
import { healthPlugin } from './health.ts'
import { MemoryDocumentStore, testConfig } from './testing.ts'

describe.each(testBackends())('GET /api/health on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  beforeAll(() => {
    database = testDatabase()
  })

  it('answers 200 naming the database backend that answered', async () => {
    const app = buildApp({
      config: testConfig(),
      store: new MemoryDocumentStore([projectKind.example]),
      database,
      logger: false,
    })
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: true, database: backend.name })
      expect(response.headers['cache-control']).toBe('no-store')
    } finally {
      await app.close()
    }
  })
})

describe('GET /api/health when the database is out of reach', () => {
  it('answers 503 DATABASE_UNAVAILABLE, says no more, and logs the cause', async () => {
    // Port 1 on the loopback interface: nothing listens there, the connection is refused at once.
    const unreachable = await openDatabase({ databaseUrl: 'postgres://tamga@127.0.0.1:1/tamga' })
    const lines: string[] = []
    const app = buildApp({
      config: testConfig(),
      store: new MemoryDocumentStore([]),
      database: unreachable,
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    })
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        status: false,
        code: 'DATABASE_UNAVAILABLE',
        msg: 'Өгөгдлийн сантай холбогдож чадсангүй',
        enMsg: 'The database cannot be reached',
        koMsg: '데이터베이스에 연결할 수 없습니다',
      })
      expect(lines.join('\n')).toContain('ECONNREFUSED')
    } finally {
      await app.close()
      await unreachable.close()
    }
  })
})

describe('GET /api/health without a database', () => {
  it('answers 200 with database null', async () => {
    const app = buildApp({ config: testConfig(), store: new MemoryDocumentStore([]), logger: false })
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.json()).toEqual({ status: true, database: null })
    } finally {
      await app.close()
    }
  })
})

describe.each(testBackends())('GET /api/health/live and /api/health/ready on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)

  it('live answers 200; ready answers 200 with every check, then 503 naming "accepting" once the instance drains', async () => {
    const readiness = createReadiness()
    const app = buildApp({
      config: testConfig(),
      store: new MemoryDocumentStore([projectKind.example]),
      database: testDatabase(),
      logger: false,
      readiness,
    })
    try {
      const live = await app.inject({ method: 'GET', url: '/api/health/live' })
      expect(live.statusCode).toBe(200)
      expect(live.json()).toEqual({ status: true })
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(ready.statusCode).toBe(200)
      expect(ready.headers['cache-control']).toBe('no-store')
      expect(ready.json()).toEqual({
        status: true,
        checks: { database: 'ok', redis: 'absent', migrations: 'ok', accepting: 'ok' },
      })
      readiness.drain()
      const draining = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(draining.statusCode).toBe(503)
      expect(draining.json()).toEqual({
        status: false,
        checks: { database: 'ok', redis: 'absent', migrations: 'ok', accepting: 'failed' },
      })
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('ready answers 503 naming "migrations" while a system migration has not run', async () => {
    const database = testDatabase()
    const app = Fastify({ logger: false }).register(healthPlugin, { database })
    try {
      await sql`update tamga_migration set name = 'renamed_0007' where name = '0007_workflow'`.execute(database.db)
      const response = await app.inject({ method: 'GET', url: '/health/ready' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        status: false,
        checks: { database: 'ok', redis: 'absent', migrations: 'failed', accepting: 'ok' },
      })
    } finally {
      await sql`update tamga_migration set name = '0007_workflow' where name = 'renamed_0007'`.execute(database.db)
      await app.close()
    }
  })
})

describe('GET /api/health/ready with Redis and without a database', () => {
  it('asks Redis a PING: ok when it answers, failed when nothing listens; a lost database fails "database"', async () => {
    const unreachable = await openDatabase({ databaseUrl: 'postgres://tamga@127.0.0.1:1/tamga' })
    const reachable = Fastify({ logger: false }).register(healthPlugin, { redisUrl: 'redis://127.0.0.1:6379' })
    const absent = Fastify({ logger: false }).register(healthPlugin, {
      database: unreachable,
      redisUrl: 'redis://127.0.0.1:1',
    })
    try {
      const ok = await reachable.inject({ method: 'GET', url: '/health/ready' })
      expect(ok.json()).toEqual({
        status: true,
        checks: { database: 'absent', redis: 'ok', migrations: 'absent', accepting: 'ok' },
      })
      const failed = await absent.inject({ method: 'GET', url: '/health/ready' })
      expect(failed.statusCode).toBe(503)
      expect(failed.json()).toEqual({
        status: false,
        checks: { database: 'failed', redis: 'failed', migrations: 'failed', accepting: 'ok' },
      })
    } finally {
      await reachable.close()
      await absent.close()
      await unreachable.close()
    }
  })
})
