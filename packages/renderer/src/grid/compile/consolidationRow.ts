import {
  type AggregateFunction,
  type GridConsolidation,
  type GridDocument,
  type LanguageCode,
  localizedText,
} from '@tamga/schema'
import { namespace } from '../../i18n/namespaces.ts'
import type { RecordRow } from './compileGridColumns.ts'
import { formatCellValue } from './formatCell.ts'

/** The label of an aggregate that has none in the document, in each interface language. */
export const aggregateWord = namespace('aggregates', {
  sum: { mn_MN: 'Нийт', en_US: 'Total', ko_KR: '합계' },
  avg: { mn_MN: 'Дундаж', en_US: 'Average', ko_KR: '평균' },
  count: { mn_MN: 'Тоо', en_US: 'Count', ko_KR: '개수' },
  min: { mn_MN: 'Хамгийн бага', en_US: 'Minimum', ko_KR: '최소' },
  max: { mn_MN: 'Хамгийн их', en_US: 'Maximum', ko_KR: '최대' },
} as const satisfies Record<AggregateFunction, Record<LanguageCode, string>>)

/** The separator between two consolidations shown under the same column. */
const CELL_SEPARATOR = ' · '

/** One consolidation of a grid, read from a list answer. */
export interface ConsolidationCell {
  /** The column under which it is shown. */
  column: string
  /** The document's label in the reader's language, or the aggregate's name. */
  label: string
  /** `sum`, `avg`…; absent for a formula. */
  aggregate?: AggregateFunction
  /** The formula; absent for an aggregate. */
  formula?: string
  /**
   * The value over every row the filter selects; null when no row has one, and for a formula,
   * which the records API does not compute.
   */
  value: number | null
  /** The label and the value as shown, `'Нийт: 1,250,000₮'`; `''` when there is no value. */
  text: string
}

/** The consolidation row of a grid: ag-grid's pinned bottom row, and each consolidation apart. */
export interface ConsolidationRow {
  /** The pinned bottom row's data: the texts of the cells with a value, by column (joined when a column has more). */
  data: RecordRow
  cells: ConsolidationCell[]
}

/** The key of an aggregate consolidation in a list answer's `consolidation`: `sum_amount`. */
export function consolidationKey(consolidation: GridConsolidation): string | undefined {
  return consolidation.aggregate === undefined ? undefined : `${consolidation.aggregate}_${consolidation.column}`
}

function valueText(
  grid: GridDocument,
  consolidation: GridConsolidation,
  value: number,
  language: LanguageCode,
): string {
  const column = grid.columns.find((candidate) => candidate.field === consolidation.column)
  // A count is a number of rows whatever the column holds; other aggregates are in the column's unit.
  if (consolidation.aggregate === 'count') return formatCellValue(value, { kind: 'number', language })
  const kind = column?.type === 'money' ? 'money' : 'number'
  return formatCellValue(value, { kind, language, precision: column?.precision })
}

/**
 * The consolidation row of a grid from a list answer's `consolidation` (spec 3.13 "consolidation
 * formulas"): each consolidation's label in the reader's language (the aggregate's name when the
 * document gives none) and its value, formatted as its column's values are (₮ for money, a
 * plain number for a count). `data` is ag-grid's pinned bottom row; the compiled columns show
 * its texts as they are. `undefined` when the grid has no consolidations.
 *
 * Formula consolidations are listed with no value: the records API computes aggregates only.
 *
 * @example consolidationRow(grid, answer.consolidation, 'mn_MN')?.data // { amount: 'Нийт хүссэн дүн: 1,250,000₮' }
 */
export function consolidationRow(
  grid: GridDocument,
  consolidation: Readonly<Record<string, number | null>> | undefined,
  language: LanguageCode,
): ConsolidationRow | undefined {
  const items = grid.consolidation ?? []
  if (items.length === 0) return undefined
  const cells: ConsolidationCell[] = items.map((item) => {
    const key = consolidationKey(item)
    const found = key === undefined ? undefined : consolidation?.[key]
    const value = typeof found === 'number' && Number.isFinite(found) ? found : null
    const label =
      item.label !== undefined
        ? localizedText(item.label, language)
        : item.aggregate !== undefined
          ? aggregateWord(item.aggregate, language)
          : (item.formula ?? '')
    const text = value === null ? '' : `${label}: ${valueText(grid, item, value, language)}`
    return {
      column: item.column,
      label,
      ...(item.aggregate === undefined ? {} : { aggregate: item.aggregate }),
      ...(item.formula === undefined ? {} : { formula: item.formula }),
      value,
      text,
    }
  })
  const data: RecordRow = {}
  for (const cell of cells) {
    // As on the server's printouts, a consolidation without a value shows nothing.
    if (cell.text === '') continue
    const before = data[cell.column]
    data[cell.column] = typeof before === 'string' ? `${before}${CELL_SEPARATOR}${cell.text}` : cell.text
  }
  return { data, cells }
}
