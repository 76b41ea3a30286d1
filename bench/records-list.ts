// A page of 50 records from a 1,000,000-row table, filtered (a set of statuses and a date range)
// and sorted (newest first), through GET /api/records/:krud of the real server (a process of
// its own, as `tamga start` runs it) on a fresh PostgreSQL database: as the super admin (every
// row) and as a clerk whose role reads only the rows they own (a `current-user` row
// condition; they own 1 row in 100). Each row carries its province's name (`province_id__label`,
// a relation column to a table of 21 provinces, read in the same statement).
//
// A second case beside it: the same filters and a search typed in Latin ("Khovd"), which Tamga
// looks for in each spelling (`searchVariants`) in the visible text and in the provinces' names
// (`province_id in (select id from province where name ilike …)`). Its floor is written by hand
// as a developer would for the same answer (the same spellings, the label in the same
// statement, the same session proof) and must answer the same rows. It prints each
// side's answer as sent to a browser (bytes, compressed if the server compresses).
//
// Beside it, in the same run and on the same database, the floor (support/recordsFloorServer.ts):
// bare node:http and pg sending the very two statements Tamga sends for each caller's request,
// with the same bound values: the page, and the total, which also proves the caller's session
// (Tamga answers a list from a session it remembers, see records/rememberedSession.ts). They are
// compiled here by the server's own code from the stored documents and the caller's session;
// before anything is measured both texts must be among what Tamga's own connections ran
// (pg_stat_activity), and the floor's answer must equal Tamga's. autocannon drives each in
// turn after a warm-up.
//
// Prints p50/p99 and req/s for each; Tamga / floor in req/s (target ≥ 0.6) and the ratio of the
// clerk's and the super admin's p50 (target ≤ 1.2); asserts nothing. Tamga and the floor are
// measured ROUNDS times in turn per caller (3 by default; Tamga first in odd rounds, the floor
// in even ones), each round printed with the load average, and the median ratio: the machine's
// other work moves the figures of one run, much less the ratio of two measured seconds apart.
//
//   npm run bench:records
//   TAMGA_BENCH_DATABASE_URL=postgres://… CONNECTIONS=10 DURATION=10 WARM_UP=3 ROWS=1000000 ROUNDS=3 npm run bench:records
//   BENCH_CPU_PROF=/tmp/prof npm run bench:records   (CPU profiles of the server and the floor)

import { request as httpRequest } from 'node:http'
import { loadavg } from 'node:os'
import {
  type ListQueryString,
  type ModelDocument,
  SUPER_ADMIN_ROLE_ID,
  searchVariants,
  type TamgaDocument,
  valueColumns,
} from '@tamga/schema'
import { hashPassword } from '../packages/engine-server/src/auth/passwordHash.ts'
import { hashSessionToken } from '../packages/engine-server/src/auth/sessions.ts'
import { loadConfig } from '../packages/engine-server/src/config.ts'
import { krudRightsOf } from '../packages/engine-server/src/permissions/compileRole.ts'
import { compileList } from '../packages/engine-server/src/records/listQuery.ts'
import { readListRequest } from '../packages/engine-server/src/records/listRequest.ts'
import { provedStatement } from '../packages/engine-server/src/records/rememberedSession.ts'
import { DEMO_PASSWORD } from '../packages/engine-server/src/seed/accounts.ts'
import { type Instance, prepareInstance } from '../packages/engine-server/src/server/prepareInstance.ts'
import { type BenchDatabase, createBenchDatabase } from './support/benchDatabase.ts'
import { REPOSITORY_ROOT, writeBenchProject } from './support/benchProject.ts'
import { describeLoad, describeMachine, type LoadResult, loadTest } from './support/loadTest.ts'
import type { FloorRoute } from './support/recordsFloorServer.ts'
import { type ServerProcess, startServerProcess, startTamgaProcess } from './support/serverProcess.ts'
import { type SessionHeaders, signIn } from './support/signIn.ts'

