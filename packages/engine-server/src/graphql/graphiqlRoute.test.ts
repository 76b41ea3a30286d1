// GraphiQL at /api/graphiql through the whole server over the heritage example: the page for a
// role with GraphQL access, a sign-in redirect or the catalogue's refusal for anyone else, and
// its files from the bundle of the npm package, none from elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureGraphiqlBundle } from '../../bin/graphiqlBundle.mjs'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE, seedHeritage } from './testing.ts'

describe.each(testBackends())('GraphiQL on $name', { timeout: 180_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp

  beforeAll(async () => {
    await ensureGraphiqlBundle()
    await seedHeritage(database().db)
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE }),
      store: createFolderStore(HERITAGE),
      database: database(),
      logger: false,
    })
    await app.ready()
  }, 180_000)
  afterAll(async () => {
    await app?.close()
  })

  const page = async (login: string | null, accept = 'text/html') =>
    app.inject({
      url: '/api/graphiql',
      headers: {
        accept,
        ...(login === null ? {} : { authorization: (await signInHeaders(app, login)).authorization }),
      },
    })

  it('serves the page to a role with GraphQL access, its script and styles from this server', async () => {
    const answer = await page('staff')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    const scripts = [...answer.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1])
    const styles = [...answer.body.matchAll(/<link[^>]*href="([^"]+)"/g)].map((match) => match[1])
    expect(scripts).toEqual(['/api/graphiql/assets/graphiql.js'])
    expect(styles).toEqual(['/api/graphiql/assets/graphiql.css'])
    expect(answer.body).toContain('data-endpoint="/api/query"')
    const policy = String(answer.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toMatch(/https?:/)
    for (const [file, type] of [
      ['graphiql.js', 'text/javascript'],
      ['graphiql.css', 'text/css'],
      ['editor.worker.js', 'text/javascript'],
      ['json.worker.js', 'text/javascript'],
      ['graphql.worker.js', 'text/javascript'],
    ] as const) {
      const asset = await app.inject({ url: `/api/graphiql/assets/${file}` })
      expect(asset.statusCode, file).toBe(200)
      expect(asset.headers['content-type'], file).toContain(type)
      // No script or style sheet of the bundle is fetched from another site.
      expect(asset.body, file).not.toMatch(/(?:import|from|url\()\s*["']?https?:\/\//)
    }
  })

  it('sends a visitor asking for the page to sign in, and answers 401 to one asking for anything else', async () => {
    const html = await page(null)
    expect(html.statusCode).toBe(302)
    expect(html.headers.location).toBe('/auth/login')
    const json = await page(null, 'application/json')
    expect(json.statusCode).toBe(401)
    expect(json.json()).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('refuses a role that may read only what everyone may (the applicant: the public news)', async () => {
    const answer = await page('applicant')
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' })
  })

  it('serves only the bundle’s own files, by their plain names', async () => {
    for (const file of [
      '.source-hash',
      '..%2Fpackage.json',
      '%2E%2E%2F%2E%2E%2Fpackage.json',
      'missing.js',
      'graphiql.map',
    ]) {
      const answer = await app.inject({ url: `/api/graphiql/assets/${file}` })
      expect(answer.statusCode, file).toBe(404)
    }
  })
})
