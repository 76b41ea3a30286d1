import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { documentPath, type KrudDocument, type TamgaDocument } from '@tamga/schema'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { migrateSystemTables, type TamgaDatabase } from '../db/database.ts'
import { rejection, testBackends } from '../db/testing.ts'
import { createDatabaseStore } from './databaseStore.ts'
import { DocumentValidationError } from './errors.ts'
import { createFolderStore } from './folderStore.ts'
import { changedPaths, copyProject, diffProjects, formatProjectDiff, type ProjectDiffEntry } from './projectDiff.ts'
import { documentFileText } from './stableStringify.ts'
import type { DocumentStore } from './store.ts'

const heritageDir = fileURLToPath(new URL('../../../../examples/heritage', import.meta.url))

// Tests that open databases and write the whole heritage project (78 documents, one
// transaction each) take a few seconds on PGlite, more on a busy two-core CI machine.
const WHOLE_PROJECT_TIMEOUT = 30_000

const krud = (name: string, extra: Partial<KrudDocument> = {}): KrudDocument => ({
  kind: 'krud',
  version: 1,
  name,
  title: { mn_MN: 'Мэдээ', en_US: 'News' },
  form: 'news-form',
  grid: 'news-grid',
  ...extra,
})

const documentsOf = async (store: DocumentStore): Promise<TamgaDocument[]> =>
  (await store.listAll()).map((stored) => stored.document)

const changesOnly = (diff: readonly ProjectDiffEntry[]) => diff.filter((entry) => entry.change !== 'unchanged')

describe('diffProjects', () => {
  it('lists what copying one project onto another creates, updates, deletes and leaves alone', () => {
    const from = [krud('a'), krud('b', { public: true }), krud('c')]
    const to = [krud('b'), krud('c'), krud('d')]
    expect(diffProjects(from, to)).toEqual([
      { kind: 'krud', name: 'a', change: 'create' },
      { kind: 'krud', name: 'b', change: 'update', paths: ['/public'] },
      { kind: 'krud', name: 'c', change: 'unchanged' },
      { kind: 'krud', name: 'd', change: 'delete' },
    ])
  })

  it('names the deepest changed paths, ignoring key order', () => {
    const before = { title: { mn_MN: 'А', en_US: 'A' }, actions: ['create', 'view'], n: 1 }
    const after = { n: 1, actions: ['create', 'edit', 'print'], title: { en_US: 'B', mn_MN: 'А', ko_KR: '가' } }
    expect(changedPaths(before, after)).toEqual(['/actions/1', '/actions/2', '/title/en_US', '/title/ko_KR'])
    expect(changedPaths({ a: 1, b: [1] }, { b: [1], a: 1 })).toEqual([])
    expect(changedPaths({ 'a/b': 1 }, { 'a/b': 2 })).toEqual(['/a~1b'])
  })

  it('orders documents by kind as DOCUMENT_KINDS lists them, then by name', () => {
    const menu: TamgaDocument = { kind: 'menu', version: 1, name: 'admin', items: [] }
    const diff = diffProjects([krud('z'), krud('a'), menu], [])
    expect(diff.map((entry) => `${entry.kind}/${entry.name}`)).toEqual(['menu/admin', 'krud/a', 'krud/z'])
  })
})

describe('formatProjectDiff', () => {
  const diff: ProjectDiffEntry[] = [
    { kind: 'krud', name: 'a', change: 'create' },
    { kind: 'krud', name: 'b', change: 'update', paths: ['/public', '/title/en_US'] },
    { kind: 'krud', name: 'c', change: 'unchanged' },
    { kind: 'krud', name: 'd', change: 'delete' },
    { kind: 'krud', name: 'e', change: 'unchanged', onlyInTarget: true },
  ]

  it('writes one line per change and a summary, in English', () => {
    expect(formatProjectDiff(diff, 'en_US')).toBe(
      [
        '+ create krud "a"',
        '~ update krud "b": /public, /title/en_US',
        '- delete krud "d"',
        '· keep krud "e" (only in the target; copying with prune would delete it)',
        '1 to create, 1 to update, 1 to delete, 2 unchanged',
      ].join('\n'),
    )
  })

  it('speaks Mongolian by default and says when nothing changes', () => {
    expect(formatProjectDiff(diff)).toContain('нэмэх 1, өөрчлөх 1, устгах 1, өөрчлөлтгүй 2')
    expect(formatProjectDiff([{ kind: 'krud', name: 'c', change: 'unchanged' }], 'en_US')).toBe(
      'No changes: all 1 documents are the same.',
    )
  })
})

