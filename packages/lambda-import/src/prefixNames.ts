import type { DocumentKind, GraphqlSubTable, MenuItem, TamgaDocument } from '@tamga/schema'

/**
 * The prefix as it starts a table name: lower case, every character a SQL identifier cannot
 * hold turned into `_` (`Lambda-` → `lambda_`).
 */
export function sqlPrefix(prefix: string): string {
  return prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_')
}

/**
 * Gives every imported document (the project document excepted) a name starting with `prefix`,
 * so the import can go into an existing project beside its own documents, and rewrites every
 * reference between them to the new names. A model is a table: its name and its table both get
 * the prefix in SQL form ({@link sqlPrefix}), so its rows never share a table with the
 * project's own. Menu entry ids stay, being local to their menu.
 *
 * @example prefixNames(result.documents.map((entry) => entry.document), 'lambda-')
 */
export function prefixNames<TDocument extends TamgaDocument>(
  documents: readonly TDocument[],
  prefix: string,
): TDocument[] {
  const tablePrefix = sqlPrefix(prefix)
  const renamed = new Map<string, string>()
  for (const document of documents) {
    if (document.kind === 'project') continue
    const name = document.kind === 'model' ? `${tablePrefix}${document.name}` : `${prefix}${document.name}`
    renamed.set(`${document.kind}\u0000${document.name}`, name.slice(0, 128))
  }
  return renameDocuments(documents, {
    name: (kind, name) => renamed.get(`${kind}\u0000${name}`) ?? name,
    table: (table) => `${tablePrefix}${table}`.slice(0, 63),
  })
}

/** How {@link renameDocuments} renames: every document name by kind, and (optionally) every table. */
export interface DocumentRenaming {
  name: (kind: DocumentKind, name: string) => string
  table?: (table: string) => string
}

/**
 * Copies the documents with each name (and table) renamed and every reference between them
 * rewritten to match: krud → form, grid, workflow; form → model, sub-form, options; grid →
 * model, data source, relations; model → foreign keys; data source, chart, GraphQL entry,
 * workflow, menu → krud entries; role → menu, tables, data sources, charts, krud rights.
 */
export function renameDocuments<TDocument extends TamgaDocument>(
  documents: readonly TDocument[],
  renaming: DocumentRenaming,
): TDocument[] {
  const to = renaming.name
  const model = (name: string) => to('model', name)

  return documents.map((original) => {
    const document = structuredClone(original) as TamgaDocument
    if (document.kind !== 'project') document.name = to(document.kind, document.name)
    switch (document.kind) {
      case 'model':
        if (renaming.table !== undefined) document.table = renaming.table(document.table)
        for (const foreignKey of document.foreignKeys ?? [])
          foreignKey.references.model = model(foreignKey.references.model)
        break
      case 'form':
        document.model = model(document.model)
        for (const field of document.fields) {
          if (field.subForm !== undefined) field.subForm.form = to('form', field.subForm.form)
          const options = field.options
          if (options?.source === 'model') options.model = model(options.model)
          if (options?.source === 'grid') options.grid = to('grid', options.grid)
        }
        break
      case 'grid':
        if (document.model !== undefined) document.model = model(document.model)
        if (document.dataSource !== undefined) document.dataSource = to('datasource', document.dataSource)
        for (const column of document.columns)
          if (column.relation !== undefined) column.relation.model = model(column.relation.model)
        break
      case 'krud':
        document.form = to('form', document.form)
        document.grid = to('grid', document.grid)
        if (document.workflow !== undefined) document.workflow = to('workflow', document.workflow)
        break
      case 'datasource':
        document.base.model = model(document.base.model)
        for (const join of document.joins ?? []) join.model = model(join.model)
        break
      case 'chart':
        document.source.name = to(document.source.kind, document.source.name)
        break
      case 'graphql': {
        document.model = model(document.model)
        const walk = (subTables: GraphqlSubTable[] | undefined) => {
          for (const sub of subTables ?? []) {
            sub.model = model(sub.model)
            walk(sub.subTables)
          }
        }
        walk(document.subTables)
        break
      }
      case 'workflow':
        document.model = model(document.model)
        if (document.krud !== undefined) document.krud = to('krud', document.krud)
        break
      case 'menu': {
        const walk = (items: MenuItem[] | undefined) => {
          for (const item of items ?? []) {
            if (item.link_to === 'crud' && item.url !== undefined) item.url = to('krud', item.url)
            walk(item.children)
            walk(item.sub_top_children)
          }
        }
        walk(document.items)
        break
      }
      case 'role':
        document.menu = to('menu', document.menu)
        if (document.permitted_tables !== undefined) document.permitted_tables = document.permitted_tables.map(model)
        if (document.permitted_datasources !== undefined)
          document.permitted_datasources = document.permitted_datasources.map((name) => to('datasource', name))
        if (document.dashboard !== undefined) document.dashboard = document.dashboard.map((name) => to('chart', name))
        if (document.kruds !== undefined)
          document.kruds = Object.fromEntries(
            Object.entries(document.kruds).map(([name, rights]) => [to('krud', name), rights]),
          )
        break
      default:
        break
    }
    return document as TDocument
  })
}
