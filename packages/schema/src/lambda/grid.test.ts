import { describe, expect, it } from 'vitest'
import { validateDocumentOf } from '../documents/definition.ts'
import { gridKind } from '../documents/grid.ts'
import { applicationGrid } from './__fixtures__/documents.ts'
import type { ImportContext } from './context.ts'
import { importGrid } from './grid.ts'
import { NameRegistry } from './names.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'

const run = (grid: Record<string, unknown>) => {
  const notes: LambdaImportNote[] = []
  const context: ImportContext = { names: new NameRegistry(), schemaIds: new Map(), documents: [] }
  const document = importGrid(grid, { name: 'application-grid' }, context, new ImportReporter('grid.json', notes))
  return { document, notes }
}

describe('importing a Lambda grid', () => {
  it('produces a valid grid with typed columns, a filter and the page size', () => {
    const { document } = run(applicationGrid())
    expect(document).toBeDefined()
    if (document === undefined) return
    expect(validateDocumentOf(gridKind, document).ok).toBe(true)
    expect(document.columns.map((column) => [column.field, column.type ?? 'text'])).toEqual([
      ['id', 'text'],
      ['title', 'text'],
      ['process_status', 'process_status'],
      ['created_at', 'datetime'],
      ['score', 'text'],
    ])
    expect(document.columns[1]?.filter).toEqual({ type: 'text', sidebar: true })
    expect(document.pageSize).toBe(20)
    expect(document.excel).toEqual({ export: true })
    expect(document.actions).toBeUndefined()
  })

  it('takes sortOrder over the misspelt sordOrder and reports the disagreement', () => {
    const { document, notes } = run(applicationGrid())
    expect(document?.sort).toEqual({ field: 'created_at' })
    expect(notes).toContainEqual(expect.objectContaining({ path: '/sordOrder', kind: 'approximated' }))
  })

  it('reports the raw SQL row condition and the unknown cell type', () => {
    const { notes } = run(applicationGrid())
    const notCarried = notes.filter((note) => note.kind === 'not-carried-over')
    expect(notCarried.map((note) => note.path)).toEqual(['/schema/4/gridType', '/condition'])
    expect(notCarried[1]?.message.en_US).toContain('raw SQL')
  })
})
