import { isJsonObject, pointer } from '@tamga/schema'
import { conflictMessage, phrase } from './messages.ts'
import type { ImportReporter } from './report.ts'
import { type JsonRecord, jsonEqual } from './source.ts'

/** One field of a Lambda form, after its two copies (flat list and layout tree) were merged. */
export interface LambdaFormField {
  /** The builder's item id (`form-item-…`), or the model when the item has no id. */
  key: string
  /** The column the field edits, when it has one. */
  model?: string
  /** The merged field: the layout copy's values, completed by keys only the flat copy has. */
  value: JsonRecord
  /** JSON Pointer of the copy the values come from (the layout copy when there is one). */
  path: string
  /** JSON Pointer of the flat-list copy, when there is one. */
  flatPath?: string
  /**
   * Whether Lambda shows the field: it appears in the layout, or the form has no layout at all
   * (an inline sub-form, whose flat list is its columns). A field left out of a layout is never shown.
   */
  placed: boolean
}

/** A node of a Lambda form layout (`ui.schema`): rows hold sections or columns, columns hold fields. */
export type LambdaLayoutNode =
  | {
      type: 'row' | 'col' | 'section'
      id?: string
      /** The section or row title. */
      name?: string
      /** Bootstrap-style widths per breakpoint (`{ xs: 24, md: 16 }`). */
      span?: JsonRecord
      value: JsonRecord
      path: string
      children: LambdaLayoutNode[]
    }
  | { type: 'field'; key: string; path: string }
  | { type: 'unknown'; value: unknown; path: string }

/** A Lambda form's fields and layout, read from the duplicated storage. */
export interface LambdaFormStructure {
  fields: LambdaFormField[]
  layout: LambdaLayoutNode[]
}

const isFieldNode = (node: JsonRecord): boolean =>
  typeof node.model === 'string' || node.type === 'form' || typeof node.formType === 'string'

const fieldKey = (node: JsonRecord): string | undefined =>
  typeof node.id === 'string' && node.id !== '' ? node.id : typeof node.model === 'string' ? node.model : undefined

/**
 * Merges two copies of one field. Keys present in only one copy are taken from it. Where both
 * have a key with different values, the layout copy wins (it is what Lambda's form shows) and
 * the difference is reported, unless one value is an object that merely has more keys than
 * the other (Lambda added settings over the years), in which case the larger one is kept.
 */
function mergeCopies(
  tree: JsonRecord,
  flat: JsonRecord,
  flatPath: string,
  label: string,
  reporter: ImportReporter,
): JsonRecord {
  const merged: JsonRecord = { ...flat, ...tree }
  for (const key of Object.keys(flat)) {
    if (!(key in tree) || jsonEqual(tree[key], flat[key])) continue
    const a = tree[key]
    const b = flat[key]
    if (covers(a, b)) continue
    if (covers(b, a)) {
      merged[key] = b
      continue
    }
    reporter.approximated(
      `${flatPath}${pointer(key)}`,
      conflictMessage(phrase(`field "${label}" setting "${key}"`, `"${label}" талбарын "${key}" тохиргоо`), a, b),
    )
  }
  return merged
}

/**
 * Whether `large` says everything `small` says: equal, or an object with at least the same keys
 * (recursively), or a list of the same length whose items each cover the other's.
 */
export function covers(large: unknown, small: unknown): boolean {
  if (jsonEqual(large, small)) return true
  if (isJsonObject(large) && isJsonObject(small))
    return Object.keys(small).every((key) => key in large && covers(large[key], small[key]))
  if (Array.isArray(large) && Array.isArray(small))
    return large.length === small.length && small.every((item, index) => covers(large[index], item))
  return false
}

/**
 * Reads a Lambda form's fields. Lambda stores every field twice: once in the flat `schema`
 * list and once inside the row/column layout tree `ui.schema`, and the two copies drift apart.
 * This returns each field once, in flat-list order, followed by fields that only the layout
 * has, plus the layout with fields replaced by references to them.
 */
export function readFormStructure(form: JsonRecord, reporter: ImportReporter, basePath = ''): LambdaFormStructure {
  const flatList = Array.isArray(form.schema) ? form.schema : []
  const flat = new Map<string, { value: JsonRecord; path: string }>()
  const order: string[] = []
  flatList.forEach((item, index) => {
    if (!isJsonObject(item)) return
    const key = fieldKey(item)
    if (key === undefined || flat.has(key)) return
    flat.set(key, { value: item, path: `${basePath}${pointer('schema', index)}` })
    order.push(key)
  })

  const placed = new Map<string, { value: JsonRecord; path: string }>()
  const readNodes = (nodes: unknown, path: string): LambdaLayoutNode[] => {
    if (!Array.isArray(nodes)) return []
    return nodes.map((node, index): LambdaLayoutNode => {
      const nodePath = `${path}${pointer(index)}`
      if (!isJsonObject(node)) return { type: 'unknown', value: node, path: nodePath }
      if (isFieldNode(node)) {
        const key = fieldKey(node) ?? `field-${nodePath}`
        if (!placed.has(key)) placed.set(key, { value: node, path: nodePath })
        return { type: 'field', key, path: nodePath }
      }
      if (node.type === 'row' || node.type === 'col' || node.type === 'section') {
        const name = typeof node.name === 'string' && node.name.trim() !== '' ? node.name.trim() : undefined
        return {
          type: node.type,
          ...(typeof node.id === 'string' ? { id: node.id } : {}),
          ...(name === undefined ? {} : { name }),
          ...(isJsonObject(node.span) ? { span: node.span } : {}),
          value: node,
          path: nodePath,
          children: readNodes(node.children, `${nodePath}/children`),
        }
      }
      return { type: 'unknown', value: node, path: nodePath }
    })
  }
  const ui = isJsonObject(form.ui) ? form.ui : undefined
  const layout = readNodes(ui?.schema, `${basePath}/ui/schema`)

  const fields: LambdaFormField[] = []
  for (const key of order) {
    const flatCopy = flat.get(key)
    if (flatCopy === undefined) continue
    const treeCopy = placed.get(key)
    const model = typeof flatCopy.value.model === 'string' ? flatCopy.value.model : undefined
    if (treeCopy === undefined) {
      // An inline sub-form has no layout tree: its flat list is what it shows, one column each.
      fields.push({
        key,
        ...(model === undefined ? {} : { model }),
        value: flatCopy.value,
        path: flatCopy.path,
        flatPath: flatCopy.path,
        placed: ui === undefined,
      })
      continue
    }
    const value = mergeCopies(treeCopy.value, flatCopy.value, flatCopy.path, model ?? key, reporter)
    fields.push({
      key,
      ...(model === undefined ? {} : { model }),
      value,
      path: treeCopy.path,
      flatPath: flatCopy.path,
      placed: true,
    })
  }
  for (const [key, treeCopy] of placed) {
    if (flat.has(key)) continue
    const model = typeof treeCopy.value.model === 'string' ? treeCopy.value.model : undefined
    fields.push({
      key,
      ...(model === undefined ? {} : { model }),
      value: treeCopy.value,
      path: treeCopy.path,
      placed: true,
    })
  }
  return { fields, layout }
}