const ROWS = Number(process.env.ROWS ?? 1_000_000)
const PAGE_SIZE = 50
const CLERK_ROLE_ID = 6
const CLERK_LOGIN = 'clerk'
/** The clerk owns every row whose number is a multiple of this. */
const CLERK_SHARE = 100
const STATUSES = ['DRAFT', 'SUBMITTED', 'CHECK', 'APPROVED', 'REJECTED', 'CANCELLED']
const FILTERED_STATUSES = ['SUBMITTED', 'CHECK']
/** A row every 90 seconds: a million rows reach back about 2 years and 10 months. */
const ROW_INTERVAL_SECONDS = 90
const KRUD = 'license-requests'
/** The provinces a request is filed in: the grid's relation column, labelled by the name. */
const PROVINCES = [
  'Архангай',
  'Баян-Өлгий',
  'Баянхонгор',
  'Булган',
  'Говь-Алтай',
  'Говьсүмбэр',
  'Дархан-Уул',
  'Дорноговь',
  'Дорнод',
  'Дундговь',
  'Завхан',
  'Орхон',
  'Өвөрхангай',
  'Өмнөговь',
  'Сүхбаатар',
  'Сэлэнгэ',
  'Төв',
  'Увс',
  'Ховд',
  'Хөвсгөл',
  'Хэнтий',
]
/** The search of the second case, as a person types it in the grid: a province's name in Latin. */
const SEARCH = 'Khovd'

const localized = (en: string, mn: string) => ({ en_US: en, mn_MN: mn })

