import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DOCUMENT_KINDS, type KrudDocument, type TamgaDocument } from '@tamga/schema'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { rejection } from '../db/testing.ts'
import { DocumentConflictError, DocumentNotFoundError, DocumentValidationError, HistoryNotKeptError } from './errors.ts'
import { createFolderStore } from './folderStore.ts'
import { documentFileText } from './stableStringify.ts'

const heritageDir = fileURLToPath(new URL('../../../../examples/heritage', import.meta.url))

const folders: string[] = []
async function emptyProjectFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'tamga-folder-store-'))
  folders.push(folder)
  return folder
}

/** Every file under a folder, relative path → bytes. */
async function snapshot(folder: string): Promise<Map<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  return new Map(
    await Promise.all(
      files.sort().map(async (file) => [file.slice(folder.length), await readFile(file, 'utf8')] as const),
    ),
  )
}

describe('the folder store', () => {
  let heritage: TamgaDocument[]
  let newsKrud: KrudDocument
  beforeAll(async () => {
    heritage = (await createFolderStore(heritageDir).listAll()).map((stored) => stored.document)
    const found = heritage.find((document) => document.kind === 'krud' && document.name === 'news')
    if (found === undefined || found.kind !== 'krud') throw new Error('the heritage project has no news krud')
    newsKrud = found
  })
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
  })

  it('reads every document kind of the heritage project', async () => {
    const kinds = new Set(heritage.map((document) => document.kind))
    expect([...kinds].sort()).toEqual([...DOCUMENT_KINDS].sort())
    const store = createFolderStore(heritageDir)
    const forms = await store.list('form')
    expect(forms.length).toBe(heritage.filter((document) => document.kind === 'form').length)
    expect(forms.every((stored) => stored.document.kind === 'form')).toBe(true)
    expect((await store.list('project')).map((stored) => stored.document.kind)).toEqual(['project'])
    expect((await store.get('krud', 'news'))?.document).toEqual(newsKrud)
  })

  it('writes byte-stable files: write, read, write again gives identical bytes', async () => {
    const first = await emptyProjectFolder()
    const firstStore = createFolderStore(first)
    for (const document of heritage) await firstStore.put(document, { by: null })
    const written = await snapshot(first)
    expect(written.size).toBe(heritage.length)

    const readBack = await firstStore.listAll()
    expect(readBack.map((stored) => stored.document)).toEqual(heritage)
    const second = await emptyProjectFolder()
    const secondStore = createFolderStore(second)
    for (const stored of readBack) await secondStore.put(stored.document, { by: null })
    expect(await snapshot(second)).toEqual(written)

    for (const stored of readBack) await firstStore.put(stored.document, { by: null })
    expect(await snapshot(first)).toEqual(written)
  })

  it('writes each document at its documentPath in the documented key order', async () => {
    const folder = await emptyProjectFolder()
    await createFolderStore(folder).put(newsKrud, { by: null })
    const text = await readFile(join(folder, 'documents', 'kruds', 'news.json'), 'utf8')
    expect(text).toBe(documentFileText(newsKrud))
    expect(text.startsWith('{\n  "kind": "krud",\n  "version": 1,\n  "name": "news",\n  "title": {\n    "mn_MN"')).toBe(
      true,
    )
  })

  it('refuses an invalid document with its file and path, and writes nothing', async () => {
    const folder = await emptyProjectFolder()
    const store = createFolderStore(folder)
    const error = await rejection(store.put({ ...newsKrud, form: 42 }, { by: null }))
    expect(error).toBeInstanceOf(DocumentValidationError)
    const issues = (error as DocumentValidationError).issues.map((issue) => `${issue.file} ${issue.path}`)
    expect(issues).toEqual(['documents/kruds/news.json /form'])
    expect((await snapshot(folder)).size).toBe(0)
  })

  it('reports every broken file of a folder with its path', async () => {
    const folder = await emptyProjectFolder()
    const store = createFolderStore(folder)
    await store.put(newsKrud, { by: null })
    await mkdir(join(folder, 'documents', 'forms'), { recursive: true })
    await writeFile(join(folder, 'documents', 'forms', 'broken.json'), '{"kind":"form",')
    await writeFile(join(folder, 'documents', 'kruds', 'elsewhere.json'), JSON.stringify(newsKrud))
    await writeFile(join(folder, 'documents', 'kruds', 'bad.json'), JSON.stringify({ ...newsKrud, name: 'bad', x: 1 }))
    const error = await rejection(store.listAll())
    expect(error).toBeInstanceOf(DocumentValidationError)
    const found = (error as DocumentValidationError).issues.map((issue) => `${issue.file} ${issue.code} ${issue.path}`)
    expect(found).toEqual([
      'documents/forms/broken.json json-syntax ',
      'documents/kruds/bad.json additionalProperties ',
      'documents/kruds/elsewhere.json file-location /name',
    ])
    expect((error as Error).message).toContain('documents/kruds/elsewhere.json /name: holds the krud "news"')
  })

  it('refuses a write based on a stale revision and keeps the file', async () => {
    const folder = await emptyProjectFolder()
    const store = createFolderStore(folder)
    const created = await store.put(newsKrud, { by: null, expectedRevision: 0 })
    const changed = await store.put({ ...newsKrud, public: false }, { by: null, expectedRevision: created.revision })
    expect(changed.revision).not.toBe(created.revision)
    const before = await snapshot(folder)
    const error = await rejection(
      store.put({ ...newsKrud, template: 'window' }, { by: null, expectedRevision: created.revision }),
    )
    expect(error).toBeInstanceOf(DocumentConflictError)
    expect((error as DocumentConflictError).currentRevision).toBe(changed.revision)
    expect(await snapshot(folder)).toEqual(before)
    expect(await rejection(store.put(newsKrud, { by: null, expectedRevision: 0 }))).toBeInstanceOf(
      DocumentConflictError,
    )
    expect((await store.get('krud', 'news'))?.revision).toBe(changed.revision)
  })

  it('leaves no temporary files behind, even when writes of one document run together', async () => {
    const folder = await emptyProjectFolder()
    const store = createFolderStore(folder)
    const templates = ['canvas', 'window', 'canvas', 'window'] as const
    await Promise.all(templates.map((template) => store.put({ ...newsKrud, template }, { by: null })))
    expect([...(await snapshot(folder)).keys()]).toEqual([join('/documents', 'kruds', 'news.json')])
    expect((await store.get('krud', 'news'))?.document.template).toBe('window')
  })

  it('removes a file, and says so when there is none to remove', async () => {
    const folder = await emptyProjectFolder()
    const store = createFolderStore(folder)
    await store.put(newsKrud, { by: null })
    await store.remove('krud', 'news', { by: null })
    expect(await store.get('krud', 'news')).toBeUndefined()
    expect(await rejection(store.remove('krud', 'news', { by: null }))).toBeInstanceOf(DocumentNotFoundError)
  })

  it('never reaches outside the project folder for a name that is not a document name', async () => {
    const folder = await emptyProjectFolder()
    const store = createFolderStore(join(folder, 'project'))
    await mkdir(join(folder, 'documents'), { recursive: true })
    await writeFile(join(folder, 'documents', 'news.json'), JSON.stringify(newsKrud))
    expect(await store.get('krud', '../../documents/news')).toBeUndefined()
    expect(await rejection(store.remove('krud', '../news', { by: null }))).toBeInstanceOf(DocumentNotFoundError)
  })

  it('keeps no history: that is git’s, and restore says how to use it', async () => {
    const folder = await emptyProjectFolder()
    const store = createFolderStore(folder)
    await store.put(newsKrud, { by: 'admin' })
    await store.put({ ...newsKrud, public: false }, { by: 'admin' })
    expect(await store.history('krud', 'news')).toEqual([])
    const error = await rejection(store.restore('krud', 'news', 1, { by: 'admin' }))
    expect(error).toBeInstanceOf(HistoryNotKeptError)
    expect((error as Error).message).toContain('git log -p -- documents/kruds/news.json')
  })
})
