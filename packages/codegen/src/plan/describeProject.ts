import { createHash } from 'node:crypto'
import {
  type ColumnType,
  columnTypeSql,
  DEFAULT_PAGE_SIZE,
  effectiveColumns,
  effectiveKrudRights,
  type FormDocument,
  formRecordSchema,
  type GridDocument,
  isTextColumn,
  type KrudDocument,
  krudWrites,
  type LanguageCode,
  type LocalizedText,
  localizedText,
  MAX_PAGE_SIZE,
  type ModelColumn,
  type ModelDocument,
  modelsInDependencyOrder,
  type Project,
  type RoleDocument,
  sortableBy,
  translationNames,
} from '@tamga/schema'
import { studlyCase } from './naming.ts'
import type {
  ColumnPlan,
  ListFilterPlan,
  ListPlan,
  ProjectPlan,
  ResourcePlan,
  RolePlan,
  TablePlan,
  ValueKind,
} from './types.ts'

const MAX_IDENTIFIER = 63

/**
 * A constraint's or index's name (`<table>_<columns>_<suffix>`, shortened with a hash past
 * PostgreSQL's 63 characters, which it would otherwise cut silently): the one rule Tamga's server
 * and the generated projects name by, so both agree about the same database.
 */
export function constraintName(parts: readonly string[], suffix: string): string {
  const full = `${parts.join('_')}_${suffix}`
  if (full.length <= MAX_IDENTIFIER) return full
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 8)
  return `${full.slice(0, MAX_IDENTIFIER - hash.length - suffix.length - 2)}_${hash}_${suffix}`
}

const ON_DELETE_SQL = {
  'no-action': 'NO ACTION',
  restrict: 'RESTRICT',
  cascade: 'CASCADE',
  'set-null': 'SET NULL',
  'set-default': 'SET DEFAULT',
} as const

function valueKind(type: ColumnType): ValueKind {
  if (typeof type !== 'string') {
    if (type.name === 'varchar') return 'string'
    if (type.name === 'numeric') return 'decimal'
    return 'geometry'
  }
  switch (type) {
    case 'text':
      return 'string'
    case 'jsonb':
      return 'json'
    default:
      return type
  }
}

function textOf(text: LocalizedText | undefined, language: LanguageCode, fallback: string): string {
  return localizedText(text, language) ?? fallback
}

function columnPlan(column: ModelColumn, language: LanguageCode): ColumnPlan {
  const type = column.type
  const plan: ColumnPlan = {
    name: column.name,
    sqlType: columnTypeSql(type),
    type,
    kind: valueKind(type),
    nullable: column.nullable !== false,
    unique: column.unique === true,
    label: textOf(column.label, language, column.name),
  }
  if (typeof type !== 'string' && type.name === 'varchar') plan.length = type.length
  if (typeof type !== 'string' && type.name === 'numeric') {
    plan.precision = type.precision
    plan.scale = type.scale ?? 0
  }
  if (column.default !== undefined) {
    plan.default =
      'value' in column.default ? { kind: 'literal', value: column.default.value } : { kind: column.default.named }
  }
  if (column.comment !== undefined) plan.comment = column.comment
  return plan
}

function tablePlan(
  model: ModelDocument,
  models: ReadonlyMap<string, ModelDocument>,
  language: LanguageCode,
): TablePlan {
  return {
    model: model.name,
    table: model.table,
    className: studlyCase(model.name),
    title: textOf(model.title, language, model.name),
    columns: effectiveColumns(model).map((column) => columnPlan(column, language)),
    primaryKey: [...model.primaryKey],
    indexes: (model.indexes ?? []).map((index) => ({
      name: index.name ?? constraintName([model.table, ...index.columns], index.unique === true ? 'key' : 'idx'),
      columns: [...index.columns],
      unique: index.unique === true,
      method: index.method ?? 'btree',
    })),
    foreignKeys: (model.foreignKeys ?? []).map((key) => {
      const referenced = models.get(key.references.model)
      return {
        name: key.name ?? constraintName([model.table, ...key.columns], 'fkey'),
        columns: [...key.columns],
        table: referenced?.table ?? key.references.model,
        model: studlyCase(key.references.model),
        referencedColumns: [...key.references.columns],
        onDelete: ON_DELETE_SQL[key.onDelete ?? 'no-action'],
      }
    }),
    softDelete: model.softDelete === true,
    timestamps: model.timestamps === true,
    view: model.view === true,
  }
}

