// Issue 28: a regenerated server's new migration takes its tables where Tamga's own migration
// planner would take them. After the first generation's migrations and then a regeneration's,
// Tamga plans no change for the changed models, on a database filled in between; and the new
// migration also runs on a database Tamga itself already brought to those models.
import { type FileTree, generateProject } from '@tamga/codegen'
import { loadProject, type ModelDocument, type Project, type ProjectFile } from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrateSystemTables } from '../db/database.ts'
import { testBackends } from '../db/testing.ts'
import { readProjectDirectory } from '../project/readProjectDirectory.ts'
import { applyModelChanges } from './apply.ts'
import { planModelChanges } from './plan.ts'

const heritage = new URL('../../../../examples/heritage/', import.meta.url)
const MIGRATIONS = 'internal/db/migrations/'

// biome-ignore lint/suspicious/noExplicitAny: the test edits documents as the JSON they are.
type Json = any

/** examples/heritage with its documents (by path ending, `models/news.json`) edited. */
function edited(files: readonly ProjectFile[], edit: (document: (path: string) => Json) => void): Project {
  const documents = files.map((file) => ({ path: file.path, json: JSON.parse(file.text) as Json }))
  const document = (path: string) => {
    const found = documents.find((candidate) => candidate.path.endsWith(path))
    if (found === undefined) throw new Error(`heritage has no ${path}`)
    return found.json
  }
  edit(document)
  const { project, issues } = loadProject(documents.map(({ path, json }) => ({ path, text: JSON.stringify(json) })))
  if (project === undefined || issues.length > 0) throw new Error(JSON.stringify(issues.slice(0, 3)))
  return project
}

const column = (model: Json, name: string): Json => model.columns.find((each: Json) => each.name === name)

/** Every change the regeneration must carry: columns, widenings, defaults, keys, indexes, a table. */
function changeModels(document: (path: string) => Json): void {
  const news = document('models/news.json')
  news.columns.push({ name: 'subtitle', type: { name: 'varchar', length: 120 }, comment: 'дэд гарчиг' })
  column(news, 'view_count').type = 'bigint'
  news.indexes.push({ columns: ['subtitle'] })
  column(news, 'image').unique = true
  const aimag = document('models/aimag.json')
  column(aimag, 'name').type = { name: 'varchar', length: 200 }
  aimag.columns.push({ name: 'population', type: 'integer', nullable: false, default: { value: 0 } })
  const application = document('models/application.json')
  column(application, 'process_status').default = { value: 'draft' }
  column(application, 'amount').type = { name: 'numeric', precision: 16, scale: 2 }
  document('models/heritage_domain.json').columns.push({ name: 'aimag_id', type: 'bigint' })
  document('models/heritage_domain.json').foreignKeys = [
    { columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] }, onDelete: 'set-null' },
  ]
}

function models(project: Project): ModelDocument[] {
  return [...project.documents.model.values()]
}

/** The statements of migration files as the Go migrator runs them, file after file in name order. */
function statements(tree: FileTree, only: (path: string) => boolean = () => true): string[] {
  return [...tree]
    .filter(([path]) => path.startsWith(MIGRATIONS) && only(path))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([, text]) => text.split(/;\n\n/).map((statement) => statement.replace(/;\n?$/, '')))
    .filter((statement) => statement.replace(/^--.*$/gm, '').trim() !== '')
}

async function run<T>(db: Kysely<T>, list: readonly string[]): Promise<void> {
  for (const statement of list) await sql.raw(statement).execute(db)
}

describe.each(testBackends())('a regeneration’s migration on $name', (backend) => {
  it('leaves the filled tables where Tamga’s planner wants the changed models, and runs again harmlessly', async () => {
    const files = await readProjectDirectory(heritage.pathname)
    const first = generateProject(
      edited(files, () => {}),
      'go',
    )
    const changed = edited(files, changeModels)
    const second = generateProject(changed, 'go', { previous: first })
    const added = [...second.keys()].filter((path) => path.startsWith(MIGRATIONS) && !first.has(path))
    expect(added).toHaveLength(1)

    const database = await backend.open()
    try {
      await run(database.db, statements(first))
      await sql`insert into aimag (name, code) values ('Архангай', 'AR'), ('Увс', 'UV')`.execute(database.db)
      await sql`insert into news (title, body, view_count) values ('Мэдээ', 'Агуулга', 2147483647)`.execute(database.db)
      const newMigration = statements(second, (path) => added.includes(path))
      await run(database.db, newMigration)
      // A second run changes nothing and fails nowhere: the migrator may meet a database Tamga changed.
      await run(database.db, newMigration)

      const plan = await planModelChanges(database.db, models(changed))
      expect(plan.issues).toEqual([])
      expect(plan.changes.map((change) => change.description.en_US)).toEqual([])
      const kept = await sql<Record<string, unknown>>`
        select a.name, a.code, a.population, n.title, n.view_count::text as views, n.subtitle
        from aimag a cross join news n order by a.code`.execute(database.db)
      expect(kept.rows).toEqual([
        { name: 'Архангай', code: 'AR', population: 0, title: 'Мэдээ', views: '2147483647', subtitle: null },
        { name: 'Увс', code: 'UV', population: 0, title: 'Мэдээ', views: '2147483647', subtitle: null },
      ])
    } finally {
      await database.close()
    }
  }, 180_000)

  it('runs on a database Tamga itself brought to the changed models, changing nothing more', async () => {
    const files = await readProjectDirectory(heritage.pathname)
    const first = generateProject(
      edited(files, () => {}),
      'go',
    )
    const changed = edited(files, changeModels)
    const second = generateProject(changed, 'go', { previous: first })
    const database = await backend.open()
    try {
      await migrateSystemTables(database.db)
      await run(database.db, statements(first))
      const tamgas = await planModelChanges(database.db, models(changed))
      // What the first generation's tables lack, each of which the regeneration's migration must bring too.
      expect(tamgas.changes.map((change) => change.kind)).toEqual(
        expect.arrayContaining([
          'add-column',
          'widen-column',
          'set-default',
          'add-unique',
          'add-index',
          'add-foreign-key',
        ]),
      )
      await applyModelChanges(database.db, tamgas)
      await run(
        database.db,
        statements(second, (path) => !first.has(path)),
      )
      expect((await planModelChanges(database.db, models(changed))).changes).toEqual([])
    } finally {
      await database.close()
    }
  }, 180_000)
})
