// The form builder's edits of a form document's fields and layout, as pure functions: each
// takes a document and answers the next one, never touching the one given (the frame keeps it
// for undo). The document may be invalid while it is being edited, so nothing here assumes a
// property the schema requires.
import { CHOICE_WIDGETS, type FormDocument, type FormField, type FormLayoutNode, type FormWidget } from '@tamga/schema'

/** A JSON Pointer to an array of the layout that holds fields (`/layout`, `/layout/0/columns/1/children`). */
export type ContainerPointer = string

/** What a layout container holds: the schema's nesting (step ▸ row ▸ section ▸ row ▸ field). */
export type ContainerKind = 'root' | 'step' | 'section' | 'column' | 'inner-column'

/** What the builder can put into a container. */
export type LayoutPiece = 'field' | 'row' | 'section' | 'step'

/** One place of the layout that holds fields, with what else it may hold. */
export interface LayoutContainer {
  pointer: ContainerPointer
  kind: ContainerKind
}

const ACCEPTS: Record<ContainerKind, readonly LayoutPiece[]> = {
  root: ['field', 'row', 'section', 'step'],
  step: ['field', 'row', 'section'],
  section: ['field', 'row'],
  column: ['field', 'section'],
  'inner-column': ['field'],
}

/** Whether a container of this kind may hold that piece (a step only at the top of a step-by-step form). */
export function accepts(kind: ContainerKind, piece: LayoutPiece, form: Pick<FormDocument, 'type'>): boolean {
  if (piece === 'step') return kind === 'root' && form.type === 'steps'
  if (kind === 'root' && form.type === 'steps') return false
  return ACCEPTS[kind].includes(piece)
}

type Json = unknown

const segmentsOf = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/'))

/** The value at a JSON Pointer, or undefined. */
export function valueAt(root: Json, pointer: string): Json {
  let current: Json = root
  for (const segment of segmentsOf(pointer)) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, Json>)[segment]
  }
  return current
}

/** A copy of `root` with the value at `pointer` replaced (copies only along the path). */
export function withValueAt<T>(root: T, pointer: string, value: Json): T {
  const replace = (node: Json, segments: string[]): Json => {
    const [head, ...rest] = segments
    if (head === undefined) return value
    if (Array.isArray(node)) {
      const copy = [...node]
      copy[Number(head)] = replace(copy[Number(head)], rest)
      return copy
    }
    const object = node !== null && typeof node === 'object' ? (node as Record<string, Json>) : {}
    const next = replace(object[head], rest)
    const copy = { ...object }
    if (next === undefined) delete copy[head]
    else copy[head] = next
    return copy
  }
  return replace(root, segmentsOf(pointer)) as T
}

const arrayAt = (form: FormDocument, pointer: ContainerPointer): Json[] => {
  const found = valueAt(form, pointer)
  return Array.isArray(found) ? found : []
}

const fieldsOf = (form: FormDocument): FormField[] => (Array.isArray(form.fields) ? form.fields : [])

/** Every container of the layout, outermost first; the top-level `/layout` is always one. */
export function layoutContainers(form: FormDocument): LayoutContainer[] {
  const found: LayoutContainer[] = [{ pointer: '/layout', kind: 'root' }]
  const visit = (node: Json, path: string, inSection: boolean): void => {
    if (node === null || typeof node !== 'object') return
    const typed = node as { type?: string; columns?: Array<{ children?: Json[] }>; children?: Json[] }
    if (typed.type === 'row') {
      ;(typed.columns ?? []).forEach((column, c) => {
        const pointer = `${path}/columns/${c}/children`
        found.push({ pointer, kind: inSection ? 'inner-column' : 'column' })
        ;(column.children ?? []).forEach((child, i) => {
          visit(child, `${pointer}/${i}`, inSection)
        })
      })
    } else if (typed.type === 'section' || typed.type === 'step') {
      const pointer = `${path}/children`
      found.push({ pointer, kind: typed.type })
      ;(typed.children ?? []).forEach((child, i) => {
        visit(child, `${pointer}/${i}`, typed.type === 'section')
      })
    }
  }
  ;(form.layout ?? []).forEach((node, i) => {
    visit(node, `/layout/${i}`, false)
  })
  return found
}

/** Where the field of that name is placed: its container and index, or undefined when it is not. */
export function placementOf(
  form: FormDocument,
  name: string,
): { container: ContainerPointer; index: number } | undefined {
  for (const { pointer } of layoutContainers(form)) {
    const index = arrayAt(form, pointer).indexOf(name)
    if (index >= 0) return { container: pointer, index }
  }
  return undefined
}

/** The container a click on the palette adds to: the last step of a step-by-step form, else the top. */
export function defaultContainer(form: FormDocument): ContainerPointer {
  if (form.type === 'steps') {
    const steps = form.layout ?? []
    const last = steps.length - 1
    if (last >= 0 && typeof steps[last] === 'object' && steps[last].type === 'step') return `/layout/${last}/children`
  }
  return '/layout'
}

