// Issue 24: in English and Korean a grid's headers, its yes/no cells, its set values and its
// records' translated texts read in the interface language, not Mongolian. Checked on every grid of the heritage project, through
// the compiler the grid screen uses.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type GridDocument, type LanguageCode, type ModelDocument, validateDocument } from '@tamga/schema'
import type { ColDef, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
import { compileGridColumns, type RecordRow, type TamgaColumnContext } from './compileGridColumns.ts'

const documents = fileURLToPath(new URL('../../../../../examples/heritage/documents/', import.meta.url))

function read<TDocument>(folder: string, kind: string): TDocument[] {
  return readdirSync(`${documents}${folder}`).flatMap((file) => {
    const checked = validateDocument(JSON.parse(readFileSync(`${documents}${folder}/${file}`, 'utf8')))
    if (!checked.ok) throw new Error(`${folder}/${file} is not a valid document`)
    return checked.value.kind === kind ? [checked.value as TDocument] : []
  })
}

const grids = read<GridDocument>('grids', 'grid')
const models = new Map(read<ModelDocument>('models', 'model').map((model) => [model.name, model]))
const MONGOLIAN_LETTERS = /[\u0400-\u04FF]/

function formatted(def: ColDef<RecordRow>, value: unknown): string {
  const format = def.valueFormatter as (params: ValueFormatterParams<RecordRow>) => string
  return format({ value, node: null } as ValueFormatterParams<RecordRow>)
}

function compiled(grid: GridDocument, language: LanguageCode): ColDef<RecordRow>[] {
  return compileGridColumns(grid, { model: grid.model === undefined ? undefined : models.get(grid.model), language })
}

describe('a heritage grid read in English or Korean', () => {
  const languages: ReadonlyArray<[LanguageCode, string, string]> = [
    ['en_US', 'Yes', 'No'],
    ['ko_KR', '예', '아니요'],
  ]

  it.each(languages)('has every header and every set value’s label in %s', (language) => {
    expect(grids.length).toBeGreaterThan(10)
    const mongolian = grids.flatMap((grid) =>
      compiled(grid, language).flatMap((def) => {
        const context = def.context as TamgaColumnContext
        const texts = [def.headerName ?? '', ...(context.choices ?? []).map((choice) => choice.label)]
        return texts.filter((text) => MONGOLIAN_LETTERS.test(text)).map((text) => `${grid.name} ${def.colId}: ${text}`)
      }),
    )
    expect(mongolian).toEqual([])
  })

  it.each(languages)('shows yes and no in %s in every boolean column', (language, yes, no) => {
    const booleans = grids.flatMap((grid) =>
      compiled(grid, language).filter((def) => (def.context as TamgaColumnContext).kind === 'boolean'),
    )
    expect(booleans.length).toBeGreaterThan(3)
    for (const def of booleans) {
      expect([formatted(def, true), formatted(def, false)], String(def.colId)).toEqual([yes, no])
    }
  })

  it('shows a translatable column’s text in the language, the Mongolian one where the record has none', () => {
    const news = grids.find((grid) => grid.name === 'news-grid') as GridDocument
    const row = { id: 1, title: 'Мэдээ', title_en: 'News', title_ko: '' }
    const value = (language: LanguageCode, data: RecordRow) => {
      const def = compiled(news, language).find((column) => column.colId === 'title')
      const get = def?.valueGetter as (params: ValueGetterParams<RecordRow>) => unknown
      return get({ data } as ValueGetterParams<RecordRow>)
    }
    expect(value('en_US', row)).toBe('News')
    expect(value('ko_KR', row)).toBe('Мэдээ')
    expect(value('mn_MN', row)).toBe('Мэдээ')
    expect(value('en_US', { id: 2, title: 'Шинэ' })).toBe('Шинэ')
    // A translation shown is not edited in place: the form changes it beside its Mongolian text.
    const editable = { ...news, easyEdit: true, columns: news.columns.map((column) => ({ ...column, editable: true })) }
    const title = (language: LanguageCode) =>
      compileGridColumns(editable, { model: models.get('news'), language, editable: true }).find(
        (column) => column.colId === 'title',
      )?.editable
    expect(title('en_US')).toBe(false)
    expect(typeof title('mn_MN')).toBe('function')
  })

  it('falls back to Mongolian for a header with no text in the language', () => {
    const grid: GridDocument = {
      ...(grids[0] as GridDocument),
      numbered: false,
      columns: [{ field: 'title', label: { mn_MN: 'Гарчиг', en_US: 'Title' } }],
    }
    expect(compiled(grid, 'ko_KR')[0]?.headerName).toBe('Гарчиг')
    expect(compiled(grid, 'en_US')[0]?.headerName).toBe('Title')
  })
})