/**
 * What a list row carries (Tamga's `compileList`): the identity and the grid's columns, each
 * with its translations, except the fields the form only takes (write-only).
 */
function listColumns(grid: GridDocument, model: ModelDocument, writeOnly: ReadonlySet<string>): string[] {
  const fields = [...new Set([grid.identity, ...grid.columns.map((column) => column.field)])].filter(
    (field) => model.columns.some((column) => column.name === field) && !writeOnly.has(field),
  )
  // The translations come after every field, as Tamga's list selects them.
  const translations = fields.flatMap((field) => translationNames(model, field))
  return [...new Set([...fields, ...translations])]
}

/** The fields a create takes and no answer sends back (a password). */
function writeOnlyFields(schema: { properties: Record<string, unknown> }): Set<string> {
  return new Set(
    Object.entries(schema.properties)
      .filter(([, property]) => (property as { writeOnly?: unknown }).writeOnly === true)
      .map(([name]) => name),
  )
}

function listPlan(
  grid: GridDocument,
  table: TablePlan,
  model: ModelDocument,
  writeOnly: ReadonlySet<string>,
  tableOf: (model: string) => string,
  modelOf: (model: string) => ModelDocument | undefined,
): ListPlan {
  const columns = new Map(table.columns.map((column) => [column.name, column]))
  const filters: ListFilterPlan[] = []
  for (const column of grid.columns) {
    const filter = column.filter
    if (filter === undefined || !columns.has(column.field)) continue
    if (filter.type === 'text') filters.push({ column: column.field, type: 'text', match: filter.match ?? 'contains' })
    else if (filter.type === 'relation') {
      // `{in}` by keys, or `{label}` by the words of the related rows' labels, in every language kept.
      const related = modelOf(filter.relation.model)
      filters.push({
        column: column.field,
        type: 'set',
        match: 'equals',
        label: {
          field: column.field,
          table: tableOf(filter.relation.model),
          key: filter.relation.valueField,
          fields: filter.relation.labelFields.flatMap((name) => [
            name,
            ...(related === undefined ? [] : translationNames(related, name)),
          ]),
        },
      })
    } else filters.push({ column: column.field, type: filter.type, match: 'equals' })
  }
  const plan: ListPlan = {
    columns: listColumns(grid, model, writeOnly),
    labels: grid.columns.flatMap((column) =>
      column.relation === undefined
        ? []
        : [
            {
              field: column.field,
              table: tableOf(column.relation.model),
              key: column.relation.valueField,
              fields: [...column.relation.labelFields],
            },
          ],
    ),
    consolidations: (grid.consolidation ?? []).flatMap((consolidation) =>
      consolidation.aggregate === undefined || !columns.has(consolidation.column)
        ? []
        : [{ aggregate: consolidation.aggregate, column: consolidation.column }],
    ),
    sortable: grid.columns
      .filter((column) => sortableBy(grid, column) && columns.has(column.field))
      .map((column) => column.field),
    filters,
    // As Tamga's list searches: the visible text columns in every language they are kept in,
    // and each visible relation column by its related row's label.
    searchable: grid.columns
      .filter(
        (column) =>
          column.hidden !== true &&
          column.relation === undefined &&
          columns.has(column.field) &&
          isTextColumn(model, column.field),
      )
      .flatMap((column) => [column.field, ...translationNames(model, column.field)]),
    searchLabels: grid.columns.flatMap((column) => {
      const relation = column.relation
      if (column.hidden === true || relation === undefined || !columns.has(column.field)) return []
      const related = modelOf(relation.model)
      return [
        {
          field: column.field,
          table: tableOf(relation.model),
          key: relation.valueField,
          fields: relation.labelFields.flatMap((name) => [
            name,
            ...(related === undefined ? [] : translationNames(related, name)),
          ]),
        },
      ]
    }),
    pageSize: grid.pageSize ?? DEFAULT_PAGE_SIZE,
    maxPageSize: MAX_PAGE_SIZE,
  }
  if (grid.sort !== undefined && columns.has(grid.sort.field)) {
    plan.defaultSort = { column: grid.sort.field, descending: grid.sort.order === 'desc' }
  }
  return plan
}