describe.each(testBackends())('copying a project on $name', (backend) => {
  const opened: TamgaDatabase[] = []
  const folders: string[] = []
  let heritageFolder: DocumentStore
  let heritage: TamgaDocument[]

  async function emptyDatabaseStore(): Promise<DocumentStore> {
    const database = await backend.open()
    opened.push(database)
    await migrateSystemTables(database.db)
    return createDatabaseStore(database.db)
  }
  async function emptyFolder(): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), 'tamga-project-copy-'))
    folders.push(folder)
    return folder
  }

  beforeAll(async () => {
    heritageFolder = createFolderStore(heritageDir)
    heritage = await documentsOf(heritageFolder)
  })
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
  })
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()))
  })

  it(
    'export then import into an empty database gives the same project',
    async () => {
      const original = await emptyDatabaseStore()
      const imported = await copyProject(heritageFolder, original, { by: 'seed' })
      expect(imported.every((entry) => entry.change === 'create')).toBe(true)
      expect(imported.length).toBe(heritage.length)

      const exportDir = await emptyFolder()
      const exported = createFolderStore(exportDir)
      await copyProject(original, exported, { by: 'export' })
      for (const document of heritage) {
        expect(await readFile(join(exportDir, 'documents', documentPath(document)), 'utf8')).toBe(
          documentFileText(document),
        )
      }

      const elsewhere = await emptyDatabaseStore()
      await copyProject(exported, elsewhere, { by: 'import' })
      expect(await documentsOf(elsewhere)).toEqual(await documentsOf(original))
      expect(await documentsOf(elsewhere)).toEqual(heritage)
      expect(changesOnly(await copyProject(exported, elsewhere, { by: 'import', dryRun: true, prune: true }))).toEqual(
        [],
      )
    },
    WHOLE_PROJECT_TIMEOUT,
  )

  it(
    'a dry run lists exactly the changed documents and paths, and writes nothing',
    async () => {
      const database = await emptyDatabaseStore()
      await copyProject(heritageFolder, database, { by: 'seed' })
      const changedDir = await emptyFolder()
      const changed = createFolderStore(changedDir)
      await copyProject(heritageFolder, changed, { by: null })
      const news = await changed.get('krud', 'news')
      if (news === undefined) throw new Error('no news krud')
      await changed.put(
        { ...news.document, public: false, title: { mn_MN: 'Шинэ мэдээ', en_US: 'News' } },
        { by: null },
      )
      await changed.put(krud('news-archive'), { by: null })
      await changed.remove('chart', 'feedback-by-status', { by: null })
      const before = await database.listAll()

      const diff = await copyProject(changed, database, { by: 'import', dryRun: true, prune: true })
      expect(changesOnly(diff)).toEqual([
        { kind: 'chart', name: 'feedback-by-status', change: 'delete' },
        { kind: 'krud', name: 'news', change: 'update', paths: ['/public', '/title/ko_KR', '/title/mn_MN'] },
        { kind: 'krud', name: 'news-archive', change: 'create' },
      ])
      expect(diff.length).toBe(heritage.length + 1)
      expect(await database.listAll()).toEqual(before)
      expect((await database.history('krud', 'news')).length).toBe(1)

      const kept = await copyProject(changed, database, { by: 'import', dryRun: true })
      expect(kept.find((entry) => entry.name === 'feedback-by-status')).toEqual({
        kind: 'chart',
        name: 'feedback-by-status',
        change: 'unchanged',
        onlyInTarget: true,
      })

      await copyProject(changed, database, { by: 'import', prune: true })
      expect(await documentsOf(database)).toEqual(await documentsOf(changed))
      expect((await database.get('krud', 'news'))?.revision).toBe(2)
      expect((await database.get('form', 'news-form'))?.revision).toBe(1)
      expect((await database.history('chart', 'feedback-by-status')).map((revision) => revision.change)).toEqual([
        'create',
        'delete',
      ])
    },
    WHOLE_PROJECT_TIMEOUT,
  )

  it(
    'refuses a project whose references do not resolve, and copies nothing',
    async () => {
      const brokenDir = await emptyFolder()
      const broken = createFolderStore(brokenDir)
      await copyProject(heritageFolder, broken, { by: null })
      await broken.put(krud('orphan', { form: 'missing-form' }), { by: null })
      const database = await emptyDatabaseStore()
      const error = await rejection(copyProject(broken, database, { by: 'import' }))
      expect(error).toBeInstanceOf(DocumentValidationError)
      expect(
        (error as DocumentValidationError).issues.map((issue) => `${issue.file} ${issue.code} ${issue.path}`),
      ).toEqual(['documents/kruds/orphan.json unknown-reference /form'])
      expect(await database.listAll()).toEqual([])
    },
    WHOLE_PROJECT_TIMEOUT,
  )
})
