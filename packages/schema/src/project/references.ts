import type { DocumentKind } from '../documents/common.ts'
import { parseColumnRef } from '../documents/datasource.ts'
import { WIDGETS_WITHOUT_COLUMN } from '../documents/form.ts'
import type { GraphqlSubTable } from '../documents/graphql.ts'
import type { MenuItem } from '../documents/menu.ts'
import { effectiveColumns } from '../documents/model.ts'
import type { TamgaDocument } from '../documents/registry.ts'
import {
  SITE_CATEGORY_COLUMNS,
  SITE_LESSON_COLUMNS,
  SITE_PAGE_COLUMNS,
  siteSourceColumns,
  siteSources,
} from '../documents/site.ts'
import { missingStatusColumnIssue } from '../documents/workflow.ts'
import { issue, pointer } from '../validation/issue.ts'
import type { Project, ProjectIssue } from './loadProject.ts'

const KIND_NAMES: Record<DocumentKind, { en_US: string; mn_MN: string }> = {
  project: { en_US: 'project', mn_MN: 'төсөл' },
  menu: { en_US: 'menu', mn_MN: 'цэс' },
  role: { en_US: 'role', mn_MN: 'эрх' },
  model: { en_US: 'model', mn_MN: 'модель' },
  form: { en_US: 'form', mn_MN: 'маягт' },
  grid: { en_US: 'grid', mn_MN: 'хүснэгт' },
  chart: { en_US: 'chart', mn_MN: 'график' },
  datasource: { en_US: 'data source', mn_MN: 'өгөгдлийн эх сурвалж' },
  graphql: { en_US: 'GraphQL entry', mn_MN: 'GraphQL тохиргоо' },
  krud: { en_US: 'krud', mn_MN: 'крүд' },
  mockup: { en_US: 'mock-up', mn_MN: 'загвар зураг' },
  workflow: { en_US: 'workflow', mn_MN: 'ажлын урсгал' },
  'display-settings': { en_US: 'display settings', mn_MN: 'харагдацын тохиргоо' },
}

/**
 * Checks every reference between the documents of a project: a krud's form, grid and workflow
 * exist; a form's and grid's columns exist in their model; menu entries, roles, redirects,
 * charts, data sources, GraphQL entries, workflows and mock-ups point at things that are there.
 * Each broken reference is reported at the referring document's file and path; a reference to
 * a document that exists but is invalid (`invalid` holds `kind:name`) is not reported twice.
 */
