// The fuzz test (issue 22): every list parameter and every write field of every krud of the
// heritage example, and every query parameter and body field of every other route of the OpenAPI
// description, sent hostile values (SQL metacharacters, NUL, odd Unicode, oversized text, wrong
// types, forged cursors). Not one answer may be a server error, and a refused write leaves the
// krud's table as it was. The routes, parameters, grid columns and form fields come from the
// description and the documents, so a new one is fuzzed without editing this file.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { HERITAGE_DIR, seedHeritage, tableFingerprint } from '../records/testing.ts'
import { signInHeaders, testConfig } from './testing.ts'

/** Text that has broken servers: SQL, NUL, odd Unicode, markup, paths, numbers out of range. */
const HOSTILE_TEXT = [
  "' OR '1'='1",
  '1); DROP TABLE news; --',
  'a\u0000b',
  '%00',
  '\\',
  '"',
  '\u202Eevil\u200D',
  '\uD83D',
  '𝕳𝖊𝖑𝖑𝖔 ᠮᠣᠩᠭᠣᠯ',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '-1',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'x'.repeat(70_000),
]

/** The values each write field and filter is sent: one of each kind a column could fail on, and every wrong type. */
const HOSTILE_WRITES: unknown[] = [
  "' OR '1'='1",
  'a\u0000b',
  '\uD83D',
  'x'.repeat(70_000),
  '99999999999999999999999',
  -1,
  2 ** 64,
  1.5,
  1e308,
  true,
  null,
  [],
  {},
  { $ne: null },
  JSON.parse('{"__proto__": {"admin": true}}'),
]

/** Cursors no server gave: wrong base64, forged JSON, huge. */
const FORGED_CURSORS = [
  'not-a-cursor!!',
  Buffer.from('{"v":["x\'); drop table news; --"],"id":"1"}').toString('base64url'),
  Buffer.from('{"v":[{"a":1}],"id":{"b":2}}').toString('base64url'),
  Buffer.from('[1,2,3]').toString('base64url'),
  Buffer.from('\u0000\u0001\u0002').toString('base64url'),
  'A'.repeat(1999),
]

/**
 * A value as a URL carries it; a lone surrogate, which has no UTF-8, as the bytes a raw client
 * would send in its place.
 */
const encode = (value: string) =>
  value
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%BD' : encodeURIComponent(part)))
    .join('')

interface Operation {
  method: string
  path: string
  query: string[]
  body: string[]
}

/** Every operation of the description, with its query parameters and body fields. */
function operationsOf(description: {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: unknown }>>
}): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      const query = (operation.parameters ?? []).filter((found) => found.in === 'query').map((found) => found.name)
      const content = (operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
        ?.content
      const body = Object.keys(content?.['application/json']?.schema?.properties ?? {})
      operations.push({ method: method.toUpperCase(), path, query, body })
    }
  }
  return operations
}