function resourcePlan(
  krud: KrudDocument,
  form: FormDocument,
  grid: GridDocument,
  model: ModelDocument,
  table: TablePlan,
  language: LanguageCode,
  tableOf: (model: string) => string,
  modelOf: (model: string) => ModelDocument | undefined,
): ResourcePlan {
  const writes = krudWrites(krud)
  const createSchema = formRecordSchema(form, model, { mode: 'create' })
  const currentUserColumns = new Set(
    table.columns.filter((column) => column.default?.kind === 'current_user_id').map((column) => column.name),
  )
  for (const field of form.fields) if (field.fillWithCurrentUser === true) currentUserColumns.add(field.name)
  const plan: ResourcePlan = {
    krud: krud.name,
    className: studlyCase(krud.name),
    title: textOf(krud.title, language, krud.name),
    table,
    identity: grid.identity,
    actions: {
      create: writes.create,
      read: true,
      update: writes.update,
      delete: writes.delete,
      restore: table.softDelete && writes.delete,
    },
    public: krud.public === true,
    createSchema,
    updateSchema: formRecordSchema(form, model, { mode: 'update' }),
    uniqueFields: form.fields
      .filter((field) => (field.rules ?? []).some((rule) => rule.rule === 'unique'))
      .map((field) => field.name),
    currentUserColumns: [...currentUserColumns].filter((name) => table.columns.some((column) => column.name === name)),
    list: listPlan(grid, table, model, writeOnlyFields(createSchema), tableOf, modelOf),
  }
  if (krud.workflow !== undefined) plan.workflow = krud.workflow
  return plan
}

function rolePlan(
  role: RoleDocument,
  project: Project,
  resources: ReadonlySet<string>,
  language: LanguageCode,
): RolePlan {
  const menu = project.documents.menu.get(role.menu)
  const rights: RolePlan['rights'] = {}
  for (const granted of effectiveKrudRights(role, menu?.items ?? [])) {
    if (!resources.has(granted.krud)) continue
    rights[granted.krud] = {
      create: granted.rights.c,
      read: granted.rights.r,
      update: granted.rights.u,
      delete: granted.rights.d,
      rowConditions: [...granted.rowConditions],
    }
  }
  return {
    id: role.id,
    name: role.name,
    title: textOf(role.display_name, language, role.name),
    displayName: role.display_name,
    superAdmin: role.id === 1,
    rights,
  }
}

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/**
 * Derives what every target generates from a loaded, valid project: tables from the model
 * documents (views included, marked), one resource per krud whose grid reads a model, the roles'
 * rights per resource as Tamga's server compiles them. Documents are visited in name order, so
 * the plan (and so the generated files) depends only on the documents, never on the order they
 * were read in.
 */
export function describeProject(project: Project): ProjectPlan {
  const language = project.config.default_language ?? 'mn_MN'
  const models = [...project.documents.model.values()].sort(byName)
  const modelsByName = new Map(models.map((model) => [model.name, model]))
  const modelsByTable = new Map(models.map((model) => [model.table, model]))
  const modelOf = (name: string) => modelsByName.get(name) ?? modelsByTable.get(name)
  const tableOf = (name: string) => modelOf(name)?.table ?? name
  const tables = new Map(
    modelsInDependencyOrder(models).map((model) => [model.name, tablePlan(model, modelsByName, language)]),
  )

  const resources: ResourcePlan[] = []
  for (const krud of [...project.documents.krud.values()].sort(byName)) {
    const form = project.documents.form.get(krud.form)
    const grid = project.documents.grid.get(krud.grid)
    if (form === undefined || grid === undefined || grid.model === undefined) continue
    const model = modelsByTable.get(grid.model) ?? modelsByName.get(grid.model)
    const table = model === undefined ? undefined : tables.get(model.name)
    if (model === undefined || table === undefined || table.view) continue
    resources.push(resourcePlan(krud, form, grid, model, table, language, tableOf, modelOf))
  }
  const resourceNames = new Set(resources.map((resource) => resource.krud))
  const roles = [...project.documents.role.values()]
    .sort((a, b) => a.id - b.id)
    .map((role) => rolePlan(role, project, resourceNames, language))

  const plan: ProjectPlan = {
    name: project.config.name,
    title: textOf(project.config.title, language, project.config.name),
    defaultLanguage: language,
    corsOrigins: [...(project.config.cors_origins ?? [])],
    tables: [...tables.values()],
    resources,
    roles,
    workflows: [...project.documents.workflow.keys()].sort(),
    workflowDocuments: [...new Set(resources.flatMap((resource) => resource.workflow ?? []))]
      .sort()
      .flatMap((name) => project.documents.workflow.get(name) ?? []),
  }
  if (project.config.project_key !== undefined) plan.projectKey = project.config.project_key
  return plan
}