export function checkReferences(project: Project, invalid: ReadonlySet<string> = new Set()): ProjectIssue[] {
  const issues: ProjectIssue[] = []
  const { documents } = project
  const fileOf = (document: TamgaDocument) => project.sourceOf.get(document) ?? `${document.kind}/${document.name}`

  const report = (document: TamgaDocument, path: string, kind: DocumentKind, name: string | number) => {
    if (invalid.has(`${kind}:${name}`)) return
    const what = KIND_NAMES[kind]
    issues.push({
      file: fileOf(document),
      ...issue(
        path,
        'unknown-reference',
        {
          en_US: `refers to the ${what.en_US} "${name}", which the project does not have`,
          mn_MN: `төсөлд байхгүй "${name}" ${what.mn_MN}-ийг заасан байна`,
        },
        { kind, name },
      ),
    })
  }
  const expect = (document: TamgaDocument, path: string, kind: DocumentKind, name: string) => {
    if (!documents[kind].has(name)) report(document, path, kind, name)
  }
  const columnsOf = (model: string): Set<string> | undefined => {
    const found = documents.model.get(model)
    return found === undefined ? undefined : new Set(effectiveColumns(found).map((column) => column.name))
  }
  const expectColumn = (document: TamgaDocument, path: string, model: string, column: string) => {
    const columns = columnsOf(model)
    if (columns === undefined || columns.has(column)) return
    issues.push({
      file: fileOf(document),
      ...issue(
        path,
        'unknown-column',
        {
          en_US: `refers to the column "${column}", which the model "${model}" does not have`,
          mn_MN: `"${model}" модельд байхгүй "${column}" баганыг заасан байна`,
        },
        { model, column },
      ),
    })
  }
  const expectModelWithColumns = (document: TamgaDocument, path: string, model: string, columns: readonly string[]) => {
    expect(document, path, 'model', model)
    for (const column of columns) expectColumn(document, path, model, column)
  }

  for (const krud of documents.krud.values()) {
    expect(krud, '/form', 'form', krud.form)
    expect(krud, '/grid', 'grid', krud.grid)
    if (krud.workflow !== undefined) expect(krud, '/workflow', 'workflow', krud.workflow)
  }

  for (const form of documents.form.values()) {
    expect(form, '/model', 'model', form.model)
    form.fields.forEach((field, index) => {
      const at = (...rest: Array<string | number>) => pointer('fields', index, ...rest)
      if (!WIDGETS_WITHOUT_COLUMN.includes(field.widget)) expectColumn(form, at('name'), form.model, field.name)
      if (field.subForm !== undefined) expect(form, at('subForm', 'form'), 'form', field.subForm.form)
      const options = field.options
      if (options?.source === 'model') {
        expectModelWithColumns(form, at('options'), options.model, [
          options.valueField,
          ...options.labelFields,
          ...(options.visibleFields ?? []),
          ...(options.sortField === undefined ? [] : [options.sortField]),
        ])
      }
      if (options?.source === 'grid') expect(form, at('options', 'grid'), 'grid', options.grid)
    })
  }

  for (const grid of documents.grid.values()) {
    if (grid.model !== undefined) {
      const model = grid.model
      expect(grid, '/model', 'model', model)
      for (const [index, column] of grid.columns.entries()) {
        expectColumn(grid, pointer('columns', index, 'field'), model, column.field)
      }
    }
    if (grid.dataSource !== undefined) {
      const source = documents.datasource.get(grid.dataSource)
      if (source === undefined) report(grid, '/dataSource', 'datasource', grid.dataSource)
      else {
        const outputs = new Set(source.columns.map((column) => column.as))
        grid.columns.forEach((column, index) => {
          if (!outputs.has(column.field)) {
            issues.push({
              file: fileOf(grid),
              ...issue(
                pointer('columns', index, 'field'),
                'unknown-column',
                {
                  en_US: `refers to "${column.field}", which the data source "${source.name}" does not return`,
                  mn_MN: `"${source.name}" өгөгдлийн эх сурвалжид байхгүй "${column.field}" баганыг заасан байна`,
                },
                { datasource: source.name, column: column.field },
              ),
            })
          }
        })
      }
    }
    grid.columns.forEach((column, index) => {
      const relation = column.relation
      if (relation !== undefined) {
        expectModelWithColumns(grid, pointer('columns', index, 'relation'), relation.model, [
          relation.valueField,
          ...relation.labelFields,
        ])
      }
    })
  }

  for (const model of documents.model.values()) {
    ;(model.foreignKeys ?? []).forEach((key, index) => {
      expectModelWithColumns(
        model,
        pointer('foreignKeys', index, 'references'),
        key.references.model,
        key.references.columns,
      )
    })
  }

  for (const datasource of documents.datasource.values()) {
    const aliases = new Map<string, string>([[datasource.base.alias, datasource.base.model]])
    expect(datasource, '/base/model', 'model', datasource.base.model)
    ;(datasource.joins ?? []).forEach((join, index) => {
      aliases.set(join.alias, join.model)
      expect(datasource, pointer('joins', index, 'model'), 'model', join.model)
    })
    datasource.columns.forEach((column, index) => {
      const { alias, column: name } = parseColumnRef(column.source)
      const model = aliases.get(alias)
      if (model !== undefined) expectColumn(datasource, pointer('columns', index, 'source'), model, name)
    })
  }

  for (const chart of documents.chart.values()) {
    expect(chart, '/source/name', chart.source.kind, chart.source.name)
  }

  const site = project.config.site
  if (site !== undefined) {
    const config = project.config
    for (const { path, source } of siteSources(site)) {
      expectModelWithColumns(config, pointer(...path, 'model'), source.model, siteSourceColumns(source))
    }
    const content = site.content
    expectModelWithColumns(config, pointer('site', 'content', 'categories'), content.categories, [
      ...SITE_CATEGORY_COLUMNS,
    ])
    const itemColumns = [content.categoryField, content.mediaField, content.mediaUrlField, content.paidField]
      .concat([content.priceField, content.featuredField])
      .filter((column) => column !== undefined)
    for (const column of itemColumns) expectColumn(config, pointer('site', 'content'), content.items.model, column)
    if (content.lessons !== undefined) {
      expectModelWithColumns(config, pointer('site', 'content', 'lessons', 'model'), content.lessons.model, [
        content.lessons.itemField,
        ...SITE_LESSON_COLUMNS,
      ])
    }
    expectModelWithColumns(config, pointer('site', 'pages'), site.pages, [...SITE_PAGE_COLUMNS])
    for (const [kind, target] of Object.entries(site.forms ?? {})) {
      if (target === undefined) continue
      const krud = documents.krud.get(target.krud)
      if (krud === undefined) {
        report(config, pointer('site', 'forms', kind, 'krud'), 'krud', target.krud)
        continue
      }
      if (target.form !== undefined) expect(config, pointer('site', 'forms', kind, 'form'), 'form', target.form)
      const model = documents.form.get(target.form ?? krud.form)?.model
      if (model === undefined) continue
      for (const column of [...Object.values(target.fields), ...Object.keys(target.set ?? {})]) {
        expectColumn(config, pointer('site', 'forms', kind), model, column)
      }
    }
  }

  for (const entry of documents.graphql.values()) {
    expect(entry, '/model', 'model', entry.model)
    const walk = (subTables: readonly GraphqlSubTable[] | undefined, base: Array<string | number>) => {
      ;(subTables ?? []).forEach((sub, index) => {
        expect(entry, pointer(...base, index, 'model'), 'model', sub.model)
        expectColumn(entry, pointer(...base, index, 'connectionField'), sub.model, sub.connectionField)
        walk(sub.subTables, [...base, index, 'subTables'])
      })
    }
    walk(entry.subTables, ['subTables'])
  }

  const roleIds = new Set([...documents.role.values()].map((role) => role.id))
  const expectRole = (document: TamgaDocument, path: string, id: number) => {
    if (!roleIds.has(id)) report(document, path, 'role', id)
  }

  for (const workflow of documents.workflow.values()) {
    expect(workflow, '/model', 'model', workflow.model)
    const columns = columnsOf(workflow.model)
    if (columns !== undefined && !columns.has(workflow.statusColumn))
      issues.push({ file: fileOf(workflow), ...missingStatusColumnIssue(workflow.model, workflow.statusColumn) })
    if (workflow.krud !== undefined) expect(workflow, '/krud', 'krud', workflow.krud)
    workflow.nodes.forEach((node, index) => {
      if (node.subject.role_id !== undefined)
        expectRole(workflow, pointer('nodes', index, 'subject', 'role_id'), node.subject.role_id)
      if (node.vote !== undefined)
        expectRole(workflow, pointer('nodes', index, 'vote', 'voterRoleId'), node.vote.voterRoleId)
    })
  }

  const menuItemIds = new Map<string, Set<string>>()
  for (const menu of documents.menu.values()) {
    const ids = new Set<string>()
    const walk = (items: readonly MenuItem[], base: Array<string | number>) => {
      items.forEach((item, index) => {
        ids.add(item.id)
        if (item.link_to === 'crud' && item.url !== undefined)
          expect(menu, pointer(...base, index, 'url'), 'krud', item.url)
        walk(item.children ?? [], [...base, index, 'children'])
        walk(item.sub_top_children ?? [], [...base, index, 'sub_top_children'])
      })
    }
    walk(menu.items, ['items'])
    menuItemIds.set(menu.name, ids)
  }
  const expectMenuItem = (document: TamgaDocument, path: string, menu: string, id: string) => {
    const ids = menuItemIds.get(menu)
    if (ids === undefined || ids.has(id)) return
    issues.push({
      file: fileOf(document),
      ...issue(
        path,
        'unknown-menu-item',
        {
          en_US: `refers to the entry "${id}", which the menu "${menu}" does not have`,
          mn_MN: `"${menu}" цэсэд байхгүй "${id}" хэсгийг заасан байна`,
        },
        { menu, id },
      ),
    })
  }

  for (const role of documents.role.values()) {
    expect(role, '/menu', 'menu', role.menu)
    expectMenuItem(role, '/default_menu', role.menu, role.default_menu)
    for (const id of Object.keys(role.permissions)) expectMenuItem(role, pointer('permissions', id), role.menu, id)
    for (const [index, name] of (role.permitted_tables ?? []).entries()) {
      expect(role, pointer('permitted_tables', index), 'model', name)
    }
    for (const [index, name] of (role.permitted_datasources ?? []).entries()) {
      expect(role, pointer('permitted_datasources', index), 'datasource', name)
    }
    for (const [index, name] of (role.dashboard ?? []).entries()) {
      expect(role, pointer('dashboard', index), 'chart', name)
    }
  }

  for (const [index, redirect] of (project.config.role_redirects ?? []).entries()) {
    expectRole(project.config, pointer('role_redirects', index, 'role_id'), redirect.role_id)
  }

  for (const mockup of documents.mockup.values()) {
    mockup.frames.forEach((frame, index) => {
      if ('menu' in frame.page) {
        expect(mockup, pointer('frames', index, 'page', 'menu'), 'menu', frame.page.menu)
        expectMenuItem(mockup, pointer('frames', index, 'page', 'item'), frame.page.menu, frame.page.item)
      }
    })
  }

  // A role's per-krud rights name krud documents: a right on a krud that is not there would
  // silently grant nothing (or grant something unexpected once such a krud is added).
  for (const role of documents.role.values()) {
    for (const name of Object.keys(role.kruds ?? {})) expect(role, pointer('kruds', name), 'krud', name)
  }

  return issues
}
