import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type DocumentKindDefinition,
  documentKinds,
  type FormDocument,
  type GridDocument,
  type TamgaDocument,
  validateDocumentOf,
} from '@tamga/schema'
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

describe('the Lambda fixtures', () => {
  it('are beside the repository when CI runs', () => {
    if (process.env.CI === 'true') expect(present, `${fixtures} must exist in CI`).toBe(true)
  })
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

    it('keeps visible columns in every sub-form, whatever its Lambda kind', () => {
      const forms = new Map<string, FormDocument>()
      for (const { document } of result.documents) if (document.kind === 'form') forms.set(document.name, document)
      const subForms = [...forms.values()].flatMap((form) =>
        form.fields.flatMap((field) => (field.subForm === undefined ? [] : [field.subForm.form])),
      )
      expect(subForms.length).toBeGreaterThan(0)
      const allHidden = subForms.filter((name) => {
        const fields = forms.get(name)?.fields ?? []
        return !fields.some((field) => field.hidden !== true && field.widget !== 'hidden')
      })
      expect(allHidden, 'sub-forms with every column hidden').toEqual([])
    })

    it('heads every shown column of a krud’s grid with a label, not the column’s name', () => {
      const grids = new Map<string, GridDocument>()
      for (const { document } of result.documents) if (document.kind === 'grid') grids.set(document.name, document)
      const unlabelled = result.documents.flatMap(({ document }) => {
        if (document.kind !== 'krud') return []
        const columns = grids.get(document.grid)?.columns ?? []
        return columns
          .filter((column) => column.hidden !== true && column.label === undefined)
          .map((column) => `${document.grid}.${column.field}`)
      })
      expect(unlabelled).toEqual([])
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
// The whole-project pass (completeProject) makes models from the fields' types, kruds (a grid
// on view_X with the form on X, a grid for a form no grid lists), a menu of the kruds no role file's menu lists, and role 1. It keeps
// one model per table (go's db_schema and the shop dump both describe "category"), leaves out
// go's unused "items" view, the 196 krud documents of the go role files whose forms and grids
// are not among the fixtures, and the radar chart whose data source no file holds.
const EXPECTED_DOCUMENTS: Record<string, number> = {
  form: 33,
  grid: 20,
  model: 43,
  krud: 17,
  menu: 3,
  role: 3,
  graphql: 10,
  project: 1,
}
const EXPECTED_NOTES: Record<string, number> = { added: 82, approximated: 544, 'not-carried-over': 361 }