/** The layout made explicit: without one the form shows its fields in list order, so that is its layout. */
export function withExplicitLayout(form: FormDocument): FormDocument {
  if (form.layout !== undefined) return form
  return { ...form, layout: fieldsOf(form).map((field) => field.name) }
}

const withoutPlacements = (form: FormDocument, name: string): FormDocument => {
  let next = form
  for (;;) {
    const at = placementOf(next, name)
    if (at === undefined) return next
    const items = arrayAt(next, at.container).filter((_, i) => i !== at.index)
    next = withValueAt(next, at.container, items)
  }
}

/**
 * The form with the field of that name placed in `container` at `index` (the end when absent),
 * taken from wherever it was: the drop of a card, or of a new field from the palette.
 */
export function placeField(
  form: FormDocument,
  name: string,
  container: ContainerPointer,
  index?: number,
): FormDocument {
  const explicit = withExplicitLayout(form)
  const before = placementOf(explicit, name)
  // The old place is marked, not taken out, until the field is in its new one: taking it out
  // first would shift the pointers after it, `container` among them.
  const marked = before === undefined ? explicit : withValueAt(explicit, `${before.container}/${before.index}`, MOVING)
  const items = [...arrayAt(marked, container)]
  items.splice(index === undefined ? items.length : Math.max(0, Math.min(index, items.length)), 0, name)
  const placed = withValueAt(marked, container, items)
  const left = placementOf(placed, MOVING)
  return left === undefined
    ? placed
    : withValueAt(
        placed,
        left.container,
        arrayAt(placed, left.container).filter((_, i) => i !== left.index),
      )
}

/** Stands in the old place of a field being moved: no field can have this name. */
const MOVING = '\u0000moving'

const nameStem = (widget: FormWidget): string => {
  const stem = widget
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
  return /^[a-z_]/.test(stem) ? stem : `f_${stem}`
}

/** A field name not used yet in the form, from the widget's name: `text_1`, `text_2`, … */
export function freeFieldName(form: FormDocument, widget: FormWidget): string {
  const used = new Set(fieldsOf(form).map((field) => field.name))
  const stem = nameStem(widget)
  for (let n = 1; ; n += 1) {
    const name = `${stem}_${n}`
    if (!used.has(name)) return name
  }
}

/** A new field of a widget, with the settings the widget cannot do without. */
export function newField(form: FormDocument, widget: FormWidget): FormField {
  const name = freeFieldName(form, widget)
  const field: FormField = { name, widget, label: { mn_MN: name } }
  if (CHOICE_WIDGETS.includes(widget)) {
    field.options = {
      source: 'static',
      items: [
        { value: '1', label: { mn_MN: 'Сонголт 1', en_US: 'Option 1' } },
        { value: '2', label: { mn_MN: 'Сонголт 2', en_US: 'Option 2' } },
      ],
    }
  }
  if (widget === 'geographic') {
    // Ulaanbaatar: where most of the platform's maps start.
    field.geographic = { geometry: 'point', center: { longitude: 106.9177, latitude: 47.9186 }, zoom: 12 }
  }
  if (widget === 'hidden' || widget === 'sub-form' || widget === 'workflow') delete field.label
  return field
}

/**
 * The form with a new field of `widget` at the end of its fields, and placed at the end of
 * `container` (or the default one) when the form has a layout. Answers the new field's index.
 */
export function addField(
  form: FormDocument,
  widget: FormWidget,
  container?: ContainerPointer,
  index?: number,
): { form: FormDocument; index: number } {
  const field = newField(form, widget)
  const fields = [...fieldsOf(form), field]
  let next: FormDocument = { ...form, fields }
  if (container !== undefined || form.layout !== undefined) {
    next = placeField(next, field.name, container ?? defaultContainer(form), index)
  }
  return { form: next, index: fields.length - 1 }
}

/** The form without its field at `index`, and without any place of it in the layout. */
export function removeField(form: FormDocument, index: number): FormDocument {
  const field = fieldsOf(form)[index]
  if (field === undefined) return form
  const fields = fieldsOf(form).filter((_, i) => i !== index)
  const stillNamed = fields.some((other) => other.name === field.name)
  const next = { ...form, fields }
  return stillNamed ? next : withoutPlacements(next, field.name)
}

/**
 * The field at `index` one place up (`-1`) or down (`+1`): in its layout container when it is
 * placed, else in the list of fields (which is the layout when there is none).
 */
export function moveField(form: FormDocument, index: number, delta: -1 | 1): FormDocument {
  const fields = fieldsOf(form)
  const field = fields[index]
  if (field === undefined) return form
  const at = form.layout === undefined ? undefined : placementOf(form, field.name)
  if (at === undefined) {
    const other = index + delta
    if (other < 0 || other >= fields.length) return form
    const reordered = [...fields]
    reordered[index] = fields[other] as FormField
    reordered[other] = field
    return { ...form, fields: reordered }
  }
  const items = [...arrayAt(form, at.container)]
  const other = at.index + delta
  if (other < 0 || other >= items.length) return form
  items[at.index] = items[other]
  items[other] = field.name
  return withValueAt(form, at.container, items)
}

