import { projectKind } from '@tamga/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { openDatabase, type TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
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
