import type { CompiledLayout, LayoutBlock, LayoutSection } from './compile/index.ts'

/** The fields a list of layout blocks places, in reading order. */
export function fieldsOfBlocks(blocks: readonly LayoutBlock[]): string[] {
  const names: string[] = []
  const visit = (block: LayoutBlock | LayoutSection): void => {
    const rows = block.type === 'row' ? [block] : block.children
    for (const row of rows) {
      for (const column of row.columns) {
        for (const child of column.children) {
          if (child.type === 'field') names.push(child.name)
          else visit(child)
        }
      }
    }
  }
  for (const block of blocks) visit(block)
  return names
}

/** The fields of each step of a step-by-step form; a simple form is one step. */
export function stepFields(layout: CompiledLayout): string[][] {
  return layout.type === 'steps' ? layout.steps.map((step) => fieldsOfBlocks(step.children)) : [layout.placed]
}

/** The first step holding one of `fields` (those with errors, say); undefined when none does. */
export function firstStepOf(layout: CompiledLayout, fields: Iterable<string>): number | undefined {
  const wanted = new Set(fields)
  const index = stepFields(layout).findIndex((names) => names.some((name) => wanted.has(name)))
  return index === -1 ? undefined : index
}

/**
 * The first of `fields` in reading order (page by page, tab by tab, top to bottom): the field a
 * refused save takes the person to. Undefined when the layout places none of them.
 *
 * @example firstInReadingOrder(envoyLayout, ['email', 'last_name']) // 'last_name'
 */
export function firstInReadingOrder(layout: CompiledLayout, fields: Iterable<string>): string | undefined {
  const wanted = new Set(fields)
  return stepFields(layout)
    .flat()
    .find((name) => wanted.has(name))
}

/** A run of blocks drawn one under another, or of top-level sections drawn as tabs. */
export type BlockGroup = { type: 'blocks'; blocks: LayoutBlock[] } | { type: 'tabs'; sections: LayoutSection[] }

/**
 * The blocks of a form or step grouped for drawing: with `sectionsAsTabs`, each run of
 * top-level sections side by side becomes one set of tabs, and rows between them stay above
 * or below; without it, one group of everything.
 */
export function blockGroups(blocks: readonly LayoutBlock[], sectionsAsTabs: boolean): BlockGroup[] {
  if (!sectionsAsTabs) return blocks.length === 0 ? [] : [{ type: 'blocks', blocks: [...blocks] }]
  const groups: BlockGroup[] = []
  for (const block of blocks) {
    const last = groups.at(-1)
    if (block.type === 'section') {
      if (last?.type === 'tabs') last.sections.push(block)
      else groups.push({ type: 'tabs', sections: [block] })
    } else if (last?.type === 'blocks') last.blocks.push(block)
    else groups.push({ type: 'blocks', blocks: [block] })
  }
  return groups
}

/**
 * How many of `fields` (those with errors) each tab holds, by the tab's key: what its badge
 * counts, so an error on a tab not shown is seen. Tabs without any are left out.
 */
export function fieldCountsOfTabs(
  blocks: readonly LayoutBlock[],
  sectionsAsTabs: boolean,
  fields: ReadonlySet<string>,
): Map<string, number> {
  const counts = new Map<string, number>()
  blockGroups(blocks, sectionsAsTabs).forEach((group, groupIndex) => {
    if (group.type !== 'tabs') return
    group.sections.forEach((section, index) => {
      const count = fieldsOfBlocks([section]).filter((name) => fields.has(name)).length
      if (count > 0) counts.set(tabKey(groupIndex, index), count)
    })
  })
  return counts
}

/** The key of a section's tab: its place among the blocks, stable while the layout is. */
export function tabKey(group: number, index: number): string {
  return `${group}.${index}`
}

/**
 * The tab to show so that the first of `fields` is seen: for each set of tabs that holds one
 * of them, the key of the first such tab.
 */
export function tabsShowing(blocks: readonly LayoutBlock[], sectionsAsTabs: boolean, fields: Iterable<string>) {
  const wanted = new Set(fields)
  const shown = new Map<number, string>()
  blockGroups(blocks, sectionsAsTabs).forEach((group, groupIndex) => {
    if (group.type !== 'tabs') return
    const index = group.sections.findIndex((section) => fieldsOfBlocks([section]).some((name) => wanted.has(name)))
    if (index !== -1) shown.set(groupIndex, tabKey(groupIndex, index))
  })
  return shown
}
