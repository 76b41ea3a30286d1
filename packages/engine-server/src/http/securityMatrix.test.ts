// The security matrix (issue 22), generated rather than listed: every route of the OpenAPI
// description that works on a krud's records, for every krud of the heritage example, and every
// GraphQL entry's queries and mutations, called as a visitor and as every seeded role, each
// answer held against what the documents grant (the role documents' krud rights, read by the
// authorizer's own reading of them, the entries' access, and the public `published` rule). A new
// route under `/records/{krud}`, a new krud or a new entry is covered without editing this file.
// Every other route of the description carries its audience (`x-audience`, declared on the route
// and enforced by one hook): a caller outside it must be refused with exactly 401 or 403 before
// the request is read, the database unchanged; everyone inside must get an answer that is not a
// server error.
import {
  canReadGraphqlEntry,
  type GraphqlDocument,
  type KrudDocument,
  type MenuDocument,
  type ModelDocument,
  publishedRule,
  type RoleDocument,
  type WorkflowDocument,
} from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { GraphqlSubscriber, listenForSockets } from '../graphql/testing.ts'
import { ADMIN_AREA_ROLES, krudRightsOf } from '../permissions/compileRole.ts'
import type { AccessCondition, PermissionAction } from '../permissions/types.ts'
import { databaseFingerprint, HERITAGE_DIR, seedHeritage, tableFingerprint } from '../records/testing.ts'
import { DEMO_ACCOUNTS } from '../seed/accounts.ts'
import type { RouteAudience } from './routeAudience.ts'
import { signInHeaders, testConfig } from './testing.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface Route {
  method: Method
  /** The OpenAPI path, e.g. `/api/records/{krud}/{id}`. */
  path: string
  /** Who may call it, as the route declares (`x-audience`). */
  audience: RouteAudience | undefined
}

/** Who calls: a visitor (no session) or one seeded account. */
interface Caller {
  name: string
  login: string | null
  roleId: number | null
  userId: number | null
}

/** What the documents grant a caller on one krud: the actions, with their row conditions. */
interface Grant {
  actions: ReadonlySet<PermissionAction>
  conditions: readonly AccessCondition[]
}

const REFUSALS = new Set([401, 403, 404])

/** Tables a refused request may still write: when a session was last used, failed sign-ins. */
const UNOWNED_TABLES: ReadonlySet<string> = new Set(['tamga_session', 'tamga_login_attempt'])

/**
 * Whether an answer refuses: 401, 403 or 404, or (unless `strict`) a body the route's schema
 * refused before the handler ran (the matrix sends empty bodies), which reads and writes nothing
 * either. A caller with no right at all on a krud is refused strictly: before its body is read.
 */
function refused(response: { statusCode: number; json(): unknown }, strict = false): boolean {
  if (REFUSALS.has(response.statusCode)) return true
  if (strict) return false
  if (response.statusCode !== 400) return false
  const body = response.json() as { code?: string; in?: string }
  return body.code === 'VALIDATION_FAILED' && body.in === 'body'
}
const ACTION_OF_METHOD: Record<Method, PermissionAction> = {
  GET: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
}

/** The routes of the OpenAPI description, as Fastify's swagger plugin writes them. */
function routesOf(description: {
  paths: Record<string, Record<string, { 'x-audience'?: RouteAudience } | undefined>>
}): Route[] {
  const routes: Route[] = []
  for (const [path, operations] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase()
      if (upper in ACTION_OF_METHOD) routes.push({ method: upper as Method, path, audience: operation?.['x-audience'] })
    }
  }
  return routes
}

/** A row satisfies every condition of a grant (the caller's id for `current-user`). */
function rowMatches(row: Record<string, unknown>, conditions: readonly AccessCondition[], userId: number | null) {
  return conditions.every((condition): boolean => {
    const value = row[condition.column]
    if (condition.type === 'current-user') return userId !== null && String(value) === String(userId)
    if (condition.type === 'column-equals') return value === condition.value
    if (condition.type === 'column-null') return value === null
    // The heritage example has no organization conditions; a new kind must be taught here.
    throw new Error(`the matrix cannot check ${condition.type} yet`)
  })
}

