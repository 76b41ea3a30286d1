// What both printouts (PDF and HTML) share: the paper, the words around the table, and the
// cells' texts of a row.
import { formatDateTime, type LanguageCode, type PaperSize } from '@tamga/schema'
import { displayText, numberText, type TransferColumn } from '../excel/transferColumns.ts'

/** What a printout of a krud's rows shows around them. */
export interface PrintSetup {
  /** The grid's title in the reader's language. */
  title: string
  columns: readonly TransferColumn[]
  language: LanguageCode
  /** @default 'A4' */
  paperSize: PaperSize
  /** @default 'portrait' */
  orientation: 'portrait' | 'landscape'
  /** The number of rows printed. */
  total: number
  /** The grid's consolidations over the printed rows, as text under their columns (by field). */
  totals: ReadonlyMap<string, string>
  /** When the printout was made. */
  printedAt: Date
  /** Minutes east of UTC dates are shown at. @default 480 (Ulaanbaatar) */
  timeZoneOffsetMinutes?: number | undefined
}

const WORDS: Readonly<
  Record<LanguageCode, { page: string; of: string; rows: string; printed: string; none: string; total: string }>
> = {
  mn_MN: { page: 'Хуудас', of: '/', rows: 'мөр', printed: 'Хэвлэсэн', none: 'Мөр алга', total: 'Нийт' },
  en_US: { page: 'Page', of: '/', rows: 'rows', printed: 'Printed', none: 'No rows', total: 'Total' },
  ko_KR: { page: '페이지', of: '/', rows: '행', printed: '인쇄', none: '행 없음', total: '합계' },
}

/** The words of a printout in its language. */
export function printWords(language: LanguageCode) {
  return WORDS[language]
}

/** The line under the title: how many rows, and when they were printed. */
export function printSummary(setup: PrintSetup): string {
  const words = printWords(setup.language)
  const zone =
    setup.timeZoneOffsetMinutes === undefined ? undefined : { timeZoneOffsetMinutes: setup.timeZoneOffsetMinutes }
  return `${numberText(setup.total, 0)} ${words.rows} · ${words.printed} ${formatDateTime(setup.printedAt, zone)}`
}

/** The texts of a row's cells, the `№` column counting from `number`. */
export function rowTexts(setup: PrintSetup, row: Record<string, unknown>, number: number): string[] {
  return setup.columns.map((column) =>
    column.field === '' ? String(number) : displayText(column, row, setup.language, setup.timeZoneOffsetMinutes),
  )
}

/** Whether a column's cells are right-aligned (numbers and amounts). */
export function alignsRight(column: TransferColumn): boolean {
  return column.kind === 'number' || column.kind === 'money'
}

/** The paper sizes in millimetres (portrait), as CSS and PDF know them. */
export const PAPER_MM: Readonly<Record<PaperSize, readonly [number, number]>> = {
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  letter: [215.9, 279.4],
  legal: [215.9, 355.6],
}
