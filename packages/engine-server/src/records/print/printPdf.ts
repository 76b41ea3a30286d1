// A printout of a krud's rows as a PDF: pdfkit with DejaVu Sans embedded (Cyrillic, so
// Mongolian renders; only the glyphs used are embedded), a table whose header row repeats on
// every page, rows that wrap up to three lines, and "page N / M" at the foot of each page.
import PDFDocument from 'pdfkit'
import { PDF_FONTS } from './pdfFonts.ts'
import { alignsRight, PAPER_MM, type PrintSetup, printSummary, printWords, rowTexts } from './printLayout.ts'

const POINTS_PER_MM = 72 / 25.4
const MARGIN = 28
const FOOTER = 22
const FONT_SIZE = 8
const PADDING = 3
const MAX_LINES = 3
const LINE = '#b0b0b0'
const HEADER_FILL = '#ececec'

/** Adds rows to a PDF printout as they are read, then finishes it. */
export interface PdfPrint {
  /** The document: a readable stream of the PDF's bytes. */
  document: PDFKit.PDFDocument
  addRows(rows: ReadonlyArray<Record<string, unknown>>): void
  /** Draws the totals and the page numbers and ends the document. */
  finish(): void
}

/**
 * Starts a PDF printout at the setup's paper size and orientation. Pages are kept until
 * {@link PdfPrint.finish} so each can say how many there are; the route bounds the rows a
 * printout may have.
 */
export function createPdfPrint(setup: PrintSetup): PdfPrint {
  const [shortMm, longMm] = PAPER_MM[setup.paperSize]
  const portrait: [number, number] = [shortMm * POINTS_PER_MM, longMm * POINTS_PER_MM]
  const size = setup.orientation === 'landscape' ? [portrait[1], portrait[0]] : portrait
  const document = new PDFDocument({
    size,
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: PDF_FONTS.regular,
    lang: setup.language.replace('_', '-'),
    info: { Title: setup.title, Creator: 'Tamga' },
  })
  const fonts = PDF_FONTS
  const words = printWords(setup.language)
  const pageWidth = size[0] ?? 0
  const pageHeight = size[1] ?? 0
  const usable = pageWidth - 2 * MARGIN
  const bottom = pageHeight - MARGIN - FOOTER
  const weight = setup.columns.reduce((sum, column) => sum + column.width, 0) || 1
  const widths = setup.columns.map((column) => (column.width / weight) * usable)
  const lineHeight = document.font(fonts.regular).fontSize(FONT_SIZE).currentLineHeight(true)
  const maxText = lineHeight * MAX_LINES

  let y = MARGIN
  let number = 0

  const textHeight = (texts: readonly string[], font: 'regular' | 'bold') => {
    document.font(fonts[font]).fontSize(FONT_SIZE)
    let height = lineHeight
    texts.forEach((text, index) => {
      if (text === '') return
      const width = Math.max(1, (widths[index] ?? 0) - 2 * PADDING)
      height = Math.max(height, Math.min(maxText, document.heightOfString(text, { width })))
    })
    return height + 2 * PADDING
  }

  const drawRow = (
    texts: readonly string[],
    font: 'regular' | 'bold',
    height: number = textHeight(texts, font),
    fill?: string,
  ) => {
    if (fill !== undefined) document.rect(MARGIN, y, usable, height).fill(fill)
    document.fillColor('#000').font(fonts[font]).fontSize(FONT_SIZE)
    let x = MARGIN
    texts.forEach((text, index) => {
      const width = widths[index] ?? 0
      const column = setup.columns[index]
      if (text !== '') {
        document.text(text, x + PADDING, y + PADDING, {
          width: Math.max(1, width - 2 * PADDING),
          height: maxText,
          ellipsis: true,
          align: column !== undefined && alignsRight(column) && font === 'regular' ? 'right' : 'left',
        })
      }
      x += width
    })
    y += height
    document
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + usable, y)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke()
  }

  const headers = setup.columns.map((column) => column.header)
  const drawHeader = () => drawRow(headers, 'bold', undefined, HEADER_FILL)

  /** Draws a row, on a new page under the header again when it does not fit on this one. */
  const placeRow = (texts: readonly string[], font: 'regular' | 'bold') => {
    const height = textHeight(texts, font)
    if (y + height > bottom) {
      document.addPage()
      y = MARGIN
      drawHeader()
    }
    drawRow(texts, font, height)
  }

  document.font(fonts.bold).fontSize(13).fillColor('#000').text(setup.title, MARGIN, y, { width: usable })
  y = document.y + 2
  document
    .font(fonts.regular)
    .fontSize(FONT_SIZE)
    .fillColor('#444')
    .text(printSummary(setup), MARGIN, y, { width: usable })
  y = document.y + 6
  drawHeader()

  return {
    document,
    addRows(rows) {
      for (const row of rows) {
        number += 1
        placeRow(rowTexts(setup, row, number), 'regular')
      }
    },
    finish() {
      if (number === 0) {
        document
          .font(fonts.regular)
          .fontSize(FONT_SIZE)
          .fillColor('#444')
          .text(words.none, MARGIN, y + PADDING)
      }
      if (setup.totals.size > 0) {
        const texts = setup.columns.map((column, index) =>
          index === 0 && !setup.totals.has(column.field) ? words.total : (setup.totals.get(column.field) ?? ''),
        )
        placeRow(texts, 'bold')
      }
      const range = document.bufferedPageRange()
      for (let index = range.start; index < range.start + range.count; index += 1) {
        document.switchToPage(index)
        // The foot is in the bottom margin; without lifting it, pdfkit would open a new page.
        const margin = document.page.margins.bottom
        document.page.margins.bottom = 0
        const footY = pageHeight - MARGIN - FONT_SIZE
        document
          .font(fonts.regular)
          .fontSize(FONT_SIZE - 1)
          .fillColor('#666')
        document.text(setup.title, MARGIN, footY, { width: usable / 2, lineBreak: false, ellipsis: true })
        document.text(`${words.page} ${index + 1} ${words.of} ${range.count}`, MARGIN + usable / 2, footY, {
          width: usable / 2,
          align: 'right',
          lineBreak: false,
        })
        document.page.margins.bottom = margin
      }
      document.end()
    },
  }
}
