// The records API inside the whole server, over the heritage example's documents and seed rows:
// real sessions, real role documents with their krud rights and row conditions.

import { RecordsPageSchema } from '@tamga/schema'
import { sql } from 'kysely'
import { Value } from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from './testing.ts'

const heritage = HERITAGE_DIR

interface ListAnswer {
  rows: Array<Record<string, unknown>>
  total: number
  totalIsEstimate: boolean
  next: string | null
  consolidation: Record<string, number | null>
}

describe.each(testBackends())('the records API on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp

  beforeAll(async () => {
    await seedHeritage(database().db)
    app = buildApp({
      config: testConfig({ projectDir: heritage }),
      store: createFolderStore(heritage),
      database: database(),
      logger: false,
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  const signIn = (login: string, password?: string) => signInHeaders(app, login, password)
  const list = async (login: string, krud: string, query = '') => {
    const response = await app.inject({ url: `/api/records/${krud}${query}`, headers: await signIn(login) })
    return {
      status: response.statusCode,
      body: response.json() as ListAnswer & { code?: string; issues?: Array<{ path: string }> },
    }
  }

  /** The smallest id of a table's rows matching a condition. */
  const idWhere = async (table: string, condition: ReturnType<typeof sql>) => {
    const row = (
      await sql<{ id: number }>`select min(id)::integer as id from ${sql.table(table)} where ${condition}`.execute(
        database().db,
      )
    ).rows[0]
    if (row?.id === undefined || row.id === null) throw new Error(`no ${table} row matches`)
    return row.id
  }

  it('answers malformed list parameters with 400 and where they are wrong, never a server error', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const filter = (value: object) => `?filter=${encodeURIComponent(JSON.stringify(value))}`
    const cases: Array<[string, string, string]> = [
      ['news', '?search=%E1%A0%A0a%00b', '/search'],
      ['news', filter({ title: { text: 'a\u0000b' } }), '/filter/title'],
      ['heritage-bearers', filter({ aimag_id: { in: ['Ховд'] } }), '/filter/aimag_id/in/0'],
      ['heritage-bearers', filter({ aimag_id: { in: [{ id: 1 }] } }), '/filter/aimag_id'],
      ['heritage-bearers', filter({ aimag_id: { in: [2 ** 70] } }), '/filter/aimag_id/in/0'],
      ['heritage-bearers', filter({ aimag_id: { in: [1.5] } }), '/filter/aimag_id/in/0'],
      ['heritage-bearers', filter({ is_published: { in: ['maybe'] } }), '/filter/is_published/in/0'],
      ['heritage-bearers', filter({ aimag_id: { label: 20 } }), '/filter/aimag_id'],
      ['heritage-bearers', filter({ aimag_id: { label: 'Ховд\u0000' } }), '/filter/aimag_id'],
      ['heritage-bearers', filter({ aimag_id: { label: 'х'.repeat(201) } }), '/filter/aimag_id'],
      ['news', filter({ title: { label: 'Ховд' } }), '/filter/title'],
      ['news', filter({ published_at: { from: '2024-13-45' } }), '/filter/published_at/from'],
      ['news', filter({ published_at: { to: '2024-02-30' } }), '/filter/published_at/to'],
      ['news', filter({ view_count: { from: 1e300 } }), '/filter/view_count/from'],
      ['news', `?after=${encode([{ forged: true }, 1])}`, '/after'],
      ['news', `?after=${encode(['not a time', 1])}`, '/after'],
      ['news', `?after=${encode(['2024-01-01T00:00:00Z', 'one'])}`, '/after'],
      ['news', '?after=%00%00', '/after'],
    ]
    for (const [krud, query, path] of cases) {
      const { status, body } = await list('sysadmin', krud, query)
      expect({ query, status, code: body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' })
      expect(body.issues?.map((found) => found.path)).toContain(path)
    }
    // What a grid sends for a relation or a yes/no column still reads: the id as text, the flag as text.
    const khovd = (await sql<{ id: number }>`select id from aimag where name = 'Ховд'`.execute(database().db)).rows[0]
    if (khovd === undefined) throw new Error('the heritage seed has no Khovd province')
    const byText = await list('sysadmin', 'heritage-bearers', filter({ aimag_id: { in: [String(khovd.id)] } }))
    const byNumber = await list('sysadmin', 'heritage-bearers', filter({ aimag_id: { in: [khovd.id] } }))
    expect(byText.status).toBe(200)
    expect(byText.body.rows).toEqual(byNumber.body.rows)
    expect((await list('sysadmin', 'news', filter({ is_published: { in: ['true'] } }))).status).toBe(200)
  })

  it('lists a krud’s page with the total, in the grid’s order', async () => {
    const { status, body } = await list('sysadmin', 'news', '?pageSize=3')
    expect(status).toBe(200)
    expect(body.rows).toHaveLength(3)
    expect(body.total).toBeGreaterThan(3)
    expect(body.totalIsEstimate).toBe(false)
    expect(body.next).not.toBeNull()
  })

  it('answers a page as the JSON RecordsPageSchema describes, its keys in the schema’s order', async () => {
    const response = await app.inject({ url: '/api/records/news?pageSize=3', headers: await signIn('sysadmin') })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    const page: unknown = response.json()
    expect(Value.Check(RecordsPageSchema, page)).toBe(true)
    expect(Object.keys(page as object)).toEqual(Object.keys(RecordsPageSchema.properties))
    expect(response.body).toBe(JSON.stringify(page))
  })

  it('gives each listed row the version an update of it must name', async () => {
    const { body } = await list('sysadmin', 'news', '?pageSize=1')
    const [row] = body.rows
    const headers = await signIn('sysadmin')
    const read = await app.inject({ url: `/api/records/news/${String(row?.id)}`, headers })
    expect(row?._version).toBeTypeOf('string')
    expect(row?._version).toBe(read.json().record._version)
  })

  it('pages by keyset with the answer’s cursor, meeting the offset pages', async () => {
    const first = await list('sysadmin', 'news', '?pageSize=2')
    const byKeyset = await list('sysadmin', 'news', `?pageSize=2&after=${first.body.next}`)
    const byOffset = await list('sysadmin', 'news', '?pageSize=2&page=2')
    expect(byKeyset.body.rows).toEqual(byOffset.body.rows)
  })

  it('gives an applicant only the applications they filed, through every filter', async () => {
    const applicant = await app.inject({ url: '/api/auth/me', headers: await signIn('applicant') })
    const applicantId = applicant.json().user.id as number
    const all = await list('sysadmin', 'applications', '?pageSize=1000')
    const own = await list('applicant', 'applications', '?pageSize=1000')
    expect(own.status).toBe(200)
    const theirs = await database()
      .db.selectFrom('application' as never)
      .select('id' as never)
      .where('applicant_id' as never, '=', applicantId as never)
      .execute()
    const ids = (rows: ReadonlyArray<Record<string, unknown>>) =>
      rows.map((row) => Number(row.id)).sort((a, b) => a - b)
    expect(ids(own.body.rows)).toEqual(ids(theirs as Array<Record<string, unknown>>))
    expect(own.body.total).toBe(theirs.length)
    expect(own.body.total).toBeLessThan(all.body.total)
    // A filter or a search never widens what the role may see.
    const search = await list('applicant', 'applications', '?search=a&pageSize=1000')
    expect(ids(search.body.rows).every((id) => ids(own.body.rows).includes(id))).toBe(true)
  })

  it('refuses a role without read rights, and anonymous callers', async () => {
    expect((await list('applicant', 'news')).status).toBe(403)
    const anonymous = await app.inject({ url: '/api/records/news' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses sorting and filtering by what the grid does not offer, naming each problem', async () => {
    const filter = encodeURIComponent(JSON.stringify({ password: { text: 'x' }, title: { text: 5 } }))
    const { status, body } = await list('sysadmin', 'applications', `?sort=-password&filter=${filter}`)
    expect(status).toBe(400)
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['/filter/password', '/filter/title', '/sort'])
  })

  it('finds Cyrillic records by a Latin search and the other way round', async () => {
    const cyrillic = await list(
      'sysadmin',
      'heritage-bearers',
      `?pageSize=1000&search=${encodeURIComponent('Нямсүрэн')}`,
    )
    const latin = await list('sysadmin', 'heritage-bearers', '?pageSize=1000&search=nyamsuren')
    expect(cyrillic.body.total).toBeGreaterThan(0)
    expect(latin.body.rows).toEqual(cyrillic.body.rows)
  })

  it('reads one record, and answers 404 for a record outside the role’s rows or a malformed id', async () => {
    const applicant = await signIn('applicant')
    const own = await list('applicant', 'applications', '?pageSize=1')
    const ownId = own.body.rows[0]?.id
    const read = await app.inject({ url: `/api/records/applications/${ownId}`, headers: applicant })
    expect(read.statusCode).toBe(200)
    expect(read.json().record.id).toBe(ownId)
    const others = await database()
      .db.selectFrom('application' as never)
      .select(sql<number>`min(id)`.as('id'))
      .executeTakeFirstOrThrow()
    const someoneElses = await app.inject({
      url: `/api/records/applications/${(others as { id: number }).id}`,
      headers: applicant,
    })
    expect(someoneElses.statusCode).toBe(404)
    expect((await app.inject({ url: '/api/records/applications/abc', headers: applicant })).statusCode).toBe(404)
  })

  it('deletes to the deleted list, restores, and removes for good, with an audit row for each', async () => {
    const admin = await signIn('sysadmin')
    const before = await list('sysadmin', 'news', '?pageSize=1')
    const id = before.body.rows[0]?.id
    expect((await app.inject({ method: 'DELETE', url: `/api/records/news/${id}`, headers: admin })).statusCode).toBe(
      200,
    )
    expect((await app.inject({ url: `/api/records/news/${id}`, headers: admin })).statusCode).toBe(404)
    const deleted = await list('sysadmin', 'news', '?deleted=true&pageSize=1000')
    expect(deleted.body.rows.map((row) => row.id)).toContain(id)
    expect(
      (await app.inject({ method: 'POST', url: `/api/records/news/${id}/restore`, headers: admin })).statusCode,
    ).toBe(200)
    expect((await app.inject({ url: `/api/records/news/${id}`, headers: admin })).statusCode).toBe(200)
    // Only a deleted record can be removed for good.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/records/news/${id}/permanent`, headers: admin })).statusCode,
    ).toBe(404)
    await app.inject({ method: 'DELETE', url: `/api/records/news/${id}`, headers: admin })
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/records/news/${id}/permanent`, headers: admin })).statusCode,
    ).toBe(200)
    expect(
      (await list('sysadmin', 'news', '?deleted=true&pageSize=1000')).body.rows.map((row) => row.id),
    ).not.toContain(id)
    const log = await database()
      .db.selectFrom('tamga_crud_log')
      .select(['action', 'row_id', 'krud'])
      .where('table_name', '=', 'news')
      .orderBy('id')
      .execute()
    expect(log.filter((entry) => entry.row_id === String(id)).map((entry) => entry.action)).toEqual([
      'delete',
      'restore',
      'delete',
      'purge',
    ])
  })

  it('refuses deleting to a role without the delete right', async () => {
    const applicant = await signIn('applicant')
    const own = await list('applicant', 'applications', '?pageSize=1')
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/records/applications/${own.body.rows[0]?.id}`,
      headers: applicant,
    })
    expect(response.statusCode).toBe(403)
  })

  it('creates a record checked with the form’s schema, filed in the caller’s name whatever they send', async () => {
    const applicant = await signIn('applicant')
    const me = (await app.inject({ url: '/api/auth/me', headers: applicant })).json().user.id as number
    const missing = await app.inject({
      method: 'POST',
      url: '/api/records/applications',
      headers: applicant,
      payload: { heritage_bearer_id: 1, amount: 1000 },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().issues.map((found: { path: string }) => found.path)).toContain('/title')
    const created = await app.inject({
      method: 'POST',
      url: '/api/records/applications',
      headers: applicant,
      payload: { heritage_bearer_id: 1, title: 'Уртын дууны сургалт', amount: 1_500_000 },
    })
    expect(created.statusCode).toBe(200)
    const record = created.json().record as Record<string, unknown>
    expect(record).toMatchObject({ title: 'Уртын дууны сургалт', applicant_id: me })
    const own = await list('applicant', 'applications', '?pageSize=1000')
    expect(own.body.rows.map((row) => row.id)).toContain(record.id)
  })

  it('keeps a form’s read-only fields as stored, and a new record’s at their default: disabled, or disabled by a condition', async () => {
    const admin = await signIn('sysadmin')
    const patch = async (krud: string, id: number, payload: object) => {
      const { _version } = (await app.inject({ url: `/api/records/${krud}/${id}`, headers: admin })).json().record
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/records/${krud}/${id}?version=${_version}`,
        headers: admin,
        payload,
      })
      return { status: response.statusCode, body: response.json() }
    }
    const refusedAt = (answer: {
      status: number
      body: { code?: string; issues?: Array<{ path: string; code: string }> }
    }) => ({
      status: answer.status,
      code: answer.body.code,
      issues: answer.body.issues?.map((found) => `${found.path} ${found.code}`),
    })
    const news = await idWhere('news', sql`true`)
    const stored = (await app.inject({ url: `/api/records/news/${news}`, headers: admin })).json().record
    // `disabled`: the view count is the site's to count.
    expect(refusedAt(await patch('news', news, { view_count: Number(stored.view_count) + 1000 }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: ['/view_count read-only'],
    })
    // Sent back unchanged, it is no change and no refusal.
    expect((await patch('news', news, { view_count: stored.view_count, title: 'Гарчиг засав' })).status).toBe(200)
    // `disabledWhen: id <> null`: a stored category's address stays.
    const category = await idWhere('content_category', sql`true`)
    expect(refusedAt(await patch('content-categories', category, { slug: 'oor-hayag' })).issues).toEqual([
      '/slug read-only',
    ])
    // `disabledWhen` on the status: a decided application's amount stays.
    const decided = await idWhere('application', sql`process_status = 'END'`)
    expect(refusedAt(await patch('applications', decided, { amount: 1, title: 'Өөр' })).issues).toEqual([
      '/title read-only',
      '/amount read-only',
    ])
    // A new record cannot set what its form opens read-only either.
    const created = await app.inject({
      method: 'POST',
      url: '/api/records/news',
      headers: admin,
      payload: { title: 'Шинэ мэдээ', view_count: 999 },
    })
    expect(refusedAt({ status: created.statusCode, body: created.json() }).issues).toContain('/view_count read-only')
  })

  it('updates only what is sent, and refuses a stale write with 409 instead of losing it', async () => {
    const admin = await signIn('sysadmin')
    // An application sent back for more material: its fields are editable again.
    const id = await idWhere('application', sql`process_status = 'RE_CREATE'`)
    const read = (await app.inject({ url: `/api/records/applications/${id}`, headers: admin })).json().record
    const first = await app.inject({
      method: 'PATCH',
      url: `/api/records/applications/${id}?version=${read._version}`,
      headers: admin,
      payload: { title: 'Шинэчилсэн гарчиг' },
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().record).toMatchObject({ title: 'Шинэчилсэн гарчиг', amount: read.amount })
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/records/applications/${id}?version=${read._version}`,
      headers: admin,
      payload: { title: 'Хуучин хувилбараас' },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'RECORD_CHANGED' })
    const now = (await app.inject({ url: `/api/records/applications/${id}`, headers: admin })).json().record
    expect(now.title).toBe('Шинэчилсэн гарчиг')
    const nulled = await app.inject({
      method: 'PATCH',
      url: `/api/records/applications/${id}?version=${now._version}`,
      headers: admin,
      payload: { amount: null },
    })
    expect(nulled.statusCode).toBe(400)
  })

  it('keeps each user’s saved searches on a grid that offers them, checked against the grid', async () => {
    const staff = await signIn('sysadmin')
    const applicant = await signIn('applicant')
    const url = '/api/records/applications/saved-searches'
    const query = { filter: JSON.stringify({ title: { text: 'дуу' } }), sort: '-created_at' }
    const saved = await app.inject({ method: 'POST', url, headers: staff, payload: { name: 'Дуу', query } })
    expect(saved.statusCode).toBe(200)
    const again = await app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { name: 'Дуу', query: { ...query, search: 'морин' } },
    })
    expect(again.json().id).toBe(saved.json().id)
    const mine = (await app.inject({ url, headers: staff })).json().searches
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ name: 'Дуу', query: { search: 'морин' } })
    expect((await app.inject({ url, headers: applicant })).json().searches).toEqual([])

    const unknown = await app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { name: 'bad', query: { sort: 'no_such_column' } },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().issues[0].path).toBe('/sort')

    const foreign = await app.inject({ method: 'DELETE', url: `${url}/${saved.json().id}`, headers: applicant })
    expect(foreign.statusCode).toBe(404)
    const removed = await app.inject({ method: 'DELETE', url: `${url}/${saved.json().id}`, headers: staff })
    expect(removed.statusCode).toBe(200)
    expect((await app.inject({ url, headers: staff })).json().searches).toEqual([])
  })

  it('numbers a page’s rows from where the page starts in the whole list', async () => {
    const { body } = await list('sysadmin', 'news', '?pageSize=2&page=3')
    expect((body as unknown as { firstRowNumber: number }).firstRowNumber).toBe(5)
  })

  it('answers a table-sourced field’s choices in one statement: labels to whoever fills the form, visible fields to who reads the table, search and chosen values', async () => {
    const applicant = await signIn('applicant')
    const url = '/api/records/applications/options/heritage_bearer_id'
    const all = await app.inject({ url, headers: applicant })
    expect(all.statusCode).toBe(200)
    const options = all.json().options as Array<{ value: number; label: string; extra: Record<string, unknown> }>
    // The applicant may not read heritage bearers: the labels the form offers, not their other columns.
    expect(options.find((option) => option.value === 1)).toEqual({ value: 1, label: 'Жамъян Нямсүрэн' })
    expect(options.filter((option) => option.extra !== undefined)).toEqual([])
    const staffAnswer = await app.inject({ url, headers: await signIn('staff') })
    const staffFirst = staffAnswer.json().options.find((option: { value: number }) => option.value === 1)
    expect(staffFirst).toEqual({ value: 1, label: 'Жамъян Нямсүрэн', extra: { register_number: 'ДУ52041128' } })
    const labels = options.map((option) => option.label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'mn')))

    const latin = await app.inject({ url: `${url}?search=nyamsuren`, headers: applicant })
    expect(latin.json().options.map((option: { value: number }) => option.value)).toContain(1)
    const chosen = await app.inject({ url: `${url}?values=1,2`, headers: applicant })
    expect(
      chosen
        .json()
        .options.map((option: { value: number }) => option.value)
        .sort(),
    ).toEqual([1, 2])
    const limited = await app.inject({ url: `${url}?limit=1`, headers: applicant })
    expect(limited.json()).toMatchObject({ more: true })
    expect(limited.json().options).toHaveLength(1)

    expect((await app.inject({ url: '/api/records/applications/options/title', headers: applicant })).statusCode).toBe(
      404,
    )
    expect((await app.inject({ url })).statusCode).toBe(401)
  })

  it('takes a date range’s last day whole on a timestamp column', async () => {
    const db = database().db
    const row = await sql<{ id: number }>`update news set published_at = '2031-05-17T12:30:00Z'
      where id = (select min(id) from news where deleted_at is null) returning id`.execute(db)
    const day = encodeURIComponent(JSON.stringify({ published_at: { from: '2031-05-17', to: '2031-05-17' } }))
    const { body } = await list('sysadmin', 'news', `?pageSize=100&filter=${day}`)
    expect(body.rows.map((found) => found.id)).toEqual([row.rows[0]?.id])
  })

  it('answers a value taken by another record, or a related record that does not exist, at its field, never a 500', async () => {
    const admin = await signIn('admin')
    const existing = (await list('admin', 'heritage-bearers', '?pageSize=1')).body.rows[0]?.id
    const read = (await app.inject({ url: `/api/records/heritage-bearers/${existing}`, headers: admin })).json().record
    const taken = await app.inject({
      method: 'POST',
      url: '/api/records/heritage-bearers',
      headers: admin,
      payload: {
        last_name: 'Давхар',
        first_name: 'Регистр',
        register_number: read.register_number,
        heritage_domain_id: read.heritage_domain_id,
      },
    })
    expect(taken.statusCode).toBe(400)
    expect(taken.json().issues[0]).toMatchObject({ path: '/register_number', code: 'unique' })
    const missing = await app.inject({
      method: 'POST',
      url: '/api/records/applications',
      headers: await signIn('applicant'),
      payload: { heritage_bearer_id: 987_654, title: 'Байхгүй өвлөгч', amount: 1000 },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().issues[0]).toMatchObject({ path: '/heritage_bearer_id', code: 'reference' })
  })

  it('finds rows by a relation column’s label, in the global search and in the column’s label filter, in Cyrillic and Latin', async () => {
    const names = (body: ListAnswer) => body.rows.map((row) => `${row.last_name} ${row.first_name}`).sort()
    const khovd = ['Дамдин Мөнх-Очир', 'Сэрээтэр Бат-Эрдэнэ']
    for (const words of ['Ховд', 'khovd']) {
      const searched = await list('staff', 'heritage-bearers', `?search=${encodeURIComponent(words)}`)
      expect({ words, names: names(searched.body) }).toEqual({ words, names: khovd })
      const label = encodeURIComponent(JSON.stringify({ aimag_id: { label: words } }))
      const filtered = await list('staff', 'heritage-bearers', `?filter=${label}`)
      expect({ words, names: names(filtered.body), total: filtered.body.total }).toEqual({
        words,
        names: khovd,
        total: 2,
      })
    }
    // A bearer's own words are still found beside the province's name.
    expect((await list('staff', 'heritage-bearers', '?search=Нямсүрэн')).body.total).toBe(1)
    // The applicant reads only their own applications; the bearer's name finds theirs.
    const applicant = await list('applicant', 'applications', `?search=${encodeURIComponent('nyamsuren')}`)
    expect(applicant.status).toBe(200)
    const theirs = await sql<{ n: number }>`select count(*)::integer as n from application
      where heritage_bearer_id = 1 and applicant_id = (select id from tamga_user where login = 'applicant')`.execute(
      database().db,
    )
    expect(applicant.body.rows.length).toBeGreaterThan(0)
    expect(applicant.body.rows.length).toBe(theirs.rows[0]?.n)
    expect(applicant.body.rows.every((row) => row.heritage_bearer_id === 1)).toBe(true)
  })

  it('answers a grid’s relation column’s choices to its readers, with their access to the related table', async () => {
    const staff = await signIn('staff')
    const aimags = await app.inject({
      url: '/api/records/heritage-bearers/options/aimag_id?of=grid&search=hovd',
      headers: staff,
    })
    expect(aimags.statusCode).toBe(200)
    expect(aimags.json().options.map((option: { label: string }) => option.label)).toContain('Ховд')
    // The applicant may not read heritage bearers: offered the ones their own applications name, no other.
    const applicant = await signIn('applicant')
    const bearers = await app.inject({
      url: '/api/records/applications/options/heritage_bearer_id?of=grid',
      headers: applicant,
    })
    expect(bearers.statusCode).toBe(200)
    const offered = bearers.json().options.map((option: { value: number }) => option.value)
    const named = (
      await sql<{ id: number }>`select distinct heritage_bearer_id::integer as id from application
        where applicant_id = (select id from tamga_user where login = 'applicant')`.execute(database().db)
    ).rows.map((row) => row.id)
    expect([...offered].sort()).toEqual([...named].sort())
    expect(offered.length).toBeLessThan(
      Number(
        (await sql<{ n: number }>`select count(*)::integer as n from heritage_bearer`.execute(database().db)).rows[0]
          ?.n,
      ),
    )
    // A grid filter is for readers: the applicant does not read heritage bearers' records at all.
    const refused = await app.inject({
      url: '/api/records/heritage-bearers/options/aimag_id?of=grid',
      headers: applicant,
    })
    expect(refused.statusCode).toBe(403)
    // A column without a relation has no choices.
    const plain = await app.inject({ url: '/api/records/heritage-bearers/options/last_name?of=grid', headers: staff })
    expect(plain.statusCode).toBe(404)
  })

  it('answers 404 for a krud that does not exist', async () => {
    expect((await list('admin', 'no-such-krud')).status).toBe(404)
  })
})
