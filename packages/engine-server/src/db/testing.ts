// Database backends for tests: every database test runs against each backend this returns.
// PGlite always; PostgreSQL when the run has a test server (see vitest.config.ts). Each `open()`
// gives a fresh, empty database of its own.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { type DatabaseBackend, migrateSystemTables, openDatabase, type TamgaDatabase } from './database.ts'

/** A database engine the tests run against. */
export interface TestBackend {
  name: DatabaseBackend
  /** A fresh, empty database; closing it also removes it. */
  open(): Promise<TamgaDatabase>
}

/**
 * The PostgreSQL server tests create their databases on, if any: vitest.config.ts decides it
 * once (TAMGA_TEST_DATABASE_URL, DATABASE_URL, or CI's own) and hands it over in
 * TAMGA_TEST_DATABASE_URL.
 */
export function testPostgresUrl(): string | undefined {
  const url = process.env.TAMGA_TEST_DATABASE_URL
  return url === undefined || url === '' ? undefined : url
}

/** Why a suite that needs PostgreSQL is skipped: said in its name, so the report tells a newcomer how to run it. */
export const POSTGRES_ABSENT = 'needs PostgreSQL: set TAMGA_TEST_DATABASE_URL, as CI does'

/** The test PostgreSQL server of a {@link describeOnPostgres} block. */
export interface TestPostgres {
  /** The server's URL, on which {@link createTestPostgresDatabase} makes a database of its own. */
  url: string
  /** The server as a backend: each `open()` a fresh database. */
  backend: TestBackend
}

/**
 * A `describe` block whose cases need a PostgreSQL server (prepared statements, LISTEN/NOTIFY,
 * several connections to one database). Without one the block is still registered, as a
 * skipped suite named with {@link POSTGRES_ABSENT}: a file of such blocks is never empty, which
 * vitest would count as a failure, and the skipped cases are listed by their names.
 *
 * @example
 * describeOnPostgres('plans of a compiled list', (postgres) => {
 *   const database = useMigratedDatabase(postgres.backend)
 *   it('…', async () => { … })
 * })
 */
export function describeOnPostgres(
  name: string,
  body: (postgres: TestPostgres) => void,
  options: { timeout?: number } = {},
): void {
  const url = testPostgresUrl()
  if (url !== undefined) {
    describe(`${name} on postgres`, options, () => body({ url, backend: postgresBackend(url) }))
    return
  }
  // The body registers its cases, skipped: none of its hooks or cases runs, so nothing opens this.
  const absent: TestPostgres = {
    url: 'postgres://absent',
    backend: {
      name: 'postgres',
      open: () => Promise.reject(new Error(POSTGRES_ABSENT)),
    },
  }
  describe.skip(`${name} (${POSTGRES_ABSENT})`, options, () => body(absent))
}

const postgresBackend = (url: string): TestBackend => ({ name: 'postgres', open: () => openTestPostgres(url) })

/** Every backend available to this test run, PGlite first. */
export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ name: 'pglite', open: openTestPglite }]
  const url = testPostgresUrl()
  if (url !== undefined) backends.push(postgresBackend(url))
  return backends
}

/** Names the installed PGlite build: its resolved path holds the package version in pnpm's store. */
const pgliteBuild = createHash('sha256')
  .update(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  .digest('hex')
  .slice(0, 16)

/**
 * A new PGlite database starts from a snapshot of an empty cluster, made once per machine and
 * PGlite version: loading it takes a fraction of the seconds initdb does.
 */
async function openTestPglite(): Promise<TamgaDatabase> {
  const snapshotFile = join(tmpdir(), `tamga-pglite-${pgliteBuild}.tar`)
  if (!existsSync(snapshotFile)) {
    const fresh = await PGlite.create()
    const dump = await fresh.dumpDataDir('none')
    await fresh.close()
    // Written aside and renamed, so a test process reading it never sees half a file.
    const partial = `${snapshotFile}.${process.pid}.${randomBytes(4).toString('hex')}`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, snapshotFile)
  }
  const snapshot = new Blob([await readFile(snapshotFile)])
  return openDatabase({ pgliteSnapshot: snapshot })
}

/** A fresh, empty PostgreSQL database on the test server: its URL, and how to remove it. */
export async function createTestPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tamga_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      try {
        // The closed pool's connections leave on their own a moment later; forcing them out
        // while they are leaving makes their clients report an error nobody listens to.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await dropper.query(`drop database if exists ${name}`)
            return
          } catch (error) {
            const inUse = (error as { code?: string }).code === '55006'
            if (!inUse) throw error
            if (attempt >= 50) {
              await dropper.query(`drop database if exists ${name} with (force)`)
              return
            }
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
        }
      } finally {
        await dropper.end()
      }
    },
  }
}

async function openTestPostgres(serverUrl: string): Promise<TamgaDatabase> {
  const created = await createTestPostgresDatabase(serverUrl)
  const database = await openDatabase({ databaseUrl: created.url })
  return {
    ...database,
    description: `${database.description} (a test database)`,
    close: async () => {
      await database.close()
      await created.drop()
    },
  }
}

/**
 * For a `describe` block: opens a fresh database of `backend` and runs the system migrations
 * before its tests, closes (and removes) it after them. The returned function gives the
 * database inside the tests.
 *
 * @example
 * describe.each(testBackends())('the store on $name', (backend) => {
 *   const database = useMigratedDatabase(backend)
 *   it('…', async () => { await database().db.selectFrom('tamga_document')… })
 * })
 */
export function useMigratedDatabase(backend: TestBackend): () => TamgaDatabase {
  let database: TamgaDatabase | undefined
  beforeAll(async () => {
    database = await backend.open()
    await migrateSystemTables(database.db)
  }, 60_000)
  afterAll(async () => {
    await database?.close()
  })
  return () => {
    if (database === undefined) throw new Error('the test database opens before the tests of its describe block run')
    return database
  }
}

/** The error a promise rejects with; fails the test when it resolves instead. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to be refused')
}
