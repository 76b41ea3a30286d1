import type { GridDocument, ModelDocument, RowCondition } from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { columnStatistics } from '../db/columnStatistics.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { validModel } from '../models/testing.ts'
import { type CompiledList, compileList, type ListParams } from './listQuery.ts'

const aimag = validModel({
  kind: 'model',
  version: 1,
  name: 'rec_aimag',
  table: 'rec_aimag',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'name', type: 'text', translatable: true },
  ],
  primaryKey: ['id'],
})

const bearer: ModelDocument = validModel({
  kind: 'model',
  version: 1,
  name: 'rec_bearer',
  table: 'rec_bearer',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'name', type: 'text' },
    { name: 'aimag_id', type: 'integer', nullable: true },
    { name: 'score', type: 'integer' },
    { name: 'born', type: 'date' },
    { name: 'created_by', type: 'integer' },
  ],
  primaryKey: ['id'],
  softDelete: true,
})

const grid = {
  kind: 'grid',
  version: 1,
  name: 'rec_bearer',
  model: 'rec_bearer',
  identity: 'id',
  columns: [
    { field: 'name', filter: { type: 'text' } },
    {
      field: 'aimag_id',
      relation: { model: 'rec_aimag', valueField: 'id', labelFields: ['name'] },
      filter: { type: 'relation', relation: { model: 'rec_aimag', valueField: 'id', labelFields: ['name'] } },
    },
    { field: 'score', filter: { type: 'number-range' } },
    { field: 'born', filter: { type: 'date-range' } },
  ],
  consolidation: [{ column: 'score', aggregate: 'sum' }],
} as GridDocument

const NAMES = ['Болд', 'Цэцэг', 'Бат_Эрдэнэ', 'Сарнай', 'Дорж', 'Оюун', 'Бат', '100%', 'Мөнх', 'Туяа']

function params(overrides: Partial<ListParams> = {}): ListParams {
  return { page: 1, pageSize: 100, sort: [], filters: {}, searchVariants: [], deleted: false, ...overrides }
}

