import { projectKind } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { MemoryDocumentStore, testConfig } from './http/testing.ts'

describe('buildApp', () => {
  it('keeps no state between servers: each answers from its own store', async () => {
    const first = buildApp({
      config: testConfig(),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
    const second = buildApp({
      config: testConfig(),
      store: new MemoryDocumentStore([{ ...projectKind.example, title: 'Хоёр дахь төсөл' }]),
      logger: false,
    })
    try {
      const [a, b] = await Promise.all([
        first.inject({ method: 'GET', url: '/api/lambda-config' }),
        second.inject({ method: 'GET', url: '/api/lambda-config' }),
      ])
      expect(a.json()).toMatchObject({ title: projectKind.example.title })
      expect(b.json()).toMatchObject({ title: 'Хоёр дахь төсөл' })
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('puts the API under the configured base path and nowhere else', async () => {
    const app = buildApp({
      config: testConfig({ apiBase: '/backend/v1' }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
    try {
      const config = await app.inject({ method: 'GET', url: '/backend/v1/lambda-config' })
      expect(config.statusCode).toBe(200)
      expect(config.json()).toMatchObject({ status: true })
      const unknown = await app.inject({ method: 'GET', url: '/backend/v1/nope', headers: { accept: 'text/html' } })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' })
      // /api is an ordinary portal path now: no API answers there.
      const old = await app.inject({
        method: 'GET',
        url: '/api/lambda-config',
        headers: { accept: 'application/json' },
      })
      expect(old.json()).not.toMatchObject({ status: true })
    } finally {
      await app.close()
    }
  })

  it('logs through the logger it is given, at the configured level by default', async () => {
    const lines: string[] = []
    const app = buildApp({
      config: testConfig(),
      store: new MemoryDocumentStore([]),
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    })
    try {
      await app.inject({ method: 'GET', url: '/api/lambda-config' })
      expect(lines.some((line) => line.includes('PROJECT_NOT_CONFIGURED'))).toBe(true)
    } finally {
      await app.close()
    }
    const quiet = buildApp({ config: testConfig({ logLevel: 'silent' }), store: new MemoryDocumentStore([]) })
    expect(quiet.log.level).toBe('silent')
    await quiet.close()
  })
})
