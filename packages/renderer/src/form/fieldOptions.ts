import type { JsonType } from '@tamga/schema'
import type { FieldOption, FieldOptionsQuery } from '../records/recordsClient.ts'
import type { ChoiceItem, ChoiceSource, FieldWidget, FormValues } from './compile/index.ts'
import { isEmptyValue } from './recordChanges.ts'

/** How long typing must pause before a search goes to the server. */
export const OPTION_SEARCH_DELAY_MS = 300

/** The field a cascading choice depends on (an aimag for its soums); undefined when none. */
export function cascadeParent(choices: ChoiceSource | undefined): string | undefined {
  return choices?.source === 'model' ? choices.dependsOn?.field : undefined
}

/** A value as the text a query string and a select's option key carry. */
export function optionKey(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * What to ask `GET /records/{krud}/options/{field}` for a table-sourced field: the cascading
 * parent's value and the search text. Undefined while the parent has no value, as the server
 * would answer no options then: the person must choose the parent first.
 *
 * @example optionsQuery(soumChoices, { aimag_id: 4 }, 'Хан') // { parent: '4', search: 'Хан' }
 */
export function optionsQuery(
  choices: ChoiceSource | undefined,
  values: Readonly<FormValues>,
  search?: string,
): FieldOptionsQuery | undefined {
  const query: FieldOptionsQuery = {}
  const parent = cascadeParent(choices)
  if (parent !== undefined) {
    const parentValue = values[parent]
    if (isEmptyValue(parentValue)) return undefined
    query.parent = optionKey(parentValue)
  }
  const text = search?.trim() ?? ''
  if (text !== '') query.search = text
  return query
}

/**
 * What a field's loaded options depend on besides the search: the cascading parent's value.
 * When it changes, the options loaded before are of another parent and are dropped.
 */
export function cascadeKey(choices: ChoiceSource | undefined, values: Readonly<FormValues>): string {
  const parent = cascadeParent(choices)
  return parent === undefined ? '' : optionKey(values[parent])
}

/** The fields whose choices depend on `field`, directly or through another (aimag → soum → bag). */
export function dependentFields(widgets: Readonly<Record<string, FieldWidget>>, field: string): string[] {
  const found: string[] = []
  const queue = [field]
  while (queue.length > 0) {
    const parent = queue.shift()
    for (const widget of Object.values(widgets)) {
      if (cascadeParent(widget.settings.choices) !== parent || found.includes(widget.name) || widget.name === field)
        continue
      found.push(widget.name)
      queue.push(widget.name)
    }
  }
  return found
}

/**
 * The form's values after a change, with the choices that depended on a changed field emptied:
 * a soum chosen under the old aimag is not a soum of the new one. `emptyOf` gives the value an
 * emptied field takes (null, `''`, `[]`, or undefined for "not sent").
 *
 * @example clearCascaded({ aimag_id: 1, soum_id: 5 }, { aimag_id: 2, soum_id: 5 }, widgets, () => null)
 * // { aimag_id: 2, soum_id: null }
 */
export function clearCascaded(
  before: Readonly<FormValues>,
  after: Readonly<FormValues>,
  widgets: Readonly<Record<string, FieldWidget>>,
  emptyOf: (field: string) => unknown,
): FormValues {
  const next: FormValues = { ...after }
  for (const widget of Object.values(widgets)) {
    const parent = cascadeParent(widget.settings.choices)
    if (parent === undefined || optionKey(before[parent]) === optionKey(after[parent])) continue
    for (const name of [widget.name, ...dependentFields(widgets, widget.name)]) {
      if (!isEmptyValue(next[name])) next[name] = emptyOf(name)
    }
  }
  return next
}

/** The static choices of a field as options. */
export function staticOptions(items: readonly ChoiceItem[]): FieldOption[] {
  return items.map((item) =>
    item.parent === undefined
      ? { value: item.value, label: item.label }
      : { value: item.value, label: item.label, parent: item.parent },
  )
}

/** Options from several answers, each value once (the first answer's label wins). */
export function mergeOptions(...lists: ReadonlyArray<readonly FieldOption[]>): FieldOption[] {
  const seen = new Set<string>()
  const merged: FieldOption[] = []
  for (const list of lists) {
    for (const option of list) {
      const key = optionKey(option.value)
      if (seen.has(key)) continue
      seen.add(key)
      merged.push(option)
    }
  }
  return merged
}

/** The chosen values of a single or multiple choice, empty when nothing is chosen. */
export function chosenValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((item) => !isEmptyValue(item))
  return isEmptyValue(value) ? [] : [value]
}

