// Password fields of a form are write-only: stored as an argon2id hash, kept when an update
// leaves them out or empty, and never answered by a read (one record, a list, an export, a
// printout, GraphQL), nor usable to sort, filter or search by. Over the heritage field samples,
// whose form has the password field `secret`; the test gives its grid a column for it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GraphqlDocument } from '@tamga/schema'
import argon2 from 'argon2'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { MemoryDocumentStore, signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from './testing.ts'

type Row = Record<string, unknown>

const FIELD_SAMPLE_ENTRY: GraphqlDocument = {
  kind: 'graphql',
  version: 1,
  name: 'field_sample',
  model: 'field_sample',
  typeName: 'FieldSample',
  idField: 'id',
  hiddenFields: ['deleted_at'],
  actions: { add: true, edit: true, delete: false },
}

/** The heritage documents; the field samples' grid lists, exports and prints `secret` too. */
async function storeWithSecretColumn(): Promise<MemoryDocumentStore> {
  const documents = (await createFolderStore(HERITAGE_DIR).listAll()).map(({ document }) => {
    if (document.kind !== 'grid' || document.name !== 'field-sample-grid') return document
    return {
      ...document,
      columns: [
        ...document.columns,
        { field: 'secret', label: 'Нууц үгийн багана', filter: { type: 'text' as const } },
      ],
      globalSearch: true,
      excel: { export: true },
      print: { paperSize: 'A4' as const, orientation: 'landscape' as const },
    }
  })
  return new MemoryDocumentStore([...documents, FIELD_SAMPLE_ENTRY])
}

describe.each(testBackends())('write-only password fields on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let dataDir: string
  let headers: Record<string, string>

  beforeAll(async () => {
    await seedHeritage(database().db)
    dataDir = await mkdtemp(join(tmpdir(), 'tamga-write-only-'))
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR, dataDir }),
      store: await storeWithSecretColumn(),
      database: database(),
      logger: false,
    })
    await app.ready()
    headers = await signInHeaders(app, 'admin')
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true })
  })

  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Row) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    })
    return { status: response.statusCode, body: response.json() as Row & { record: Row; rows: Row[] } }
  }
  const storedSecret = async (id: unknown) =>
    (
      await sql<{ secret: string | null }>`select secret from field_sample where id = ${Number(id)}`.execute(
        database().db,
      )
    ).rows[0]?.secret
  const create = async (secret: unknown, title = 'Нууц үгтэй жишээ') => {
    const answer = await api('POST', '/records/field-samples', { title, category: 'event', secret })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.record
  }
  const update = async (id: unknown, values: Row) => {
    const read = await api('GET', `/records/field-samples/${String(id)}`)
    const answer = await api(
      'PATCH',
      `/records/field-samples/${String(id)}?version=${String(read.body.record._version)}`,
      values,
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.record
  }

  it('stores a password as an argon2id hash of what was typed, and answers the record without it', async () => {
    const record = await create('Хөөмий-2025!')
    expect(record).not.toHaveProperty('secret')
    const stored = await storedSecret(record.id)
    expect(stored).toMatch(/^\$argon2id\$/)
    expect(await argon2.verify(stored ?? '', 'Хөөмий-2025!')).toBe(true)
  })

  it('keeps the stored hash when an update leaves the password out, or sends it empty or null', async () => {
    const record = await create('эхний-нууц')
    const hash = await storedSecret(record.id)
    await update(record.id, { title: 'Гарчиг өөрчлөгдсөн' })
    expect(await storedSecret(record.id)).toBe(hash)
    await update(record.id, { title: 'Дахин өөрчлөгдсөн', secret: '' })
    expect(await storedSecret(record.id)).toBe(hash)
    const answered = await update(record.id, { secret: null })
    expect(answered).not.toHaveProperty('secret')
    expect(await storedSecret(record.id)).toBe(hash)
  })

  it('replaces the hash when an update sends a new password', async () => {
    const record = await create('хуучин')
    const answered = await update(record.id, { secret: 'шинэ-нууц' })
    expect(answered).not.toHaveProperty('secret')
    const stored = await storedSecret(record.id)
    expect(await argon2.verify(stored ?? '', 'шинэ-нууц')).toBe(true)
    expect(await argon2.verify(stored ?? '', 'хуучин')).toBe(false)
  })

  it('stores no password when a new record leaves it empty', async () => {
    const record = await create('')
    expect(await storedSecret(record.id)).toBeNull()
  })

  it('never answers the password in a read, a list, an export or a printout', async () => {
    const record = await create('жагсаалтад-үл-харагдах')
    const hash = String(await storedSecret(record.id))
    const read = await api('GET', `/records/field-samples/${String(record.id)}`)
    expect(read.status).toBe(200)
    expect(read.body.record).not.toHaveProperty('secret')
    const list = await api('GET', '/records/field-samples?pageSize=100')
    expect(list.status).toBe(200)
    expect(list.body.rows.some((row) => row.id === record.id)).toBe(true)
    for (const row of list.body.rows) expect(row).not.toHaveProperty('secret')
    const exported = await app.inject({ url: '/api/records/field-samples/export.xlsx', headers })
    expect(exported.statusCode).toBe(200)
    const ExcelJS = (await import('exceljs')).default
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer)
    const cells: string[] = []
    book.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value))
      })
    })
    expect(cells.length).toBeGreaterThan(0)
    expect(cells).not.toContain('Нууц үгийн багана')
    expect(cells.some((cell) => cell.includes('$argon2'))).toBe(false)
    const printed = await app.inject({ url: '/api/records/field-samples/print?format=html', headers })
    expect(printed.statusCode, printed.body.slice(0, 300)).toBe(200)
    expect(printed.body).not.toContain('Нууц үгийн багана')
    expect(printed.body).not.toContain(hash)
  })

  it('does not sort, filter or search a list by the password', async () => {
    await create('хайлтанд-үл-орох')
    const sorted = await api('GET', '/records/field-samples?sort=secret')
    expect(sorted.status).toBe(400)
    const filtered = await api(
      'GET',
      `/records/field-samples?filter=${encodeURIComponent('{"secret":{"text":"$argon2id"}}')}`,
    )
    expect(filtered.status).toBe(400)
    const searched = await api('GET', `/records/field-samples?search=${encodeURIComponent('argon2id')}`)
    expect(searched.status).toBe(200)
    expect(searched.body.total).toBe(0)
  })

  it('lets GraphQL set a password but never read, filter or sort by it', async () => {
    const gql = async (query: string) => {
      const response = await app.inject({ method: 'POST', url: '/api/graphql', headers, payload: { query } })
      return response.json() as { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }
    }
    const added = await gql(
      'mutation { addFieldSample(input: { title: "GraphQL-ийн жишээ", category: "event", secret: "граф-нууц" }) { id title } }',
    )
    expect(added.errors).toBeUndefined()
    const id = (added.data?.addFieldSample as Row | undefined)?.id
    expect(await argon2.verify(String(await storedSecret(id)), 'граф-нууц')).toBe(true)
    for (const query of [
      `{ fieldSample(id: ${String(id)}) { secret } }`,
      '{ fieldSampleList(filter: { secret: { eq: "x" } }) { id } }',
      '{ fieldSampleList(sort: [{ field: secret }]) { id } }',
    ]) {
      const answer = await gql(query)
      expect(answer.errors?.length, query).toBeGreaterThan(0)
      expect(JSON.stringify(answer)).not.toContain('$argon2')
    }
    const searched = await gql('{ fieldSampleList(search: "argon2id") { id } }')
    expect(searched.data?.fieldSampleList).toEqual([])
  })
})
