// Issue 29: `_and`, `_or` and `_not` in every filter, filters through a many-to-one relation and
// `some` / `none` over sub-tables, and many-to-one objects, all in the root field's one
// statement and with the caller's access to every table they read.
import type { GraphqlDocument } from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { signInHeaders } from '../http/testing.ts'
import {
  GraphqlSubscriber,
  type GraphqlTestServer,
  graphqlTestServer,
  heritageStore,
  listenForSockets,
  seedHeritage,
} from './testing.ts'

type Row = Record<string, unknown>

/** Provinces, for staff only (the heritage roles 1–3): an applicant or a visitor may not read them. */
const AIMAG_ENTRY: GraphqlDocument = {
  kind: 'graphql',
  version: 1,
  name: 'aimag',
  model: 'aimag',
  typeName: 'Aimag',
  idField: 'id',
  hiddenFields: ['boundary'],
  actions: { add: false, edit: false, delete: false },
  access: { roles: [1, 2, 3] },
}

/** Apprentices, open to everyone: each points at its heritage bearer. */
const APPRENTICE_ENTRY: GraphqlDocument = {
  kind: 'graphql',
  version: 1,
  name: 'heritage_apprentice',
  model: 'heritage_apprentice',
  typeName: 'HeritageApprentice',
  idField: 'id',
  hiddenFields: ['deleted_at'],
  actions: { add: false, edit: false, delete: false },
  access: { public: true },
}

interface Answer {
  status: number
  data: Record<string, unknown> | null
  errors: Array<{ message: string; extensions: { code: string } }>
}

