// A chart's elements edited as pure functions: each answers a new list and keeps the rules the
// schema's check states (a grouping element has no aggregation; a time unit needs grouping).
import type { ChartElement, LocalizedText } from '@tamga/schema'

/** The chart's elements as a list, whatever the document holds while it is edited. */
export function elementsOf(elements: unknown): ChartElement[] {
  return Array.isArray(elements) ? (elements as ChartElement[]) : []
}

/**
 * A new element over `field`: a grouping one when the chart has no category yet (its first
 * element is usually the axis), else a count, so a new chart is valid as soon as it has two.
 */
export function newChartElement(elements: readonly ChartElement[], field: string): ChartElement {
  const grouped = elements.some((element) => element.group === true)
  return grouped ? { field, aggregation: 'count' } : { field, group: true }
}

/** The list with `element` at the end. */
export function addChartElement(elements: readonly ChartElement[], element: ChartElement): ChartElement[] {
  return [...elements, element]
}

/** The list without the element at `index`. */
export function removeChartElement(elements: readonly ChartElement[], index: number): ChartElement[] {
  return elements.filter((_, at) => at !== index)
}

/** The list with the element at `index` swapped with its neighbour (-1 up, +1 down); unchanged at an end. */
export function moveChartElement(elements: readonly ChartElement[], index: number, by: -1 | 1): ChartElement[] {
  const other = index + by
  const element = elements[index]
  const neighbour = elements[other]
  if (element === undefined || neighbour === undefined) return [...elements]
  const next = [...elements]
  next[index] = neighbour
  next[other] = element
  return next
}

/** The optional properties an element editor may set or clear. */
export type ChartElementPatch = Partial<{ [TKey in keyof ChartElement]: ChartElement[TKey] | undefined }>

/**
 * The list with the element at `index` changed by `patch`; a property patched to undefined or ""
 * is left out. Making an element a grouping drops its aggregation; ending the grouping drops its
 * time unit, since the schema's check refuses either combination.
 */
export function updateChartElement(
  elements: readonly ChartElement[],
  index: number,
  patch: ChartElementPatch,
): ChartElement[] {
  return elements.map((element, at) => {
    if (at !== index) return element
    const next: Record<string, unknown> = { ...element }
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '' || (key === 'group' && value === false)) delete next[key]
      else next[key] = value
    }
    if (next.group === true) delete next.aggregation
    else delete next.timeUnit
    return next as ChartElement
  })
}

/** One stored value and its words, a row of the labels editor. */
export interface ChartLabelRow {
  value: string
  text: LocalizedText | undefined
}

/** An element's label map as editable rows (none for `step-type`, which names no values). */
export function labelRows(labels: ChartElement['labels']): ChartLabelRow[] {
  if (labels === undefined || labels === 'step-type') return []
  return Object.entries(labels).map(([value, text]) => ({ value, text }))
}

/**
 * The label map the rows make, or undefined when none is complete. A row without a value or
 * words is left out; of two rows for one value, the later wins, as in the JSON object.
 */
export function labelsFromRows(rows: readonly ChartLabelRow[]): Record<string, LocalizedText> | undefined {
  const entries = rows.flatMap((row) =>
    row.value === '' || row.text === undefined ? [] : [[row.value, row.text] as const],
  )
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

/**
 * The label rows as a map while they are typed: unlike {@link labelsFromRows} a row whose value
 * or words are still empty stays, so the box being typed into does not vanish; the schema flags
 * it until it is filled.
 */
export function labelsWhileTyping(rows: readonly ChartLabelRow[]): Record<string, LocalizedText> {
  return Object.fromEntries(rows.map((row) => [row.value, row.text ?? '']))
}
