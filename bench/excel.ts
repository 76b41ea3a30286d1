// Excel export and import of 100,000 rows through the HTTP routes, on PostgreSQL: a fresh
// database (dropped afterwards) with the heritage example's tables and 100k heritage bearers,
// the server started as `npm start` runs it in production (`tamga start` from the bundled
// server, a process of its own, so its memory is its own), the export streamed to a file, then that file imported back (a dry run, then the
// commit) after the rows were removed. Prints seconds and the server's peak RSS for each step
// (sampled from /proc); asserts nothing.
//
//   TAMGA_BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:excel
import { createWriteStream } from 'node:fs'
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../packages/engine-server/src/db/database.ts'
import { BEARER_IMPORT_COLUMNS } from '../packages/engine-server/src/records/excel/testing.ts'
import { type ServerProcess, startTamgaProcess } from './support/serverProcess.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const heritage = join(root, 'examples', 'heritage')
const ROWS = Number(process.env.ROWS ?? 100_000)
const SERVER = process.env.TAMGA_BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres'
/** The bench's register numbers start with these letters; the seed's do not. */
const PREFIX = 'ББ'

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

/** A process's resident memory in bytes, from /proc. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

/** Runs `work`, sampling the server's RSS; answers its result, seconds, the RSS it started at and its peak, in MB. */
async function measured<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; startMb: number; peakMb: number }> {
  const start = await rssOf(pid)
  let peak = start
  const timer = setInterval(() => {
    void rssOf(pid).then((rss) => {
      peak = Math.max(peak, rss)
    })
  }, 20)
  const started = performance.now()
  try {
    const result = await work()
    const seconds = (performance.now() - started) / 1000
    peak = Math.max(peak, await rssOf(pid))
    return { result, seconds, startMb: start / 2 ** 20, peakMb: peak / 2 ** 20 }
  } finally {
    clearInterval(timer)
  }
}

async function run(): Promise<void> {
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
    const idsOf = async (table: string) =>
      (
        await db
          .selectFrom(table as never)
          .select('id' as never)
          .orderBy('id' as never)
          .execute()
      ).map((row) => (row as { id: number }).id)
    const [domains, aimags] = [await idsOf('heritage_domain'), await idsOf('aimag')]
    const lastNames = ['Батболд', 'Должин', 'Ганбаатар', 'Сарангэрэл', 'Төмөрбаатар', 'Оюунчимэг']
    const firstNames = ['Болд', 'Сараа', 'Тэмүүлэн', 'Анужин', 'Энхжин']
    for (let start = 1; start <= ROWS; start += 5000) {
      const rows = []
      for (let g = start; g < Math.min(start + 5000, ROWS + 1); g += 1) {
        rows.push({
          last_name: lastNames[g % lastNames.length],
          first_name: firstNames[g % firstNames.length],
          register_number: `${PREFIX}${String(g).padStart(8, '0')}`,
          heritage_domain_id: domains[g % domains.length],
          aimag_id: g % 4 === 0 ? null : aimags[g % aimags.length],
          is_published: g % 2 === 0,
        })
      }
      await db
        .insertInto('heritage_bearer' as never)
        .values(rows as never)
        .execute()
    }

    server = await startTamgaProcess({ env: { DATABASE_URL: created.url, TAMGA_PROJECT: folder, LOG_LEVEL: 'warn' } })
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

    console.log(`node ${process.version}, ${database.description}, ${ROWS} rows; the server's RSS\n`)
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
      `export: ${exported.result} rows, ${(bytes / 2 ** 20).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; ` +
        `peak RSS ${exported.peakMb.toFixed(0)} MB, from ${exported.startMb.toFixed(0)} MB (targets ≤ 15 s, ≤ 300 MB)`,
    )

    await db
      .deleteFrom('heritage_bearer' as never)
      .where('register_number' as never, 'like', `${PREFIX}%` as never)
      .execute()
    const upload = async (query: string) => {
      const form = new FormData()
      form.append('file', new Blob([await readFile(file)]), 'export.xlsx')
      const response = await fetch(`${address}/api/records/heritage-bearers/import${query}`, {
        method: 'POST',
        headers: auth,
        body: form,
      })
      const answer = (await response.json()) as { goodRows?: number; inserted?: number; cellCount?: number }
      if (response.status !== 200)
        throw new Error(`import answered ${response.status}: ${JSON.stringify(answer).slice(0, 2000)}`)
      return answer
    }
    const dryRun = await measured(pid, () => upload('?dryRun=true'))
    console.log(
      `import dry run: ${dryRun.result.goodRows} good rows, ${dryRun.result.cellCount} bad cells in ` +
        `${dryRun.seconds.toFixed(1)} s; peak RSS ${dryRun.peakMb.toFixed(0)} MB, from ${dryRun.startMb.toFixed(0)} MB`,
    )
    const imported = await measured(pid, () => upload(''))
    console.log(
      `import: ${imported.result.inserted} rows in ${imported.seconds.toFixed(1)} s; ` +
        `peak RSS ${imported.peakMb.toFixed(0)} MB, from ${imported.startMb.toFixed(0)} MB (target ≤ 30 s)`,
    )
  } finally {
    await server?.stop()
    await database.close()
    await created.drop()
    await rm(folder, { recursive: true, force: true })
  }
}

await run()