describe.each(testBackends())('GraphQL relations and boolean filters on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: GraphqlTestServer
  const headers = new Map<string, Record<string, string>>()

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db)
    // An apprentice of the one unpublished bearer (14), whom a visitor may not read.
    await sql`insert into heritage_apprentice (heritage_bearer_id, full_name) values (14, 'Нууц шавь')`.execute(db)
    // 37 more applications, so a statement count covers many rows at every level; none for
    // bearer 8, whose one application (the seed's first) is the staff member's.
    await sql`insert into application (applicant_id, heritage_bearer_id, title, amount)
      select (select id from tamga_user where login = 'applicant'), 1 + n % 14, 'Өргөдөл ' || n, 100000 * n
      from generate_series(1, 40) as n where 1 + n % 14 <> 8`.execute(db)
    const store = await heritageStore()
    const bearer = await store.get('graphql', 'heritage_bearer')
    if (bearer === undefined || bearer.document.kind !== 'graphql') throw new Error('no heritage_bearer entry')
    // Open to everyone, so a visitor reads bearers as the public site shows them (published ones).
    await store.put(
      { ...bearer.document, access: { public: true }, actions: { add: false, edit: false, delete: false } },
      { by: null },
    )
    await store.put(AIMAG_ENTRY, { by: null })
    await store.put(APPRENTICE_ENTRY, { by: null })
    server = await graphqlTestServer(database(), store)
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
  })

  async function gql(login: string | null, query: string): Promise<Answer> {
    let sent = login === null ? { 'x-requested-with': 'XMLHttpRequest' } : headers.get(login)
    if (sent === undefined) {
      sent = await signInHeaders(server.app, login ?? '')
      headers.set(login ?? '', sent)
    }
    const response = await server.app.inject({ method: 'POST', url: '/api/graphql', headers: sent, payload: { query } })
    const body = response.json() as { data?: Row | null; errors?: Answer['errors'] }
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [] }
  }

  async function rows(login: string | null, query: string, field: string): Promise<Row[]> {
    const answer = await gql(login, query)
    expect(answer.errors).toEqual([])
    const value = answer.data?.[field]
    if (!Array.isArray(value)) throw new Error(`${field} answered ${JSON.stringify(answer)}`)
    return value as Row[]
  }

  const ids = async (query: RawBuilder<{ id: number }>) =>
    (await query.execute(database().db)).rows.map((row) => String(row.id))

  it('combines column filters with _and, _or and _not, nested, as PostgreSQL does', async () => {
    const found = await rows(
      'admin',
      `{ applicationList(limit: 100, filter: { _or: [
          { amount: { from: 10000000 } },
          { _and: [{ title: { contains: "дуу" } }, { _not: { amount: { to: 1000 } } }] },
          { _not: { _or: [{ amount: { to: 3900000 } }, { amount: { from: 4500000 } }] } }
        ] }) { id } }`,
      'applicationList',
    )
    const expected = await ids(sql`select id from application where deleted_at is null and (amount >= 10000000
      or (title ilike '%дуу%' and not amount <= 1000) or not (amount <= 3900000 or amount >= 4500000)) order by id`)
    expect(expected.length).toBeGreaterThan(3)
    expect(found.map((row) => row.id)).toEqual(expected)
    // No alternative is false; not(every row) is false; an empty conjunction is every row.
    expect(await rows('admin', '{ applicationList(filter: { _or: [] }) { id } }', 'applicationList')).toEqual([])
    expect(await rows('admin', '{ applicationList(filter: { _not: {} }) { id } }', 'applicationList')).toEqual([])
    expect(
      await rows('admin', '{ applicationList(limit: 100, filter: { _and: [] }) { id } }', 'applicationList'),
    ).toHaveLength((await ids(sql`select id from application where deleted_at is null`)).length)
  })

  it('filters through a many-to-one relation and answers the related row as an object', async () => {
    const found = await rows(
      'staff',
      `{ heritageBearerList(limit: 100, filter: { aimag: { name: { contains: "Ховд" } } }) {
          id aimag_id aimag { id name } } }`,
      'heritageBearerList',
    )
    const expected = await ids(sql`select b.id from heritage_bearer b join aimag a on a.id = b.aimag_id
      where b.deleted_at is null and a.name ilike '%Ховд%' order by b.id`)
    expect(expected.length).toBeGreaterThan(1)
    expect(found.map((row) => row.id)).toEqual(expected)
    for (const row of found) expect(row.aimag).toEqual({ id: String(row.aimag_id), name: 'Ховд' })
    // Relations nest, inside sub-tables and through other relations.
    const nested = await rows(
      'staff',
      `{ applicationList(limit: 100, filter: { heritage_bearer: { aimag: { name: { startsWith: "Ховд" } } } }) {
          id heritage_bearer { first_name aimag { name } } bearer { aimag { name } } } }`,
      'applicationList',
    )
    const stored = (
      await sql<Row>`select a.id, b.first_name from application a join heritage_bearer b on b.id = a.heritage_bearer_id
        join aimag m on m.id = b.aimag_id where a.deleted_at is null and m.name like 'Ховд%' order by a.id`.execute(
        database().db,
      )
    ).rows
    expect(stored.length).toBeGreaterThan(0)
    expect(nested).toEqual(
      stored.map((row) => ({
        id: String(row.id),
        heritage_bearer: { first_name: row.first_name, aimag: { name: 'Ховд' } },
        bearer: [{ aimag: { name: 'Ховд' } }],
      })),
    )
  })

  it('keeps a row whose relation is empty under _not, at every depth of relations', async () => {
    const db = database().db
    // Bearer 2 with no province: "not in Ховд" holds for it, as `exists` would say.
    const [before] = (
      await sql<{ aimag_id: number | null }>`select aimag_id from heritage_bearer where id = 2`.execute(db)
    ).rows
    await sql`update heritage_bearer set aimag_id = null where id = 2`.execute(db)
    try {
      const notHovd = sql`not exists (select 1 from aimag m where m.id = b.aimag_id and m.name = 'Ховд')`
      const bearers = await rows(
        'staff',
        '{ heritageBearerList(limit: 100, filter: { _not: { aimag: { name: { equals: "Ховд" } } } }) { id } }',
        'heritageBearerList',
      )
      expect(bearers.map((row) => row.id)).toContain('2')
      expect(bearers.map((row) => row.id)).toEqual(
        await ids(sql`select id from heritage_bearer b where deleted_at is null and ${notHovd} order by id`),
      )
      // The same negation one relation further, inside the bearers read once for the statement.
      const applications = await rows(
        'staff',
        `{ applicationList(limit: 100, filter: { heritage_bearer: { _not: { aimag: { name: { equals: "Ховд" } } } } }) { id } }`,
        'applicationList',
      )
      const expected =
        await ids(sql`select a.id from application a join heritage_bearer b on b.id = a.heritage_bearer_id
        where a.deleted_at is null and b.deleted_at is null and ${notHovd} order by a.id`)
      expect(expected).toEqual(
        expect.arrayContaining(
          await ids(sql`select id from application where heritage_bearer_id = 2 and deleted_at is null`),
        ),
      )
      expect(applications.map((row) => row.id)).toEqual(expected)
    } finally {
      await sql`update heritage_bearer set aimag_id = ${before?.aimag_id ?? null} where id = 2`.execute(db)
    }
  })

  it('answers the related row of one row by its ID, and takes a filter from a variable', async () => {
    const one = await gql('staff', '{ heritageBearer(id: 3) { first_name aimag { name code } } }')
    expect(one.errors).toEqual([])
    expect(one.data?.heritageBearer).toEqual({
      first_name: 'Бат-Эрдэнэ',
      aimag: { name: 'Ховд', code: expect.any(String) },
    })
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: await signInHeaders(server.app, 'staff'),
      payload: {
        query: 'query ($where: HeritageBearerFilter) { heritageBearerList(limit: 100, filter: $where) { id } }',
        variables: { where: { _or: [{ aimag: { name: { equals: 'Ховд' } } }, { id: { equals: '1' } }] } },
      },
    })
    const ids = (response.json() as { data: { heritageBearerList: Row[] } }).data.heritageBearerList.map(
      (row) => row.id,
    )
    expect(ids).toEqual(['1', '3', '8'])
  })

  it('filters by some and none of a sub-table’s rows, with the caller’s row conditions on them', async () => {
    const some = await rows(
      'staff',
      '{ heritageBearerList(limit: 100, filter: { applications: { some: { amount: { from: 3000000 } } } }) { id } }',
      'heritageBearerList',
    )
    const withLarge = sql`exists (select 1 from application a where a.heritage_bearer_id = b.id
      and a.deleted_at is null and a.amount >= 3000000)`
    expect(some.map((row) => row.id)).toEqual(
      await ids(sql`select id from heritage_bearer b where deleted_at is null and ${withLarge} order by id`),
    )
    const none = await rows(
      'staff',
      '{ heritageBearerList(limit: 100, filter: { applications: { none: { amount: { from: 3000000 } } } }) { id } }',
      'heritageBearerList',
    )
    expect(none.map((row) => row.id)).toEqual(
      await ids(sql`select id from heritage_bearer b where deleted_at is null and not ${withLarge} order by id`),
    )
    // The applicant reads only their own applications: a bearer whose only application is the
    // staff member's (the seed's first) has none for them.
    const staffOnly = await ids(sql`select b.id from heritage_bearer b where b.deleted_at is null
      and exists (select 1 from application a where a.heritage_bearer_id = b.id and a.deleted_at is null)
      and not exists (select 1 from application a join tamga_user u on u.id = a.applicant_id
        where a.heritage_bearer_id = b.id and a.deleted_at is null and u.login = 'applicant') order by b.id`)
    const query = '{ heritageBearerList(limit: 100, filter: { applications: { some: {} } }) { id } }'
    const forStaff = (await rows('staff', query, 'heritageBearerList')).map((row) => String(row.id))
    const forApplicant = (await rows('applicant', query, 'heritageBearerList')).map((row) => String(row.id))
    expect(staffOnly.length).toBeGreaterThan(0)
    for (const id of staffOnly) {
      expect(forStaff).toContain(id)
      expect(forApplicant).not.toContain(id)
    }
    expect(forApplicant).toEqual(forStaff.filter((id) => !staffOnly.includes(id)))
  })

  it('answers null for a related entry the caller may not read, and refuses a filter through it', async () => {
    const applicant = await rows(
      'applicant',
      '{ heritageBearerList(limit: 3) { id aimag { name } } }',
      'heritageBearerList',
    )
    expect(applicant).toHaveLength(3)
    for (const row of applicant) expect(row.aimag).toBeNull()
    const refused = await gql(
      'applicant',
      '{ heritageBearerList(filter: { aimag: { name: { equals: "Ховд" } } }) { id } }',
    )
    expect(refused.data?.heritageBearerList).toBeNull()
    expect(refused.errors[0]?.extensions.code).toBe('FORBIDDEN')
    const visitor = await gql(null, '{ heritageBearerList(filter: { aimag: { name: { equals: "Ховд" } } }) { id } }')
    expect(visitor.errors[0]?.extensions.code).toBe('UNAUTHORIZED')
    // Even nested in _or or _not: a filter through a table the caller may not read is never run.
    // A filter of more related reads than the limit is refused before any SQL, naming itself.
    const many = Array.from({ length: 33 }, (_, index) => `{ aimag: { id: { equals: "${index + 1}" } } }`)
    const tooMany = await gql('staff', `{ heritageBearerList(filter: { _or: [${many.join(', ')}] }) { id } }`)
    expect(tooMany.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(tooMany.errors[0]?.message).toContain('/heritageBearerList/filter/_or/32/aimag')
    const hidden = await gql(
      'applicant',
      '{ heritageBearerList(filter: { _or: [{ id: { equals: "1" } }, { _not: { aimag: {} } }] }) { id } }',
    )
    expect(hidden.errors[0]?.extensions.code).toBe('FORBIDDEN')
  })

  it('answers null for a related row the caller’s access hides, and a filter through it matches nothing', async () => {
    const query = '{ heritageApprenticeList(limit: 100) { full_name heritage_bearer { id first_name } } }'
    const byName = (found: Row[]) => new Map(found.map((row) => [row.full_name, row.heritage_bearer]))
    const visitor = byName(await rows(null, query, 'heritageApprenticeList'))
    const staff = byName(await rows('staff', query, 'heritageApprenticeList'))
    expect(staff.get('Нууц шавь')).toEqual({ id: '14', first_name: 'Эрдэнэбат' })
    expect(visitor.get('Нууц шавь')).toBeNull()
    expect(visitor.get('Батсүхийн Нандинцэцэг')).toEqual({ id: '1', first_name: 'Нямсүрэн' })
    const filter = '{ heritageApprenticeList(filter: { heritage_bearer: { id: { equals: "14" } } }) { full_name } }'
    expect(await rows('staff', filter, 'heritageApprenticeList')).toEqual([{ full_name: 'Нууц шавь' }])
    expect(await rows(null, filter, 'heritageApprenticeList')).toEqual([])
  })

  it('shows a visitor’s introspection no relation to an entry they may not read', async () => {
    const query = `{ object: __type(name: "HeritageBearer") { fields { name } }
      filter: __type(name: "HeritageBearerFilter") { inputFields { name } } }`
    const names = (answer: Answer, key: string, list: string) =>
      ((answer.data?.[key] as Record<string, Array<{ name: string }>> | undefined)?.[list] ?? []).map(
        (field) => field.name,
      )
    const visitor = await gql(null, query)
    const staff = await gql('staff', query)
    expect(names(staff, 'object', 'fields')).toContain('aimag')
    expect(names(staff, 'filter', 'inputFields')).toEqual(
      expect.arrayContaining(['_and', '_or', '_not', 'aimag', 'applications']),
    )
    expect(names(visitor, 'object', 'fields')).not.toContain('aimag')
    expect(names(visitor, 'filter', 'inputFields')).not.toContain('aimag')
    expect(names(visitor, 'filter', 'inputFields')).toContain('applications')
  })

  it('delivers a changed row to a subscriber with its related objects, read in the event’s statement', async () => {
    const url = await listenForSockets(server.app)
    const staff = await signInHeaders(server.app, 'staff')
    const admin = await signInHeaders(server.app, 'admin')
    type Change = { action: string; row: { title: string; heritage_bearer: unknown } | null }
    const subscriber = await GraphqlSubscriber.open<Change>(
      url,
      staff,
      'subscription { applicationChanged { action row { title heritage_bearer { first_name aimag { name } } } } }',
    )
    try {
      const write = (title: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/records/applications',
          headers: admin,
          payload: { heritage_bearer_id: 3, title, amount: 1000 },
        })
      let change: Change | undefined
      for (let round = 0; round < 40 && change === undefined; round++) {
        expect((await write(`Холбоост ${round}`)).statusCode).toBe(200)
        change = await subscriber.next(250)
      }
      expect(change?.action).toBe('INSERT')
      expect(change?.row?.heritage_bearer).toEqual({ first_name: 'Бат-Эрдэнэ', aimag: { name: 'Ховд' } })
    } finally {
      subscriber.close()
    }
  })

  it('answers relation filters and objects in one statement per root field, for few rows and many', async () => {
    const query = (limit: number) => `{
      applicationList(limit: ${limit}, sort: [{ field: id }], filter: { _or: [
        { heritage_bearer: { aimag: { name: { contains: "а" } } } },
        { heritage_bearer: { applications: { some: { amount: { from: 1 } } } } }
      ] }) { id heritage_bearer { first_name aimag { name } applications { id } } }
      heritageBearerList(limit: ${limit}, filter: { applications: { none: { amount: { to: 0 } } } }) { id aimag { name } } }`
    for (const limit of [2, 40]) {
      server.statements.count = 0
      const answer = await gql('staff', query(limit))
      expect(answer.errors).toEqual([])
      const list = answer.data?.applicationList as Row[]
      expect(list).toHaveLength(limit)
      expect(list.every((row) => row.heritage_bearer !== null)).toBe(true)
      expect(server.statements.count).toBe(2)
    }
  })
})
