import { type ProjectDocument, projectKind } from '@tamga/schema'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../../app.ts'
import type { TamgaDatabase } from '../../db/database.ts'
import { testBackends, useMigratedDatabase } from '../../db/testing.ts'
import { createDatabaseStore } from '../../documents/databaseStore.ts'
import type { StoredDocument } from '../../documents/store.ts'
import { MemoryDocumentStore, testConfig } from '../../http/testing.ts'
import { lambdaConfigOf, PUBLIC_PROJECT_FIELDS } from './publicConfig.ts'

const example = projectKind.example

const firebaseConfig = {
  apiKey: 'AIzaSyPublicWebKey',
  projectId: 'heritage-demo',
  messagingSenderId: '123456789',
  appId: '1:123456789:web:abc',
}

/** A project document as a later version might have it, with fields this server must not send. */
const withSecrets = {
  ...example,
  smtp_password: 'hunter2',
  notify: { ...example.notify, firebaseConfig: { ...firebaseConfig, serverKey: 'AAAA-secret-server-key' } },
  languages: [{ label: 'Монгол', code: 'mn_MN' as const, translator_token: 'secret-token' }],
}

describe('lambdaConfigOf', () => {
  it('answers the fields the client reads first, with the spec’s defaults when the project leaves them out', () => {
    const minimal: ProjectDocument = {
      kind: 'project',
      version: 1,
      name: 'tiny',
      title: 'Жижиг төсөл',
      super_url: '/admin/platform',
      app_url: '/admin',
      languages: [{ label: 'Монгол', code: 'mn_MN' }],
    }
    expect(lambdaConfigOf(minimal)).toEqual({
      status: true,
      title: 'Жижиг төсөл',
      super_url: '/admin/platform',
      app_url: '/admin',
      languages: [{ label: 'Монгол', code: 'mn_MN' }],
      default_language: 'mn_MN',
      microservice_dev: false,
      has_language: false,
      password_reset_time_out: 0,
      // The project schema's own defaults.
      withCrudLog: false,
      krud_public: false,
      schema_load_mode: 'database',
      currency: 'MNT',
      menu_layout: 'sidebar',
    })
  })

  it('sends nothing that is not on the allow-list, however deep', () => {
    const answer = lambdaConfigOf(withSecrets)
    const text = JSON.stringify(answer)
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('secret-server-key')
    expect(text).not.toContain('secret-token')
    expect(answer.notify?.firebaseConfig).toEqual(firebaseConfig)
    expect(answer.languages).toEqual([{ label: 'Монгол', code: 'mn_MN' }])
  })

  it('leaves out the document envelope, which is not configuration', () => {
    const answer: Record<string, unknown> = lambdaConfigOf(example)
    expect(answer).not.toHaveProperty('kind')
    expect(answer).not.toHaveProperty('version')
    expect(answer).not.toHaveProperty('name')
    expect(Object.keys(answer).filter((key) => key !== 'status')).toEqual(
      expect.arrayContaining(Object.keys(example).filter((key) => key in PUBLIC_PROJECT_FIELDS)),
    )
  })
})

describe('GET /api/lambda-config', () => {
  let app: TamgaApp | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  const serve = (store: MemoryDocumentStore) => {
    app = buildApp({ config: testConfig(), store, logger: false })
    return app
  }

  it('answers the project configuration with status true, without sign-in', async () => {
    const document = { ...example, microservice_dev: true, notify: { ...example.notify, firebaseConfig } }
    const response = await serve(new MemoryDocumentStore([document])).inject({
      method: 'GET',
      url: '/api/lambda-config',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const body = response.json()
    expect(body).toMatchObject({
      status: true,
      default_language: 'mn_MN',
      microservice_dev: true,
      notify: { sound: '/assets/notification.mp3', firebaseConfig },
      languages: example.languages,
      title: example.title,
      subTitle: example.subTitle,
      role_redirects: example.role_redirects,
      static_words: example.static_words,
      password_reset_time_out: 30,
    })
  })

  it('never sends a field off the allow-list, even one the store hands over', async () => {
    // A store holding a document of a later format version, read without this server's schema.
    class LaterStore extends MemoryDocumentStore {
      override async list<TKind extends Parameters<MemoryDocumentStore['list']>[0]>(kind: TKind) {
        const stored = await super.list(kind)
        return stored.map(
          (entry) => ({ ...entry, document: { ...entry.document, ...withSecrets } }) as StoredDocument as typeof entry,
        )
      }
    }
    const response = await serve(new LaterStore([example])).inject({ method: 'GET', url: '/api/lambda-config' })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('hunter2')
    expect(response.body).not.toContain('secret-server-key')
    expect(response.body).not.toContain('secret-token')
  })

  it('asks clients to revalidate and answers 304 while the configuration is unchanged', async () => {
    const store = new MemoryDocumentStore([example])
    const server = serve(store)
    const first = await server.inject({ method: 'GET', url: '/api/lambda-config' })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    const again = await server.inject({
      method: 'GET',
      url: '/api/lambda-config',
      headers: { 'if-none-match': String(etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)

    await store.put({ ...example, subTitle: 'Шинэ дэд гарчиг' }, { by: 'admin' })
    const changed = await server.inject({
      method: 'GET',
      url: '/api/lambda-config',
      headers: { 'if-none-match': String(etag) },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json()).toMatchObject({ subTitle: 'Шинэ дэд гарчиг' })
  })

  it('answers 503 PROJECT_NOT_CONFIGURED when the store has no project document', async () => {
    const response = await serve(new MemoryDocumentStore([])).inject({ method: 'GET', url: '/api/lambda-config' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      status: false,
      code: 'PROJECT_NOT_CONFIGURED',
      msg: 'Төслийн тохиргоо (project баримт) алга байна',
      enMsg: 'The project is not configured: it has no project document',
      koMsg: '프로젝트가 설정되지 않았습니다. 프로젝트 문서가 없습니다',
    })
  })

  it('answers 503 PROJECT_AMBIGUOUS rather than pick one of two project documents', async () => {
    const store = new MemoryDocumentStore([example, { ...example, name: 'second' }])
    const response = await serve(store).inject({ method: 'GET', url: '/api/lambda-config' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ status: false, code: 'PROJECT_AMBIGUOUS' })
  })
})

describe.each(testBackends())('GET /api/lambda-config from the database store on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  beforeAll(() => {
    database = testDatabase()
  })

  it('answers the stored project document, and a new ETag after it is changed', async () => {
    const store = createDatabaseStore(database.db)
    const app = buildApp({ config: testConfig(), store, database, logger: false })
    try {
      const empty = await app.inject({ method: 'GET', url: '/api/lambda-config' })
      expect(empty.statusCode).toBe(503)
      expect(empty.json()).toMatchObject({ code: 'PROJECT_NOT_CONFIGURED' })

      await store.put(example, { by: null })
      const first = await app.inject({ method: 'GET', url: '/api/lambda-config' })
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual(lambdaConfigOf(example))

      await store.put({ ...example, default_language: 'en_US' }, { by: 'admin', expectedRevision: 1 })
      const changed = await app.inject({
        method: 'GET',
        url: '/api/lambda-config',
        headers: { 'if-none-match': String(first.headers.etag) },
      })
      expect(changed.statusCode).toBe(200)
      expect(changed.json()).toMatchObject({ default_language: 'en_US' })
    } finally {
      await app.close()
    }
  })
})
