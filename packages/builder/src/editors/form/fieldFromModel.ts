// A form made from its model: a field per column a person fills in, each with the input its
// column's type calls for, so a CRUD screen without a form gets a working one in one click.
import {
  columnTypeName,
  effectiveColumns,
  type FormDocument,
  type FormField,
  type FormWidget,
  isSystemColumn,
  type ModelColumn,
  type ModelDocument,
  modelLabelColumn,
  referencedBy,
} from '@tamga/schema'

/** The input each SQL type is typed in; a type not listed (geometry) has no field of its own. */
const WIDGETS: Readonly<Record<string, FormWidget>> = {
  varchar: 'text',
  text: 'textarea',
  uuid: 'text',
  integer: 'number',
  bigint: 'number',
  numeric: 'number',
  boolean: 'switch',
  date: 'date',
  timestamp: 'datetime',
  timestamptz: 'datetime',
  time: 'time',
  json: 'textarea',
  jsonb: 'textarea',
}

/**
 * The field a model column is filled in with: its label, the input its type calls for (a
 * `numeric(…, 2)` as money, a foreign key as a select of the related rows by their name),
 * required when the column must have a value and has no default; undefined for a column no
 * input fits (geometry, which needs a map's settings).
 *
 * @example formFieldFromModel(event, { name: 'aimag_id', type: 'integer' }, [aimag])
 * // { name: 'aimag_id', widget: 'select', options: { source: 'model', model: 'aimag', valueField: 'id', labelFields: ['name'], sortField: 'name' } }
 */
export function formFieldFromModel(
  model: ModelDocument,
  column: ModelColumn,
  models: readonly ModelDocument[] = [],
): FormField | undefined {
  const target = referencedBy(model, column.name)
  const related = target === undefined ? undefined : models.find((each) => each.name === target.model)
  const labelColumn = related === undefined ? undefined : modelLabelColumn(related)
  const type = column.type
  const widget: FormWidget | undefined =
    target !== undefined && labelColumn !== undefined
      ? 'select'
      : typeof type === 'object' && type.name === 'numeric' && type.scale === 2
        ? 'money'
        : WIDGETS[columnTypeName(type)]
  if (widget === undefined) return undefined
  const label = column.label ?? related?.title
  const field: FormField = { name: column.name, widget, ...(label === undefined ? {} : { label }) }
  if (column.nullable === false && column.default === undefined && widget !== 'switch') field.required = true
  if (column.translatable === true) field.translatable = true
  if (typeof type === 'object' && type.name === 'numeric' && widget === 'number' && type.scale !== undefined)
    field.precision = Math.min(type.scale, 10)
  if (widget === 'select' && target !== undefined && labelColumn !== undefined) {
    field.options = {
      source: 'model',
      model: target.model,
      valueField: target.column,
      labelFields: [labelColumn],
      sortField: labelColumn,
    }
  }
  return field
}

/**
 * A form of `model` named `name`: its key as a hidden field (the form's identity), then a field
 * per column a person fills in ({@link isSystemColumn} leaves out keys, timestamps, authors,
 * translation companions and the workflow status), one per line.
 */
export function formFromModel(options: {
  name: string
  title?: FormDocument['title'] | undefined
  model: ModelDocument
  /** The project's models, for the related rows a foreign key offers. */
  models?: readonly ModelDocument[] | undefined
}): FormDocument {
  const { model } = options
  const identity = model.primaryKey?.[0] ?? 'id'
  const own = { ...model, columns: model.columns ?? [] }
  const fields = effectiveColumns(own)
    .filter((column) => column.name !== identity && !isSystemColumn(own, column))
    .flatMap((column) => formFieldFromModel(own, column, options.models) ?? [])
  return {
    kind: 'form',
    version: 1,
    name: options.name,
    ...(options.title === undefined ? {} : { title: options.title }),
    model: model.name,
    identity,
    fields: [{ name: identity, widget: 'hidden' }, ...fields],
  }
}
