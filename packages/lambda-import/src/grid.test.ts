import { gridKind, validateDocumentOf } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { applicationGrid } from './__fixtures__/documents.ts'
import type { ImportContext } from './context.ts'
import { importGrid } from './grid.ts'
import { NameRegistry } from './names.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'

const run = (grid: Record<string, unknown>, tables?: ImportContext['tables']) => {
  const notes: LambdaImportNote[] = []
  const context: ImportContext = {
    names: new NameRegistry(),
    schemaIds: new Map(),
    documents: [],
    ...(tables === undefined ? {} : { tables }),
  }
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

  it('reports the unknown cell type', () => {
    const { notes } = run(applicationGrid())
    const notCarried = notes.filter((note) => note.kind === 'not-carried-over')
    expect(notCarried.map((note) => note.path)).toEqual(['/schema/4/gridType'])
  })

  it('turns a simple SQL row condition into the row filter and shows both in an approximated note', () => {
    const { document, notes } = run(applicationGrid())
    expect(document?.rowFilter).toBe('deleted_at = null')
    expect(document === undefined ? false : validateDocumentOf(gridKind, document).ok).toBe(true)
    const note = notes.find((entry) => entry.path === '/condition')
    expect(note?.kind).toBe('approximated')
    expect(note?.message.en_US).toBe(
      'the row condition was SQL ("deleted_at IS NULL") and became the formula "deleted_at = null"; check that it selects the same rows',
    )
    expect(note?.message.mn_MN).toContain('"deleted_at IS NULL"')
    expect(note?.message.mn_MN).toContain('"deleted_at = null"')
  })

  it('keeps reporting a row condition outside the accepted SQL, or on a column the table lacks, as raw SQL', () => {
    const refused = run({ ...applicationGrid(), condition: 'created_by = {user_id}' })
    expect(refused.document?.rowFilter).toBeUndefined()
    expect(refused.notes.find((entry) => entry.path === '/condition')).toMatchObject({
      kind: 'not-carried-over',
      message: { en_US: expect.stringContaining('is raw SQL ("created_by = {user_id}")') },
    })
    const tables = new Map([['application', new Map([['id', { nullable: false }]])]])
    const unknown = run(applicationGrid(), tables)
    expect(unknown.document?.rowFilter).toBeUndefined()
    expect(unknown.notes.find((entry) => entry.path === '/condition')).toMatchObject({
      kind: 'not-carried-over',
      message: { en_US: expect.stringContaining('"deleted_at", which is not a column of "application"') },
    })
  })
})