describe.each(testBackends())('the list compiler on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  beforeAll(async () => {
    database = testDatabase()
    const plan = await planModelChanges(database.db, [aimag, bearer])
    await applyModelChanges(database.db, plan)
    await database.db
      .insertInto('rec_aimag' as never)
      .values([
        { name: 'Архангай', name_en: 'Arkhangai' },
        { name: 'Увс', name_en: 'Uvs' },
      ] as never)
      .execute()
    await database.db
      .insertInto('rec_bearer' as never)
      .values(
        NAMES.map((name, index) => ({
          name,
          aimag_id: index % 3 === 2 ? null : (index % 2) + 1,
          score: index * 10,
          born: `19${80 + index}-05-0${(index % 9) + 1}`,
          created_by: index < 4 ? 7 : 8,
        })) as never,
      )
      .execute()
    await database.db
      .updateTable('rec_bearer' as never)
      .set({ deleted_at: new Date() } as never)
      .where('name' as never, '=', 'Туяа' as never)
      .execute()
  })
  afterAll(async () => {
    await database.db.schema.dropTable('rec_bearer').ifExists().execute()
    await database.db.schema.dropTable('rec_aimag').ifExists().execute()
  })

  async function run(compiled: CompiledList) {
    const page = await compiled.page.execute(database.db)
    const totals = await compiled.totals.execute(database.db)
    return { rows: page.rows, totals: totals.rows[0] ?? {} }
  }
  const list = (overrides: Partial<ListParams> = {}, conditions: RowCondition[] = [], userId = 7) =>
    run(compileList(bearer, grid, params(overrides), conditions, { userId, modelOf: () => aimag }))

  it('lists the live rows in identity order with each relation’s label, and totals with consolidations', async () => {
    const { rows, totals } = await list()
    expect(rows.map((row) => row.name)).toEqual(NAMES.slice(0, 9))
    expect(rows[0]).toMatchObject({ name: 'Болд', aimag_id: 1, aimag_id__label: 'Архангай' })
    expect(rows[2]).toMatchObject({ aimag_id: null, aimag_id__label: null })
    expect(Number(totals.total)).toBe(9)
    expect(Number(totals.sum_score)).toBe([0, 1, 2, 3, 4, 5, 6, 7, 8].reduce((sum, index) => sum + index * 10, 0))
  })

  it('lists the deleted rows apart', async () => {
    const { rows } = await list({ deleted: true })
    expect(rows.map((row) => row.name)).toEqual(['Туяа'])
  })

  it('filters text (with % and _ taken literally), ranges of numbers and dates, and sets', async () => {
    expect((await list({ filters: { name: { text: 'бат' } } })).rows.map((row) => row.name)).toEqual([
      'Бат_Эрдэнэ',
      'Бат',
    ])
    expect((await list({ filters: { name: { text: '_' } } })).rows.map((row) => row.name)).toEqual(['Бат_Эрдэнэ'])
    expect((await list({ filters: { name: { text: '%' } } })).rows.map((row) => row.name)).toEqual(['100%'])
    expect((await list({ filters: { score: { from: 20, to: 40 } } })).rows.map((row) => row.score)).toEqual([
      20, 30, 40,
    ])
    const born = await list({ filters: { born: { from: '1985-01-01' } } })
    expect(born.rows.map((row) => row.name)).toEqual(NAMES.slice(5, 9))
    expect((await list({ filters: { aimag_id: { in: [2] } } })).rows.every((row) => row.aimag_id === 2)).toBe(true)
    expect((await list({ filters: { aimag_id: { in: [] } } })).rows).toEqual([])
  })

  it('tests the bound of a range filter that turns away more rows first, by the table’s statistics', async () => {
    await sql`analyze rec_bearer`.execute(database.db)
    const statistics = columnStatistics(database.db)
    await statistics.refresh()
    /** The comparisons of the score in the page's statement, in order, and the scores listed. */
    async function bounds(from: number, to: number) {
      const compiled = compileList(bearer, grid, params({ filters: { score: { from, to } } }), [], {
        userId: 7,
        modelOf: () => aimag,
        statistics,
      })
      const text = compiled.page.compile(database.db).sql
      const scores = (await run(compiled)).rows.map((row) => row.score)
      return { tested: [...text.matchAll(/"score" (<=|>=)/g)].map((match) => match[1]), scores }
    }
    // The scores are 0 to 90: few lie below 10, most above 20.
    expect(await bounds(10, 20)).toEqual({ tested: ['<=', '>='], scores: [10, 20] })
    expect(await bounds(70, 80)).toEqual({ tested: ['>=', '<='], scores: [70, 80] })
  })

  it('searches every text column with each spelling given', async () => {
    const { rows, totals } = await list({ searchVariants: ['цэцэг', 'сарнай'] })
    expect(rows.map((row) => row.name)).toEqual(['Цэцэг', 'Сарнай'])
    expect(Number(totals.total)).toBe(2)
  })

  it('finds rows by their relation column’s label, in any spelling and any language it is written in', async () => {
    // Бат_Эрдэнэ, Оюун and Мөнх have no province, so no search of a province's name finds them.
    const uvs = ['Цэцэг', 'Сарнай', '100%']
    expect((await list({ searchVariants: ['увс', 'uvs'] })).rows.map((row) => row.name)).toEqual(uvs)
    // Only the English translation holds "Arkhangai".
    const arkhangai = await list({ searchVariants: ['arkhangai'] })
    expect(arkhangai.rows.map((row) => row.name)).toEqual(['Болд', 'Дорж', 'Бат'])
    expect(Number(arkhangai.totals.total)).toBe(3)
    // The key behind the label is not what is searched: province 1 is not found as "1".
    expect((await list({ searchVariants: ['1'] })).rows.map((row) => row.name)).toEqual(['100%'])
    // The row's own text is still searched beside the labels.
    expect((await list({ searchVariants: ['оюун', 'uvs'] })).rows.map((row) => row.name)).toEqual([
      'Цэцэг',
      'Сарнай',
      'Оюун',
      '100%',
    ])
  })

  it('filters a relation column by the related rows’ labels, in each spelling given', async () => {
    const byLabel = (label: string, variants: string[], conditions: RowCondition[] = [], userId = 7) =>
      list({ filters: { aimag_id: { label } }, labelVariants: { aimag_id: variants } }, conditions, userId)
    expect((await byLabel('uvs', ['uvs', 'увс'])).rows.map((row) => row.name)).toEqual(['Цэцэг', 'Сарнай', '100%'])
    expect((await byLabel('архан', ['архан'])).rows.map((row) => row.name)).toEqual(['Болд', 'Дорж', 'Бат'])
    // `%` and `_` are taken literally.
    expect((await byLabel('%', ['%'])).rows).toEqual([])
    // The caller's row conditions still apply: user 7 made only the first four rows.
    const mine = await byLabel('увс', ['увс'], [{ type: 'current-user', column: 'created_by' }], 7)
    expect(mine.rows.map((row) => row.name)).toEqual(['Цэцэг', 'Сарнай'])
    expect(Number(mine.totals.total)).toBe(2)
  })

  it('narrows every statement to the rows the role’s conditions allow', async () => {
    const mine = await list({}, [{ type: 'current-user', column: 'created_by' }], 7)
    expect(mine.rows.map((row) => row.name)).toEqual(NAMES.slice(0, 4))
    expect(Number(mine.totals.total)).toBe(4)
    expect(Number(mine.totals.sum_score)).toBe(0 + 10 + 20 + 30)
    const theirs = await list(
      { filters: { name: { text: 'Болд' } } },
      [{ type: 'current-user', column: 'created_by' }],
      8,
    )
    expect(theirs.rows).toEqual([])
  })

  it('sorts by the asked columns, the identity breaking ties, and pages by offset or by keyset alike', async () => {
    const sort = [{ field: 'aimag_id', desc: true }]
    const all = (await list({ sort, filters: { aimag_id: { in: [1, 2] } } })).rows
    expect(all.map((row) => row.aimag_id)).toEqual([2, 2, 2, 1, 1, 1])
    const first = await list({ sort, pageSize: 4, filters: { aimag_id: { in: [1, 2] } } })
    const secondByOffset = await list({ sort, pageSize: 4, page: 2, filters: { aimag_id: { in: [1, 2] } } })
    const last = first.rows.at(-1)
    const secondByKeyset = await list({
      sort,
      pageSize: 4,
      after: [last?.aimag_id, last?.id],
      filters: { aimag_id: { in: [1, 2] } },
    })
    expect(secondByKeyset.rows).toEqual(secondByOffset.rows)
    expect([...first.rows, ...secondByKeyset.rows]).toEqual(all)
  })
})
