import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ApiResult } from '@tamga/renderer'
import type { TamgaDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import type { DocumentsClient, StoredDocument } from '../client/documentsClient.ts'
import { rowsSourceOf } from './rowsSource.ts'

const folder = resolve(import.meta.dirname, '../../../../examples/heritage/documents')
const read = (kind: string): TamgaDocument[] =>
  readdirSync(resolve(folder, kind)).map((file) => JSON.parse(readFileSync(resolve(folder, kind, file), 'utf8')))

/** The heritage example's kruds and grids as the documents API lists and reads them. */
function heritageDocuments(documents: TamgaDocument[]): DocumentsClient {
  const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data })
  const stored = (document: TamgaDocument): StoredDocument => ({
    document,
    revision: 1,
    updatedAt: '',
    updatedBy: null,
  })
  const refuse = async () => ({ ok: false, status: 500, message: 'NO', cancelled: false, body: {} }) as const
  return {
    list: async (kind) =>
      ok({
        documents: documents
          .filter((document) => document.kind === kind)
          .map(({ name }) => ({ name, title: null, description: null, revision: 1, updatedAt: '', updatedBy: null })),
      }),
    get: async (kind, name) => {
      const found = documents.find((document) => document.kind === kind && document.name === name)
      return found === undefined ? refuse() : ok(stored(found))
    },
    save: refuse,
    remove: refuse,
    history: refuse,
    restore: refuse,
    planModel: refuse,
  }
}

describe('the screen an existing table’s rows are read through', () => {
  const documents = heritageDocuments([...read('kruds'), ...read('grids'), ...read('forms')])

  it('is the krud whose grid lists the table, with the wanted columns its list reads', async () => {
    const found = await rowsSourceOf(documents, 'heritage_bearer', ['last_name', 'aimag_id', 'biography'])
    expect(found?.krud).toBe('heritage-bearers')
    expect([...(found?.read ?? [])].sort()).toEqual(['aimag_id', 'last_name'])
    expect([found?.grid.name, found?.form?.name]).toEqual(['heritage-bearer-grid', 'heritage-bearer-form'])
  })

  it('is none for a table no screen lists', async () => {
    expect(await rowsSourceOf(documents, 'heritage_apprentice', ['full_name'])).toBeUndefined()
  })

  it('is none when the kruds cannot be read', async () => {
    expect(await rowsSourceOf(heritageDocuments([]), 'heritage_bearer', ['last_name'])).toBeUndefined()
  })
})