/** The chosen values no loaded option names yet: their labels must be asked for. */
export function valuesWithoutLabel(value: unknown, options: readonly FieldOption[]): unknown[] {
  const known = new Set(options.map((option) => optionKey(option.value)))
  return chosenValues(value).filter((item) => !known.has(optionKey(item)))
}

/**
 * A chosen option's value as the record schema types the field: a select hands back its
 * option's value, which the server may have answered as text (`"12"` from a bigint) or as a
 * number; the column decides.
 *
 * @example choiceValue('12', 'integer') // 12
 */
export function choiceValue(value: unknown, valueType: JsonType | undefined): unknown {
  if ((valueType === 'integer' || valueType === 'number') && typeof value === 'string' && value.trim() !== '') {
    const number = Number(value)
    return Number.isFinite(number) && (valueType === 'number' || Number.isSafeInteger(number)) ? number : value
  }
  if (valueType === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return String(value)
  return value
}

/** One node of antd's TreeSelect. */
export interface OptionTreeNode {
  value: string
  title: string
  children: OptionTreeNode[]
}

/**
 * Options with parents as a tree, keyed by {@link optionKey}: an option whose parent is not
 * among the options is a root, and so is any option caught in a loop of parents.
 */
export function optionTree(options: readonly FieldOption[]): OptionTreeNode[] {
  const nodes = new Map<string, OptionTreeNode>()
  for (const option of options) {
    const key = optionKey(option.value)
    if (!nodes.has(key)) nodes.set(key, { value: key, title: option.label, children: [] })
  }
  const parentOf = new Map<string, string>()
  for (const option of options) {
    const parent = option.parent === undefined || option.parent === null ? '' : optionKey(option.parent)
    if (parent !== '' && nodes.has(parent)) parentOf.set(optionKey(option.value), parent)
  }
  const inLoop = (key: string): boolean => {
    const seen = new Set<string>([key])
    for (let at = parentOf.get(key); at !== undefined; at = parentOf.get(at)) {
      if (seen.has(at)) return true
      seen.add(at)
    }
    return false
  }
  const roots: OptionTreeNode[] = []
  for (const [key, node] of nodes) {
    const parent = parentOf.get(key)
    const parentNode = parent === undefined || inLoop(key) ? undefined : nodes.get(parent)
    if (parentNode === undefined) roots.push(node)
    else parentNode.children.push(node)
  }
  return roots
}

/**
 * The options a `url` source's address answered: a list of objects, or `{ data: [...] }` /
 * `{ options: [...] }`, each read with the document's value and label keys; items without a
 * value are skipped.
 */
export function urlOptions(answer: unknown, valueKey: string, labelKey: string): FieldOption[] {
  const list = Array.isArray(answer)
    ? answer
    : typeof answer === 'object' && answer !== null
      ? ((answer as { data?: unknown; options?: unknown }).data ?? (answer as { options?: unknown }).options)
      : undefined
  if (!Array.isArray(list)) return []
  const options: FieldOption[] = []
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue
    const record = item as Record<string, unknown>
    const value = record[valueKey]
    if (isEmptyValue(value)) continue
    const label = record[labelKey]
    options.push({ value, label: label === undefined || label === null ? optionKey(value) : String(label) })
  }
  return options
}
