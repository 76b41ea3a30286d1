import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DocumentKindDefinition, documentKinds, type TamgaDocument, validateDocumentOf } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { formatImportReport, importLambda } from '../src/index.ts'

// The real Lambda documents live beside the repository (they may not be redistributed), so
// this test runs when `<repo>/../shared/fixtures/lambda` exists and is skipped otherwise.
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const fixtures = resolve(repositoryRoot, '../shared/fixtures/lambda')
const present = existsSync(fixtures)

const listFiles = (folder: string): string[] =>
  readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name)
      return statSync(path).isDirectory() ? listFiles(path) : [path]
    })

describe.skipIf(!present)(
  `Lambda compatibility (${present ? fixtures : `skipped: ${fixtures} does not exist`})`,
  () => {
    const files = present
      ? listFiles(fixtures)
          .filter((path) => !path.endsWith('README.md'))
          .map((path) => ({ path: relative(fixtures, path), text: readFileSync(path, 'utf8') }))
      : []
    const result = importLambda(files)
    const perKind: Record<string, number> = {}
    for (const { document } of result.documents) perKind[document.kind] = (perKind[document.kind] ?? 0) + 1
    const perNoteKind: Record<string, number> = {}
    for (const note of result.report) perNoteKind[note.kind] = (perNoteKind[note.kind] ?? 0) + 1

    it('prints the report and the counts', () => {
      console.log(formatImportReport(result.report, 'en_US'))
      console.log({ files: files.length, documents: perKind, notes: perNoteKind, total: result.report.length })
      expect(files.length).toBe(22)
    })

    it('produces only documents that validate with their kind', () => {
      for (const { source, document } of result.documents) {
        const definition = documentKinds[document.kind] as DocumentKindDefinition<TamgaDocument>
        const validation = validateDocumentOf(definition, document)
        expect(validation.ok ? [] : validation.issues, `${source} → ${document.kind} ${document.name}`).toEqual([])
      }
    })

    it('gives every document a unique name within its kind', () => {
      const names = result.documents.map(({ document }) => `${document.kind}/${document.name}`)
      expect(new Set(names).size).toBe(names.length)
    })

    it('imports the same number of documents of each kind as last time', () => {
      expect(perKind).toEqual(EXPECTED_DOCUMENTS)
    })

    it('reports the same number of notes of each kind as last time', () => {
      expect(perNoteKind).toEqual(EXPECTED_NOTES)
    })

    it('is deterministic whatever the order of the files', () => {
      const again = importLambda([...files].reverse())
      expect(again.documents.map((d) => d.document)).toEqual(result.documents.map((d) => d.document))
    })
  },
)

// Change these only together with a reviewed change of the importer or of the fixtures.
const EXPECTED_DOCUMENTS: Record<string, number> = {
  form: 33,
  grid: 18,
  model: 14,
  krud: 209,
  menu: 2,
  role: 2,
  chart: 1,
  graphql: 10,
  project: 1,
}
const EXPECTED_NOTES: Record<string, number> = { approximated: 531, 'not-carried-over': 98 }
