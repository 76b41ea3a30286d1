// Set-ups the records tests share: the heritage example's tables, seed rows and demo accounts,
// and a copy of its project with a krud over a data source.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { heritageModels } from '../models/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { readSeedFolder, seedRows } from '../seed/rows.ts'

/** The heritage example project's folder. */
export const HERITAGE_DIR = join(import.meta.dirname, '../../../../examples/heritage')

/**
 * The heritage tables and seed rows and the demo accounts. The seed's applications are all the
 * applicant's; unless `allTheApplicants`, the first becomes the staff member's, so that a row
 * condition has someone else's row to keep out.
 */
export async function seedHeritage(db: Kysely<SystemDatabase>, options: { allTheApplicants?: boolean } = {}) {
  const models = heritageModels()
  await applyModelChanges(db, await planModelChanges(db, models))
  await seedDemoAccounts(db)
  await seedRows(db, models, await readSeedFolder(HERITAGE_DIR))
  if (options.allTheApplicants === true) return
  await sql`update application set applicant_id = (select id from tamga_user where login = 'staff')
    where id = (select min(id) from application)`.execute(db)
}

/**
 * A copy of the heritage project (in a temporary folder the caller removes) with the krud
 * `application-overview` whose grid lists the `application-with-bearer` data source, readable
 * by applicants; `grid` adds settings to that grid (Excel, print…).
 */
export async function projectWithDatasourceGrid(grid: Record<string, unknown> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tamga-ds-grid-'))
  await cp(HERITAGE_DIR, dir, { recursive: true })
  const documents = join(dir, 'documents')
  const write = (document: { kind: string; name: string; [key: string]: unknown }) =>
    writeFile(
      join(documents, `${document.kind}s`, `${document.name}.json`),
      JSON.stringify({ version: 1, ...document }),
    )
  await write({
    kind: 'grid',
    name: 'application-overview-grid',
    dataSource: 'application-with-bearer',
    identity: 'id',
    globalSearch: true,
    columns: [
      { field: 'title', label: { mn_MN: 'Гарчиг', en_US: 'Title' }, filter: { type: 'text' } },
      { field: 'amount', label: 'Дүн', type: 'money', sortable: true, filter: { type: 'number-range' } },
      { field: 'bearer_last_name', label: 'Өв тээгч' },
      { field: 'process_status' },
    ],
    ...grid,
  })
  await write({
    kind: 'krud',
    name: 'application-overview',
    title: { mn_MN: 'Өргөдлийн тойм' },
    form: 'application-form',
    grid: 'application-overview-grid',
  })
  const rolePath = join(documents, 'roles', 'applicant.json')
  const role = JSON.parse(await readFile(rolePath, 'utf8'))
  role.kruds = { ...role.kruds, 'application-overview': { r: true } }
  await writeFile(rolePath, JSON.stringify(role))
  return dir
}

/**
 * A digest of every row of a table, as text: equal before and after a request only when the
 * request wrote nothing there (the "nothing written" check of refusals).
 */
export async function tableFingerprint(db: Kysely<SystemDatabase>, table: string): Promise<string | undefined> {
  const { rows } = await sql<{
    digest: string
  }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(
    db,
  )
  return rows[0]?.digest
}

/**
 * One digest of every table of the database's `public` schema but those a request may write
 * without changing anything a caller owns (`except`: the sessions' last use, the sign-in
 * counters): what "nothing written" is held against when a route may touch any table.
 */
export async function databaseFingerprint(
  db: Kysely<SystemDatabase>,
  except: ReadonlySet<string> = new Set(),
): Promise<string> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db)
  const digests: string[] = []
  for (const { table_name: table } of rows) {
    if (!except.has(table)) digests.push(`${table}:${await tableFingerprint(db, table)}`)
  }
  return digests.join(',')
}
