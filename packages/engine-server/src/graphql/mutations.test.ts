// GraphQL's mutations over the heritage example: insert and patch input types, many rows added
// in one transaction, delete and restore as the entry's actions and the role's krud allow, and
// version conflicts. Every case runs on PGlite and on PostgreSQL (TAMGA_TEST_DATABASE_URL).
import { ApolloClient, gql as apolloGql, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client'
import type { FormDocument, GraphqlDocument } from '@tamga/schema'
import { ClientError, GraphQLClient } from 'graphql-request'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { tamgaError } from '../http/errors.ts'
import { type MemoryDocumentStore, signInHeaders } from '../http/testing.ts'
import { bumpDocumentsVersion } from '../permissions/documentsVersion.ts'
import type { RecordChange } from '../records/changes.ts'
import { TriggerRegistry } from '../records/triggers.ts'
import { MAX_ROWS_PER_ADD } from './bulkInsert.ts'
import { type GraphqlTestServer, graphqlTestServer, heritageStore, seedHeritage } from './testing.ts'

interface Answer {
  status: number
  data: Record<string, unknown> | null
  errors: Array<{
    message: string
    path?: Array<string | number>
    extensions: { code: string; enMsg?: string; issues?: Array<{ path: string }> }
  }>
}

type Row = Record<string, unknown>

/**
 * Provinces through GraphQL with delete allowed by the entry, though their krud offers no
 * delete, and a model that keeps no deleted rows (so no restore either).
 */
const AIMAG_ENTRY: GraphqlDocument = {
  kind: 'graphql',
  version: 1,
  name: 'aimag',
  model: 'aimag',
  typeName: 'Aimag',
  actions: { add: true, edit: true, delete: true },
}

/** A new application with every field the form requires. */
const application = (title: string, extra: Row = {}): Row => ({ title, heritage_bearer_id: 1, amount: 1000, ...extra })

/** The fields of an input type, with whether each is non-null. */
interface InputFields {
  inputFields: Array<{ name: string; type: { kind: string; name: string | null; ofType: { name: string } | null } }>
}

const nonNullFields = (type: InputFields) =>
  type.inputFields
    .filter((field) => field.type.kind === 'NON_NULL')
    .map((field) => field.name)
    .sort()

describe.each(testBackends())('GraphQL mutations on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const triggers = new TriggerRegistry().register('Test\\Triggers\\Bulk', {
    refuseLocked: (context) => {
      if (context.values.title === 'Түгжээтэй') throw tamgaError('FORBIDDEN')
    },
  })
  let server: GraphqlTestServer
  let store: MemoryDocumentStore
  let form: FormDocument
  const headers = new Map<string, Record<string, string>>()

  beforeAll(async () => {
    await seedHeritage(database().db)
    store = await heritageStore()
    const stored = await store.get('form', 'application-form')
    if (stored === undefined) throw new Error('the heritage example has no application form')
    form = { ...stored.document, triggers: { namespace: 'Test\\Triggers\\Bulk', beforeInsert: 'refuseLocked' } }
    await store.put(form, { by: null })
    await store.put(AIMAG_ENTRY, { by: null })
    server = await graphqlTestServer(database(), store, { triggers })
  }, 120_000)
  afterAll(async () => {
    await server?.app.close()
  })

  async function gql(login: string | null, query: string, variables?: Row): Promise<Answer> {
    let found = login === null ? { 'x-requested-with': 'XMLHttpRequest' } : headers.get(login)
    if (found === undefined && login !== null) {
      found = await signInHeaders(server.app, login)
      headers.set(login, found)
    }
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: found ?? {},
      payload: { query, ...(variables === undefined ? {} : { variables }) },
    })
    const body = response.json() as { data?: Row | null; errors?: Answer['errors'] }
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [] }
  }

  const db = () => database().db
  const count = async (table: 'application' | 'aimag', where = sql`true`) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db())).rows[0]?.n,
    )
  const logged = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from tamga_crud_log`.execute(db())).rows[0]?.n)
  const userId = async (login: string) =>
    String((await db().selectFrom('tamga_user').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id)
  const versionOf = async (id: string) => {
    const read = await gql('admin', `{ application(id: ${id}) { _version } }`)
    return String((read.data?.application as Row | null)?._version)
  }
  const deletedAt = async (id: string) =>
    (await sql<{ deleted_at: unknown }>`select deleted_at from application where id = ${Number(id)}`.execute(db()))
      .rows[0]?.deleted_at
  const newApplication = async (title: string) => {
    const added = await gql('admin', `mutation ($input: ApplicationInsert!) { addApplication(input: $input) { id } }`, {
      input: application(title),
    })
    expect(added.errors).toEqual([])
    return String((added.data?.addApplication as Row | undefined)?.id)
  }

  const TYPE_QUERY = `query ($name: String!) { __type(name: $name) { inputFields { name type { kind name ofType { name } } } } }`
  const inputType = async (name: string) => {
    const answer = await gql('admin', TYPE_QUERY, { name })
    expect(answer.errors).toEqual([])
    return answer.data?.__type as InputFields
  }

  it('shows the fields the model or the form requires as non-null in Insert, and none in Patch', async () => {
    const insert = await inputType('ApplicationInsert')
    const patch = await inputType('ApplicationPatch')
    // The form requires the bearer, the title and the amount, and the model a title; the
    // applicant is filled with the current user, the ID by the database.
    expect(nonNullFields(insert)).toEqual(['amount', 'heritage_bearer_id', 'title'])
    expect(nonNullFields(patch)).toEqual([])
    expect(patch.inputFields.map((field) => field.name)).toEqual(insert.inputFields.map((field) => field.name))
    expect(insert.inputFields.map((field) => field.name)).not.toContain('id')
    const mutations = await gql(
      'admin',
      '{ __schema { mutationType { fields { name args { name type { kind name ofType { kind name ofType { kind name ofType { name } } } } } } } } }',
    )
    type Field = { name: string; args: Array<{ name: string; type: unknown }> }
    const fields =
      (mutations.data?.__schema as { mutationType: { fields: Field[] } } | undefined)?.mutationType.fields ?? []
    const arg = (field: string, name: string) =>
      fields.find((candidate) => candidate.name === field)?.args.find((candidate) => candidate.name === name)?.type
    expect(arg('addApplication', 'input')).toMatchObject({ kind: 'NON_NULL', ofType: { name: 'ApplicationInsert' } })
    expect(arg('editApplication', 'input')).toMatchObject({ kind: 'NON_NULL', ofType: { name: 'ApplicationPatch' } })
    expect(arg('addApplicationList', 'rows')).toMatchObject({
      kind: 'NON_NULL',
      ofType: { kind: 'LIST', ofType: { kind: 'NON_NULL', ofType: { name: 'ApplicationInsert' } } },
    })
    expect(arg('deleteApplication', 'version')).toMatchObject({ kind: 'SCALAR', name: 'String' })
    const names = fields.map((field) => field.name)
    // The entry allows delete and the model keeps deleted rows: both. The province entry allows
    // delete but its krud offers none: not even the super admin's schema has deleteAimag.
    expect(names).toEqual(expect.arrayContaining(['deleteApplication', 'restoreApplication']))
    expect(names).not.toContain('deleteAimag')
    expect(names).not.toContain('restoreAimag')
    // The bearer entry allows no delete.
    expect(names.filter((name) => /HeritageBearer(List)?$/.test(name)).sort()).toEqual([
      'addHeritageBearer',
      'addHeritageBearerList',
      'editHeritageBearer',
    ])
  })

  it('refuses an add missing a required field in GraphQL’s validation, before anything runs', async () => {
    const before = await count('application')
    const inline = await gql('admin', 'mutation { addApplication(input: { title: "Дутуу", amount: 1 }) { id } }')
    expect(inline.status).toBe(400)
    expect(inline.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(inline.errors[0]?.message).toMatch(/heritage_bearer_id/)
    const variables = await gql(
      'admin',
      'mutation ($input: ApplicationInsert!) { addApplication(input: $input) { id } }',
      {
        input: { heritage_bearer_id: 1, amount: 1 },
      },
    )
    expect(variables.status).toBe(400)
    expect(variables.errors[0]?.message).toMatch(/title/)
    const listed = await gql(
      'admin',
      'mutation ($rows: [ApplicationInsert!]!) { addApplicationList(rows: $rows) { id } }',
      {
        rows: [application('Бүтэн'), { title: 'Дутуу' }],
      },
    )
    expect(listed.status).toBe(400)
    expect(listed.errors[0]?.message).toMatch(/rows\[1\]/)
    expect(await count('application')).toBe(before)
    // The types help the client; the server still checks the form: a blank title is refused there.
    const blank = await gql(
      'admin',
      'mutation { addApplication(input: { title: "", heritage_bearer_id: 1, amount: 1 }) { id } }',
    )
    expect(blank.status).toBe(200)
    expect(blank.errors[0]?.extensions.issues?.map((found) => found.path)).toEqual(['/title'])
  })

  it('adds many rows in one transaction, each filed and audited as a single add, told once committed', async () => {
    const changes: RecordChange[] = []
    const stop = server.changes.listen((change) => changes.push(change))
    try {
      const before = { rows: await count('application'), log: await logged() }
      const titles = ['Бөөнөөр 1', 'Бөөнөөр 2', 'Бөөнөөр 3', 'Бөөнөөр 4', 'Бөөнөөр 5']
      const added = await gql(
        'applicant',
        'mutation ($rows: [ApplicationInsert!]!) { addApplicationList(rows: $rows) { id title applicant_id amount _version } }',
        { rows: titles.map((title, index) => application(title, { amount: 100 * (index + 1) })) },
      )
      expect(added.errors).toEqual([])
      const rows = added.data?.addApplicationList as Row[]
      expect(rows.map((row) => row.title)).toEqual(titles)
      expect(rows.map((row) => row.amount)).toEqual(['100.00', '200.00', '300.00', '400.00', '500.00'])
      // Each row in the caller's name, as the role's current-user condition and the form say.
      const applicant = await userId('applicant')
      expect(new Set(rows.map((row) => row.applicant_id))).toEqual(new Set([applicant]))
      const ids = rows.map((row) => Number(row.id))
      expect(await count('application')).toBe(before.rows + titles.length)
      // Rows written by one transaction carry its one transaction id.
      const transactions = await sql<{
        n: string
      }>`select count(distinct xmin::text) as n from application where id in (${sql.join(ids)})`.execute(db())
      expect(Number(transactions.rows[0]?.n)).toBe(1)
      const log = await sql<{
        action: string
        krud: string
      }>`select action, krud from tamga_crud_log where table_name = 'application' and row_id in (${sql.join(ids.map(String))})`.execute(
        db(),
      )
      expect(log.rows).toEqual(titles.map(() => ({ action: 'create', krud: 'applications' })))
      expect(await logged()).toBe(before.log + titles.length)
      expect(changes.map((change) => [change.action, change.id])).toEqual(ids.map((id) => ['insert', String(id)]))
    } finally {
      stop()
    }
  })

  it('refuses every row when one is bad, naming each bad row, and writes nothing', async () => {
    const changes: RecordChange[] = []
    const stop = server.changes.listen((change) => changes.push(change))
    try {
      const before = { rows: await count('application'), log: await logged() }
      const mutation = 'mutation ($rows: [ApplicationInsert!]!) { addApplicationList(rows: $rows) { id } }'
      // Refused by the form: every bad row's issues in one answer, under its index.
      const invalid = await gql('admin', mutation, {
        rows: [application('Сайн 1'), application(''), application('Сайн 2'), application('x'.repeat(300))],
      })
      expect(invalid.data?.addApplicationList).toBeUndefined()
      expect(invalid.errors).toHaveLength(1)
      expect(invalid.errors[0]).toMatchObject({
        path: ['addApplicationList'],
        extensions: { code: 'VALIDATION_FAILED' },
      })
      expect(invalid.errors[0]?.extensions.issues?.map((found) => found.path)).toEqual([
        '/rows/1/title',
        '/rows/3/title',
      ])
      // Refused by the table while writing, after rows were written: the issue names the row.
      const missingBearer = await gql('admin', mutation, {
        rows: [
          application('Сайн 3'),
          application('Сайн 4'),
          application('Байхгүй тээгч', { heritage_bearer_id: 999_999 }),
        ],
      })
      expect(missingBearer.errors[0]).toMatchObject({
        path: ['addApplicationList'],
        extensions: { code: 'VALIDATION_FAILED' },
      })
      expect(missingBearer.errors[0]?.extensions.issues?.map((found) => found.path)).toEqual([
        '/rows/2/heritage_bearer_id',
      ])
      // Refused by the form's trigger.
      const locked = await gql('admin', mutation, { rows: [application('Сайн 5'), application('Түгжээтэй')] })
      expect(locked.errors[0]).toMatchObject({ path: ['addApplicationList'], extensions: { code: 'FORBIDDEN' } })
      expect(locked.errors[0]?.extensions.issues?.map((found) => found.path)).toEqual(['/rows/1'])
      expect(await count('application')).toBe(before.rows)
      expect(await count('application', sql`title like ${'Сайн %'}`)).toBe(0)
      expect(await logged()).toBe(before.log)
      expect(changes).toEqual([])
    } finally {
      stop()
    }
  })

  it('writes a bulk add without triggers in multi-row statements, and still names the row the table refuses', async () => {
    const domain = Number(
      (await sql<{ id: string }>`select min(id) as id from heritage_domain`.execute(db())).rows[0]?.id,
    )
    const aimag = Number((await sql<{ id: string }>`select min(id) as id from aimag`.execute(db())).rows[0]?.id)
    const bearer = (name: string, extra: Row = {}): Row => ({
      last_name: 'Бат',
      first_name: name,
      heritage_domain_id: domain,
      aimag_id: aimag,
      ...extra,
    })
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from heritage_bearer`.execute(db())).rows[0]?.n)
    const mutation =
      'mutation ($rows: [HeritageBearerInsert!]!) { addHeritageBearerList(rows: $rows) { id first_name } }'
    const before = await count()
    const names = [...'абвгдежзийклмнопрсту'].map((letter) => `Олон ${letter}`)
    server.statements.count = 0
    const added = await gql('staff', mutation, { rows: names.map((name) => bearer(name)) })
    expect(added.errors).toEqual([])
    expect(((added.data?.addHeritageBearerList ?? []) as Row[]).map((row) => row.first_name)).toEqual(names)
    expect(await count()).toBe(before + names.length)
    // One statement writes the rows and one their audit rows, and one reads them all back as the
    // caller reads them: as many statements for 20 rows as for 2.
    const many = server.statements.count
    server.statements.count = 0
    const two = await gql('staff', mutation, { rows: [bearer('Хоёр а'), bearer('Хоёр б')] })
    expect(((two.data?.addHeritageBearerList ?? []) as Row[]).map((row) => row.first_name)).toEqual([
      'Хоёр а',
      'Хоёр б',
    ])
    expect(many).toBe(server.statements.count)
    expect(many).toBeLessThanOrEqual(6)
    expect(await count()).toBe(before + names.length + 2)
    const refused = await gql('staff', mutation, {
      rows: [bearer('Сайн а'), bearer('Сайн б'), bearer('Байхгүй аймаг', { aimag_id: 999_999 }), bearer('Сайн в')],
    })
    expect(refused.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(refused.errors[0]?.extensions.issues?.map((found) => found.path)).toEqual(['/rows/2/aimag_id'])
    expect(await count()).toBe(before + names.length + 2)
  })

  it('checks each row of a bulk add with the caller’s rights: no krud, no add; no sign-in, no add', async () => {
    const before = await count('application')
    const mutation = 'mutation ($rows: [ApplicationInsert!]!) { addApplicationList(rows: $rows) { id } }'
    const rows = [application('Эрхгүй 1'), application('Эрхгүй 2')]
    // Neither role's schema has the mutation: GraphQL's validation refuses it before anything runs.
    expect((await gql('council1', mutation, { rows })).errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect((await gql(null, mutation, { rows })).errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(await count('application')).toBe(before)
  })

  it(`refuses more than ${MAX_ROWS_PER_ADD} rows in one call with TOO_MANY_ROWS, writing nothing`, async () => {
    const before = await count('application')
    const rows = Array.from({ length: MAX_ROWS_PER_ADD + 1 }, (_, index) => application(`Олон ${index}`))
    const answer = await gql(
      'admin',
      'mutation ($rows: [ApplicationInsert!]!) { addApplicationList(rows: $rows) { id } }',
      {
        rows,
      },
    )
    expect(answer.errors[0]).toMatchObject({ path: ['addApplicationList'], extensions: { code: 'TOO_MANY_ROWS' } })
    expect(answer.errors[0]?.extensions.enMsg).toContain(String(MAX_ROWS_PER_ADD))
    expect(await count('application')).toBe(before)
  })

  it('deletes to the deleted list and restores, audited and told to the change hub', async () => {
    const id = await newApplication('Устгаад сэргээх')
    const changes: RecordChange[] = []
    const stop = server.changes.listen((change) => changes.push(change))
    try {
      const removed = await gql('admin', `mutation { deleteApplication(id: ${id}, version: "${await versionOf(id)}") }`)
      expect(removed).toMatchObject({ errors: [], data: { deleteApplication: true } })
      expect(await deletedAt(id)).not.toBeNull()
      expect((await gql('admin', `{ application(id: ${id}) { id } }`)).data?.application).toBeNull()
      const restored = await gql('admin', `mutation { restoreApplication(id: ${id}) }`)
      expect(restored).toMatchObject({ errors: [], data: { restoreApplication: true } })
      expect(await deletedAt(id)).toBeNull()
      // A live row is not on the deleted list.
      const again = await gql('admin', `mutation { restoreApplication(id: ${id}) }`)
      expect(again.errors[0]?.extensions.code).toBe('NOT_FOUND')
      const log = await sql<{ action: string }>`select action from tamga_crud_log
        where table_name = 'application' and row_id = ${id} order by id`.execute(db())
      expect(log.rows.map((row) => row.action)).toEqual(['create', 'delete', 'restore'])
      expect(changes.map((change) => [change.action, change.id])).toEqual([
        ['delete', id],
        ['restore', id],
      ])
    } finally {
      stop()
    }
  })

  it('deletes and restores only as the entry’s actions and the role’s krud allow', async () => {
    const id = await newApplication('Эрхээр устгах')
    // A council member reads applications; no krud lets the role delete one, or restore it: its
    // schema has neither mutation.
    expect((await gql('council1', `mutation { deleteApplication(id: ${id}) }`)).errors[0]?.extensions.code).toBe(
      'VALIDATION_FAILED',
    )
    expect(await deletedAt(id)).toBeNull()
    // The entry allows no delete of a bearer: the mutation is not in the schema.
    const absent = await gql('admin', 'mutation { deleteHeritageBearer(id: 1) }')
    expect(absent.status).toBe(400)
    expect(absent.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    // The entry allows deleting a province, its krud does not: nobody deletes one, not even the super admin.
    const aimags = await count('aimag')
    const aimag = await gql('admin', '{ aimagList(limit: 1) { id } }')
    const aimagId = String((aimag.data?.aimagList as Row[] | undefined)?.[0]?.id)
    expect((await gql('admin', `mutation { deleteAimag(id: ${aimagId}) }`)).errors[0]?.extensions.code).toBe(
      'VALIDATION_FAILED',
    )
    expect(await count('aimag')).toBe(aimags)
    // A model that keeps no deleted rows has no restore.
    expect((await gql('admin', `mutation { restoreAimag(id: ${aimagId}) }`)).status).toBe(400)
    await gql('admin', `mutation { deleteApplication(id: ${id}) }`)
    expect((await gql('council1', `mutation { restoreApplication(id: ${id}) }`)).errors[0]?.extensions.code).toBe(
      'VALIDATION_FAILED',
    )
    expect(await deletedAt(id)).not.toBeNull()
    // The applicant may delete and restore their own applications only.
    const [others] = (
      await sql<{ id: string }>`select id::text as id from application
        where applicant_id <> ${Number(await userId('applicant'))} and deleted_at is null order by id limit 1`.execute(
        db(),
      )
    ).rows
    expect(others).toBeDefined()
    expect(
      (await gql('applicant', `mutation { deleteApplication(id: ${others?.id}) }`)).errors[0]?.extensions.code,
    ).toBe('NOT_FOUND')
    const own = await gql(
      'applicant',
      'mutation ($input: ApplicationInsert!) { addApplication(input: $input) { id _version } }',
      { input: application('Өөрийн') },
    )
    const ownRow = own.data?.addApplication as Row
    expect(
      await gql('applicant', `mutation { deleteApplication(id: ${ownRow.id}, version: "${ownRow._version}") }`),
    ).toMatchObject({ errors: [], data: { deleteApplication: true } })
    expect(await gql('applicant', `mutation { restoreApplication(id: ${ownRow.id}) }`)).toMatchObject({
      errors: [],
      data: { restoreApplication: true },
    })
    expect(await gql('applicant', `mutation { restoreApplication(id: ${id}) }`)).toMatchObject({
      errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })],
    })
  })

  it('refuses a delete at a stale version with RECORD_CHANGED, and an edit from before a delete and restore', async () => {
    const id = await newApplication('Хувилбар')
    const read = await versionOf(id)
    const edited = await gql(
      'admin',
      `mutation { editApplication(id: ${id}, version: "${read}", input: { description: "Засвар" }) { _version } }`,
    )
    expect(edited.errors).toEqual([])
    const current = String((edited.data?.editApplication as Row | undefined)?._version)
    expect(current).not.toBe(read)
    const stale = await gql('admin', `mutation { deleteApplication(id: ${id}, version: "${read}") }`)
    expect(stale.status).toBe(200)
    expect(stale.errors[0]).toMatchObject({ path: ['deleteApplication'], extensions: { code: 'RECORD_CHANGED' } })
    expect(await deletedAt(id)).toBeNull()
    expect(await gql('admin', `mutation { deleteApplication(id: ${id}, version: "${current}") }`)).toMatchObject({
      errors: [],
      data: { deleteApplication: true },
    })
    await gql('admin', `mutation { restoreApplication(id: ${id}) }`)
    // The restored row is a new version: an edit made from what was read before the delete is refused.
    const afterRestore = await gql(
      'admin',
      `mutation { editApplication(id: ${id}, version: "${current}", input: { description: "Хуучин" }) { id } }`,
    )
    expect(afterRestore.errors[0]?.extensions.code).toBe('RECORD_CHANGED')
    expect(await versionOf(id)).not.toBe(current)
  })

  it('makes a field non-null in Insert when the form requires it, or the model does, at the next request', async () => {
    const fields = form.fields.map((field) =>
      field.name === 'title'
        ? { ...field, required: false }
        : field.name === 'description'
          ? { ...field, required: true }
          : field,
    )
    await store.put({ ...form, fields }, { by: null })
    await bumpDocumentsVersion(db())
    try {
      // The title is the model's still (not null, no default); the description is now the form's.
      expect(nonNullFields(await inputType('ApplicationInsert'))).toEqual([
        'amount',
        'description',
        'heritage_bearer_id',
        'title',
      ])
      expect(nonNullFields(await inputType('ApplicationPatch'))).toEqual([])
    } finally {
      await store.put(form, { by: null })
      await bumpDocumentsVersion(db())
    }
    expect(nonNullFields(await inputType('ApplicationInsert'))).toEqual(['amount', 'heritage_bearer_id', 'title'])
  })

  it('serves stock clients: graphql-request adds rows or is refused by validation, Apollo Client deletes and restores by version', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const address = server.app.server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    const endpoint = `http://127.0.0.1:${address.port}/api/graphql`
    const auth = await signInHeaders(server.app, 'admin')
    const client = new GraphQLClient(endpoint, { headers: auth })
    const mutation = 'mutation ($rows: [ApplicationInsert!]!) { addApplicationList(rows: $rows) { id title _version } }'
    const added = await client.request<{ addApplicationList: Array<{ id: string; title: string; _version: string }> }>(
      mutation,
      { rows: [application('Клиент 1'), application('Клиент 2'), application('Клиент 3')] },
    )
    expect(added.addApplicationList.map((row) => row.title)).toEqual(['Клиент 1', 'Клиент 2', 'Клиент 3'])
    const before = await count('application')
    const refused = await client.request(mutation, { rows: [application('Клиент 4'), { title: 'Дутуу' }] }).then(
      () => undefined,
      (error: unknown) => error,
    )
    if (!(refused instanceof ClientError)) throw new Error(`expected a ClientError, got ${String(refused)}`)
    expect(refused.response.status).toBe(400)
    expect(refused.response.errors?.[0]?.message).toMatch(/heritage_bearer_id/)
    expect(await count('application')).toBe(before)

    const apollo = new ApolloClient({
      link: new HttpLink({ uri: endpoint, headers: auth }),
      cache: new InMemoryCache(),
    })
    const [first] = added.addApplicationList
    if (first === undefined) throw new Error('no row was added')
    const remove = apolloGql`mutation ($id: ID!, $version: String) { deleteApplication(id: $id, version: $version) }`
    const stale = await apollo.mutate({
      mutation: remove,
      variables: { id: first.id, version: '1' },
      errorPolicy: 'all',
    })
    expect(CombinedGraphQLErrors.is(stale.error) ? stale.error.errors[0]?.extensions?.code : stale.error).toBe(
      'RECORD_CHANGED',
    )
    const removed = await apollo.mutate({ mutation: remove, variables: { id: first.id, version: first._version } })
    expect(removed.data).toEqual({ deleteApplication: true })
    expect(await deletedAt(first.id)).not.toBeNull()
    const restored = await apollo.mutate({
      mutation: apolloGql`mutation ($id: ID!) { restoreApplication(id: $id) }`,
      variables: { id: first.id },
    })
    expect(restored.data).toEqual({ restoreApplication: true })
    expect(await deletedAt(first.id)).toBeNull()
  })
})