/** The model, grid, form and krud of the benchmark, and the clerk's role. */
function benchDocuments(): TamgaDocument[] {
  return [
    {
      kind: 'model',
      version: 1,
      name: 'province',
      title: localized('Province', 'Аймаг'),
      table: 'province',
      columns: [
        { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
        { name: 'name', type: { name: 'varchar', length: 100 }, nullable: false },
      ],
      primaryKey: ['id'],
    },
    {
      kind: 'model',
      version: 1,
      name: 'license_request',
      title: localized('License request', 'Зөвшөөрлийн хүсэлт'),
      table: 'license_request',
      columns: [
        { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
        { name: 'title', type: { name: 'varchar', length: 255 }, nullable: false },
        { name: 'status', type: { name: 'varchar', length: 30 }, nullable: false },
        { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 } },
        { name: 'owner_id', type: 'bigint', nullable: false, default: { named: 'current_user_id' } },
        { name: 'province_id', type: 'bigint', nullable: false },
        { name: 'created_at', type: 'timestamptz', nullable: false, default: { named: 'now' } },
        { name: 'updated_at', type: 'timestamptz', nullable: false, default: { named: 'now' } },
        { name: 'deleted_at', type: 'timestamptz' },
      ],
      primaryKey: ['id'],
      // What the list reads: the page newest first within a date range; the total from the
      // index alone (status, date and the soft-delete flag, no table rows); the row
      // condition's rows newest first.
      indexes: [
        { columns: ['created_at'] },
        { columns: ['status', 'created_at', 'deleted_at'] },
        { columns: ['owner_id', 'created_at'] },
      ],
      timestamps: true,
      softDelete: true,
    },
    {
      kind: 'grid',
      version: 1,
      name: 'license-request-grid',
      title: localized('License requests', 'Зөвшөөрлийн хүсэлтүүд'),
      model: 'license_request',
      identity: 'id',
      columns: [
        { field: 'id', label: 'ID', type: 'number', hidden: true },
        { field: 'title', label: localized('Title', 'Гарчиг'), sortable: true, filter: { type: 'text' } },
        {
          field: 'status',
          label: localized('Status', 'Төлөв'),
          filter: { type: 'set', options: STATUSES.map((status) => ({ value: status, label: status })) },
        },
        { field: 'amount', label: localized('Amount', 'Дүн'), type: 'money', sortable: true },
        { field: 'owner_id', label: localized('Owner', 'Эзэмшигч'), type: 'number' },
        {
          field: 'province_id',
          label: localized('Province', 'Аймаг'),
          relation: { model: 'province', valueField: 'id', labelFields: ['name'] },
        },
        {
          field: 'created_at',
          label: localized('Created at', 'Үүсгэсэн огноо'),
          type: 'datetime',
          sortable: true,
          filter: { type: 'date-range' },
        },
      ],
      pageSize: PAGE_SIZE,
      softDelete: true,
      sort: { field: 'created_at', order: 'desc' },
    },
    {
      kind: 'form',
      version: 1,
      name: 'license-request-form',
      title: localized('License request', 'Зөвшөөрлийн хүсэлт'),
      model: 'license_request',
      identity: 'id',
      fields: [
        { name: 'id', widget: 'hidden' },
        { name: 'title', widget: 'text', label: localized('Title', 'Гарчиг'), required: true },
        { name: 'status', widget: 'text', label: localized('Status', 'Төлөв') },
        { name: 'amount', widget: 'number', label: localized('Amount', 'Дүн') },
      ],
    },
    {
      kind: 'krud',
      version: 1,
      name: KRUD,
      title: localized('License requests', 'Зөвшөөрлийн хүсэлтүүд'),
      form: 'license-request-form',
      grid: 'license-request-grid',
      actions: ['create', 'view', 'edit'],
    },
    {
      kind: 'role',
      version: 1,
      name: 'clerk',
      id: CLERK_ROLE_ID,
      display_name: localized('Clerk', 'Бичиг хэргийн ажилтан'),
      menu: 'admin',
      default_menu: 'profile',
      permissions: { account: { show: true }, profile: { show: true, r: true, u: true } },
      kruds: { [KRUD]: { c: true, r: true, rowConditions: [{ type: 'current-user', column: 'owner_id' }] } },
    },
  ]
}

/** Migrates, imports the project, creates the table and accounts, and fills the table. Answers the clerk's id and the instance, still open. */
async function prepareData(
  database: BenchDatabase,
  projectDir: string,
): Promise<{ clerkId: number; instance: Instance }> {
  const config = loadConfig(
    { DATABASE_URL: database.url, TAMGA_PROJECT: projectDir, TAMGA_ADMIN_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'warn' },
    REPOSITORY_ROOT,
  )
  const { instance } = await prepareInstance(config)
  const [clerk] = await database.query<{ id: string }>(
    `insert into tamga_user (login, email, password_hash, first_name, last_name, role_id, confirmed)
     values ($1, $2, $3, 'Bench', 'Clerk', $4, true) returning id`,
    [CLERK_LOGIN, 'clerk@example.com', await hashPassword(DEMO_PASSWORD), CLERK_ROLE_ID],
  )
  const clerkId = Number(clerk?.id)
  await database.query(`insert into province (name) select unnest($1::text[])`, [PROVINCES])
  const started = performance.now()
  // Rows in the order they were created, one every ROW_INTERVAL_SECONDS up to now; the status
  // from a hash of the row number, so the clerk's rows have every status too.
  await database.query(
    `insert into license_request (title, status, amount, owner_id, province_id, created_at, updated_at)
     select 'Request ' || g,
            ($1::text[])[1 + mod(hashint4(g)::bigint + 2147483648, $2)],
            mod(g::bigint * 7919, 10000000) / 100.0,
            case when mod(g, $3) = 0 then $4 else 100000 + mod(g, $3) end,
            (select min(id) from province) + mod(hashint4(g + 7)::bigint + 2147483648, $7),
            now() - ($5 - g) * make_interval(secs => $6),
            now() - ($5 - g) * make_interval(secs => $6)
     from generate_series(1, $5::int) as g`,
    [STATUSES, STATUSES.length, CLERK_SHARE, clerkId, ROWS, ROW_INTERVAL_SECONDS, PROVINCES.length],
  )
  await database.query('vacuum analyze province')
  await database.query('vacuum analyze license_request')
  console.log(
    `  ${ROWS.toLocaleString('en')} rows inserted and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return { clerkId, instance }
}

/** A signed-in caller's session, as the list statement proves it. */
interface BenchSession {
  token: string
  userId: number
  roleId: number
}

/**
 * The two statements Tamga sends for the list request `query` of a signed-in caller, as the
 * records route makes them once it remembers the session: the stored krud, grid and model, the
 * role's row conditions on the krud as the authorizer compiles them (none for the super admin),
 * the request read against the grid, the list compiled to SQL by the server's own compiler
 * (`compileList`), and the totals statement proving the session (`provedStatement`).
 */
async function tamgaStatements(instance: Instance, session: BenchSession, query: ListQueryString): Promise<FloorRoute> {
  const { roleId, userId } = session
  const { store, database } = instance
  const krud = (await store.get('krud', KRUD))?.document
  const grid = krud === undefined ? undefined : (await store.get('grid', krud.grid))?.document
  const model = grid?.model === undefined ? undefined : (await store.get('model', grid.model))?.document
  if (krud === undefined || grid === undefined || model === undefined) throw new Error(`no krud ${KRUD} stored`)
  const role = (await store.list('role')).find((stored) => stored.document.id === roleId)?.document
  if (role === undefined) throw new Error(`no role ${roleId} stored`)
  const menu = (await store.get('menu', role.menu))?.document
  const rights = roleId === SUPER_ADMIN_ROLE_ID ? [] : krudRightsOf(role, menu, [krud]).get(KRUD)?.rowConditions
  if (rights === undefined) throw new Error(`role ${roleId} does not read ${KRUD}`)
  const models = new Map((await store.list('model')).map((stored) => [stored.document.name, stored.document]))
  // The spellings the server searches (app.ts hands the records plugin searchVariants).
  const params = readListRequest(grid, query, searchVariants, valueColumns(model))
  const compiled = compileList(model, grid, params, rights, {
    userId,
    tableOf: (name) => models.get(name)?.table,
    modelOf: (name): ModelDocument | undefined => models.get(name),
    processesOf: krud.workflow === undefined ? undefined : KRUD,
  })
  const tokenHash = hashSessionToken(session.token)
  const [stored] = await database.db
    .selectFrom('tamga_session')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .execute()
  if (stored === undefined) throw new Error(`no session of user ${userId}`)
  const page = compiled.page.compile(database.db)
  const totals = provedStatement(compiled.totals.compile(database.db), {
    tokenHash,
    sessionId: stored.id,
    userId,
    roleId,
    verify: async () => {},
  })
  return {
    page: { text: page.sql, values: [...page.parameters] },
    totals: { text: totals.sql, values: [...totals.parameters] },
    consolidation: (grid.consolidation ?? []).flatMap((item) =>
      item.aggregate === undefined ? [] : [`${item.aggregate}_${item.column}`],
    ),
    pageNumber: params.page,
    pageSize: params.pageSize,
    cursorFields: [...compiled.cursorFields],
  }
}

/**
 * Checks that Tamga's connections ran both statements' texts (each connection's last statement
 * is in pg_stat_activity; the floor's connections are named and left out), right after a
 * request of the caller. Throws with what they ran otherwise.
 */
/** How much of a statement pg_stat_activity shows. */
let TRACKED_QUERY_BYTES = 1023

async function checkTamgaRan(database: BenchDatabase, route: FloorRoute, ask: () => Promise<unknown>): Promise<void> {
  const wanted = [route.page.text, route.totals.text]
  let ran: string[] = []
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await ask()
    const activity = await database.query<{ query: string }>(
      `select query from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and application_name <> $1`,
      [FLOOR_APPLICATION_NAME],
    )
    ran = activity.map((row) => row.query)
    // pg_stat_activity keeps a statement's first track_activity_query_size bytes (1024 by
    // default, less the terminator): a longer one, as the search's, is known by that beginning.
    const shown = (text: string) => Buffer.from(text).subarray(0, TRACKED_QUERY_BYTES).toString()
    if (wanted.every((text) => ran.includes(text) || ran.includes(shown(text)))) return
  }
  throw new Error(
    `Tamga's connections did not run the compiled statements:\n  wanted ${wanted.join('\n         ')}\n  ran ${ran.join('\n      ')}`,
  )
}

const isoDate = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

/** A list answer as Tamga and the floor give it. */
interface ListAnswer {
  rows?: Array<Record<string, unknown>>
  total?: number
}

async function fetchAnswer(url: string, headers: Record<string, string>): Promise<ListAnswer> {
  const response = await fetch(url, { headers })
  const answer = (await response.json()) as ListAnswer
  if (!response.ok || answer.rows === undefined)
    throw new Error(`the list answered ${response.status}: ${JSON.stringify(answer)}`)
  return answer
}

/** Checks a page of the list before it is measured: full, in order, filtered, and only the clerk's rows for the clerk. */
function checkPage(answer: ListAnswer, ownerId: number | undefined, label: string | undefined): void {
  const rows = answer.rows ?? []
  const times = rows.map((row) => Date.parse(String(row.created_at)))
  const problems = [
    // A search may match fewer rows than a page (the clerk's few in the province), never none.
    rows.length === (label === undefined ? PAGE_SIZE : Math.min(PAGE_SIZE, answer.total ?? 0)) && rows.length > 0
      ? undefined
      : `${rows.length} rows of ${answer.total} matching`,
    times.every((time, index) => index === 0 || time <= (times[index - 1] ?? time)) ? undefined : 'not newest first',
    rows.every((row) => FILTERED_STATUSES.includes(String(row.status))) ? undefined : 'a status outside the filter',
    ownerId === undefined || rows.every((row) => Number(row.owner_id) === ownerId) ? undefined : 'another owner’s row',
    rows.every((row) => typeof row.province_id__label === 'string') ? undefined : 'a row without its province’s name',
    label === undefined || rows.every((row) => row.province_id__label === label)
      ? undefined
      : `a province besides ${label}`,
  ].filter((problem) => problem !== undefined)
  if (problems.length > 0) throw new Error(`wrong page: ${problems.join('; ')}`)
}

/** JSON text with every object's keys sorted: two answers equal but for key order give the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  )
}

/** The province the search finds: the one whose name is among the search's spellings. */
function searchedProvince(): string {
  const spellings = searchVariants(SEARCH)
  const found = PROVINCES.filter((name) => spellings.some((spelling) => name.toLowerCase().includes(spelling)))
  if (found.length !== 1) throw new Error(`${SEARCH} finds ${found.length} provinces: ${found.join(', ')}`)
  return found[0] ?? ''
}

const FLOOR_APPLICATION_NAME = 'tamga-bench-records-floor'

/** The filters of both cases: statuses and a date range (`to` a day, counted whole). */
interface CaseFilter {
  statuses: string[]
  from: string
  to: string
}

/**
 * The search case's statements as a developer would write them by hand for the same answer:
 * the page with each row's province name joined in, the rows whose title, status or province
 * name (the grid's visible text) holds one of the search's spellings (`searchVariants`, as Tamga searches), the province by
 * `in (select id …)` over the few dozen provinces, the clerk's own rows only; and the total,
 * carrying the same proof of the caller's session and documents version as Tamga's (the
 * session check a hand-written endpoint makes too, here in the same statement).
 */
async function handWrittenSearch(
  instance: Instance,
  session: BenchSession,
  tamgaRoute: FloorRoute,
  filter: CaseFilter,
  ownerId: number | undefined,
): Promise<FloorRoute> {
  const patterns = searchVariants(SEARCH).map((variant) => `%${variant.replace(/[\\%_]/g, '\\$&')}%`)
  const values: unknown[] = [filter.statuses, filter.from, filter.to, patterns]
  const owner = ownerId === undefined ? '' : ` and t.owner_id = $${values.push(ownerId)}`
  const where = `t.deleted_at is null
      and t.status = any($1::text[])
      and t.created_at >= $2::date and t.created_at < $3::date + 1
      and (t.title ilike any($4::text[]) or t.status ilike any($4::text[])
           or t.province_id in (select p.id from province p where p.name ilike any($4::text[])))${owner}`
  // The row version the grid's edits check (xmin), as Tamga's rows carry it.
  const pageText = `select t.id, t.title, t.status, t.amount, t.owner_id, t.province_id, t.created_at,
      (select p.name from province p where p.id = t.province_id) as province_id__label,
      t.xmin::text as _version
    from license_request t
    where ${where}
    order by t.created_at desc, t.id
    limit ${PAGE_SIZE}`
  const tokenHash = hashSessionToken(session.token)
  const [stored] = await instance.database.db
    .selectFrom('tamga_session')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .execute()
  if (stored === undefined) throw new Error(`no session of user ${session.userId}`)
  const totals = provedStatement(
    { sql: `select count(*) as total from license_request t where ${where}`, parameters: values },
    { tokenHash, sessionId: stored.id, userId: session.userId, roleId: session.roleId, verify: async () => {} },
  )
  return {
    ...tamgaRoute,
    page: { text: pageText, values },
    totals: { text: totals.sql, values: [...totals.parameters] },
  }
}

/** The body of an answer as it crosses the wire to a browser (which asks for br, gzip or deflate): its bytes and encoding. */
function bytesAsSent(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () =>
        resolve(`${bytes.toLocaleString('en')} bytes (${response.headers['content-encoding'] ?? 'not compressed'})`),
      )
      response.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}