/**
 * The field at `index` renamed, with its places in the layout and the form's identity following
 * it (the name is the field's key everywhere in the document).
 */
export function renameField(form: FormDocument, index: number, name: string): FormDocument {
  const fields = fieldsOf(form)
  const field = fields[index]
  if (field === undefined || field.name === name) return form
  const shared = fields.some((other, i) => i !== index && other.name === field.name)
  let next: FormDocument = { ...form, fields: fields.map((f, i) => (i === index ? { ...f, name } : f)) }
  if (!shared) {
    const at = form.layout === undefined ? undefined : placementOf(form, field.name)
    if (at !== undefined) next = withValueAt(next, `${at.container}/${at.index}`, name)
    if (form.identity === field.name) next = { ...next, identity: name }
  }
  return next
}

/** A new layout node of a kind, ready to take fields. */
export function newLayoutNode(piece: Exclude<LayoutPiece, 'field'>, count: number): FormLayoutNode {
  switch (piece) {
    case 'row':
      return {
        type: 'row',
        columns: [
          { span: { xs: 24, md: 12 }, children: [] },
          { span: { xs: 24, md: 12 }, children: [] },
        ],
      }
    case 'section':
      return { type: 'section', title: { mn_MN: `Хэсэг ${count}`, en_US: `Section ${count}` }, children: [] }
    case 'step':
      return { type: 'step', title: { mn_MN: `Алхам ${count}`, en_US: `Step ${count}` }, children: [] }
  }
}

/**
 * The form with a new row, section or step at the end of `container`, when that container may
 * hold it; else at the end of the default container, else unchanged.
 */
export function addLayoutNode(
  form: FormDocument,
  piece: Exclude<LayoutPiece, 'field'>,
  container?: ContainerPointer,
): FormDocument {
  const explicit = withExplicitLayout(form)
  const containers = layoutContainers(explicit)
  const fits = (pointer: ContainerPointer | undefined) => {
    const found = containers.find((c) => c.pointer === pointer)
    return found !== undefined && accepts(found.kind, piece, explicit) ? found.pointer : undefined
  }
  const target = fits(container) ?? fits(piece === 'step' ? '/layout' : defaultContainer(explicit))
  if (target === undefined) return form
  const items = arrayAt(explicit, target)
  const count = containers.filter((c) => c.kind === piece).length + 1
  return withValueAt(explicit, target, [...items, newLayoutNode(piece, count)])
}

/** The form without the layout node at `pointer`; the fields it held stay in the form, unplaced. */
export function removeLayoutNode(form: FormDocument, pointer: string): FormDocument {
  const cut = pointer.lastIndexOf('/')
  const parent = pointer.slice(0, cut)
  const index = Number(pointer.slice(cut + 1))
  const items = valueAt(form, parent)
  if (!Array.isArray(items)) return form
  return withValueAt(
    form,
    parent,
    items.filter((_, i) => i !== index),
  )
}

/** A row with one more column (the spans left for the person to set). */
export function addColumn(form: FormDocument, rowPointer: string): FormDocument {
  const columns = valueAt(form, `${rowPointer}/columns`)
  if (!Array.isArray(columns)) return form
  return withValueAt(form, `${rowPointer}/columns`, [...columns, { span: { xs: 24 }, children: [] }])
}

/** The names of the fields the layout does not place (the form does not show them). */
export function unplacedFields(form: FormDocument): string[] {
  if (form.layout === undefined) return []
  return fieldsOf(form)
    .map((field) => field.name)
    .filter((name) => placementOf(form, name) === undefined)
}

/**
 * The form as a simple or a step-by-step one: a step-by-step form's layout is made of steps, so
 * the layout moves into a first step, or out of its steps back to the top.
 */
export function withFormType(form: FormDocument, type: 'simple' | 'steps'): FormDocument {
  if ((form.type ?? 'simple') === type) return form
  const layout = withExplicitLayout(form).layout ?? []
  if (type === 'steps') {
    return {
      ...form,
      type,
      layout: [{ type: 'step', title: { mn_MN: 'Алхам 1', en_US: 'Step 1' }, children: layout.filter(isBlock) }],
    }
  }
  const flat: FormLayoutNode[] = layout.flatMap((node) =>
    typeof node === 'object' && node.type === 'step' ? node.children : [node],
  )
  const { type: _dropped, ...rest } = form
  return { ...rest, layout: flat }
}

const isBlock = (node: FormLayoutNode): node is Exclude<FormLayoutNode, { type: 'step' }> =>
  typeof node === 'string' || node.type !== 'step'
