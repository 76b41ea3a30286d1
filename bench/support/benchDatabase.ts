// A PostgreSQL database of its own for one benchmark run: created at the start, dropped at the
// end, on the server TAMGA_BENCH_DATABASE_URL names.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The server benchmarks create their databases on. @default postgres://root@127.0.0.1:5432/postgres */
export const BENCH_SERVER_URL = process.env.TAMGA_BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres'

/** A fresh database: its URL, a way to run statements on it, and how to remove it. */
export interface BenchDatabase {
  url: string
  /** Runs one statement with bound values on a short-lived connection. */
  query<TRow extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<TRow[]>
  drop(): Promise<void>
}

async function withClient<TResult>(url: string, work: (client: pg.Client) => Promise<TResult>): Promise<TResult> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Creates an empty database named `tamga_bench_<suffix>_…` on {@link BENCH_SERVER_URL}. Call
 * `drop()` in a `finally`: it waits for the servers' pools to leave, then forces them out.
 */
export async function createBenchDatabase(suffix: string): Promise<BenchDatabase> {
  const name = `tamga_bench_${suffix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  // The name is made here from fixed text, a time and random hex: nothing outside chose it.
  await withClient(BENCH_SERVER_URL, (client) => client.query(`create database ${name}`))
  const url = new URL(BENCH_SERVER_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    query: (text, values) => withClient(url.toString(), async (client) => (await client.query(text, values)).rows),
    drop: () =>
      withClient(BENCH_SERVER_URL, async (client) => {
        for (let attempt = 0; attempt < 50; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name}`)
            return
          } catch (error) {
            if ((error as { code?: string }).code !== '55006') throw error
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        }
        await client.query(`drop database if exists ${name} with (force)`)
      }),
  }
}