const ROUNDS = Number(process.env.ROUNDS ?? 3)

/** Tamga's figures over the floor's: req/s, p50 and p99. */
function describeRatio(tamga: LoadResult, floor: LoadResult): string {
  return (
    `Tamga / floor: ${(tamga.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}× req/s (target ≥ 0.6), ` +
    `p50 ${(tamga.p50 / floor.p50).toFixed(2)}×, p99 ${(tamga.p99 / floor.p99).toFixed(2)}×`
  )
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

console.log(`${describeMachine()}\n`)
const database = await createBenchDatabase('records')
const project = await writeBenchProject(benchDocuments())
const servers: ServerProcess[] = []
let instance: Instance | undefined
try {
  const prepared = await prepareData(database, project.dir)
  instance = prepared.instance
  const { clerkId } = prepared
  // About three months, a year back, of the 2 years 10 months a million rows cover.
  const spanDays = (ROWS * ROW_INTERVAL_SECONDS) / 86_400
  const dateRange = { from: isoDate(Math.round(spanDays * 0.38)), to: isoDate(Math.round(spanDays * 0.3)) }
  const filter = { status: { in: FILTERED_STATUSES }, created_at: dateRange }
  const listQuery = { pageSize: PAGE_SIZE, sort: '-created_at', filter: JSON.stringify(filter) }
  const [admin] = await database.query<{ id: number }>(`select id from tamga_user where login = 'admin'`)
  const callers = [
    {
      name: 'super admin (every row)',
      login: 'admin',
      roleId: SUPER_ADMIN_ROLE_ID,
      userId: Number(admin?.id),
      ownerId: undefined,
    },
    {
      name: `clerk (current-user row condition, 1 row in ${CLERK_SHARE})`,
      login: CLERK_LOGIN,
      roleId: CLERK_ROLE_ID,
      userId: clerkId,
      ownerId: clerkId,
    },
  ]
  const [tracked] = await database.query<{ bytes: number }>(
    `select setting::int - 1 as bytes from pg_settings where name = 'track_activity_query_size'`,
  )
  TRACKED_QUERY_BYTES = Number(tracked?.bytes ?? TRACKED_QUERY_BYTES)
  const tamga = await startTamgaProcess({
    env: { DATABASE_URL: database.url, TAMGA_PROJECT: project.dir, LOG_LEVEL: 'error' },
  })
  servers.push(tamga)
  // The second case: the same filters and a search for a province typed in Latin, as the
  // grid's search box sends it.
  const searchQuery = { ...listQuery, search: SEARCH }
  const caseFilter = { statuses: FILTERED_STATUSES, from: dateRange.from, to: dateRange.to }
  const floorRoutes: Record<string, FloorRoute> = {}
  const tamgaSearchRoutes: Record<string, FloorRoute> = {}
  const sessions = new Map<string, SessionHeaders>()
  for (const caller of callers) {
    const headers = await signIn(tamga.origin, caller.login)
    sessions.set(caller.login, headers)
    const session = {
      token: headers.authorization.replace(/^Bearer /, ''),
      userId: caller.userId,
      roleId: caller.roleId,
    }
    floorRoutes[`/${caller.login}`] = await tamgaStatements(instance, session, listQuery)
    const tamgaSearch = await tamgaStatements(instance, session, searchQuery)
    tamgaSearchRoutes[`/${caller.login}`] = tamgaSearch
    floorRoutes[`/${caller.login}/search`] = await handWrittenSearch(
      instance,
      session,
      tamgaSearch,
      caseFilter,
      caller.ownerId,
    )
  }
  await instance.close()
  instance = undefined
  const floor = await startServerProcess({
    name: 'floor',
    script: './recordsFloorServer.ts',
    env: { DATABASE_URL: database.url, PGAPPNAME: FLOOR_APPLICATION_NAME, RECORDS_FLOOR: JSON.stringify(floorRoutes) },
  })
  servers.push(floor)

  const query = new URLSearchParams({ pageSize: String(PAGE_SIZE), sort: listQuery.sort, filter: listQuery.filter })
  const url = `${tamga.origin}/api/records/${KRUD}?${query.toString()}`
  console.log(`  GET /api/records/${KRUD}?pageSize=${PAGE_SIZE}&sort=-created_at&filter=${JSON.stringify(filter)}`)

  const searchUrl = `${tamga.origin}/api/records/${KRUD}?${new URLSearchParams({ ...Object.fromEntries(query), search: SEARCH }).toString()}`
  const cases = [
    { suffix: '', url, tamgaRoutes: floorRoutes, label: undefined },
    { suffix: '/search', url: searchUrl, tamgaRoutes: tamgaSearchRoutes, label: searchedProvince() },
  ]
  const summary: Array<{ name: string; tamga: LoadResult[]; floor: LoadResult[] }> = []
  for (const [caseIndex, listCase] of cases.entries()) {
    if (caseIndex === 1)
      console.log(
        `\nSearch for a province typed in Latin (${searchVariants(SEARCH).length} spellings: ${searchVariants(SEARCH).join(', ')}), ` +
          `the same filters; the floor written by hand:\n  GET /api/records/${KRUD}?…&search=${SEARCH}`,
      )
    for (const caller of callers) {
      const url = listCase.url
      const headers = sessions.get(caller.login) ?? {}
      const tamgaRoute = listCase.tamgaRoutes[`/${caller.login}`]
      const route = floorRoutes[`/${caller.login}${listCase.suffix}`]
      if (route === undefined || tamgaRoute === undefined) throw new Error(`no floor route for ${caller.login}`)
      const floorUrl = `${floor.origin}/${caller.login}${listCase.suffix}`
      const answer = await fetchAnswer(url, headers)
      checkPage(answer, caller.ownerId, listCase.label)
      await checkTamgaRan(database, tamgaRoute, () => fetchAnswer(url, headers))
      const floorAnswer = await fetchAnswer(floorUrl, {})
      if (canonical(floorAnswer) !== canonical(answer))
        throw new Error(`the floor's answer differs from Tamga's:\n  ${canonical(floorAnswer)}\n  ${canonical(answer)}`)
      const name = listCase.label === undefined ? caller.name : `${caller.name}, search ${SEARCH}`
      console.log(`\n${name}: ${(answer.total ?? 0).toLocaleString('en')} matching rows`)
      const oneLine = (text: string) => text.replace(/\s+/g, ' ')
      if (listCase.label !== undefined) {
        console.log(
          `  Tamga's page:   ${oneLine(tamgaRoute.page.text)}\n          ${JSON.stringify(tamgaRoute.page.values)}`,
        )
        console.log(`  Tamga's totals: ${oneLine(tamgaRoute.totals.text)}`)
        console.log(
          `  answer as sent: Tamga ${await bytesAsSent(url, headers)}, floor ${await bytesAsSent(floorUrl, {})}`,
        )
      }
      console.log(`  page:   ${oneLine(route.page.text)}\n          ${JSON.stringify(route.page.values)}`)
      console.log(`  totals: ${oneLine(route.totals.text)}\n          ${JSON.stringify(route.totals.values)}`)
      const figures = { name, tamga: [] as LoadResult[], floor: [] as LoadResult[] }
      for (let round = 1; round <= ROUNDS; round += 1) {
        // In turn, the other one first every other round: neither is always measured after the other.
        const measureTamga = () => loadTest({ url, headers })
        const measureFloor = () => loadTest({ url: floorUrl })
        let tamgaResult: LoadResult
        let floorResult: LoadResult
        if (round % 2 === 1) {
          tamgaResult = await measureTamga()
          floorResult = await measureFloor()
        } else {
          floorResult = await measureFloor()
          tamgaResult = await measureTamga()
        }
        figures.tamga.push(tamgaResult)
        figures.floor.push(floorResult)
        const label = ROUNDS > 1 ? ` (round ${round}, load average ${loadavg()[0]?.toFixed(1)})` : ''
        console.log(`  Tamga${label}: ${describeLoad(tamgaResult)}`)
        console.log(`  floor${label}: ${describeLoad(floorResult)}`)
        console.log(`  ${describeRatio(tamgaResult, floorResult)}`)
      }
      summary.push(figures)
    }
  }

  console.log('')
  for (const { name, tamga: tamgaResults, floor: floorResults } of summary) {
    const ratios = tamgaResults.map(
      (result, index) => result.requestsPerSecond / (floorResults[index]?.requestsPerSecond ?? Number.NaN),
    )
    const each = ROUNDS > 1 ? ` (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; median)` : ''
    console.log(`${name}: Tamga / floor ${median(ratios).toFixed(2)}× req/s${each} (target ≥ 0.6)`)
  }
  const [adminFigures, clerkFigures] = summary.slice(0, callers.length)
  if (adminFigures !== undefined && clerkFigures !== undefined) {
    const p50 = (results: readonly LoadResult[]) => median(results.map((result) => result.p50))
    const p99 = (results: readonly LoadResult[]) => median(results.map((result) => result.p99))
    const rate = (results: readonly LoadResult[]) => median(results.map((result) => result.requestsPerSecond))
    console.log(
      `clerk / super admin (Tamga): p50 ${(p50(clerkFigures.tamga) / p50(adminFigures.tamga)).toFixed(2)}× (target ≤ 1.2), ` +
        `p99 ${(p99(clerkFigures.tamga) / p99(adminFigures.tamga)).toFixed(2)}×, req/s ${(rate(clerkFigures.tamga) / rate(adminFigures.tamga)).toFixed(2)}×`,
    )
  }
} finally {
  await instance?.close()
  await Promise.all(servers.map((server) => server.stop()))
  await project.remove()
  await database.drop()
}
