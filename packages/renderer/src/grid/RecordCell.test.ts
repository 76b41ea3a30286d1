import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type GridDocument, validateDocument } from '@tamga/schema'
import type { ColDef } from 'ag-grid-community'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compileGridColumns, type RecordRow } from './compile/index.ts'
import { isDrawnColumn, RecordCell, type RecordCellProps } from './RecordCell.tsx'

const gridsDir = fileURLToPath(new URL('../../../../examples/heritage/documents/grids/', import.meta.url))

function heritageGrid(name: string): GridDocument {
  const checked = validateDocument(JSON.parse(readFileSync(`${gridsDir}${name}.json`, 'utf8')))
  if (!checked.ok || checked.value.kind !== 'grid') throw new Error(`${name} is not a valid grid document`)
  return checked.value
}

function columnsOf(name: string, language: 'mn_MN' | 'en_US' = 'mn_MN'): ColDef<RecordRow>[] {
  return compileGridColumns(heritageGrid(name), { language })
}

/** The markup of a drawn cell of `colId` for `row`, as ag-grid would give its props. */
function cell(defs: ColDef<RecordRow>[], colId: string, row: RecordRow, options: { pinned?: boolean } = {}): string {
  const colDef = defs.find((def) => def.colId === colId)
  if (colDef === undefined) throw new Error(`no column ${colId}`)
  const value = row[colId]
  const valueFormatted =
    typeof colDef.valueFormatter === 'function'
      ? // The compiled formatters read the value and the node's pinning only.
        colDef.valueFormatter({ value, node: { rowPinned: options.pinned ? 'bottom' : null } } as never)
      : null
  const props = {
    value,
    valueFormatted,
    data: row,
    colDef,
    node: { rowPinned: options.pinned ? 'bottom' : null },
    krud: 'heritage',
    language: 'mn_MN',
  } as unknown as RecordCellProps
  return renderToStaticMarkup(createElement(RecordCell, props))
}

describe('the drawn cells', () => {
  it('draws images, files, links, tags, colours, the status and icons, and leaves plain columns to ag-grid', () => {
    const drawn = (name: string) =>
      columnsOf(name)
        .filter(isDrawnColumn)
        .map((def) => def.colId)
    expect(drawn('application-grid')).toEqual(['process_status'])
    expect(drawn('envoy-grid')).toEqual(['photo', 'phone', 'email'])
    expect(drawn('content-item-grid')).toEqual(['cover_image', 'media_kind'])
    expect(drawn('partner-grid')).toEqual(['logo', 'partner_type', 'website'])
  })

  it('shows the status in the status vocabulary’s word, in its step type’s colour', () => {
    const html = cell(columnsOf('application-grid'), 'process_status', { id: 1, process_status: 'CHECK' })
    expect(html).toContain('Хянагдаж байна')
    expect(html).toContain('#fa8c16')
  })

  it('links a cell to its column’s URL with the row’s values', () => {
    const html = cell(columnsOf('envoy-grid'), 'email', { id: 1, email: 'nomin.j@example.com' })
    expect(html).toContain('href="mailto:nomin.j@example.com"')
    expect(html).toContain('target="_self"')
    expect(html).toContain('>nomin.j@example.com</a>')
  })

  it('shows an upload as a thumbnail read from the records API', () => {
    const id = '0b5c6a4e-3f1d-4c2a-9e8b-1a2b3c4d5e6f'
    const html = cell(columnsOf('envoy-grid'), 'photo', { id: 1, photo: id })
    expect(html).toContain(`src="/api/records/heritage/uploads/${id}"`)
  })

  it('puts the column’s icon before the value', () => {
    const html = cell(columnsOf('envoy-grid'), 'phone', { id: 1, phone: '99112233' })
    expect(html).toContain('anticon-phone')
    expect(html).toContain('99112233')
  })

  it('shows a consolidation row’s text as it is', () => {
    expect(cell(columnsOf('envoy-grid'), 'email', { email: 'Нийт: 3' }, { pinned: true })).toBe('Нийт: 3')
  })
})
