import { describe, expect, it } from 'vitest'
import { changedHeritage, columnOf, heritageWithSubtitle, VISIT_LOG } from '../../test/changedProject.ts'
import { heritageProject } from '../../test/readProject.ts'
import { generateProject } from '../generate.ts'
import { GO_MIGRATIONS } from '../go/migrations.ts'
import { LARAVEL_MIGRATIONS } from '../laravel/migrations.ts'
import { describeProject } from '../plan/describeProject.ts'
import { DestructiveMigrationError, diffSchema, type SchemaChange } from './diff.ts'
import { UnsnapshottedMigrationsError } from './evolve.ts'
import { readSnapshot, SnapshotError, snapshotOf, snapshotText } from './snapshot.ts'

const first = describeProject(heritageProject())
const snapshot = snapshotOf(first, 3)
const summary = (changes: readonly SchemaChange[]) =>
  changes.map((change) => `${change.kind} ${change.table}${change.column === undefined ? '' : `.${change.column}`}`)

describe('diffSchema', () => {
  it('finds nothing to do when the models are as the snapshot has them', () => {
    expect(diffSchema(snapshot, first)).toEqual([])
    // Read back from its file, the snapshot is the same tables.
    expect(diffSchema(readSnapshot('s.json', snapshotText(snapshot)), first)).toEqual([])
  })

  it('adds a column, widens two, creates a table and its key, in the order they must run, none destructive', () => {
    const changes = diffSchema(snapshot, describeProject(heritageWithSubtitle()))
    expect(summary(changes)).toEqual([
      'create-table visit_log',
      'widen-column aimag.name',
      'widen-column news.view_count',
      'set-default news.view_count',
      'add-column news.subtitle',
      'add-foreign-key visit_log',
    ])
    expect(changes.some((change) => change.destructive)).toBe(false)
    const sql = changes.flatMap((change) => change.statements).join(';\n')
    expect(sql).toContain('alter table "aimag" alter column "name" type varchar(200) using "name"::text')
    expect(sql).toContain('alter table "news" alter column "view_count" drop default')
    expect(sql).toContain('alter table "news" alter column "view_count" type bigint using "view_count"::bigint')
    expect(sql).toContain('alter table "news" add column if not exists "subtitle" varchar(120)')
    expect(sql).toContain('create table if not exists "visit_log"')
    expect(sql).toContain('"visit_log_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id")')
  })

  it("sets a widened column's default again after its type, as PostgreSQL drops it to cast", () => {
    const changes = diffSchema(snapshot, describeProject(heritageWithSubtitle()))
    const steps = changes.filter((change) => change.table === 'news' && change.column === 'view_count')
    expect(steps.map((change) => change.statements)).toEqual([
      [
        'alter table "news" alter column "view_count" drop default',
        'alter table "news" alter column "view_count" type bigint using "view_count"::bigint',
      ],
      ['alter table "news" alter column "view_count" set default 0'],
    ])
  })

  it('marks as destructive a dropped column, a narrowed or retyped one and a dropped table, naming each', () => {
    // The way back from the changed project to the example: every one of its changes undone.
    const changes = diffSchema(snapshotOf(describeProject(heritageWithSubtitle()), 4), first)
    expect(summary(changes)).toEqual([
      'change-column-type aimag.name',
      'change-column-type news.view_count',
      'set-default news.view_count',
      'drop-column news.subtitle',
      'drop-table visit_log',
    ])
    expect(changes.map((change) => change.destructive)).toEqual([true, true, false, true, true])
    expect(changes[0]?.description.en_US).toBe(
      'change the type of "aimag"."name" from varchar(200) to varchar(100); values that do not fit make it fail, numbers may be rounded',
    )
    // Through text, so PostgreSQL refuses a longer value instead of cutting it.
    expect(changes[0]?.statements).toEqual([
      'alter table "aimag" alter column "name" type varchar(100) using "name"::text',
    ])
    expect(changes[3]?.description.en_US).toBe('drop the column "news"."subtitle" (varchar(120)) and its data')
  })

  it('adds a required column without a default as a second, destructive step, and one with a default at once', () => {
    const project = changedHeritage((documents) => {
      const aimag = documents.get('models/aimag.json')
      aimag.columns.push(
        { name: 'population', type: 'integer', nullable: false },
        { name: 'rank', type: 'integer', nullable: false, default: { value: 0 } },
      )
    })
    const changes = diffSchema(snapshot, describeProject(project))
    expect(summary(changes)).toEqual([
      'add-column aimag.population',
      'set-not-null aimag.population',
      'add-column aimag.rank',
    ])
    expect(changes.map((change) => change.destructive)).toEqual([false, true, false])
    expect(changes[2]?.statements).toEqual([
      'alter table "aimag" add column if not exists "rank" integer not null default 0',
    ])
  })

  it('adds a new index and a new foreign key, and recreates an index whose columns changed', () => {
    const project = changedHeritage((documents) => {
      const application = documents.get('models/application.json')
      application.indexes.push({ columns: ['title'], name: 'application_title_idx' })
      application.indexes[2].columns = ['process_status', 'title']
      application.indexes[2].name = 'application_process_status_idx'
      application.foreignKeys.push({
        columns: ['applicant_id'],
        references: { model: 'heritage_bearer', columns: ['id'] },
      })
    })
    const changes = diffSchema(snapshot, describeProject(project))
    expect(summary(changes)).toEqual([
      'drop-index application',
      'add-index application',
      'add-index application',
      'add-foreign-key application',
    ])
    expect(changes.map((change) => change.index?.name ?? change.foreignKey?.name)).toEqual([
      'application_process_status_idx',
      'application_process_status_idx',
      'application_title_idx',
      'application_applicant_id_fkey',
    ])
    expect(changes[0]?.destructive).toBe(true)
  })
})

