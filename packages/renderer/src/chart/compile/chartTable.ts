import type { LanguageCode } from '@tamga/schema'
import type { ProcessWords } from '../../workflow/processStatusLabel.ts'
import type { ChartData } from './chartData.ts'
import { elementValueText, measureText } from './chartData.ts'
import { chartDataWord } from './chartMessages.ts'
import type { ChartTableView } from './chartView.ts'

/**
 * A `table` chart: a column per element in the document's order, a row per answer row in the
 * answer's order; measured values with thousands separators (spec 9), the rest as they are.
 */
export function chartTable(
  data: ChartData,
  context: { title: string; language: LanguageCode; processWords?: ProcessWords | undefined },
): ChartTableView {
  const columns = data.columns.map((column) => ({
    key: column.key,
    title: column.title,
    numeric: column.measured,
    element: column.element,
    labels: column.labels,
  }))
  return {
    kind: 'table',
    title: context.title,
    columns: columns.map(({ key, title, numeric }) => ({ key, title, numeric })),
    rows: data.rows.map((row) =>
      Object.fromEntries(
        columns.map((column) => [
          column.key,
          column.numeric
            ? measureText(row[column.key])
            : elementValueText(column.element, row[column.key], context.language, context.processWords, column.labels),
        ]),
      ),
    ),
    emptyText: chartDataWord('noData', context.language),
  }
}
