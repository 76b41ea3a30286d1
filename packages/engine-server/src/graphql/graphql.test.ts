// The GraphQL endpoint over the heritage example: generated schema, access (entry rights and
// row conditions), the records write path, limits, errors, and rebuilding on a document change.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { tamgaError } from '../http/errors.ts'
import { type MemoryDocumentStore, signInHeaders } from '../http/testing.ts'
import { bumpDocumentsVersion } from '../permissions/documentsVersion.ts'
import type { RecordChange } from '../records/changes.ts'
import { TriggerRegistry } from '../records/triggers.ts'
import { APPLICATION_ENTRY, type GraphqlTestServer, graphqlTestServer, heritageStore, seedHeritage } from './testing.ts'

interface Answer {
  status: number
  data: Record<string, unknown> | null
  errors: Array<{
    message: string
    path?: string[]
    extensions: { code: string; enMsg?: string; issues?: Array<{ path: string }> }
  }>
}

type Row = Record<string, unknown>

/** The rows a field answered; fails the test when it answered no list. */
function rowsOf(answer: Answer, field: string): Row[] {
  const value = answer.data?.[field]
  if (!Array.isArray(value)) throw new Error(`${field} answered ${JSON.stringify(answer)}`)
  return value as Row[]
}

/** The row a field answered; fails the test when it answered none. */
function rowOf(answer: Answer, field: string): Row {
  const value = answer.data?.[field]
  if (typeof value !== 'object' || value === null) throw new Error(`${field} answered ${JSON.stringify(answer)}`)
  return value as Row
}

