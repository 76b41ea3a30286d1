// The preview draws the form with the real renderer, which needs the model of the form's table.
// A form built for a model not saved yet has none, so the preview stands one in, guessed from
// the widgets: enough to draw and check the inputs, never written anywhere.
import {
  type ColumnType,
  type FormDocument,
  type FormField,
  type ModelColumn,
  type ModelDocument,
  WIDGETS_WITHOUT_COLUMN,
} from '@tamga/schema'

/** The column type a widget's value is kept in, as the model builder would most likely choose. */
export function columnTypeForField(field: FormField): ColumnType {
  if (field.translatable === true) return 'jsonb'
  switch (field.widget) {
    case 'number':
      return { name: 'numeric', precision: 18, scale: field.precision ?? 4 }
    case 'money':
      return { name: 'numeric', precision: 18, scale: field.precision ?? 2 }
    case 'date':
      return 'date'
    case 'datetime':
    case 'datetimeAutoFill':
      return 'timestamptz'
    case 'time':
      return 'time'
    case 'checkbox':
      return field.options === undefined ? 'boolean' : 'jsonb'
    case 'switch':
      return 'boolean'
    case 'multi-select':
    case 'file':
    case 'image':
      return 'jsonb'
    case 'geographic':
      return { name: 'geometry', shape: field.geographic?.geometry ?? 'point' }
    default:
      return 'text'
  }
}

/**
 * A model for the preview of a form whose model document does not exist: the identity as an
 * integer key, every other field as a nullable column of its widget's type.
 */
export function previewModel(form: FormDocument): ModelDocument {
  const table = typeof form.model === 'string' && form.model !== '' ? form.model : 'preview'
  const identity = typeof form.identity === 'string' && form.identity !== '' ? form.identity : 'id'
  const columns: ModelColumn[] = [{ name: identity, type: 'integer', nullable: false, default: { named: 'identity' } }]
  const seen = new Set([identity])
  for (const field of Array.isArray(form.fields) ? form.fields : []) {
    if (WIDGETS_WITHOUT_COLUMN.includes(field.widget) || seen.has(field.name) || field.name === '') continue
    seen.add(field.name)
    columns.push({ name: field.name, type: columnTypeForField(field), nullable: true })
  }
  return { kind: 'model', version: 1, name: table, table, columns, primaryKey: [identity] }
}
