import { fileURLToPath } from 'node:url'
import { DOCUMENT_KINDS, type KrudDocument, type TamgaDocument } from '@tamga/schema'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { migrateSystemTables, type TamgaDatabase } from '../db/database.ts'
import { rejection, testBackends } from '../db/testing.ts'
import { createDatabaseStore } from './databaseStore.ts'
import { DocumentConflictError, DocumentNotFoundError, DocumentValidationError } from './errors.ts'
import { createFolderStore } from './folderStore.ts'
import type { DocumentStore } from './store.ts'

const heritageDir = fileURLToPath(new URL('../../../../examples/heritage', import.meta.url))

// Tests that open databases and write the whole heritage project (78 documents, one
// transaction each) take a few seconds on PGlite, more on a busy two-core CI machine.
const WHOLE_PROJECT_TIMEOUT = 30_000

describe.each(testBackends())('the database document store on $name', (backend) => {
  let database: TamgaDatabase
  let store: DocumentStore
  let heritage: TamgaDocument[]
  let newsKrud: KrudDocument

  beforeAll(async () => {
    database = await backend.open()
    await migrateSystemTables(database.db)
    store = createDatabaseStore(database.db)
    heritage = (await createFolderStore(heritageDir).listAll()).map((stored) => stored.document)
    const found = heritage.find((document) => document.kind === 'krud' && document.name === 'news')
    if (found === undefined || found.kind !== 'krud') throw new Error('the heritage project has no news krud')
    newsKrud = found
  })
  afterAll(async () => {
    await database.close()
  })
  beforeEach(async () => {
    await database.db.deleteFrom('tamga_document').execute()
    await database.db.deleteFrom('tamga_document_history').execute()
  })

  it(
    'round-trips every document kind of the heritage project unchanged',
    async () => {
      for (const document of heritage) await store.put(document, { by: 'seed' })
      const stored = await store.listAll()
      expect(stored.map((entry) => entry.document)).toEqual(heritage)
      expect(new Set(stored.map((entry) => entry.document.kind))).toEqual(new Set(DOCUMENT_KINDS))
      for (const kind of DOCUMENT_KINDS) {
        const listed = await store.list(kind)
        expect(listed.map((entry) => entry.document)).toEqual(heritage.filter((document) => document.kind === kind))
      }
      for (const document of heritage) {
        const one = await store.get(document.kind, document.name)
        expect(one?.document).toEqual(document)
        expect(one?.revision).toBe(1)
        expect(one?.updatedBy).toBe('seed')
      }
    },
    WHOLE_PROJECT_TIMEOUT,
  )

  it('refuses an invalid document with the path of each problem, and writes nothing', async () => {
    const error = await rejection(store.put({ ...newsKrud, form: 42, colour: 'red' }, { by: 'admin' }))
    expect(error).toBeInstanceOf(DocumentValidationError)
    expect((error as DocumentValidationError).issues.map((issue) => issue.path).sort()).toEqual(['', '/form'])
    expect((error as Error).message).toContain('krud "news" cannot be saved')
    expect(await store.get('krud', 'news')).toBeUndefined()
    expect(await store.history('krud', 'news')).toEqual([])
  })

  it('grows the history by one revision per write, and restore brings an old body back', async () => {
    await store.put(newsKrud, { by: 'admin' })
    await store.put({ ...newsKrud, public: false }, { by: 'staff' })
    await store.put({ ...newsKrud, public: false, template: 'window' }, { by: 'staff' })
    const history = await store.history('krud', 'news')
    expect(history.map((revision) => [revision.revision, revision.change, revision.changedBy])).toEqual([
      [1, 'create', 'admin'],
      [2, 'update', 'staff'],
      [3, 'update', 'staff'],
    ])
    expect(history[0]?.document).toEqual(newsKrud)

    const restored = await store.restore('krud', 'news', 1, { by: 'admin', expectedRevision: 3 })
    expect(restored.revision).toBe(4)
    expect(restored.document).toEqual(newsKrud)
    expect((await store.get('krud', 'news'))?.document).toEqual(newsKrud)
    const after = await store.history('krud', 'news')
    expect(after.map((revision) => revision.change)).toEqual(['create', 'update', 'update', 'restore'])
    expect(after[3]?.document).toEqual(newsKrud)
  })

  it('records a deletion in the history and continues the revisions when the document comes back', async () => {
    await store.put(newsKrud, { by: 'admin' })
    await store.remove('krud', 'news', { by: 'admin', expectedRevision: 1 })
    expect(await store.get('krud', 'news')).toBeUndefined()
    expect(await rejection(store.remove('krud', 'news', { by: 'admin' }))).toBeInstanceOf(DocumentNotFoundError)
    const deletionRestore = await rejection(store.restore('krud', 'news', 2, { by: 'admin' }))
    expect(deletionRestore).toBeInstanceOf(DocumentNotFoundError)
    expect((deletionRestore as Error).message).toContain('is its deletion')
    expect(await rejection(store.restore('krud', 'news', 9, { by: 'admin' }))).toBeInstanceOf(DocumentNotFoundError)

    const back = await store.restore('krud', 'news', 1, { by: 'admin', expectedRevision: 0 })
    expect(back.revision).toBe(3)
    const recreated = await store.put({ ...newsKrud, public: false }, { by: 'admin' })
    expect(recreated.revision).toBe(4)
    const history = await store.history('krud', 'news')
    expect(history.map((revision) => [revision.revision, revision.change, revision.document === null])).toEqual([
      [1, 'create', false],
      [2, 'delete', true],
      [3, 'restore', false],
      [4, 'update', false],
    ])
  })

  it('refuses to restore a revision that no longer validates', async () => {
    await store.put(newsKrud, { by: 'admin' })
    // A revision written under an older schema that the current one rejects.
    await database.db
      .insertInto('tamga_document_history')
      .values({
        kind: 'krud',
        name: 'news',
        revision: 7,
        version: 1,
        body: JSON.stringify({ ...newsKrud, template: 'retired-template' }),
        change: 'update',
        changed_by: 'admin',
      })
      .execute()
    const error = await rejection(store.restore('krud', 'news', 7, { by: 'admin' }))
    expect(error).toBeInstanceOf(DocumentValidationError)
    expect((error as DocumentValidationError).issues.map((issue) => issue.path)).toEqual(['/template'])
    expect((error as Error).message).toContain('revision 7 of krud "news" no longer validates')
    expect((await store.get('krud', 'news'))?.document).toEqual(newsKrud)
  })

  it('refuses a write based on a stale revision and loses nothing', async () => {
    const created = await store.put(newsKrud, { by: 'admin', expectedRevision: 0 })
    await store.put({ ...newsKrud, public: false }, { by: 'staff', expectedRevision: created.revision })
    const error = await rejection(
      store.put({ ...newsKrud, template: 'window' }, { by: 'admin', expectedRevision: created.revision }),
    )
    expect(error).toBeInstanceOf(DocumentConflictError)
    expect(error).toMatchObject({ expectedRevision: 1, currentRevision: 2 })
    expect((error as Error).message).toContain('revision 1, it is at revision 2 now')
    expect(await rejection(store.put(newsKrud, { by: 'admin', expectedRevision: 0 }))).toBeInstanceOf(
      DocumentConflictError,
    )
    expect(await rejection(store.remove('krud', 'news', { by: 'admin', expectedRevision: 1 }))).toBeInstanceOf(
      DocumentConflictError,
    )
    expect((await store.get('krud', 'news'))?.document).toEqual({ ...newsKrud, public: false })
    expect((await store.history('krud', 'news')).length).toBe(2)
  })

  it('gives concurrent writes of one document consecutive revisions and keeps every one in the history', async () => {
    const titles = ['Мэдээ 1', 'Мэдээ 2', 'Мэдээ 3', 'Мэдээ 4', 'Мэдээ 5', 'Мэдээ 6']
    // Nobody has created it yet: the first writes race to create it as well.
    const results = await Promise.all(titles.map((title) => store.put({ ...newsKrud, title }, { by: title })))
    expect(results.map((result) => result.revision).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    const more = await Promise.all(titles.map((title) => store.put({ ...newsKrud, title }, { by: title })))
    expect(more.map((result) => result.revision).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12])

    const history = await store.history('krud', 'news')
    expect(history.map((revision) => revision.revision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(history.filter((revision) => revision.change === 'create').length).toBe(1)
    for (const revision of history) expect(revision.document?.title).toBe(revision.changedBy)
    const current = await store.get('krud', 'news')
    expect(current?.revision).toBe(12)
    expect(current?.document.title).toBe(history[11]?.changedBy)
  })

  it('answers undefined for a document that is not there', async () => {
    expect(await store.get('form', 'no-such-form')).toBeUndefined()
    expect(await store.list('form')).toEqual([])
  })
})
