// Sign-in throughput: POST /api/auth/login through the real buildApp (session insert, argon2id
// verification, lockout bookkeeping) on PGlite and, when TAMGA_TEST_DATABASE_URL or
// DATABASE_URL names a server, on PostgreSQL (a fresh database, dropped afterwards).
// argon2id is meant to be slow, so this is the number of sign-ins one instance can take per
// second. Prints its figures; asserts nothing.
//
//   npm run bench:login
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../packages/engine-server/src/app.ts'
import { loadConfig } from '../packages/engine-server/src/config.ts'
import { migrateSystemTables, openDatabase, type TamgaDatabase } from '../packages/engine-server/src/db/database.ts'
import { createTestPostgresDatabase } from '../packages/engine-server/src/db/testing.ts'
import { createFolderStore } from '../packages/engine-server/src/documents/folderStore.ts'
import { DEMO_PASSWORD, seedDemoAccounts } from '../packages/engine-server/src/seed/accounts.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const LOGINS = Number(process.env.LOGINS ?? 200)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4)

async function measure(name: string, database: TamgaDatabase): Promise<void> {
  await migrateSystemTables(database.db)
  await seedDemoAccounts(database.db)
  const config = loadConfig({ LOG_LEVEL: 'silent' }, root)
  const app = buildApp({
    config,
    store: createFolderStore(join(root, 'examples', 'heritage')),
    database,
    logger: false,
  })
  await app.ready()
  const logins = ['admin', 'sysadmin', 'staff', 'council1', 'council2', 'council3', 'applicant']
  const login = async (index: number) => {
    const started = performance.now()
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: { login: logins[index % logins.length], password: DEMO_PASSWORD },
      // Spread over addresses, as real sign-ins are; one address is locked by design after failures only.
      remoteAddress: `10.0.${Math.floor(index / 250)}.${index % 250}`,
    })
    if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`)
    return performance.now() - started
  }
  for (let index = 0; index < 10; index += 1) await login(index)
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LOGINS) {
        const index = next
        next += 1
        latencies.push(await login(index))
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * quantile))] ?? Number.NaN
  console.log(
    `${name}: ${LOGINS} sign-ins, ${CONCURRENCY} at a time: ${(LOGINS / seconds).toFixed(1)} per second; ` +
      `latency p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
  )
  await app.close()
}

console.log(`node ${process.version}, argon2id with the library's defaults\n`)
const pglite = await openDatabase()
try {
  await measure('pglite', pglite)
} finally {
  await pglite.close()
}
const server = process.env.TAMGA_TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (server !== undefined && server !== '') {
  const created = await createTestPostgresDatabase(server)
  const postgres = await openDatabase({ databaseUrl: created.url })
  try {
    await measure('postgres', postgres)
  } finally {
    await postgres.close()
    await created.drop()
  }
}
