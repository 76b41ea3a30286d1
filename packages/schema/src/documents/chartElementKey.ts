import type { ChartElement } from './chart.ts'

/** The name an element's value has in the chart's rows: its alias, or else its field. */
export function chartElementKey(element: ChartElement): string {
  return element.alias ?? element.field
}
