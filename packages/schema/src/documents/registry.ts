import { issue } from '../validation/issue.ts'
import type { ValidationResult } from '../validation/validator.ts'
import { type ChartDocument, chartKind } from './chart.ts'
import type { DocumentKind } from './common.ts'
import { DOCUMENT_KINDS } from './common.ts'
import { type DatasourceDocument, datasourceKind } from './datasource.ts'
import type { DocumentKindDefinition } from './definition.ts'
import { validateDocumentOf } from './definition.ts'
import { type DisplaySettingsDocument, displaySettingsKind } from './display-settings.ts'
import { type FormDocument, formKind } from './form.ts'
import { type GraphqlDocument, graphqlKind } from './graphql.ts'
import { type GridDocument, gridKind } from './grid.ts'
import { type KrudDocument, krudKind } from './krud.ts'
import { type MenuDocument, menuKind } from './menu.ts'
import { type MockupDocument, mockupKind } from './mockup.ts'
import { type ModelDocument, modelKind } from './model.ts'
import { type ProjectDocument, projectKind } from './project.ts'
import { type RoleDocument, roleKind } from './role.ts'
import { type WorkflowDocument, workflowKind } from './workflow.ts'

/** The document type of each kind. */
export interface DocumentsByKind {
  project: ProjectDocument
  menu: MenuDocument
  role: RoleDocument
  model: ModelDocument
  form: FormDocument
  grid: GridDocument
  chart: ChartDocument
  datasource: DatasourceDocument
  graphql: GraphqlDocument
  krud: KrudDocument
  mockup: MockupDocument
  workflow: WorkflowDocument
  'display-settings': DisplaySettingsDocument
}

/** Any Tamga document. */
export type TamgaDocument = DocumentsByKind[DocumentKind]

/** The definition of every document kind, keyed by kind. */
export const documentKinds: { [TKind in DocumentKind]: DocumentKindDefinition<DocumentsByKind[TKind]> } = {
  project: projectKind,
  menu: menuKind,
  role: roleKind,
  model: modelKind,
  form: formKind,
  grid: gridKind,
  chart: chartKind,
  datasource: datasourceKind,
  graphql: graphqlKind,
  krud: krudKind,
  mockup: mockupKind,
  workflow: workflowKind,
  'display-settings': displaySettingsKind,
}

/** Whether a string names a document kind. */
export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value)
}

/**
 * Validates any document: reads its `kind`, migrates an older `version`, checks the kind's JSON
 * Schema and the kind's own rules.
 *
 * @example
 * const result = validateDocument(JSON.parse(text))
 * if (!result.ok) result.issues.forEach((i) => console.log(formatIssue(i)))
 */
export function validateDocument(input: unknown): ValidationResult<TamgaDocument> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      issues: [
        issue('', 'type', {
          en_US: 'The document must be a JSON object, in braces. Check the text you pasted or loaded.',
          mn_MN: 'Баримт бичиг нь JSON объект (их хаалтанд) байх ёстой. Хуулсан эсвэл ачаалсан текстээ шалгана уу.',
        }),
      ],
    }
  }
  const kind = (input as { kind?: unknown }).kind
  if (!isDocumentKind(kind)) {
    const allowed = DOCUMENT_KINDS.map((k) => `"${k}"`).join(', ')
    return {
      ok: false,
      issues: [
        issue(
          '/kind',
          kind === undefined ? 'required' : 'unknown-kind',
          kind === undefined
            ? {
                en_US: `is missing: say which kind of document this is (${allowed})`,
                mn_MN: `алга: баримтын төрлийг заана уу (${allowed})`,
              }
            : {
                en_US: `"${String(kind)}" is not a document kind; use one of ${allowed}`,
                mn_MN: `"${String(kind)}" гэсэн баримтын төрөл байхгүй; дараахын нэгийг ашиглана уу: ${allowed}`,
              },
          { allowedValues: [...DOCUMENT_KINDS] },
        ),
      ],
    }
  }
  return validateDocumentOf(documentKinds[kind] as DocumentKindDefinition<TamgaDocument>, input)
}

/** The folder, under a project's `documents/`, that holds each kind (the project file sits at the top). */
export const DOCUMENT_FOLDERS: { [TKind in DocumentKind]: string } = {
  project: '',
  menu: 'menus',
  role: 'roles',
  model: 'models',
  form: 'forms',
  grid: 'grids',
  chart: 'charts',
  datasource: 'datasources',
  graphql: 'graphql',
  krud: 'kruds',
  mockup: 'mockups',
  workflow: 'workflows',
  'display-settings': 'display-settings',
}

/** Where a document lives inside a project's `documents/` folder, e.g. `forms/news-form.json`. */
export function documentPath(document: Pick<TamgaDocument, 'kind' | 'name'>): string {
  return document.kind === 'project' ? 'project.json' : `${DOCUMENT_FOLDERS[document.kind]}/${document.name}.json`
}
