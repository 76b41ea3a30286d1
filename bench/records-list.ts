// A page of 50 records from a 1,000,000-row table, filtered (a set of statuses and a date range)
// and sorted (newest first), through GET /api/records/:krud of the real server (a process of
// its own, as `tamga start` runs it) on a fresh PostgreSQL database: as the super admin (every
// row) and as a clerk whose role reads only the rows they own (a `current-user` row
// condition; they own 1 row in 100). autocannon drives each after a warm-up. Prints p50/p99
// and req/s for each and the ratio of the two p50s (target ≤ 1.2); asserts nothing.
//
//   npm run bench:records
//   TAMGA_BENCH_DATABASE_URL=postgres://… CONNECTIONS=10 DURATION=10 WARM_UP=3 ROWS=1000000 npm run bench:records
//   BENCH_CPU_PROF=/tmp/prof npm run bench:records   (a CPU profile of the server)
import type { TamgaDocument } from '@tamga/schema'
import { hashPassword } from '../packages/engine-server/src/auth/passwordHash.ts'
import { loadConfig } from '../packages/engine-server/src/config.ts'
import { DEMO_PASSWORD } from '../packages/engine-server/src/seed/accounts.ts'
import { prepareInstance } from '../packages/engine-server/src/server/prepareInstance.ts'
import { type BenchDatabase, createBenchDatabase } from './support/benchDatabase.ts'
import { REPOSITORY_ROOT, writeBenchProject } from './support/benchProject.ts'
import { describeLoad, describeMachine, type LoadResult, loadTest } from './support/loadTest.ts'
import { type ServerProcess, startTamgaProcess } from './support/serverProcess.ts'
import { signIn } from './support/signIn.ts'

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

const localized = (en: string, mn: string) => ({ en_US: en, mn_MN: mn })

/** The model, grid, form and krud of the benchmark, and the clerk's role. */
function benchDocuments(): TamgaDocument[] {
  return [
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

/** Migrates, imports the project, creates the table and accounts, and fills the table. Answers the clerk's id. */
async function prepareData(database: BenchDatabase, projectDir: string): Promise<number> {
  const config = loadConfig(
    { DATABASE_URL: database.url, TAMGA_PROJECT: projectDir, TAMGA_ADMIN_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'warn' },
    REPOSITORY_ROOT,
  )
  const { instance } = await prepareInstance(config)
  await instance.close()
  const [clerk] = await database.query<{ id: string }>(
    `insert into tamga_user (login, email, password_hash, first_name, last_name, role_id, confirmed)
     values ($1, $2, $3, 'Bench', 'Clerk', $4, true) returning id`,
    [CLERK_LOGIN, 'clerk@example.com', await hashPassword(DEMO_PASSWORD), CLERK_ROLE_ID],
  )
  const clerkId = Number(clerk?.id)
  const started = performance.now()
  // Rows in the order they were created, one every ROW_INTERVAL_SECONDS up to now; the status
  // from a hash of the row number, so the clerk's rows have every status too.
  await database.query(
    `insert into license_request (title, status, amount, owner_id, created_at, updated_at)
     select 'Request ' || g,
            ($1::text[])[1 + mod(hashint4(g)::bigint + 2147483648, $2)],
            mod(g::bigint * 7919, 10000000) / 100.0,
            case when mod(g, $3) = 0 then $4 else 100000 + mod(g, $3) end,
            now() - ($5 - g) * make_interval(secs => $6),
            now() - ($5 - g) * make_interval(secs => $6)
     from generate_series(1, $5::int) as g`,
    [STATUSES, STATUSES.length, CLERK_SHARE, clerkId, ROWS, ROW_INTERVAL_SECONDS],
  )
  await database.query('vacuum analyze license_request')
  console.log(
    `  ${ROWS.toLocaleString('en')} rows inserted and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return clerkId
}

const isoDate = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

/** Checks a page of the list before it is measured: full, in order, filtered, and only the clerk's rows for the clerk. */
async function checkPage(url: string, headers: Record<string, string>, ownerId: number | undefined): Promise<number> {
  const response = await fetch(url, { headers })
  const answer = (await response.json()) as { rows?: Array<Record<string, unknown>>; total?: number }
  if (!response.ok || answer.rows === undefined)
    throw new Error(`the list answered ${response.status}: ${JSON.stringify(answer)}`)
  const rows = answer.rows
  const times = rows.map((row) => Date.parse(String(row.created_at)))
  const problems = [
    rows.length === PAGE_SIZE ? undefined : `${rows.length} rows instead of ${PAGE_SIZE}`,
    times.every((time, index) => index === 0 || time <= (times[index - 1] ?? time)) ? undefined : 'not newest first',
    rows.every((row) => FILTERED_STATUSES.includes(String(row.status))) ? undefined : 'a status outside the filter',
    ownerId === undefined || rows.every((row) => Number(row.owner_id) === ownerId) ? undefined : 'another owner’s row',
  ].filter((problem) => problem !== undefined)
  if (problems.length > 0) throw new Error(`wrong page: ${problems.join('; ')}`)
  return answer.total ?? 0
}

console.log(`${describeMachine()}\n`)
const database = await createBenchDatabase('records')
const project = await writeBenchProject(benchDocuments())
let server: ServerProcess | undefined
try {
  const clerkId = await prepareData(database, project.dir)
  server = await startTamgaProcess({
    env: { DATABASE_URL: database.url, TAMGA_PROJECT: project.dir, LOG_LEVEL: 'error' },
  })
  // About three months, a year back, of the 2 years 10 months a million rows cover.
  const spanDays = (ROWS * ROW_INTERVAL_SECONDS) / 86_400
  const dateRange = { from: isoDate(Math.round(spanDays * 0.38)), to: isoDate(Math.round(spanDays * 0.3)) }
  const filter = { status: { in: FILTERED_STATUSES }, created_at: dateRange }
  const query = new URLSearchParams({
    pageSize: String(PAGE_SIZE),
    sort: '-created_at',
    filter: JSON.stringify(filter),
  })
  const url = `${server.origin}/api/records/${KRUD}?${query.toString()}`
  console.log(`  GET /api/records/${KRUD}?pageSize=${PAGE_SIZE}&sort=-created_at&filter=${JSON.stringify(filter)}`)

  const callers = [
    { name: 'super admin (every row)', headers: await signIn(server.origin, 'admin'), ownerId: undefined },
    {
      name: `clerk (current-user row condition, 1 row in ${CLERK_SHARE})`,
      headers: await signIn(server.origin, CLERK_LOGIN),
      ownerId: clerkId,
    },
  ]
  const results: LoadResult[] = []
  for (const caller of callers) {
    const total = await checkPage(url, caller.headers, caller.ownerId)
    const result = await loadTest({ url, headers: caller.headers })
    results.push(result)
    console.log(`${caller.name}: ${total.toLocaleString('en')} matching rows\n  ${describeLoad(result)}`)
  }
  const [admin, clerk] = results
  if (admin !== undefined && clerk !== undefined) {
    console.log(
      `\nclerk / super admin: p50 ${(clerk.p50 / admin.p50).toFixed(2)}× (target ≤ 1.2), ` +
        `p99 ${(clerk.p99 / admin.p99).toFixed(2)}×, req/s ${(clerk.requestsPerSecond / admin.requestsPerSecond).toFixed(2)}×`,
    )
  }
} finally {
  await server?.stop()
  await project.remove()
  await database.drop()
}