describe('a regeneration', () => {
  for (const [target, layout] of [
    ['go', GO_MIGRATIONS],
    ['laravel', LARAVEL_MIGRATIONS],
  ] as const) {
    const once = generateProject(heritageProject(), target)

    it(`of the ${target} project, unchanged, is the same bytes and adds no migration`, () => {
      expect(generateProject(heritageProject(), target, { previous: once })).toEqual(once)
    })

    it(`of the ${target} project keeps every earlier migration byte for byte and adds the next one`, () => {
      // An earlier migration as it was written then, even if today's generator writes it otherwise.
      const previous = new Map(once)
      const earlier = [...previous.keys()].filter((path) => path.startsWith(layout.folder))
      const edited = earlier[1] ?? ''
      previous.set(edited, `${previous.get(edited)}\n-- as applied\n`)
      const twice = generateProject(heritageWithSubtitle(), target, { previous })
      const migrations = [...twice.keys()].filter((path) => path.startsWith(layout.folder))
      expect(migrations.slice(0, -1)).toEqual(earlier)
      for (const path of earlier) expect(twice.get(path), path).toBe(previous.get(path))
      const added = migrations.at(-1) ?? ''
      expect(added).toBe(layout.path(layout.firstSequence + 1, 'update_visit_log_aimag_news'))
      expect(readSnapshot(layout.snapshot, twice.get(layout.snapshot) ?? '').sequence).toBe(layout.firstSequence + 1)
      // A third generation after one more change adds the migration after that, keeping the second.
      const thrice = generateProject(
        heritageWithSubtitle((documents) => {
          columnOf(documents.get('models/aimag.json'), 'code').type = { name: 'varchar', length: 20 }
        }),
        target,
        { previous: twice },
      )
      expect(thrice.get(added)).toBe(twice.get(added))
      expect([...thrice.keys()].filter((path) => path.startsWith(layout.folder)).at(-1)).toBe(
        layout.path(layout.firstSequence + 2, 'update_aimag'),
      )
    })

    it(`of the ${target} project refuses a change that loses data, naming table and column, unless allowed`, () => {
      const later = generateProject(heritageWithSubtitle(), target, { previous: once })
      // The example again: the later version's column, widening and table undone.
      const back = heritageProject()
      expect(() => generateProject(back, target, { previous: later })).toThrow(DestructiveMigrationError)
      expect(() => generateProject(back, target, { previous: later })).toThrow(
        /--allow-destructive[\s\S]*drop the column "news"\."subtitle" \(varchar\(120\)\) and its data/,
      )
      const allowed = generateProject(back, target, { previous: later, allowDestructive: true })
      const added = [...allowed.keys()].filter((path) => path.startsWith(layout.folder)).at(-1) ?? ''
      expect(added).toBe(layout.path(layout.firstSequence + 2, 'update_aimag_news_visit_log'))
      expect(allowed.get(added)).toMatch(
        target === 'go' ? /drop column if exists "subtitle"/ : /dropColumn\('subtitle'\)/,
      )
    })
  }
})

describe('a regeneration over migrations generated before snapshots', () => {
  const legacy = new Map([...generateProject(heritageProject(), 'go')].filter(([path]) => !path.endsWith('.json')))

  it('keeps them and writes the snapshot when the models are as they were, adding a new table’s files', () => {
    expect(generateProject(heritageProject(), 'go', { previous: legacy })).toEqual(
      generateProject(heritageProject(), 'go'),
    )
    const withTable = generateProject(
      changedHeritage(() => {}, { 'models/visit_log.json': VISIT_LOG }),
      'go',
      {
        previous: legacy,
      },
    )
    const added = [...withTable.keys()].filter((path) => path.startsWith(GO_MIGRATIONS.folder) && !legacy.has(path))
    expect(added).toEqual([
      'internal/db/migrations/0002_table_visit_log.sql',
      expect.stringMatching(/^internal\/db\/migrations\/0003_foreign_keys_visit_log_[0-9a-f]{8}\.sql$/),
    ])
  })

  it('refuses to rewrite one whose model changed since, naming it and the way through', () => {
    expect(() => generateProject(heritageWithSubtitle(), 'go', { previous: legacy })).toThrow(
      UnsnapshottedMigrationsError,
    )
    expect(() => generateProject(heritageWithSubtitle(), 'go', { previous: legacy })).toThrow(
      /0002_table_aimag\.sql, internal\/db\/migrations\/0002_table_news\.sql\. A regeneration must not edit/,
    )
  })
})

describe('the snapshot file', () => {
  it('is refused when it is not one the generator wrote', () => {
    expect(() => readSnapshot('internal/db/schema_snapshot.json', '{')).toThrow(SnapshotError)
    expect(() => readSnapshot('x.json', '{"format": 2, "sequence": 3, "tables": []}')).toThrow(/format 2/)
    expect(() => readSnapshot('x.json', '{"format": 1, "sequence": 3, "tables": [{"table": "a"}]}')).toThrow(
      /without its name, columns/,
    )
  })
})
