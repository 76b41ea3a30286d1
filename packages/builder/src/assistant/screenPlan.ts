// The "new screen" assistant's plan and the documents it becomes. The person answers in words
// (a title, columns with a type in words, which fields on which step, a menu place, rights per
// role); these functions turn the answers into the model, form, grid, krud, menu entry and role
// rights the server stores, so the screen and the assistant's summary read the same result.
import {
  type ColumnType,
  columnTypeName,
  effectiveColumns,
  type FormDocument,
  type FormField,
  type FormLayoutNode,
  type GridColumn,
  type GridDocument,
  isSystemColumn,
  type KrudDocument,
  type LocalizedText,
  type MenuDocument,
  type MenuItem,
  type ModelColumn,
  type ModelDocument,
  type ModelForeignKey,
  menuPath,
  ROW_RIGHTS,
  type RoleDocument,
  type RowRight,
  referencedBy,
  withEntryShown,
  withKrudRight,
} from '@tamga/schema'
import { formFromModel } from '../editors/form/fieldFromModel.ts'
import { addAllGridColumns } from '../editors/grid/gridEdits.ts'
import { findMenuItem, insertMenuItem, updateMenuItem } from '../editors/menu/menuTree.ts'

/** The column types the assistant offers, each named in words where the person chooses it. */
export const COLUMN_KINDS = [
  'text',
  'longText',
  'richText',
  'number',
  'money',
  'date',
  'datetime',
  'yesNo',
  'image',
  'file',
  'relation',
] as const
/** One of {@link COLUMN_KINDS}. */
export type ColumnKind = (typeof COLUMN_KINDS)[number]

/** The SQL type each kind stands for (a relation takes its target's key type). */
const KIND_TYPES: Record<ColumnKind, ColumnType> = {
  text: { name: 'varchar', length: 255 },
  longText: 'text',
  richText: 'text',
  number: 'integer',
  money: { name: 'numeric', precision: 14, scale: 2 },
  date: 'date',
  datetime: 'timestamptz',
  yesNo: 'boolean',
  image: 'text',
  file: 'text',
  relation: 'bigint',
}

/** A column of a new table as the person describes it. */
export interface PlannedColumn {
  label: string
  name: string
  kind: ColumnKind
  required: boolean
  /** For a relation: the related model's document name. */
  related?: string | undefined
}

/** Which step of a two-step form each field is on (0 or 1); a field not listed is on the first. */
export type FieldSteps = Record<string, 0 | 1>

/** What one role may do on the new screen. */
export interface ScreenRights {
  see: boolean
  add: boolean
  edit: boolean
  remove: boolean
}

/** Every answer of the assistant. */
export interface ScreenPlan {
  title: LocalizedText
  /** The base of every document name: the model (new table), `{base}_form`, `{base}_grid`, the krud. */
  base: string
  /**
   * A new table's columns, or the existing model the screen is made over, with the kinds the
   * project's own screens show some of its columns as (a text column holding a picture's address).
   */
  table:
    | { mode: 'new'; columns: PlannedColumn[] }
    | { mode: 'existing'; model: string; shownAs?: Readonly<Record<string, ColumnKind>> }
  /** The form in two steps (with these titles), or one page. */
  steps: { on: boolean; titles: [LocalizedText, LocalizedText]; fieldSteps: FieldSteps }
  menu: { name: string; parent: string | null; title: LocalizedText; icon: string | undefined; id: string }
  /** Rights per role document name. */
  rights: Record<string, ScreenRights>
}

/** The document names the plan makes. */
export function screenNames(plan: Pick<ScreenPlan, 'base' | 'table'>): {
  model: string
  form: string
  grid: string
  krud: string
} {
  return {
    model: plan.table.mode === 'new' ? plan.base : plan.table.model,
    form: `${plan.base}_form`,
    grid: `${plan.base}_grid`,
    krud: plan.base,
  }
}

/** The key column of a related model, and its type (a relation column has the same type). */
function keyOf(model: ModelDocument | undefined): { name: string; type: ColumnType } {
  const name = model?.primaryKey?.[0] ?? 'id'
  const type = model?.columns.find((column) => column.name === name)?.type ?? 'bigint'
  return { name, type }
}

