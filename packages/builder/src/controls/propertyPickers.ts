// Which list a property's value is chosen from. The schema says only "an identifier" or "a
// document name"; what the identifier names (a table, a column of the table in scope, another
// field of the form, an icon) is known by the property's key, the same keys everywhere in
// @tamga/schema, so the property panels drawn from the schema offer a picker, not a text box.
// Which table "in scope" is (a choice's own table, the grid it reads, a sub-form's) is the
// panel's to say (controls/columnSource.ts); a test walks the form and grid schemas so that a
// new property naming a column or a document cannot arrive as a text box.
import type { DocumentKind } from '@tamga/schema'

/** The list a property's value is picked from. */
export type NamePicker =
  /** A document of the project (a table, a form, a grid…), by its name. */
  | { kind: 'document'; documentKind: DocumentKind }
  /**
   * A column of the table in scope (the object's own `model`, else the document's); `multiple`
   * for a list of them; `parentLink` for a sub-form's column that holds its parent row's identity.
   */
  | { kind: 'column'; multiple: boolean; parentLink?: true }
  /** Another field of the form being built; `subForms` only the sub-form fields (a total over one's rows). */
  | { kind: 'field'; subForms: boolean }
  /** An icon, shown as itself. */
  | { kind: 'icon' }

const DOCUMENT_KEYS: Readonly<Record<string, DocumentKind>> = {
  model: 'model',
  form: 'form',
  grid: 'grid',
  krud: 'krud',
  workflow: 'workflow',
  dataSource: 'datasource',
  datasource: 'datasource',
  menu: 'menu',
}

const COLUMN_KEYS = new Set([
  'valueField',
  'sortField',
  'treeParentColumn',
  'currentUserColumn',
  'identity',
  'statusColumn',
  'column',
  'field',
])

const COLUMN_LIST_KEYS = new Set(['labelFields', 'visibleFields', 'hiddenFields'])

/**
 * The picker for the property at `pointer` (its last segment is the key, the one before its
 * parent), or undefined for a property typed freely. A cascading choice's `dependsOn.field` is
 * another field of the form; its `dependsOn.column` a column of the options' table. A total's
 * `consolidation.subForm` is one of the form's sub-form fields; its `column` a column of that
 * sub-form's table.
 *
 * @example
 * pickerAt('/fields/2/options/labelFields') // { kind: 'column', multiple: true }
 * pickerAt('/fields/2/options/dependsOn/field') // { kind: 'field', subForms: false }
 * pickerAt('/model') // { kind: 'document', documentKind: 'model' }
 */
export function pickerAt(pointer: string): NamePicker | undefined {
  const segments = pointer.split('/')
  const key = segments.at(-1) ?? ''
  const parent = segments.at(-2)
  if (key === 'field' && parent === 'dependsOn') return { kind: 'field', subForms: false }
  if (key === 'subForm' && parent === 'consolidation') return { kind: 'field', subForms: true }
  if (key === 'icon') return { kind: 'icon' }
  const documentKind = DOCUMENT_KEYS[key]
  if (documentKind !== undefined) return { kind: 'document', documentKind }
  if (key === 'connectionField') return { kind: 'column', multiple: false, parentLink: true }
  if (COLUMN_KEYS.has(key)) return { kind: 'column', multiple: false }
  if (COLUMN_LIST_KEYS.has(key)) return { kind: 'column', multiple: true }
  return undefined
}
