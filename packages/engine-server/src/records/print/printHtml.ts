// A printout of a krud's rows as print-ready HTML: the paper size and orientation in `@page`,
// the table header repeated on every printed page (`thead` as a header group), rows kept
// whole across page breaks, page numbers in the page's bottom margin where the browser
// supports CSS margin boxes. No script; every text escaped.
import { alignsRight, type PrintSetup, printSummary, printWords, rowTexts } from './printLayout.ts'

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

/** CSS's name of a paper size. */
const CSS_SIZE = { A3: 'A3', A4: 'A4', A5: 'A5', letter: 'letter', legal: 'legal' } as const

/** The CSS `content` of a text: quoted, with quotes and backslashes escaped. */
const cssString = (text: string): string => `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`

/** Builds an HTML printout as it goes: the head at once, rows as they are read, the end last. */
export interface HtmlPrint {
  addRows(rows: ReadonlyArray<Record<string, unknown>>): void
  /** The whole document. */
  finish(): string
}

/** Starts an HTML printout of the setup. */
export function createHtmlPrint(setup: PrintSetup): HtmlPrint {
  const words = printWords(setup.language)
  const parts: string[] = []
  const cellClass = (index: number) => {
    const column = setup.columns[index]
    return column !== undefined && alignsRight(column) ? ' class="number"' : ''
  }
  const pageText = `${cssString(`${words.page} `)} counter(page) ${cssString(` ${words.of} `)} counter(pages)`
  parts.push(
    '<!doctype html>',
    `<html lang="${setup.language.slice(0, 2)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(setup.title)}</title>`,
    '<style>',
    `@page { size: ${CSS_SIZE[setup.paperSize]} ${setup.orientation}; margin: 12mm 10mm 14mm; @bottom-right { content: ${pageText}; font: 8pt sans-serif; color: #666; } }`,
    'html { font: 9pt "DejaVu Sans", "Noto Sans", Arial, sans-serif; color: #000; }',
    'h1 { font-size: 13pt; margin: 0 0 2pt; }',
    'p.summary { margin: 0 0 6pt; color: #444; font-size: 8pt; }',
    'table { width: 100%; border-collapse: collapse; }',
    'thead { display: table-header-group; }',
    // The totals once, after the last row, not at the foot of every page.
    'tfoot { display: table-row-group; }',
    'tr { break-inside: avoid; page-break-inside: avoid; }',
    'th, td { border: 0.5pt solid #b0b0b0; padding: 2pt 3pt; text-align: left; vertical-align: top; overflow-wrap: anywhere; }',
    'th { background: #ececec; -webkit-print-color-adjust: exact; print-color-adjust: exact; }',
    'td.number, th.number { text-align: right; white-space: nowrap; }',
    'tfoot td { font-weight: bold; }',
    '@media screen { body { margin: 16px; } }',
    '</style>',
    '</head>',
    '<body>',
    `<h1>${escapeHtml(setup.title)}</h1>`,
    `<p class="summary">${escapeHtml(printSummary(setup))}</p>`,
    '<table>',
    `<thead><tr>${setup.columns.map((column, index) => `<th${cellClass(index)}>${escapeHtml(column.header)}</th>`).join('')}</tr></thead>`,
  )
  if (setup.totals.size > 0) {
    const cells = setup.columns.map((column, index) => {
      const text = index === 0 && !setup.totals.has(column.field) ? words.total : (setup.totals.get(column.field) ?? '')
      return `<td${cellClass(index)}>${escapeHtml(text)}</td>`
    })
    parts.push(`<tfoot><tr>${cells.join('')}</tr></tfoot>`)
  }
  parts.push('<tbody>')
  let number = 0
  return {
    addRows(rows) {
      for (const row of rows) {
        number += 1
        const cells = rowTexts(setup, row, number).map(
          (text, index) => `<td${cellClass(index)}>${escapeHtml(text)}</td>`,
        )
        parts.push(`<tr>${cells.join('')}</tr>`)
      }
    },
    finish() {
      if (number === 0) parts.push(`<tr><td colspan="${setup.columns.length}">${escapeHtml(words.none)}</td></tr>`)
      parts.push('</tbody>', '</table>', '</body>', '</html>', '')
      return parts.join('\n')
    },
  }
}
