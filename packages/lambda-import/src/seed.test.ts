import { describe, expect, it } from 'vitest'
import { seedText } from './__fixtures__/documents.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'
import { decodeEmbeddedJson, isSeed, readSeedRows } from './seed.ts'

describe('vb_schemas seeds', () => {
  it('decodes a schema string encoded once or twice', () => {
    const rows = JSON.parse(seedText()) as unknown[]
    const notes: LambdaImportNote[] = []
    const read = readSeedRows(rows, new ImportReporter('seed.json', notes))
    expect(
      read.map((row) => [
        row.type,
        row.id,
        typeof row.schema.model === 'string' || typeof row.schema.table === 'string',
      ]),
    ).toEqual([
      ['form', 'application_form', true],
      ['grid', undefined, true],
      ['graphql', undefined, true],
    ])
    expect(notes).toEqual([])
  })

  it('reports a row whose schema is broken or whose type is unknown, naming the row', () => {
    const notes: LambdaImportNote[] = []
    const rows = readSeedRows(
      [
        { name: 'Эвдэрсэн', type: 'form', schema: '{"model":' },
        { name: 'Тайлан', type: 'report', schema: '{}' },
      ],
      new ImportReporter('seed.json', notes),
    )
    expect(rows).toEqual([])
    expect(notes.map((note) => [note.source, note.path, note.kind])).toEqual([
      ['seed.json#row 0 (Эвдэрсэн)', '/schema', 'unreadable'],
      ['seed.json#row 1 (Тайлан)', '/type', 'unreadable'],
    ])
  })

  it('stops decoding at three levels so plain text is not taken for a document', () => {
    expect(decodeEmbeddedJson(JSON.stringify(JSON.stringify({ a: 1 })))).toEqual({ ok: true, value: { a: 1 } })
    expect(decodeEmbeddedJson('"just text"')).toEqual({ ok: true, value: 'just text' })
  })

  it('recognises a seed only by its rows', () => {
    expect(isSeed([{ name: 'a', type: 'form', schema: '{}' }])).toBe(true)
    expect(isSeed([])).toBe(false)
    expect(isSeed([{ table: 'users' }])).toBe(false)
  })
})