/** The new table's model: an auto-numbered id, the planned columns, a foreign key and index per relation, timestamps. */
export function modelFromPlan(
  plan: Pick<ScreenPlan, 'title' | 'base'>,
  columns: readonly PlannedColumn[],
  related: ReadonlyMap<string, ModelDocument>,
): ModelDocument {
  const relations = columns.filter((column) => column.kind === 'relation' && column.related !== undefined)
  const foreignKeys: ModelForeignKey[] = relations.map((column) => ({
    columns: [column.name],
    references: { model: column.related ?? '', columns: [keyOf(related.get(column.related ?? '')).name] },
    onDelete: 'set-null',
  }))
  return {
    kind: 'model',
    version: 1,
    name: plan.base,
    title: plan.title,
    table: plan.base,
    columns: [
      { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
      ...columns.map((column): ModelColumn => {
        const type =
          column.kind === 'relation' ? keyOf(related.get(column.related ?? '')).type : KIND_TYPES[column.kind]
        return {
          name: column.name,
          type,
          ...(column.kind === 'yesNo' ? { nullable: false, default: { value: false } } : {}),
          ...(column.required && column.kind !== 'yesNo' ? { nullable: false } : {}),
          label: { mn_MN: column.label },
        }
      }),
    ],
    primaryKey: ['id'],
    ...(relations.length === 0
      ? {}
      : { indexes: relations.map((column) => ({ columns: [column.name] })), foreignKeys: foreignKeys }),
    timestamps: true,
  }
}

/** What kind a column of an existing model reads as: a relation by its foreign key, else by its SQL type. */
export function kindOfColumn(model: ModelDocument, column: ModelColumn): { kind: ColumnKind; related?: string } {
  const target = referencedBy(model, column.name)
  if (target !== undefined) return { kind: 'relation', related: target.model }
  const type = column.type
  switch (columnTypeName(type)) {
    case 'boolean':
      return { kind: 'yesNo' }
    case 'date':
      return { kind: 'date' }
    case 'timestamp':
    case 'timestamptz':
      return { kind: 'datetime' }
    case 'integer':
    case 'bigint':
      return { kind: 'number' }
    case 'numeric':
      return { kind: typeof type === 'object' && 'scale' in type && type.scale === 2 ? 'money' : 'number' }
    case 'text':
      return { kind: 'longText' }
    default:
      return { kind: 'text' }
  }
}

/** The widgets and list types that say what a column holds beyond its SQL type. */
const WIDGET_KINDS: Readonly<Record<string, ColumnKind>> = { image: 'image', file: 'file', 'rich-text': 'richText' }
const GRID_KINDS: Readonly<Record<string, ColumnKind>> = {
  image: 'image',
  file: 'file',
  money: 'money',
  html: 'richText',
}

/**
 * What the project's own form and list over a table show some of its columns as: a text column
 * with a picture upload is a picture, one with a rich-text editor formatted text; the form's word
 * comes first. A column neither says anything of is left to its SQL type.
 *
 * @example columnKindsShown(bearerForm, bearerGrid) // { photo: 'image', biography: 'richText' }
 */
export function columnKindsShown(
  form: FormDocument | undefined,
  grid: GridDocument | undefined,
): Record<string, ColumnKind> {
  const shown: Record<string, ColumnKind> = {}
  for (const column of grid?.columns ?? []) {
    const kind = column.type === undefined ? undefined : GRID_KINDS[column.type]
    if (kind !== undefined) shown[column.field] = kind
  }
  for (const field of form?.fields ?? []) {
    const kind = WIDGET_KINDS[field.widget]
    if (kind !== undefined) shown[field.name] = kind
  }
  return shown
}

/**
 * The planned columns of the screen: the new table's as described, an existing model's read from
 * it (a column the project's screens show as a picture, a file or formatted text kept so).
 */
export function screenColumns(plan: Pick<ScreenPlan, 'table'>, model: ModelDocument | undefined): PlannedColumn[] {
  if (plan.table.mode === 'new') return plan.table.columns
  if (model === undefined) return []
  const shownAs = plan.table.shownAs ?? {}
  return effectiveColumns(model)
    .filter((column) => column.name !== model.primaryKey?.[0] && !isSystemColumn(model, column))
    .map((column) => {
      const read = kindOfColumn(model, column)
      const { kind, related } =
        read.kind === 'relation' ? read : { kind: shownAs[column.name] ?? read.kind, related: undefined }
      const label =
        column.label === undefined ? column.name : typeof column.label === 'string' ? column.label : column.label.mn_MN
      return {
        label,
        name: column.name,
        kind,
        related,
        required: column.nullable === false && column.default === undefined,
      }
    })
}

/**
 * The form: the one the krud builder makes from a model (a hidden key, a field per column a
 * person fills in, a relation as a select of the related rows' names), with an upload for a
 * picture or file column, on one page or split in two steps as planned.
 */
export function formFromPlan(
  plan: Pick<ScreenPlan, 'title' | 'base' | 'table' | 'steps'>,
  model: ModelDocument,
  related: ReadonlyMap<string, ModelDocument>,
): FormDocument {
  const columns = screenColumns(plan, model)
  const kinds = new Map(columns.map((column) => [column.name, column.kind]))
  const made = formFromModel({ name: screenNames(plan).form, title: plan.title, model, models: [...related.values()] })
  const fields = made.fields.map((field): FormField => {
    switch (kinds.get(field.name)) {
      case 'image':
        return { ...field, widget: 'image', file: { accept: ['image/*'], maxSizeKb: 5120 } }
      case 'file':
        return { ...field, widget: 'file', file: { maxSizeKb: 10240 } }
      case 'yesNo':
        return { ...field, defaultValue: false }
      case 'richText':
        return { ...field, widget: 'rich-text' }
      default:
        return field
    }
  })
  const form: FormDocument = { ...made, fields }
  if (!plan.steps.on) return form
  const placed = new Set(fields.map((field) => field.name))
  const onStep = (step: 0 | 1) =>
    columns
      .filter((column) => placed.has(column.name) && (plan.steps.fieldSteps[column.name] ?? 0) === step)
      .map((column) => column.name)
  const layout: FormLayoutNode[] = ([0, 1] as const).map((step) => ({
    type: 'step',
    title: plan.steps.titles[step],
    children: onStep(step),
  }))
  return { ...form, type: 'steps', layout }
}

/**
 * The grid: every column of the model the way the grid builder's "add all columns" adds them (no
 * system columns, a relation by the related rows' names), pictures drawn as pictures, the rows
 * filtered under each header and searched from one box.
 */
export function gridFromPlan(
  plan: Pick<ScreenPlan, 'title' | 'base' | 'table'>,
  model: ModelDocument,
  related: ReadonlyMap<string, ModelDocument>,
): GridDocument {
  const empty: GridDocument = {
    kind: 'grid',
    version: 1,
    name: screenNames(plan).grid,
    title: plan.title,
    model: model.name,
    identity: model.primaryKey?.[0] ?? 'id',
    columns: [],
  }
  const filled = addAllGridColumns(empty, model, [...related.values()])
  const kinds = new Map(screenColumns(plan, model).map((column) => [column.name, column.kind]))
  const columns = filled.columns.map((column): GridColumn => {
    const kind = kinds.get(column.field)
    if (kind === 'richText') return { ...column, type: 'html' }
    return kind === 'image' || kind === 'file' || kind === 'money' ? { ...column, type: kind } : column
  })
  return { ...filled, columns, columnFilter: true, globalSearch: true }
}

/** The CRUD screen over the form and grid. */
export function krudFromPlan(plan: Pick<ScreenPlan, 'title' | 'base' | 'table'>): KrudDocument {
  const names = screenNames(plan)
  return {
    kind: 'krud',
    version: 1,
    name: names.krud,
    title: plan.title,
    form: names.form,
    grid: names.grid,
    template: 'canvas',
    actions: ['create', 'view', 'edit', 'delete', 'excel-export', 'print'],
  }
}

/** The menu entry that opens the screen. */
export function menuEntryOf(plan: Pick<ScreenPlan, 'menu' | 'base' | 'table'>): MenuItem {
  return {
    id: plan.menu.id,
    title: plan.menu.title,
    link_to: 'crud',
    url: screenNames(plan).krud,
    ...(plan.menu.icon === undefined ? {} : { icon: plan.menu.icon }),
  }
}

/**
 * The menu with the screen's entry under its parent (at the top without one). An entry of that
 * id already there (a retry after a failure) is replaced where it is, never added twice.
 */
export function menuWithEntry(menu: MenuDocument, plan: Pick<ScreenPlan, 'menu' | 'base' | 'table'>): MenuDocument {
  const entry = menuEntryOf(plan)
  const existing = findMenuItem(menu.items, entry.id)
  if (existing !== undefined) {
    return { ...menu, items: updateMenuItem(menu.items, existing.path, (item) => ({ ...item, ...entry })) }
  }
  const parent = plan.menu.parent === null ? undefined : findMenuItem(menu.items, plan.menu.parent)
  const { items } = insertMenuItem(menu.items, { parent: parent?.path ?? [], item: entry })
  return { ...menu, items }
}

const RIGHT_OF: Record<RowRight, keyof ScreenRights> = { c: 'add', r: 'see', u: 'edit', d: 'remove' }

/** Whether a role is given anything on the screen. */
export const grantsAnything = (rights: ScreenRights | undefined): rights is ScreenRights =>
  rights !== undefined && (rights.see || rights.add || rights.edit || rights.remove)

/**
 * The role with its rights on the new screen: the entry shown in its menu (with the headings
 * above it) when it may see it and the menu is the role's own, and its create/read/update/delete
 * on the krud in the role's own krud rights. Setting the same rights twice gives the same role.
 */
export function roleWithRights(
  role: RoleDocument,
  menu: MenuDocument,
  plan: Pick<ScreenPlan, 'menu' | 'base' | 'table'>,
  rights: ScreenRights,
): RoleDocument {
  const krud = screenNames(plan).krud
  let next = role
  if (role.menu === menu.name && menuPath(menu.items, plan.menu.id).length > 0) {
    next = withEntryShown(next, menu.items, plan.menu.id, rights.see)
  }
  for (const right of ROW_RIGHTS) next = withKrudRight(next, krud, right, rights[RIGHT_OF[right]])
  return next
}
