// Excel export and import through the HTTP routes, on PostgreSQL, at 100,000 and at 1,000,000
// rows: for each size a fresh database (dropped afterwards) with the heritage example's tables and
// that many heritage bearers, the server started as `npm start` runs it in production (`tamga
// start` from the bundled server, a process of its own, so its memory is its own), the export
// streamed to a file, then that file imported back (a dry run, then the commit) after the rows
// were removed. Prints seconds and the server's peak memory for each step; asserts nothing.
//
// Peak memory is the server process's peak resident set (VmHWM in /proc/<pid>/status) as the
// kernel counts it, reset before each step by writing 5 to /proc/<pid>/clear_refs: every page
// the process really held at its highest, with no sampling gap. Where the reset is refused,
// VmRSS sampled every 20 ms instead (the output says which).
//
//   TAMGA_BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:excel
//   SIZES=100000 npm run bench:excel        # only the 100k run (the 1M run takes minutes)
//   SERVER_NODE_OPTIONS=--max-old-space-size=2048 npm run bench:excel   # other V8 flags for the server
import { createReadStream, createWriteStream } from 'node:fs'
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { SERVER_HEAP_MB } from '../packages/engine-server/bin/serverHeap.mjs'
import { openDatabase } from '../packages/engine-server/src/db/database.ts'
import { BEARER_IMPORT_COLUMNS } from '../packages/engine-server/src/records/excel/testing.ts'
import { type ServerProcess, startTamgaProcess } from './support/serverProcess.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const heritage = join(root, 'examples', 'heritage')
const SIZES = (process.env.SIZES ?? process.env.ROWS ?? '100000,1000000').split(',').map(Number)
const SERVER = process.env.TAMGA_BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres'
/** The bench's register numbers start with these letters; the seed's do not. */
const PREFIX = 'ББ'
const MB = 2 ** 20
/** V8 flags for the server process only (NODE_OPTIONS), to see what heap sizing does to its peaks. */
const SERVER_NODE_OPTIONS = process.env.SERVER_NODE_OPTIONS ?? ''

/** The heritage example, its bearers' import taking every field the form requires. */
async function benchProject(folder: string): Promise<void> {
  await cp(heritage, folder, { recursive: true })
  const path = join(folder, 'documents', 'grids', 'heritage-bearer-grid.json')
  const grid = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>
  grid.excel = {
    export: true,
    import: {
      columns: BEARER_IMPORT_COLUMNS,
      startRow: 2,
    },
  }
  await writeFile(path, JSON.stringify(grid, null, 2))
}

/** A figure of a process's /proc status, in bytes. */
async function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024
}

/** Resets the process's peak RSS to its current RSS; false when the kernel refuses. */
async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

interface Measured<T> {
  result: T
  seconds: number
  /** RSS when the step began, MB. */
  startMb: number
  /** Peak RSS during the step, MB. */
  peakMb: number
  /** How the peak was measured. */
  how: 'VmHWM' | 'sampled VmRSS'
}

/** Runs `work`, measuring the server's peak RSS meanwhile. */
async function measured<T>(pid: number, work: () => Promise<T>): Promise<Measured<T>> {
  const exact = await resetPeak(pid)
  const start = await statusBytes(pid, 'VmRSS')
  let sampled = start
  const timer = exact
    ? undefined
    : setInterval(() => {
        void statusBytes(pid, 'VmRSS').then((rss) => {
          sampled = Math.max(sampled, rss)
        })
      }, 20)
  const started = performance.now()
  try {
    const result = await work()
    const seconds = (performance.now() - started) / 1000
    const peak = exact ? await statusBytes(pid, 'VmHWM') : Math.max(sampled, await statusBytes(pid, 'VmRSS'))
    return { result, seconds, startMb: start / MB, peakMb: peak / MB, how: exact ? 'VmHWM' : 'sampled VmRSS' }
  } finally {
    if (timer !== undefined) clearInterval(timer)
  }
}

const memory = (step: Measured<unknown>) =>
  `peak RSS ${step.peakMb.toFixed(0)} MB (${step.how}), from ${step.startMb.toFixed(0)} MB`

/**
 * Posts a workbook as multipart/form-data, streamed from its file, and waits for the answer as
 * long as it takes (fetch gives up on an answer after 5 minutes: a million rows take longer).
 */
