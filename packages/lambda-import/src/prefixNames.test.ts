import { documentPath, loadProject, type TamgaDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { MYSQL_DUMP, roleFile, seedText } from './__fixtures__/documents.ts'
import { importLambda } from './import.ts'
import { mergeIntoProject } from './mergeIntoProject.ts'
import { prefixNames } from './prefixNames.ts'

const problems = (documents: readonly TamgaDocument[]) =>
  loadProject(documents.map((document) => ({ path: documentPath(document), text: JSON.stringify(document) }))).issues

const imported = () =>
  importLambda([
    { path: 'a/vb_schemas.json', text: seedText() },
    { path: 'a/role_2.json', text: JSON.stringify(roleFile()) },
    { path: 'b/shop.sql', text: MYSQL_DUMP },
  ]).documents.map((entry) => entry.document)

describe('prefixNames', () => {
  it('prefixes every name and table and rewrites every reference, so the project still validates', () => {
    const documents = imported()
    expect(problems(documents)).toEqual([])
    const prefixed = prefixNames(documents, 'zz-')
    expect(problems(prefixed)).toEqual([])
    for (const document of prefixed) {
      if (document.kind === 'project') continue
      if (document.kind === 'model') {
        expect(document.name).toMatch(/^zz_/)
        expect(document.table).toMatch(/^zz_/)
      } else expect(document.name).toMatch(/^zz-/)
    }
    // The input is left as it was.
    expect(documents.some((document) => document.name.startsWith('zz-'))).toBe(false)
  })

  it('merges into a project: keeps its project document and role ids, and replaces only its own on a second run', () => {
    const existing = imported().filter((document) => document.kind === 'project' || document.kind === 'role')
    const first = mergeIntoProject(existing, imported(), 'x-')
    expect(first.documents.filter((document) => document.kind === 'project')).toEqual(
      existing.filter((document) => document.kind === 'project'),
    )
    expect(first.report.map((note) => note.message.en_US)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/imported project document .* was left out/),
        expect.stringMatching(/imported role "x-.*" was left out: the project's role ".*" already has id \d+/),
      ]),
    )
    const second = mergeIntoProject(first.documents, imported(), 'x-')
    expect(second.documents.length).toBe(first.documents.length)
  })
})
