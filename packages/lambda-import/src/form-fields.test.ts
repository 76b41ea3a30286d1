import { describe, expect, it } from 'vitest'
import { applicationForm } from './__fixtures__/documents.ts'
import { covers, readFormStructure } from './form-fields.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'

describe('reading the two copies of a form field', () => {
  it('returns each field once, the layout copy winning, and reports the disagreement', () => {
    const notes: LambdaImportNote[] = []
    const structure = readFormStructure(applicationForm(), new ImportReporter('form.json', notes))
    expect(structure.fields.map((field) => [field.model, field.placed])).toEqual([
      ['id', false],
      ['title', true],
      ['aimag_id', true],
      ['kind', true],
      ['stamp', true],
    ])
    expect(structure.fields[1]?.value.label).toBe('Гарчиг')
    expect(notes).toEqual([expect.objectContaining({ path: '/schema/1/label', kind: 'approximated' })])
  })

  it('keeps the layout tree with references to the fields', () => {
    const structure = readFormStructure(applicationForm(), new ImportReporter('form.json', []))
    const row = structure.layout[0]
    expect(row?.type).toBe('row')
    if (row?.type !== 'row') return
    const section = row.children[0]
    expect(section).toMatchObject({ type: 'section', name: 'Үндсэн' })
  })

  it('treats a copy with more settings as covering the other', () => {
    expect(covers({ a: 1, b: [{ x: 1, y: 2 }] }, { a: 1, b: [{ x: 1 }] })).toBe(true)
    expect(covers({ a: 1 }, { a: 2 })).toBe(false)
    expect(covers([1, 2], [1])).toBe(false)
  })
})