describe.each(testBackends())('the security matrix on $name', { timeout: 600_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const store = createFolderStore(HERITAGE_DIR)
  let app: TamgaApp
  let routes: Route[] = []
  let kruds: KrudDocument[] = []
  let entries: GraphqlDocument[] = []
  let models = new Map<string, ModelDocument>()
  let workflows: WorkflowDocument[] = []
  /** The model each krud's grid lists. */
  const modelOfKrud = new Map<string, string>()
  const callers: Caller[] = [{ name: 'visitor', login: null, roleId: null, userId: null }]
  const headers = new Map<string, Record<string, string>>()
  const grants = new Map<string, Map<string, Grant>>()

  beforeAll(async () => {
    await seedHeritage(database().db)
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR }),
      store,
      database: database(),
      logger: false,
    })
    await app.ready()
    const description = await app.inject({ url: '/api/docs/json' })
    routes = routesOf(description.json())
    kruds = (await store.list('krud')).map((stored) => stored.document)
    entries = (await store.list('graphql')).map((stored) => stored.document)
    models = new Map((await store.list('model')).map((stored) => [stored.document.name, stored.document]))
    workflows = (await store.list('workflow')).map((stored) => stored.document)
    for (const krud of kruds) {
      const grid = krud.grid === undefined ? undefined : (await store.get('grid', krud.grid))?.document
      if (grid?.model !== undefined) modelOfKrud.set(krud.name, grid.model)
    }
    const roles = new Map((await store.list('role')).map((stored) => [stored.document.id, stored.document]))
    const menus = new Map((await store.list('menu')).map((stored) => [stored.document.name, stored.document]))

    // The records API is the signed-in door: a visitor reads a public krud's published rows
    // through the public site and GraphQL (`publishedRule`), and is asked to sign in here.
    grants.set('visitor', new Map())
    for (const account of DEMO_ACCOUNTS.filter(
      (demo) => !demo.login.startsWith('council') || demo.login === 'council1',
    )) {
      const id = (
        await database()
          .db.selectFrom('tamga_user')
          .select('id')
          .where('login', '=', account.login)
          .executeTakeFirstOrThrow()
      ).id
      callers.push({ name: account.login, login: account.login, roleId: account.roleId, userId: id })
      headers.set(account.login, await signInHeaders(app, account.login))
      const role = roles.get(account.roleId) as RoleDocument
      const menu = role.menu === undefined ? undefined : (menus.get(role.menu) as MenuDocument | undefined)
      const rights = krudRightsOf(role, menu, kruds)
      grants.set(
        account.login,
        new Map(
          [...rights].map(([name, granted]) => [name, { actions: granted.actions, conditions: granted.rowConditions }]),
        ),
      )
    }
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  const headersOf = (caller: Caller): Record<string, string> =>
    caller.login === null ? { 'x-requested-with': 'XMLHttpRequest' } : (headers.get(caller.login) ?? {})

  const tableOf = async (krud: KrudDocument): Promise<{ table: string; identity: string }> => {
    const grid = krud.grid === undefined ? undefined : (await store.get('grid', krud.grid))?.document
    const model = grid?.model === undefined ? undefined : (await store.get('model', grid.model))?.document
    if (grid === undefined || model === undefined) throw new Error(`krud ${krud.name} has no grid or model`)
    return { table: model.table, identity: grid.identity ?? 'id' }
  }

  /** Every row of a table, for the row checks and as the "nothing written" fingerprint. */
  const rowsOf = async (table: string) =>
    (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(database().db)).rows
  const fingerprint = (table: string) => tableFingerprint(database().db, table)
  /** The whole database but the sessions' last use and the sign-in counters, which any request may move. */
  const everything = () => databaseFingerprint(database().db, UNOWNED_TABLES)

  it('describes the records routes it is to check', () => {
    const krudRoutes = routes.filter((route) => route.path.includes('{krud}'))
    // Lists, one record, create, update, delete, restore, options, uploads, export, print, import…
    expect(krudRoutes.length).toBeGreaterThanOrEqual(15)
    expect(kruds.length).toBeGreaterThanOrEqual(10)
  })

  it('refuses every records route of a krud to whoever the documents grant nothing on it, and writes nothing', async () => {
    const krudRoutes = routes.filter((route) => route.path.includes('{krud}'))
    const failures: string[] = []
    for (const krud of kruds) {
      const { table, identity } = await tableOf(krud)
      const [first] = await rowsOf(table)
      const id = first === undefined ? '1' : String(first[identity])
      for (const caller of callers) {
        if (caller.roleId === 1) continue
        const grant = grants.get(caller.name)?.get(krud.name)
        if (grant !== undefined && grant.actions.size > 0) continue
        const before = await fingerprint(table)
        for (const route of krudRoutes) {
          const url = route.path
            .replace('{krud}', krud.name)
            .replace('{id}', id)
            .replace(/\{[a-zA-Z]+\}/g, 'title')
          const response = await app.inject({
            method: route.method,
            url: `${url}${route.method === 'PATCH' || route.method === 'PUT' ? '?version=1' : ''}`,
            headers: headersOf(caller),
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          })
          if (!refused(response, true))
            failures.push(
              `${caller.name} ${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`,
            )
          else if (caller.login === null && response.statusCode === 403)
            failures.push(`${caller.name} ${route.method} ${url} → 403 where a visitor is told to sign in (401)`)
        }
        if ((await fingerprint(table)) !== before) failures.push(`${caller.name} changed ${table} on ${krud.name}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('lists to each caller exactly the rows its grant covers, and only the grid’s columns', async () => {
    const failures: string[] = []
    for (const krud of kruds) {
      const { table, identity } = await tableOf(krud)
      const grid = (await store.get('grid', krud.grid))?.document
      const shown = (grid?.columns ?? []).map((column) => column.field)
      // Besides the grid's columns: the row's version, the words of its relation columns, the
      // translations of its translatable columns, and the id of its approval process.
      const columns = new Set([
        identity,
        '_version',
        '__process_id',
        ...shown,
        ...shown.map((field) => `${field}__label`),
        ...shown.flatMap((field) => [`${field}_en`, `${field}_ko`]),
      ])
      const stored = await rowsOf(table)
      for (const caller of callers) {
        const grant =
          caller.roleId === 1 ? { actions: new Set(['read']), conditions: [] } : grants.get(caller.name)?.get(krud.name)
        if (grant === undefined || !grant.actions.has('read')) continue
        const response = await app.inject({
          url: `/api/records/${krud.name}?pageSize=1000`,
          headers: headersOf(caller),
        })
        if (response.statusCode !== 200) {
          failures.push(`${caller.name} list ${krud.name} → ${response.statusCode} ${response.body.slice(0, 120)}`)
          continue
        }
        const rows = response.json().rows as Array<Record<string, unknown>>
        const expected = stored
          .filter((row) => !('deleted_at' in row) || row.deleted_at === null)
          .filter((row) => rowMatches(row, grant.conditions, caller.userId))
          .map((row) => String(row[identity]))
          .sort()
        const listed = rows.map((row) => String(row[identity])).sort()
        if (JSON.stringify(listed) !== JSON.stringify(expected.slice(0, 1000)))
          failures.push(
            `${caller.name} list ${krud.name}: ${listed.length} rows where the documents grant ${expected.length}`,
          )
        const extra = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => !columns.has(key))
        if (extra.length > 0)
          failures.push(`${caller.name} list ${krud.name}: columns outside the grid ${extra.join(', ')}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('refuses a create, an update or a delete the caller’s grant lacks, and writes nothing', async () => {
    const failures: string[] = []
    const writes: Array<{ method: Method; path: string }> = routes
      .filter((route) => route.method !== 'GET')
      .filter((route) => route.path === '/api/records/{krud}' || route.path === '/api/records/{krud}/{id}')
    for (const krud of kruds) {
      const { table, identity } = await tableOf(krud)
      const [first] = await rowsOf(table)
      if (first === undefined) continue
      for (const caller of callers) {
        if (caller.roleId === 1) continue
        const grant = grants.get(caller.name)?.get(krud.name)
        for (const route of writes) {
          const action = ACTION_OF_METHOD[route.method]
          if (grant?.actions.has(action) === true) continue
          const before = await fingerprint(table)
          const url = route.path.replace('{krud}', krud.name).replace('{id}', String(first[identity]))
          // The version the super admin reads, so that only the missing right can refuse.
          const read = await app.inject({ url, headers: headers.get('admin') ?? {} })
          const version = String((read.json() as { record?: { _version?: unknown } }).record?._version ?? '')
          const response = await app.inject({
            method: route.method,
            url: `${url}${route.method === 'PATCH' || route.method === 'PUT' ? `?version=${encodeURIComponent(version)}` : ''}`,
            headers: headersOf(caller),
            ...(route.method === 'DELETE' ? {} : { payload: {} }),
          })
          if (!refused(response))
            failures.push(`${caller.name} ${route.method} ${url} (${action} not granted) → ${response.statusCode}`)
          if ((await fingerprint(table)) !== before)
            failures.push(`${caller.name} ${route.method} ${url} changed ${table}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('describes who may call every route of the description', () => {
    const undeclared = routes.filter((route) => route.audience === undefined)
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([])
  })

  /**
   * The refusal a caller outside a route's audience gets, or undefined when it is inside (the
   * route's handler may still narrow it by the record or document named).
   */
  const refusalFor = (audience: RouteAudience, caller: Caller): 401 | 403 | undefined => {
    if (audience.who === 'anyone') return undefined
    if (caller.login === null) return audience.who === 'granted' && audience.visitors === true ? undefined : 401
    if (audience.who === 'admin') return ADMIN_AREA_ROLES.has(caller.roleId ?? 0) ? undefined : 403
    return undefined
  }

  it('refuses every other route to whoever is outside its audience before reading the request, and writes nothing; answers everyone else without a server error', async () => {
    const failures: string[] = []
    for (const route of routes.filter((found) => !found.path.includes('{krud}'))) {
      // Signing the callers out is not a check of the matrix, and a stream never ends.
      if (/\/auth\/logout$|\/stream$/.test(route.path)) continue
      const audience = route.audience
      if (audience === undefined) continue
      const outside = callers.filter((caller) => refusalFor(audience, caller) !== undefined)
      const inside = callers.filter((caller) => refusalFor(audience, caller) === undefined)
      // An outsider names the first row, so that a refusal that failed would show in the data;
      // the schema-refused empty body must not answer first.
      const before = outside.length === 0 ? '' : await everything()
      for (const caller of outside) {
        const url = route.path.replace(/\{[a-zA-Z*]+\}/g, '1')
        const response = await app.inject({
          method: route.method,
          url,
          headers: headersOf(caller),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        })
        const due = refusalFor(audience, caller)
        if (response.statusCode !== due)
          failures.push(
            `${caller.name} ${route.method} ${url} → ${response.statusCode} where ${due} was due (${JSON.stringify(audience)})`,
          )
      }
      if (outside.length > 0 && (await everything()) !== before)
        failures.push(`${route.method} ${route.path}: a refused caller changed the database`)
      // Reads name the first row; changes name none, so that no caller's account is touched.
      const url = route.path.replace(/\{[a-zA-Z*]+\}/g, route.method === 'GET' ? '1' : '999999')
      for (const caller of inside) {
        const response = await app.inject({
          method: route.method,
          url,
          headers: headersOf(caller),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        })
        if (response.statusCode >= 500 || (caller.login !== null && response.statusCode === 401))
          failures.push(`${caller.name} ${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`)
      }
    }
    expect(failures).toEqual([])
  })

  /** The GraphQL answer of a caller, as a stock client would post it. */
  const gql = async (caller: Caller, query: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: headersOf(caller),
      payload: { query },
    })
    return response.json() as {
      data?: Record<string, unknown> | null
      errors?: Array<{ message?: string; extensions?: { code?: string; enMsg?: string } }>
    }
  }

  /** What the documents let a caller read of an entry's model: its krud grants, else every row (or the published ones to a visitor). */
  const entryRows = (caller: Caller, entry: GraphqlDocument): readonly AccessCondition[][] => {
    if (caller.roleId === 1) return [[]]
    const overModel = [...(grants.get(caller.name) ?? [])].filter(
      ([krud, grant]) => modelOfKrud.get(krud) === entry.model && grant.actions.has('read'),
    )
    if (overModel.length > 0) return overModel.map(([, grant]) => [...grant.conditions])
    const model = models.get(entry.model)
    return caller.login === null && model !== undefined ? [publishedRule(model, workflows)] : [[]]
  }

  it('answers every GraphQL entry’s queries to whom its access names, with the rows the documents grant', async () => {
    const failures: string[] = []
    for (const entry of entries) {
      const model = models.get(entry.model)
      if (model === undefined) continue
      const base = `${entry.typeName.charAt(0).toLowerCase()}${entry.typeName.slice(1)}`
      const idField = entry.idField ?? 'id'
      const stored = await rowsOf(model.table)
      for (const caller of callers) {
        const may =
          caller.roleId === 1 ||
          canReadGraphqlEntry(entry.access, { signedIn: caller.login !== null, roleId: caller.roleId ?? undefined })
        const answer = await gql(caller, `{ list: ${base}List(limit: 1000) { ${idField} } count: ${base}Count }`)
        const codes = (answer.errors ?? []).map((error) => error.extensions?.code)
        if (!may) {
          const refusal = caller.login === null ? 'UNAUTHORIZED' : 'FORBIDDEN'
          if (codes.length === 0 || codes.some((code) => code !== refusal) || answer.data?.list != null)
            failures.push(
              `${caller.name} ${base}List: ${JSON.stringify(answer).slice(0, 160)} where ${refusal} was due`,
            )
          continue
        }
        if (codes.length > 0) {
          failures.push(`${caller.name} ${base}List refused: ${codes.join(', ')}`)
          continue
        }
        const sets = entryRows(caller, entry)
        const expected = stored
          .filter((row) => model.softDelete !== true || row.deleted_at === null)
          .filter((row) => sets.some((conditions) => rowMatches(row, conditions, caller.userId)))
          .map((row) => String(row[idField]))
          .sort()
        const listed = ((answer.data?.list ?? []) as Array<Record<string, unknown>>).map((row) => String(row[idField]))
        if (JSON.stringify(listed.sort()) !== JSON.stringify(expected.slice(0, 1000)))
          failures.push(
            `${caller.name} ${base}List: ${listed.length} rows where the documents grant ${expected.length}`,
          )
        if (answer.data?.count !== expected.length)
          failures.push(
            `${caller.name} ${base}Count: ${answer.data?.count} where the documents grant ${expected.length}`,
          )
      }
    }
    expect(failures).toEqual([])
  })

  /**
   * A `<T>Insert` literal GraphQL's validation lets through: each non-null field (what the
   * model or the form requires) with a value of its scalar, read from the super admin's schema.
   */
  const insertLiteral = async (typeName: string): Promise<string> => {
    const admin = callers.find((caller) => caller.roleId === 1)
    if (admin === undefined) return '{}'
    const answer = await gql(
      admin,
      `{ __type(name: "${typeName}Insert") { inputFields { name type { kind ofType { name } } } } }`,
    )
    const type = answer.data?.__type as
      | { inputFields: Array<{ name: string; type: { kind: string; ofType: { name: string } | null } }> }
      | null
      | undefined
    const placeholders: Record<string, string> = { Int: '1', Boolean: 'true', JSON: '{}', Decimal: '"1"' }
    const required = (type?.inputFields ?? []).filter((field) => field.type.kind === 'NON_NULL')
    return `{ ${required.map((field) => `${field.name}: ${placeholders[field.type.ofType?.name ?? ''] ?? '"x"'}`).join(', ')} }`
  }

  it('refuses every GraphQL mutation the documents do not grant, and writes nothing', async () => {
    const failures: string[] = []
    for (const entry of entries) {
      const model = models.get(entry.model)
      if (model === undefined) continue
      const [first] = await rowsOf(model.table)
      const id = JSON.stringify(String(first?.[entry.idField ?? 'id'] ?? 1))
      const insert = entry.actions?.add === true ? await insertLiteral(entry.typeName) : '{}'
      const mutations: Array<[PermissionAction, string]> = [
        ['create', `mutation { add${entry.typeName}(input: ${insert}) { __typename } }`],
        ['update', `mutation { edit${entry.typeName}(id: ${id}, version: "1", input: {}) { __typename } }`],
        ['delete', `mutation { delete${entry.typeName}(id: ${id}) }`],
      ]
      const offered = { create: entry.actions?.add, update: entry.actions?.edit, delete: entry.actions?.delete }
      for (const caller of callers) {
        if (caller.roleId === 1) continue
        for (const [action, mutation] of mutations) {
          if (offered[action as 'create' | 'update' | 'delete'] !== true) continue
          const granted = [...(grants.get(caller.name) ?? [])].some(
            ([krud, grant]) => modelOfKrud.get(krud) === entry.model && grant.actions.has(action),
          )
          if (granted) continue
          const before = await fingerprint(model.table)
          const answer = await gql(caller, mutation)
          // An ungranted mutation is not in the caller's schema at all: GraphQL's validation
          // refuses it as an unknown field (a visitor's schema has no mutations), before it runs.
          const error = answer.errors?.[0]
          const unknown = /Cannot query field|mutation operation is not supported/.test(error?.extensions?.enMsg ?? '')
          if (error?.extensions?.code !== 'VALIDATION_FAILED' || !unknown)
            failures.push(
              `${caller.name} ${mutation}: ${error?.extensions?.code} ${error?.message} where an unknown mutation was due`,
            )
          if ((await fingerprint(model.table)) !== before)
            failures.push(`${caller.name} ${mutation} changed ${model.table}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('tells each GraphQL subscription’s changes to whom the entry and the documents grant, and to no one else', async () => {
    const url = await listenForSockets(app)
    const failures: string[] = []
    for (const entry of entries.filter((found) => found.subscription === true)) {
      const model = models.get(entry.model)
      const krud = [...modelOfKrud].find(([, modelName]) => modelName === entry.model)?.[0]
      if (model === undefined || krud === undefined) continue
      const base = `${entry.typeName.charAt(0).toLowerCase()}${entry.typeName.slice(1)}`
      const idField = entry.idField ?? 'id'
      const [row] = (await rowsOf(model.table)).filter(
        (found) => model.softDelete !== true || found.deleted_at === null,
      )
      if (row === undefined) continue
      const id = String(row[idField])
      const subscribers = new Map<Caller, GraphqlSubscriber<{ action: string; id: string }>>()
      const due = new Set<Caller>()
      for (const caller of callers) {
        subscribers.set(
          caller,
          await GraphqlSubscriber.open(url, headersOf(caller), `subscription { c: ${base}Changed { action id } }`),
        )
        const may =
          caller.roleId === 1 ||
          canReadGraphqlEntry(entry.access, { signedIn: caller.login !== null, roleId: caller.roleId ?? undefined })
        if (may && entryRows(caller, entry).some((conditions) => rowMatches(row, conditions, caller.userId)))
          due.add(caller)
      }
      try {
        // A subscription goes live a moment after it is sent, with no message to say so: the
        // super admin changes the row until everyone due has heard of it once.
        const heard = new Set<Caller>()
        for (let round = 0; round < 40 && heard.size < due.size; round++) {
          const read = await app.inject({ url: `/api/records/${krud}/${id}`, headers: headers.get('admin') ?? {} })
          const version = String((read.json() as { record?: { _version?: unknown } }).record?._version ?? '')
          const write = await app.inject({
            method: 'PATCH',
            url: `/api/records/${krud}/${id}?version=${encodeURIComponent(version)}`,
            headers: headers.get('admin') ?? {},
            payload: {},
          })
          if (write.statusCode !== 200) throw new Error(`the probe write answered ${write.statusCode} ${write.body}`)
          for (const caller of due) {
            if (heard.has(caller)) continue
            const change = await subscribers.get(caller)?.next(round === 0 ? 1000 : 250)
            if (change !== undefined && change.id === id) heard.add(caller)
          }
        }
        for (const caller of due)
          if (!heard.has(caller)) failures.push(`${caller.name} ${base}Changed: heard nothing of row ${id}`)
        for (const caller of callers.filter((found) => !due.has(found))) {
          const change = await subscribers.get(caller)?.next(200)
          if (change !== undefined)
            failures.push(`${caller.name} ${base}Changed: told of row ${change.id}, not granted`)
        }
      } finally {
        for (const subscriber of subscribers.values()) subscriber.close()
      }
    }
    expect(failures).toEqual([])
  })
})
