import type { ChartAnswer, ChartAnswerDimension } from '@tamga/schema'
import {
  type ChartDocument,
  type ChartElement,
  chartElementKey,
  formatNumber,
  type LanguageCode,
  localizedText,
} from '@tamga/schema'
import { BOOLEAN_TEXT } from '../../grid/compile/formatCell.ts'
import { type ProcessWords, processStatusDisplay } from '../../workflow/processStatusLabel.ts'
import { MISSING_VALUE_TEXT } from './chartMessages.ts'
import { asLocalizedText } from './localizedText.ts'

/** One value of the chart's rows, with the document element it comes from. */
export interface ChartColumn {
  key: string
  /** The element's title in the reader's language, else its key. */
  title: string
  /** Measured (aggregated, or a number the chart does not group by) rather than a category. */
  measured: boolean
  /** The document's element of this key; absent when the answer names one the document lacks. */
  element?: ChartElement
  /** The server's words for the values (stored value → text), when the answer gives them. */
  labels?: Readonly<Record<string, string>>
}

/** A measured value across the categories. */
export interface ChartMeasure extends ChartColumn {
  /** One value per category, in the answer's order; `null` where the row holds no number. */
  values: Array<number | null>
}

/** A chart answer read for drawing: its category labels and measured series. */
export interface ChartData {
  /** Every value of the rows, in the document's order. */
  columns: ChartColumn[]
  /** One label per row, in the answer's order. */
  categories: string[]
  /** The title of the category axis: the grouping elements' titles. */
  categoryTitle: string
  measures: ChartMeasure[]
  rows: ChartAnswer['rows']
}

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/** A row value as a number: JSON numbers, and the numeric text a database may answer for huge values. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value)
  return null
}

/** A category or a cell as text: numbers as they are (a year stays 2024), true/false in words. */
export function valueText(value: unknown, language: LanguageCode): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE_TEXT
  if (typeof value === 'boolean') return value ? BOOLEAN_TEXT[language].yes : BOOLEAN_TEXT[language].no
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value)
}

/**
 * A value of an element as text, in the words its `labels` give it (for `step-type`, a workflow
 * status as the grid's status cell words it: the app's `process` words, else the server's word
 * in the answer (`answerLabels`), else the step type's label), else as {@link valueText} writes it.
 */
export function elementValueText(
  element: ChartElement | undefined,
  value: unknown,
  language: LanguageCode,
  processWords?: ProcessWords,
  answerLabels?: Readonly<Record<string, string>>,
): string {
  const labels = element?.labels
  if (labels !== undefined && typeof value === 'string' && value !== '') {
    if (labels === 'step-type') {
      const otherwise =
        answerLabels !== undefined && Object.hasOwn(answerLabels, value) ? answerLabels[value] : undefined
      return processStatusDisplay(value, { language, words: processWords, otherwise }).label
    }
    const label = Object.hasOwn(labels, value) ? labels[value] : undefined
    if (label !== undefined) return localizedText(label, language)
  }
  return valueText(value, language)
}

/** A measured value as text, with thousands separators and no decimals (spec 9). */
export function measureText(value: unknown): string {
  const number = numberOf(value)
  return number === null ? MISSING_VALUE_TEXT : formatNumber(number)
}

function isMeasured(dimension: ChartAnswerDimension): boolean {
  return !dimension.group && (dimension.aggregation !== undefined || dimension.kind === 'number')
}

/** The dimensions of the answer, or (for an answer without them) the document's elements. */
function dimensionsOf(chart: ChartDocument, answer: ChartAnswer): ChartAnswerDimension[] {
  if (answer.dimensions.length > 0) return answer.dimensions
  return chart.elements.map((element) => ({
    key: chartElementKey(element),
    field: element.field,
    group: element.group === true,
    ...(element.aggregation === undefined ? {} : { aggregation: element.aggregation }),
    kind: element.aggregation === undefined ? 'text' : 'number',
  }))
}

/**
 * Reads a chart answer for drawing. Grouping values are the categories; when nothing groups,
 * the values that are not measured label the rows, and without those either each row is
 * numbered. Titles come from the document's elements (localized, Mongolian as the fallback),
 * else from the answer's, else the key. Rows keep the answer's order: the server sorted them
 * as the document says.
 */
export function readChartData(
  chart: ChartDocument,
  answer: ChartAnswer,
  language: LanguageCode,
  processWords?: ProcessWords,
): ChartData {
  const elements = new Map(chart.elements.map((element) => [chartElementKey(element), element]))
  const dimensions = dimensionsOf(chart, answer)
  const columns: ChartColumn[] = dimensions.map((dimension) => {
    const element = elements.get(dimension.key)
    const title = element?.title ?? asLocalizedText(dimension.title)
    return {
      key: dimension.key,
      title: title === undefined ? dimension.key : localizedText(title, language),
      measured: isMeasured(dimension),
      ...(element === undefined ? {} : { element }),
      ...(dimension.labels === undefined ? {} : { labels: dimension.labels }),
    }
  })
  const grouping = dimensions.filter((dimension) => dimension.group).map((dimension) => dimension.key)
  const labelKeys =
    grouping.length > 0 ? grouping : columns.filter((column) => !column.measured).map((column) => column.key)
  const labelColumns = columns.filter((column) => labelKeys.includes(column.key))
  const categories = answer.rows.map((row, index) =>
    labelColumns.length === 0
      ? String(index + 1)
      : labelColumns
          .map((column) => elementValueText(column.element, row[column.key], language, processWords, column.labels))
          .join(' / '),
  )
  const measures = columns
    .filter((column) => column.measured && !labelKeys.includes(column.key))
    .map((column) => ({ ...column, values: answer.rows.map((row) => numberOf(row[column.key])) }))
  return {
    columns,
    categories,
    categoryTitle: labelColumns.map((column) => column.title).join(' / '),
    measures,
    rows: answer.rows,
  }
}
