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
  type KrudDocument,
  krudActions,
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

const TEXT_KINDS: ReadonlySet<ValueKind> = new Set(['string', 'uuid'])

function listPlan(grid: GridDocument, table: TablePlan): ListPlan {
  const columns = new Map(table.columns.map((column) => [column.name, column]))
  const filters: ListFilterPlan[] = []
  for (const column of grid.columns) {
    const filter = column.filter
    if (filter === undefined || !columns.has(column.field)) continue
    if (filter.type === 'text') filters.push({ column: column.field, type: 'text', match: filter.match ?? 'contains' })
    else if (filter.type === 'relation') filters.push({ column: column.field, type: 'set', match: 'equals' })
    else filters.push({ column: column.field, type: filter.type, match: 'equals' })
  }
  const plan: ListPlan = {
    sortable: grid.columns
      .filter((column) => sortableBy(grid, column) && columns.has(column.field))
      .map((column) => column.field),
    filters,
    searchable:
      grid.globalSearch === true
        ? grid.columns
            .filter((column) => column.hidden !== true && TEXT_KINDS.has(columns.get(column.field)?.kind ?? 'json'))
            .map((column) => column.field)
        : [],
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
): ResourcePlan {
  const actions = krudActions(krud)
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
      create: actions.includes('create'),
      read: true,
      update: actions.includes('edit'),
      delete: actions.includes('delete'),
      restore: table.softDelete && (actions.includes('restore') || actions.includes('delete')),
    },
    public: krud.public === true,
    createSchema: formRecordSchema(form, model, { mode: 'create' }),
    updateSchema: formRecordSchema(form, model, { mode: 'update' }),
    uniqueFields: form.fields
      .filter((field) => (field.rules ?? []).some((rule) => rule.rule === 'unique'))
      .map((field) => field.name),
    currentUserColumns: [...currentUserColumns].filter((name) => table.columns.some((column) => column.name === name)),
    list: listPlan(grid, table),
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
    resources.push(resourcePlan(krud, form, grid, model, table, language))
  }
  const resourceNames = new Set(resources.map((resource) => resource.krud))
  const roles = [...project.documents.role.values()]
    .sort((a, b) => a.id - b.id)
    .map((role) => rolePlan(role, project, resourceNames, language))

  const plan: ProjectPlan = {
    name: project.config.name,
    title: textOf(project.config.title, language, project.config.name),
    defaultLanguage: language,
    tables: [...tables.values()],
    resources,
    roles,
    workflows: [...project.documents.workflow.keys()].sort(),
  }
  if (project.config.project_key !== undefined) plan.projectKey = project.config.project_key
  return plan
}
