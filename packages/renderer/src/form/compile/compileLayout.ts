import {
  type FormDocument,
  type FormField,
  type FormLayoutBlock,
  type FormLayoutInnerRow,
  type FormLayoutNode,
  type FormLayoutRow,
  type FormLayoutSection,
  type LanguageCode,
  localizedText,
} from '@tamga/schema'
import { FULL_SPAN, type ResolvedSpan, resolveSpan } from './span.ts'

/** The place of one field: the React layer draws the field of that name here. */
export interface LayoutField {
  type: 'field'
  name: string
}

/** One column of a row: its width, then fields and sections stacked one under another. */
export interface LayoutColumn {
  span: ResolvedSpan
  children: Array<LayoutField | LayoutSection>
}

/** Columns side by side. */
export interface LayoutRow {
  type: 'row'
  columns: LayoutColumn[]
}

/** A titled group of rows, already filtered by role. */
export interface LayoutSection {
  type: 'section'
  title?: string
  children: LayoutRow[]
}

/** What a form, or one of its steps, is made of: rows and sections, one under another. */
export type LayoutBlock = LayoutRow | LayoutSection

/** One page of a step-by-step form. */
export interface LayoutStep {
  title: string
  description?: string
  children: LayoutBlock[]
}

interface LayoutCommon {
  /** The top-level sections (of the form, or of each step) are drawn as tabs. */
  sectionsAsTabs: boolean
  /** The fields the layout shows, in reading order; every other field is not drawn. */
  placed: string[]
}

/**
 * A form's layout in one shape the React layer can draw without looking at the document again:
 * every field sits in a column of a row (a bare field gets a row of its own, as wide as its
 * `span`), spans are given at every breakpoint, texts are in the chosen language, sections the
 * role may not see are gone, and so are fields that are never shown (`hidden`, or the `hidden`
 * widget) and rows or sections left empty. A step-by-step form is a list of steps.
 */
export type CompiledLayout =
  | (LayoutCommon & { type: 'simple'; blocks: LayoutBlock[] })
  | (LayoutCommon & { type: 'steps'; steps: LayoutStep[] })

/** Options of {@link compileLayout}. */
export interface CompileLayoutOptions {
  language: LanguageCode
  /**
   * The signed-in user's role. Sections limited to some roles are shown only to those roles,
   * so without a role they are not shown.
   */
  roleId?: number
}

/** Whether the field never takes a place on the screen: its value only travels in the record. */
export function isNeverShown(field: FormField): boolean {
  return field.hidden === true || field.widget === 'hidden'
}

type InnerNode = FormLayoutSection['children'][number]

/** Builds the normalized layout of one form; pure, and never throws on a layout `checkForm` refuses. */
export function compileLayout(form: FormDocument, options: CompileLayoutOptions): CompiledLayout {
  const fields = new Map(form.fields.map((field) => [field.name, field]))
  const placed: string[] = []
  const taken = new Set<string>()

  // Unknown and repeated names are skipped here; checkForm reports them to the builder.
  const place = (name: string): LayoutField | undefined => {
    const field = fields.get(name)
    if (field === undefined || isNeverShown(field) || taken.has(name)) return undefined
    taken.add(name)
    placed.push(name)
    return { type: 'field', name }
  }

  const rowOfField = (name: string): LayoutRow | undefined => {
    const leaf = place(name)
    return leaf === undefined
      ? undefined
      : { type: 'row', columns: [{ span: resolveSpan(fields.get(name)?.span), children: [leaf] }] }
  }

  const withContent = (columns: LayoutColumn[]): LayoutRow | undefined =>
    columns.some((column) => column.children.length > 0) ? { type: 'row', columns } : undefined

  const innerRow = (row: FormLayoutInnerRow): LayoutRow | undefined =>
    withContent(
      row.columns.map((column) => ({
        span: resolveSpan(column.span),
        children: column.children.map(place).filter((leaf) => leaf !== undefined),
      })),
    )

  const section = (node: FormLayoutSection): LayoutSection | undefined => {
    if (node.roles !== undefined && (options.roleId === undefined || !node.roles.includes(options.roleId))) {
      return undefined
    }
    const children = node.children
      .map((child: InnerNode) => (typeof child === 'string' ? rowOfField(child) : innerRow(child)))
      .filter((row) => row !== undefined)
    if (children.length === 0) return undefined
    const title = localizedText(node.title, options.language)
    return title === undefined ? { type: 'section', children } : { type: 'section', title, children }
  }

  const row = (node: FormLayoutRow): LayoutRow | undefined =>
    withContent(
      node.columns.map((column) => ({
        span: resolveSpan(column.span),
        children: column.children
          .map((child) => (typeof child === 'string' ? place(child) : section(child)))
          .filter((child) => child !== undefined),
      })),
    )

  const block = (node: FormLayoutBlock): LayoutBlock | undefined => {
    if (typeof node === 'string') return rowOfField(node)
    return node.type === 'row' ? row(node) : section(node)
  }

  const blocksOf = (nodes: readonly FormLayoutBlock[]): LayoutBlock[] =>
    nodes.map(block).filter((built) => built !== undefined)

  const sectionsAsTabs = form.sectionsAsTabs === true
  // Without a layout every field goes on its own line, in the order the document lists them.
  const layout: readonly FormLayoutNode[] = form.layout ?? form.fields.map((field) => field.name)

  if (form.type !== 'steps') {
    const blocks: LayoutBlock[] = []
    for (const node of layout) {
      if (typeof node !== 'string' && node.type === 'step') {
        // A step outside a step-by-step form is drawn as a section under the step's title.
        const inner = blocksOf(node.children)
        if (inner.length > 0) {
          blocks.push({ type: 'section', title: localizedText(node.title, options.language), children: rowsOf(inner) })
        }
        continue
      }
      const built = block(node)
      if (built !== undefined) blocks.push(built)
    }
    return { type: 'simple', sectionsAsTabs, blocks, placed }
  }

  const steps: LayoutStep[] = []
  // Blocks outside any step (a layout checkForm refuses) join the step before them, or the first.
  let loose: LayoutBlock[] = []
  for (const node of layout) {
    if (typeof node !== 'string' && node.type === 'step') {
      const step: LayoutStep = {
        title: localizedText(node.title, options.language),
        children: [...loose, ...blocksOf(node.children)],
      }
      const description = localizedText(node.description, options.language)
      if (description !== undefined) step.description = description
      loose = []
      steps.push(step)
      continue
    }
    const built = block(node)
    if (built === undefined) continue
    const last = steps.at(-1)
    if (last === undefined) loose.push(built)
    else last.children.push(built)
  }
  if (loose.length > 0 || steps.length === 0) {
    steps.push({ title: localizedText(form.title, options.language) ?? '', children: loose })
  }
  return { type: 'steps', sectionsAsTabs, steps, placed }
}

/** Sections hold rows only: a section met inside a step drawn as a section becomes a row of its own. */
function rowsOf(blocks: readonly LayoutBlock[]): LayoutRow[] {
  return blocks.map((block) =>
    block.type === 'row' ? block : { type: 'row', columns: [{ span: { ...FULL_SPAN }, children: [block] }] },
  )
}
