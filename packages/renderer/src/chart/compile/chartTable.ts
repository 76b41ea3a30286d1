import type { LanguageCode } from '@tamga/schema'
import type { ChartData } from './chartData.ts'
import { measureText, valueText } from './chartData.ts'
import { NO_DATA_TEXT } from './chartMessages.ts'
import type { ChartTableView } from './chartView.ts'

/**
 * A `table` chart: a column per element in the document's order, a row per answer row in the
 * answer's order; measured values with thousands separators (spec 9), the rest as they are.
 */
export function chartTable(data: ChartData, context: { title: string; language: LanguageCode }): ChartTableView {
  const columns = data.columns.map((column) => ({ key: column.key, title: column.title, numeric: column.measured }))
  return {
    kind: 'table',
    title: context.title,
    columns,
    rows: data.rows.map((row) =>
      Object.fromEntries(
        columns.map((column) => [
          column.key,
          column.numeric ? measureText(row[column.key]) : valueText(row[column.key], context.language),
        ]),
      ),
    ),
    emptyText: NO_DATA_TEXT[context.language],
  }
}
