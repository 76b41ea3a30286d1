// Latency of GET /api/get-permissions for a large role: 200 menu entries and 100 kruds, through
// app.inject (no network), on PGlite and, when TAMGA_TEST_DATABASE_URL or DATABASE_URL names a
// server, on PostgreSQL (a fresh database, dropped afterwards). Every request reads the
// documents version once; the compiled answer is cached. Prints p50/p99; asserts nothing.
//
//   npm run bench:permissions
import type { TamgaDocument } from '@tamga/schema'
import { migrateSystemTables, openDatabase, type TamgaDatabase } from '../packages/engine-server/src/db/database.ts'
import { createTestPostgresDatabase } from '../packages/engine-server/src/db/testing.ts'
import { createDatabaseStore } from '../packages/engine-server/src/documents/databaseStore.ts'
import { authHeaders, buildPermissionsTestApp, testAuth } from '../packages/engine-server/src/permissions/testing.ts'

const REQUESTS = Number(process.env.REQUESTS ?? 5000)
const WARM_UP = 1000
const KRUDS = 100
const MENU_ENTRIES = 200
const ROLE_ID = 7

/** 100 kruds, a menu of 200 entries (20 groups of 9 entries under a heading, 100 of them cruds), a role shown all of it. */
function largeProject(): TamgaDocument[] {
  const documents: TamgaDocument[] = []
  for (let index = 0; index < KRUDS; index += 1) {
    documents.push({
      kind: 'krud',
      version: 1,
      name: `krud-${index}`,
      title: { mn_MN: `Крүд ${index}`, en_US: `Krud ${index}` },
      form: `form-${index}`,
      grid: `grid-${index}`,
    })
  }
  const items = []
  let entries = 0
  let krud = 0
  for (let group = 0; entries < MENU_ENTRIES; group += 1) {
    const children = []
    entries += 1
    for (let child = 0; child < 9 && entries < MENU_ENTRIES; child += 1, entries += 1) {
      if (krud < KRUDS) {
        children.push({ id: `entry-${group}-${child}`, title: 'Цэс', link_to: 'crud' as const, url: `krud-${krud}` })
        krud += 1
      } else {
        children.push({
          id: `entry-${group}-${child}`,
          title: 'Холбоос',
          link_to: 'router-link' as const,
          url: '/admin',
        })
      }
    }
    items.push({ id: `group-${group}`, title: `Бүлэг ${group}`, link_to: 'noAction' as const, children })
  }
  documents.push({ kind: 'menu', version: 1, name: 'large', items })
  const ids: string[] = []
  const walk = (level: ReadonlyArray<{ id: string; children?: ReadonlyArray<{ id: string }> }>) => {
    for (const item of level) {
      ids.push(item.id)
      walk(item.children ?? [])
    }
  }
  walk(items)
  documents.push({
    kind: 'role',
    version: 1,
    name: 'large',
    id: ROLE_ID,
    display_name: 'Том эрх',
    menu: 'large',
    default_menu: 'entry-0-0',
    permissions: Object.fromEntries(ids.map((id) => [id, { show: true, r: true }])),
    kruds: Object.fromEntries(
      Array.from({ length: KRUDS }, (_, index) => [
        `krud-${index}`,
        index % 2 === 0
          ? { c: true, r: true, u: true }
          : { r: true, rowConditions: [{ type: 'current-user', column: 'created_by' }] },
      ]),
    ),
  })
  console.log(`  ${ids.length} menu entries, ${KRUDS} kruds`)
  return documents
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN
}

async function measure(name: string, database: TamgaDatabase): Promise<void> {
  await migrateSystemTables(database.db)
  const store = createDatabaseStore(database.db)
  for (const document of largeProject()) await store.put(document, { by: 'bench' })
  const app = buildPermissionsTestApp({ store, database })
  const headers = authHeaders(testAuth(ROLE_ID))
  try {
    const first = await app.inject({ method: 'GET', url: '/api/get-permissions', headers })
    if (first.statusCode !== 200) throw new Error(`get-permissions answered ${first.statusCode}: ${first.body}`)
    console.log(`  answer: ${(first.body.length / 1024).toFixed(1)} KiB`)
    for (let index = 0; index < WARM_UP; index += 1)
      await app.inject({ method: 'GET', url: '/api/get-permissions', headers })
    const times: number[] = []
    for (let index = 0; index < REQUESTS; index += 1) {
      const start = process.hrtime.bigint()
      const response = await app.inject({ method: 'GET', url: '/api/get-permissions', headers })
      times.push(Number(process.hrtime.bigint() - start) / 1e6)
      if (response.statusCode !== 200) throw new Error(`get-permissions answered ${response.statusCode}`)
    }
    times.sort((a, b) => a - b)
    console.log(
      `${name}: GET /api/get-permissions × ${REQUESTS}: p50 ${percentile(times, 0.5).toFixed(3)} ms, p99 ${percentile(times, 0.99).toFixed(3)} ms`,
    )
  } finally {
    await app.close()
  }
}

console.log('pglite')
const pglite = await openDatabase()
try {
  await measure('pglite', pglite)
} finally {
  await pglite.close()
}

const serverUrl = process.env.TAMGA_TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (serverUrl === undefined || serverUrl === '') {
  console.log('postgres: skipped (set TAMGA_TEST_DATABASE_URL or DATABASE_URL)')
} else {
  console.log('postgres')
  const created = await createTestPostgresDatabase(serverUrl)
  const postgres = await openDatabase({ databaseUrl: created.url })
  try {
    await measure('postgres', postgres)
  } finally {
    await postgres.close()
    await created.drop()
  }
}