describe.each(testBackends())('hostile input on $name', { timeout: 600_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const store = createFolderStore(HERITAGE_DIR)
  let app: TamgaApp
  let operations: Operation[] = []
  let admin: Record<string, string> = {}
  const serverErrors: string[] = []

  beforeAll(async () => {
    await seedHeritage(database().db)
    app = buildApp({ config: testConfig({ projectDir: HERITAGE_DIR }), store, database: database(), logger: false })
    await app.ready()
    operations = operationsOf((await app.inject({ url: '/api/docs/json' })).json())
    // The super admin reaches every line a parameter can reach; nothing is refused for want of a right.
    admin = await signInHeaders(app, 'admin')
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  /** Sends one request; a server error is noted with what caused it. */
  const send = async (method: string, url: string, payload?: unknown) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    // A path no route answers falls to the portal, which the tests do not build: not the input's fault.
    const unbuiltPortal = response.statusCode === 503 && response.body.includes('PORTAL_NOT_BUILT')
    if (response.statusCode >= 500 && !unbuiltPortal)
      serverErrors.push(
        `${method} ${url.slice(0, 160)} ${JSON.stringify(payload)?.slice(0, 160)} → ${response.statusCode}`,
      )
    return response
  }

  const fingerprint = (table: string) => tableFingerprint(database().db, table)

  const kruds = async () => {
    const found: Array<{ name: string; table: string; columns: string[]; fields: string[]; identity: string }> = []
    for (const { document: krud } of await store.list('krud')) {
      const grid = krud.grid === undefined ? undefined : (await store.get('grid', krud.grid))?.document
      const model = grid?.model === undefined ? undefined : (await store.get('model', grid.model))?.document
      const form = krud.form === undefined ? undefined : (await store.get('form', krud.form))?.document
      if (grid === undefined || model === undefined) continue
      found.push({
        name: krud.name,
        table: model.table,
        identity: grid.identity ?? 'id',
        columns: grid.columns.map((column) => column.field),
        fields: (form?.fields ?? []).map((field) => field.name),
      })
    }
    return found
  }

  it('answers every hostile list parameter of every krud without a server error', async () => {
    for (const krud of await kruds()) {
      const list = operations.find((found) => found.method === 'GET' && found.path === '/api/records/{krud}')
      const base = `/api/records/${krud.name}`
      for (const name of list?.query ?? []) {
        const values = name === 'after' ? [...HOSTILE_TEXT, ...FORGED_CURSORS] : HOSTILE_TEXT
        for (const value of values) await send('GET', `${base}?${name}=${encode(value)}`)
      }
      // Filters and sorts shaped as the grid's own columns take them, and columns it lacks.
      const filters = (value: unknown) => [{ text: value }, { in: [value, 1, null] }, { from: value, to: value }, value]
      for (const column of [...krud.columns, 'no_such_column', 'id; drop table news']) {
        for (const value of HOSTILE_WRITES) {
          for (const filter of filters(value)) {
            await send('GET', `${base}?filter=${encode(JSON.stringify({ [column]: filter }))}`)
          }
        }
        for (const sort of [column, `-${column}`, `${column},${column}`, `${column} desc; --`]) {
          await send('GET', `${base}?sort=${encode(sort)}`)
        }
      }
      for (const filter of ['{', '[]', 'null', '{"a":'.repeat(500), JSON.stringify({ __proto__: { x: 1 } })]) {
        await send('GET', `${base}?filter=${encode(filter)}`)
      }
    }
    expect(serverErrors.splice(0)).toEqual([])
  })

  it('writes nothing of a hostile record it refuses, and never answers a server error', async () => {
    const written: string[] = []
    for (const krud of await kruds()) {
      const [first] = (
        await sql<Record<string, unknown>>`select * from ${sql.table(krud.table)} order by 1 limit 1`.execute(
          database().db,
        )
      ).rows
      const url = first === undefined ? undefined : `/api/records/${krud.name}/${String(first[krud.identity])}`
      const versionOf = async (found: string) =>
        String(((await send('GET', found)).json() as { record?: { _version?: unknown } }).record?._version ?? '')
      // The table's fingerprint and the record's version are read again only after a write was
      // taken: a refused one must have left both as they were, which the next check confirms.
      let stored = await fingerprint(krud.table)
      let version = url === undefined ? '' : await versionOf(url)
      /** Notes a refused write that changed the table; takes in the table as a taken write left it. */
      const check = async (method: string, field: string, value: unknown, status: number) => {
        const now = await fingerprint(krud.table)
        if (status >= 400 && now !== stored)
          written.push(`${method} ${krud.name} ${field}=${JSON.stringify(value)?.slice(0, 40)} → ${status}`)
        stored = now
      }
      for (const field of krud.fields) {
        for (const value of HOSTILE_WRITES) {
          const created = await send('POST', `/api/records/${krud.name}`, { [field]: value })
          await check('POST', field, value, created.statusCode)
          if (url === undefined) continue
          const changed = await send('PATCH', `${url}?version=${encode(version)}`, { [field]: value })
          await check('PATCH', field, value, changed.statusCode)
          if (changed.statusCode < 400) version = await versionOf(url)
        }
      }
    }
    expect(serverErrors.splice(0)).toEqual([])
    expect(written).toEqual([])
  })

  it('answers every hostile parameter of every other route without a server error', async () => {
    for (const operation of operations) {
      if (operation.path.includes('{krud}') && operation.path !== '/api/records/{krud}/options/{field}') continue
      // Signing the caller out is not a fuzz, and a stream never ends.
      if (/\/auth\/logout$|\/stream$/.test(operation.path)) continue
      // The path's parameters are fuzzed too; a change names no record, so no account is touched.
      const filled = (value: string) =>
        operation.path
          .replace('{krud}', 'news')
          .replace('{kind}', 'form')
          .replace(/\{[a-zA-Z*]+\}/g, operation.method === 'GET' ? value : '999999')
      for (const value of HOSTILE_TEXT) {
        const path = filled(encode(value))
        await send(operation.method, path, operation.body.length === 0 ? undefined : {})
        for (const name of operation.query) {
          await send(operation.method, `${filled('1')}?${name}=${encode(value)}`)
        }
      }
      for (const name of operation.body) {
        for (const value of HOSTILE_WRITES) await send(operation.method, filled('999999'), { [name]: value })
      }
    }
    expect(serverErrors.splice(0)).toEqual([])
  })
})