describe.each(testBackends())('the GraphQL endpoint on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  // Trigger methods this test gives the application form (the heritage form names none).
  const started: string[] = []
  const triggers = new TriggerRegistry().register('Test\\Triggers\\Application', {
    started: (context) => {
      started.push(String(context.after?.id))
    },
    refuseLocked: (context) => {
      if (context.values.title === 'Түгжээтэй') throw tamgaError('FORBIDDEN')
    },
  })
  let server: GraphqlTestServer
  let store: MemoryDocumentStore
  const headers = new Map<string, Record<string, string>>()

  beforeAll(async () => {
    await seedHeritage(database().db)
    store = await heritageStore()
    const form = await store.get('form', 'application-form')
    if (form === undefined) throw new Error('the heritage example has no application form')
    await store.put(
      {
        ...form.document,
        triggers: { namespace: 'Test\\Triggers\\Application', afterInsert: 'started', beforeUpdate: 'refuseLocked' },
      },
      { by: null },
    )
    server = await graphqlTestServer(database(), store, { triggers })
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
  })

  async function signedIn(login: string | null): Promise<Record<string, string>> {
    if (login === null) return { 'x-requested-with': 'XMLHttpRequest' }
    let found = headers.get(login)
    if (found === undefined) {
      found = await signInHeaders(server.app, login)
      headers.set(login, found)
    }
    return found
  }

  async function gql(login: string | null, query: string, variables?: Row, url = '/api/graphql'): Promise<Answer> {
    const response = await server.app.inject({
      method: 'POST',
      url,
      headers: await signedIn(login),
      payload: { query, ...(variables === undefined ? {} : { variables }) },
    })
    const body = response.json() as { data?: Row | null; errors?: Answer['errors'] }
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [] }
  }

  const userId = async (login: string) =>
    (await database().db.selectFrom('tamga_user').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id

  const applicationIds = async (where = sql`true`) =>
    (
      await sql<{ id: number }>`select id from application where deleted_at is null and ${where} order by id`.execute(
        database().db,
      )
    ).rows.map((row) => String(row.id))

  it('lists rows with their nested sub-tables, built as JSON by PostgreSQL', async () => {
    const answer = await gql(
      'admin',
      '{ applicationList(limit: 100) { id title amount bearer { id first_name applications { id } } } }',
    )
    expect(answer.errors).toEqual([])
    const rows = answer.data?.applicationList as Row[]
    expect(rows.map((row) => row.id)).toEqual(await applicationIds())
    const stored = (
      await sql<Row>`select a.id, a.title, a.amount::text as amount, b.first_name from application a
        left join heritage_bearer b on b.id = a.heritage_bearer_id where a.deleted_at is null order by a.id`.execute(
        database().db,
      )
    ).rows
    for (const [index, row] of rows.entries()) {
      const expected = stored[index]
      expect(row).toMatchObject({ id: String(expected?.id), title: expected?.title, amount: expected?.amount })
      const bearers = row.bearer as Row[]
      expect(bearers.map((bearer) => bearer.first_name)).toEqual(
        expected?.first_name === null ? [] : [expected?.first_name],
      )
      // The bearer's own applications include the one we came from.
      expect((bearers[0]?.applications as Row[] | undefined)?.map((child) => child.id)).toContain(row.id)
    }
  })

  it('never exposes hidden fields: they are not in the type, so asking for one is a validation error', async () => {
    for (const query of [
      '{ applicationList { id deleted_at } }',
      '{ applicationList { id created_by } }',
      '{ applicationList { bearer { register_number } } }',
      '{ heritageBearerList { register_number } }',
    ]) {
      const answer = await gql('admin', query)
      expect(answer.status).toBe(400)
      expect(answer.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
      expect(answer.errors[0]?.extensions.enMsg).toMatch(/Cannot query field/)
      expect(answer.errors[0]?.message).toMatch(/төрөлд ".+" талбар байхгүй/)
    }
  })

  it('filters, sorts and pages as the records API does: text contains, ranges, sets, offset and keyset', async () => {
    const db = database().db
    const contains = await gql(
      'admin',
      '{ applicationList(limit: 100, filter: { title: { contains: "ДУУ" } }) { id } }',
    )
    expect(rowsOf(contains, 'applicationList').map((row) => row.id)).toEqual(
      await applicationIds(sql`title ilike ${'%дуу%'}`),
    )
    const range = await gql(
      'admin',
      '{ applicationList(limit: 100, filter: { amount: { from: 3000000, to: "13000000" } }) { id } }',
    )
    expect(rowsOf(range, 'applicationList').map((row) => row.id)).toEqual(
      await applicationIds(sql`amount between 3000000 and 13000000`),
    )
    const set = await gql('admin', '{ applicationList(filter: { heritage_bearer_id: { in: [1, 2, 8] } }) { id } }')
    expect(rowsOf(set, 'applicationList').map((row) => row.id)).toEqual(
      await applicationIds(sql`heritage_bearer_id in (1, 2, 8)`),
    )
    const sorted = (
      await sql<{ id: number }>`select id from application where deleted_at is null order by amount desc, id`.execute(
        db,
      )
    ).rows.map((row) => String(row.id))
    const sort = '[{ field: amount, desc: true }]'
    const all = await gql('admin', `{ applicationList(sort: ${sort}) { id _cursor } }`)
    expect(rowsOf(all, 'applicationList').map((row) => row.id)).toEqual(sorted)
    const byOffset = await gql('admin', `{ applicationList(sort: ${sort}, limit: 2, offset: 2) { id } }`)
    expect(rowsOf(byOffset, 'applicationList').map((row) => row.id)).toEqual(sorted.slice(2, 4))
    const second = rowsOf(all, 'applicationList')[1]
    const byKeyset = await gql(
      'admin',
      `query ($after: JSON) { applicationList(sort: ${sort}, limit: 2, after: $after) { id } }`,
      { after: second?._cursor },
    )
    expect(rowsOf(byKeyset, 'applicationList').map((row) => row.id)).toEqual(sorted.slice(2, 4))
    const count = await gql('admin', '{ applicationCount(filter: { amount: { from: 3000000 } }) }')
    expect(count.data?.applicationCount).toBe((await applicationIds(sql`amount >= 3000000`)).length)
  })

  it('refuses a filter value its column cannot hold, naming it, instead of failing in the database', async () => {
    const answer = await gql('admin', '{ applicationList(filter: { created_at: { from: "yesterday" } }) { id } }')
    expect(answer.data?.applicationList).toBeNull()
    expect(answer.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(answer.errors[0]?.extensions.issues?.[0]?.path).toBe('/applicationList/filter/created_at/from')
    const cursor = await gql('admin', '{ applicationList(after: ["x"]) { id } }')
    expect(cursor.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    const limit = await gql('admin', '{ applicationList(limit: 100000) { id } }')
    expect(limit.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
  })

  it('answers one row by its ID, and null for an ID that names no row or is malformed', async () => {
    const [first] = await applicationIds()
    const one = await gql('admin', `{ application(id: ${first}) { id title } }`)
    expect(one.data?.application).toMatchObject({ id: first })
    expect((await gql('admin', '{ application(id: 999999) { id } }')).data?.application).toBeNull()
    const malformed = await gql('admin', '{ application(id: "abc") { id } }')
    expect(malformed.errors).toEqual([])
    expect(malformed.data?.application).toBeNull()
  })

  it('shows an entry to any signed-in person by default, to the listed roles only when set, public ones to visitors', async () => {
    // application: no roles listed.
    expect((await gql('council1', '{ applicationList { id } }')).errors).toEqual([])
    // feedback: roles 1, 2 and 3 only.
    expect((await gql('staff', '{ feedbackList { id } }')).errors).toEqual([])
    const applicant = await gql('applicant', '{ feedbackList { id } }')
    expect(applicant.data?.feedbackList).toBeNull()
    expect(applicant.errors[0]?.extensions.code).toBe('FORBIDDEN')
    // news is public: visitors read it; application is not.
    const news = await gql(null, '{ newsList(limit: 3) { id title } }')
    expect(news.errors).toEqual([])
    expect(news.data?.newsList).toHaveLength(3)
    const anonymous = await gql(null, '{ applicationList { id } }')
    expect(anonymous.errors[0]?.extensions.code).toBe('UNAUTHORIZED')
  })

  it('shows a visitor’s introspection only the public entries, read only: no staff-only type, no mutation', async () => {
    const query = `{
      __schema { queryType { fields { name } } mutationType { name } subscriptionType { fields { name } } types { name } }
      bearer: __type(name: "HeritageBearer") { name }
    }`
    const schemaOf = (answer: Answer) => rowOf(answer, '__schema')
    const fieldNames = (answer: Answer, type: 'queryType' | 'subscriptionType') => {
      const found = schemaOf(answer)[type] as { fields: Array<{ name: string }> } | null
      return (found?.fields ?? []).map((field) => field.name).sort()
    }
    const visitor = await gql(null, query)
    expect(visitor.errors).toEqual([])
    expect(fieldNames(visitor, 'queryType')).toEqual([
      '_schemaVersion',
      'news',
      'newsAggregate',
      'newsConnection',
      'newsCount',
      'newsList',
    ])
    expect(fieldNames(visitor, 'subscriptionType')).toEqual(['newsChanged'])
    expect(schemaOf(visitor).mutationType).toBeNull()
    const types = (schemaOf(visitor).types as Array<{ name: string }>).map((type) => type.name)
    expect(types).toContain('News')
    expect(types.filter((name) => /Application|Bearer|Feedback|Insert$|Patch$/.test(name))).toEqual([])
    expect(visitor.data?.bearer).toBeNull()
    // A fragment hides nothing, and asking for a field the visitor's schema lacks is refused.
    const hidden = await gql(null, '{ ...q } fragment q on Query { __type(name: "Feedback") { name } }')
    expect(hidden.data).toEqual({ __type: null })
    expect((await gql(null, '{ __schema { types { name } } applicationList { id } }')).status).toBe(400)
    // Signed in, the same question sees what the documents expose to everyone who signs in.
    const staff = await gql('staff', query)
    expect(fieldNames(staff, 'queryType')).toEqual(expect.arrayContaining(['applicationList', 'feedbackList']))
    expect(schemaOf(staff).mutationType).toEqual({ name: 'Mutation' })
    expect(staff.data?.bearer).toEqual({ name: 'HeritageBearer' })
  })

  it('gives a visitor only the rows the public site shows: no unpublished news in a list, a count or one row', async () => {
    const unpublished = (
      await sql<{ id: number }>`select id from news where is_published = false order by id`.execute(database().db)
    ).rows.map((row) => row.id)
    expect(unpublished.length).toBeGreaterThan(0)
    const hidden = unpublished[0]
    const query = `{ newsList(limit: 100) { id } newsCount one: news(id: ${hidden}) { id } }`
    const visitor = await gql(null, query)
    expect(visitor.errors).toEqual([])
    const listed = ((visitor.data?.newsList ?? []) as Array<{ id: number }>).map((row) => row.id)
    expect(listed.filter((id) => unpublished.includes(id))).toEqual([])
    expect(visitor.data?.newsCount).toBe(listed.length)
    expect(visitor.data?.one).toBeNull()
    // Signed in, staff read every row of the entry, unpublished ones included.
    const staff = await gql('staff', query)
    expect(staff.data?.one).toEqual({ id: String(hidden) })
    expect(staff.data?.newsCount).toBe(listed.length + unpublished.length)
  })

  it('never shows an applicant another person’s applications: not in a list, a count, one row or a sub-table', async () => {
    const mine = await applicationIds(sql`applicant_id = ${await userId('applicant')}`)
    const others = await applicationIds(sql`applicant_id <> ${await userId('applicant')}`)
    expect(mine.length).toBeGreaterThan(0)
    expect(others.length).toBeGreaterThan(0)
    const list = await gql('applicant', '{ applicationList(limit: 1000) { id } applicationCount }')
    expect(rowsOf(list, 'applicationList').map((row) => row.id)).toEqual(mine)
    expect(list.data?.applicationCount).toBe(mine.length)
    const searched = await gql('applicant', '{ applicationList(limit: 1000, search: "а") { id } }')
    expect(rowsOf(searched, 'applicationList').every((row) => mine.includes(String(row.id)))).toBe(true)
    expect((await gql('applicant', `{ application(id: ${others[0]}) { id } }`)).data?.application).toBeNull()
    // The staff member's application has a bearer; through the bearer's applications, still only the applicant's own.
    const nested = await gql('applicant', '{ applicationList(limit: 100) { bearer { applications { id } } } }')
    const reached = rowsOf(nested, 'applicationList').flatMap((row) =>
      (row.bearer as Row[]).flatMap((bearer) => (bearer.applications as Row[]).map((child) => String(child.id))),
    )
    expect(reached.length).toBeGreaterThan(0)
    expect(reached.every((id) => mine.includes(id))).toBe(true)
  })

  it('adds through the krud’s form: validated, filed in the caller’s name, audited and told to the change hub', async () => {
    const changes: RecordChange[] = []
    const stop = server.changes.listen((change) => changes.push(change))
    try {
      const blank = await gql(
        'applicant',
        'mutation { addApplication(input: { title: "", heritage_bearer_id: 1, amount: 1000 }) { id } }',
      )
      expect(blank.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
      expect(blank.errors[0]?.extensions.issues?.map((found) => found.path)).toContain('/title')
      const added = await gql(
        'applicant',
        `mutation ($input: ApplicationInsert!) { addApplication(input: $input) { id title applicant_id amount _version } }`,
        { input: { title: 'Хөөмийн сургалт', heritage_bearer_id: 1, amount: '2500000', applicant_id: 1 } },
      )
      expect(added.errors).toEqual([])
      const row = added.data?.addApplication as Row
      expect(row).toMatchObject({ title: 'Хөөмийн сургалт', applicant_id: String(await userId('applicant')) })
      expect(row.amount).toBe('2500000.00')
      const log = await database()
        .db.selectFrom('tamga_crud_log')
        .select(['action', 'krud'])
        .where('table_name', '=', 'application')
        .where('row_id', '=', String(row.id))
        .execute()
      expect(log).toEqual([{ action: 'create', krud: 'applications' }])
      expect(changes.map((change) => [change.action, change.id])).toEqual([['insert', row.id]])
    } finally {
      stop()
    }
  })

  it('runs the krud form’s triggers around a mutation; a refusing one leaves the row as it was', async () => {
    const added = await gql(
      'admin',
      'mutation { addApplication(input: { title: "Триггер", heritage_bearer_id: 2, amount: 1000 }) { id _version } }',
    )
    const row = rowOf(added, 'addApplication')
    expect(started).toContain(row.id)
    const refused = await gql(
      'admin',
      `mutation { editApplication(id: ${row.id}, version: "${row._version}", input: { title: "Түгжээтэй" }) { id } }`,
    )
    expect(refused.errors[0]?.extensions.code).toBe('FORBIDDEN')
    expect(rowOf(await gql('admin', `{ application(id: ${row.id}) { title _version } }`), 'application')).toEqual({
      title: 'Триггер',
      _version: row._version,
    })
  })

  it('lets an applicant change and delete only their own applications', async () => {
    const [others] = await applicationIds(sql`applicant_id <> ${await userId('applicant')}`)
    // Sent back for more material: its fields are the applicant's to change again.
    const [own] = await applicationIds(
      sql`applicant_id = ${await userId('applicant')} and process_status = ${'RE_CREATE'}`,
    )
    const version = (
      await sql<{ v: string }>`select xmin::text as v from application where id = ${Number(others)}`.execute(
        database().db,
      )
    ).rows[0]?.v
    const edit = await gql(
      'applicant',
      `mutation { editApplication(id: ${others}, version: "${version}", input: { title: "x" }) { id } }`,
    )
    expect(edit.errors[0]?.extensions.code).toBe('NOT_FOUND')
    const remove = await gql('applicant', `mutation { deleteApplication(id: ${others}) }`)
    expect(remove.errors[0]?.extensions.code).toBe('NOT_FOUND')
    const untouched = (
      await sql<{
        title: string
        deleted_at: Date | null
      }>`select title, deleted_at from application where id = ${Number(others)}`.execute(database().db)
    ).rows[0]
    expect(untouched?.title).not.toBe('x')
    expect(untouched?.deleted_at).toBeNull()
    const read = await gql('applicant', `{ application(id: ${own}) { _version } }`)
    const changed = await gql(
      'applicant',
      `mutation { editApplication(id: ${own}, version: "${rowOf(read, 'application')._version}", input: { title: "Шинэ гарчиг" }) { id title } }`,
    )
    expect(changed.data?.editApplication).toMatchObject({ id: own, title: 'Шинэ гарчиг' })
  })

  it('refuses a stale edit with RECORD_CHANGED instead of losing the other change', async () => {
    const [id] = await applicationIds(sql`process_status = ${'RE_CREATE'}`)
    const read = await gql('admin', `{ application(id: ${id}) { _version } }`)
    const version = rowOf(read, 'application')._version
    const edit = (title: string) =>
      gql(
        'admin',
        `mutation { editApplication(id: ${id}, version: "${version}", input: { title: "${title}" }) { title } }`,
      )
    expect((await edit('Эхний засвар')).errors).toEqual([])
    const stale = await edit('Хуучин хувилбараас')
    expect(stale.status).toBe(200)
    expect(stale.data?.editApplication).toBeNull()
    expect(stale.errors[0]).toMatchObject({ path: ['editApplication'], extensions: { code: 'RECORD_CHANGED' } })
    expect((await gql('admin', `{ application(id: ${id}) { title } }`)).data?.application).toEqual({
      title: 'Эхний засвар',
    })
  })

  it('offers only the mutations the entry allows, to roles whose krud grants them', async () => {
    // heritage_bearer allows add and edit, not delete.
    const absent = await gql('admin', 'mutation { deleteHeritageBearer(id: 1) }')
    expect(absent.status).toBe(400)
    expect(absent.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    // A council member reads applications but no krud lets the role add one: not in its schema.
    const council = await gql(
      'council1',
      'mutation { addApplication(input: { title: "x", heritage_bearer_id: 1, amount: 1 }) { id } }',
    )
    expect(council.status).toBe(400)
    expect(council.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    // A visitor's schema has no mutation at all.
    const anonymous = await gql(
      null,
      'mutation { addApplication(input: { title: "x", heritage_bearer_id: 1, amount: 1 }) { id } }',
    )
    expect(anonymous.status).toBe(400)
    expect(anonymous.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
  })

  it('refuses queries past the depth and cost limits, in GraphQL’s error shape', async () => {
    const deep = await gql(
      'admin',
      '{ applicationList { bearer { applications { bearer { applications { bearer { applications { bearer { id } } } } } } } } }',
    )
    expect(deep.status).toBe(400)
    expect(deep.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(deep.errors[0]?.extensions.enMsg).toMatch(/at most 8/)
    const costly = await gql(
      'admin',
      '{ applicationList(limit: 1000) { bearer(limit: 1000) { applications(limit: 100) { id } } } }',
    )
    expect(costly.data?.applicationList).toBeNull()
    expect(costly.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(costly.errors[0]?.extensions.enMsg).toMatch(/about 101001000 rows; at most 50000/)
  })

  it('refuses a flood of root fields, aliases, fields or tokens before GraphQL’s validation and any SQL', async () => {
    const refusal = async (query: string, message: RegExp) => {
      const answer = await gql(null, query)
      expect({ status: answer.status, code: answer.errors[0]?.extensions.code }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      })
      expect(answer.errors[0]?.extensions.enMsg).toMatch(message)
    }
    const roots = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: newsList(limit: 1) { id }`).join(' ')} }`
    expect((await gql(null, roots(20))).errors).toEqual([])
    await refusal(roots(21), /21 root fields; at most 20/)
    await refusal(roots(500), /500 root fields; at most 20/)
    const aliases = Array.from({ length: 3_000 }, (_, index) => `c${index}: id`).join(' ')
    await refusal(`{ newsList(limit: 1) { ${aliases} } }`, /3000 aliases; at most 200/)
    // Each fragment is walked once but counted wherever it is spread: 10 × 10 × 10 × 3 fields.
    const spreads = (name: string) => Array.from({ length: 10 }, () => `...${name}`).join(' ')
    await refusal(
      `{ newsList(limit: 1) { ...D } }
       fragment A on News { id title created_at }
       fragment B on News { ${spreads('A')} }
       fragment C on News { ${spreads('B')} }
       fragment D on News { ${spreads('C')} }`,
      /3001 fields; at most 2000/,
    )
    await refusal(`{ newsList(limit: 1) { ${'id '.repeat(12_000)} } }`, /more that 10000 tokens/)
  })

  it('holds each role to its own limits where its document sets them, tighter or looser than the server’s', async () => {
    // The same root field 25 times: no alias, and one statement once GraphQL merges them.
    const roots = `{ ${'newsList(limit: 0) { id } '.repeat(25)}}`
    const staff = await store.get('role', 'staff')
    if (staff === undefined || staff.document.kind !== 'role') throw new Error('the heritage project has a staff role')
    await store.put(
      { ...staff.document, graphqlLimits: { maxAliases: 2, maxDepth: 2, maxCost: 5, maxRootFields: 30 } },
      { by: null },
    )
    await bumpDocumentsVersion(database().db)
    try {
      const refused = async (login: string | null, query: string) => {
        const error = (await gql(login, query)).errors[0]
        return error === undefined ? undefined : `${error.message} ${String(error.extensions.enMsg ?? '')}`
      }
      expect(await refused('staff', '{ newsList(limit: 1) { a: id b: id c: id } }')).toMatch(/3 aliases; at most 2/)
      expect(await refused('admin', '{ newsList(limit: 1) { a: id b: id c: id } }')).toBeUndefined()
      expect(await refused('staff', '{ applicationList(limit: 1) { bearer { id } } }')).toMatch(
        /3 fields deep; at most 2/,
      )
      expect(await refused('staff', '{ newsList(limit: 10) { id } }')).toMatch(/about 10 rows; at most 5/)
      // Looser than the server's 20 root fields for this role only.
      expect(await refused('staff', roots)).toBeUndefined()
      expect(await refused(null, roots)).toMatch(/25 root fields; at most 20/)
    } finally {
      await store.put(staff.document, { by: null })
      await bumpDocumentsVersion(database().db)
    }
    expect((await gql('staff', '{ newsList(limit: 1) { a: id b: id c: id } }')).errors).toEqual([])
  })

  it('answers the same at /query and /graphql, by POST and by GET', async () => {
    const query = '{ newsList(limit: 2, sort: [{ field: id }]) { id title } }'
    const post = await gql(null, query, undefined, '/api/graphql')
    expect(await gql(null, query, undefined, '/api/query')).toEqual(post)
    const get = await server.app.inject({ url: `/api/query?query=${encodeURIComponent(query)}` })
    expect(get.json()).toEqual({ data: post.data })
    // A mutation is never run by GET.
    const mutation = await server.app.inject({
      url: `/api/graphql?query=${encodeURIComponent('mutation { deleteApplication(id: 1) }')}`,
      headers: await signedIn('admin'),
    })
    expect(mutation.statusCode).toBe(405)
  })

  it('answers the same through GraphQL’s executor as through the compiled answer, aliases and fragments included', async () => {
    const selection = `fragment F on Application { id t: title bearer { ...B } }
      fragment B on ApplicationBearer { first_name applications(sort: [{ field: id, desc: true }]) { id } }`
    const compiled = await gql('admin', `{ a: applicationList(limit: 5) { ...F __typename } } ${selection}`)
    // Introspection is not compiled, so this query runs through mercurius and its resolvers.
    const executed = await gql(
      'admin',
      `{ __type(name: "Application") { name } a: applicationList(limit: 5) { ...F __typename } } ${selection}`,
    )
    expect(executed.errors).toEqual([])
    expect(executed.data?.a).toEqual(compiled.data?.a)
    expect(rowsOf(compiled, 'a')[0]).toHaveProperty('t')
  })

  it('serves a changed entry at the next request, without a restart', async () => {
    expect((await gql('admin', '{ applicationList(limit: 1) { created_by } }')).status).toBe(400)
    await store.put({ ...APPLICATION_ENTRY, hiddenFields: ['deleted_at'] }, { by: null })
    await bumpDocumentsVersion(database().db)
    const answer = await gql('admin', '{ applicationList(limit: 1) { created_by } _schemaVersion }')
    expect(answer.errors).toEqual([])
    expect(answer.data?.applicationList).toEqual([{ created_by: expect.any(String) }])
    await store.put(APPLICATION_ENTRY, { by: null })
    await bumpDocumentsVersion(database().db)
    expect((await gql('admin', '{ applicationList(limit: 1) { created_by } }')).status).toBe(400)
  })

  it('applies changed access rights at the next request, even to a query answered before', async () => {
    const query = '{ newsList(limit: 1) { id } }'
    expect((await gql(null, query)).errors).toEqual([])
    const news = await store.get('graphql', 'news')
    if (news === undefined) throw new Error('the heritage project has a news entry')
    await store.put({ ...news.document, access: { roles: [1] } }, { by: null })
    await bumpDocumentsVersion(database().db)
    try {
      expect((await gql(null, query)).errors[0]?.extensions.code).toBe('UNAUTHORIZED')
      expect((await gql('staff', query)).errors[0]?.extensions.code).toBe('FORBIDDEN')
    } finally {
      await store.put(news.document, { by: null })
      await bumpDocumentsVersion(database().db)
    }
  })
})

describe.each(testBackends())(
  'the GraphQL endpoint with introspection off on $name',
  { timeout: 60_000 },
  (backend) => {
    const database = useMigratedDatabase(backend)
    let server: GraphqlTestServer

    beforeAll(async () => {
      await seedHeritage(database().db)
      server = await graphqlTestServer(database(), await heritageStore(), { introspection: false, maxDepth: 3 })
    }, 60_000)
    afterAll(async () => {
      await server?.app.close()
    })

    it('refuses __schema and __type, and keeps its own depth limit', async () => {
      const headers = await signInHeaders(server.app, 'admin')
      const ask = async (query: string) =>
        (await server.app.inject({ method: 'POST', url: '/api/query', headers, payload: { query } })).json() as {
          errors?: Array<{ message: string; extensions: { code: string } }>
        }
      const schema = await ask('{ __schema { types { name } } }')
      expect(schema.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED')
      expect(schema.errors?.[0]?.message).toMatch(/introspection/i)
      expect((await ask('{ __type(name: "Application") { name } }')).errors?.[0]?.message).toMatch(/introspection/i)
      expect((await ask('{ applicationList { bearer { id } } }')).errors).toBeUndefined()
      expect((await ask('{ applicationList { bearer { applications { id } } } }')).errors?.[0]?.message).toMatch(
        /3-аас ихгүй/,
      )
    })
  },
)