async function postWorkbook(
  url: string,
  headers: Record<string, string>,
  file: string,
): Promise<{ status: number; body: string }> {
  const boundary = `----tamga-bench-${Date.now()}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.xlsx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const size = (await stat(file)).size
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    })
    request.once('error', reject)
    request.once('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      )
      response.once('error', reject)
    })
    request.write(head)
    pipeline(createReadStream(file), request, { end: false }).then(() => request.end(tail), reject)
  })
}

/**
 * The server from its bundle, which is what is measured: `tamga start` runs the sources
 * through a tsx child instead when the bundle went stale meanwhile (another edit in the
 * checkout), and its pid would then be the wrapper's. Started again until it is the server.
 */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const serverEnv = SERVER_NODE_OPTIONS === '' ? env : { ...env, NODE_OPTIONS: SERVER_NODE_OPTIONS }
  for (let attempt = 1; ; attempt += 1) {
    const server = await startTamgaProcess({ env: serverEnv })
    const children = await readFile(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')
    if (children.trim() === '') return server
    await server.stop()
    if (attempt === 3) throw new Error('the server kept running from its sources (its bundle goes stale): retry')
  }
}

/** One size: seed, export, remove, import (dry run, then commit); prints each step. */
async function runSize(rows: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'tamga-bench-excel-'))
  const [
    { createTestPostgresDatabase },
    { migrateSystemTables },
    { applyModelChanges },
    { planModelChanges },
    { heritageModels },
    { DEMO_PASSWORD, seedDemoAccounts },
    { readSeedFolder, seedRows },
  ] = await Promise.all([
    import('../packages/engine-server/src/db/testing.ts'),
    import('../packages/engine-server/src/db/database.ts'),
    import('../packages/engine-server/src/models/apply.ts'),
    import('../packages/engine-server/src/models/plan.ts'),
    import('../packages/engine-server/src/models/testing.ts'),
    import('../packages/engine-server/src/seed/accounts.ts'),
    import('../packages/engine-server/src/seed/rows.ts'),
  ])
  const created = await createTestPostgresDatabase(SERVER)
  const database = await openDatabase({ databaseUrl: created.url })
  let server: ServerProcess | undefined
  try {
    await benchProject(folder)
    const db = database.db
    await migrateSystemTables(db)
    const models = heritageModels()
    await applyModelChanges(db, await planModelChanges(db, models))
    await seedDemoAccounts(db)
    await seedRows(db, models, await readSeedFolder(heritage))
    // The rows are made by PostgreSQL itself: a million of them in seconds.
    const client = new pg.Client({ connectionString: created.url })
    await client.connect()
    try {
      await client.query(
        `insert into heritage_bearer (last_name, first_name, register_number, heritage_domain_id, aimag_id, is_published)
        select (array['Батболд', 'Должин', 'Ганбаатар', 'Сарангэрэл', 'Төмөрбаатар', 'Оюунчимэг'])[g % 6 + 1],
          (array['Болд', 'Сараа', 'Тэмүүлэн', 'Анужин', 'Энхжин'])[g % 5 + 1],
          $1 || lpad(g::text, 8, '0'),
          domains.ids[g % cardinality(domains.ids) + 1],
          case when g % 4 = 0 then null else aimags.ids[g % cardinality(aimags.ids) + 1] end,
          g % 2 = 0
        from generate_series(1, $2::int) g,
          (select array_agg(id order by id) as ids from heritage_domain) domains,
          (select array_agg(id order by id) as ids from aimag) aimags`,
        [PREFIX, rows],
      )
      await client.query('analyze heritage_bearer')
    } finally {
      await client.end()
    }

    server = await startServer({ DATABASE_URL: created.url, TAMGA_PROJECT: folder, LOG_LEVEL: 'warn' })
    const { pid, origin: address } = server
    const headers = { 'x-requested-with': 'XMLHttpRequest' }
    const login = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'staff', password: DEMO_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const auth = { ...headers, authorization: `Bearer ${token}` }
    const filter = encodeURIComponent(JSON.stringify({ register_number: { text: PREFIX } }))
    const file = join(folder, 'export.xlsx')

    const flags =
      SERVER_NODE_OPTIONS === '' ? `npm start's heap cap, --max-old-space-size=${SERVER_HEAP_MB}` : SERVER_NODE_OPTIONS
    console.log(`\n${rows} rows (node ${process.version}, ${flags}, ${database.description})`)
    console.log(`  the server at rest: RSS ${((await statusBytes(pid, 'VmRSS')) / MB).toFixed(0)} MB`)
    const exported = await measured(pid, async () => {
      const response = await fetch(`${address}/api/records/heritage-bearers/export.xlsx?filter=${filter}`, {
        headers: auth,
      })
      if (response.status !== 200 || response.body === null) throw new Error(`export answered ${response.status}`)
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file))
      return Number(response.headers.get('x-total-rows'))
    })
    const bytes = (await stat(file)).size
    console.log(
      `  export: ${exported.result} rows, ${(bytes / MB).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; ` +
        `${memory(exported)} (targets ≤ 8 s per 100k rows, ≤ 250 MB)`,
    )

    await db
      .deleteFrom('heritage_bearer' as never)
      .where('register_number' as never, 'like', `${PREFIX}%` as never)
      .execute()
    const upload = async (query: string) => {
      const { status, body } = await postWorkbook(`${address}/api/records/heritage-bearers/import${query}`, auth, file)
      const answer = JSON.parse(body) as { goodRows?: number; inserted?: number; cellCount?: number }
      if (status !== 200) throw new Error(`import answered ${status}: ${body.slice(0, 2000)}`)
      return answer
    }
    const dryRun = await measured(pid, () => upload('?dryRun=true'))
    console.log(
      `  import dry run: ${dryRun.result.goodRows} good rows, ${dryRun.result.cellCount} bad cells in ` +
        `${dryRun.seconds.toFixed(1)} s; ${memory(dryRun)}`,
    )
    const imported = await measured(pid, () => upload(''))
    console.log(
      `  import: ${imported.result.inserted} rows in ${imported.seconds.toFixed(1)} s; ` +
        `${memory(imported)} (targets ≤ 20 s per 100k rows, ≤ 300 MB)`,
    )
  } finally {
    await server?.stop()
    await database.close()
    await created.drop()
    await rm(folder, { recursive: true, force: true })
  }
}

for (const rows of SIZES) await runSize(rows)
