// The decision letter drawn as a PDF (A4, DejaVu Sans like the printouts): the foundation and
// the record, the decision in a framed box, the council's votes with their signatures, and the
// history; tables whose rows wrap, move whole to the next page and repeat their header there.
import PDFDocument from 'pdfkit'
import { PDF_FONTS } from '../records/print/pdfFonts.ts'
import { type DecisionLetter, LETTER_WORDS, type LetterSignature } from './decisionLetter.ts'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 40
const FOOTER = 24
const BODY = 9.5
const SMALL = 8
const PADDING = 4
const LINE = '#c8c8c8'
const HEADER_FILL = '#eef1f5'
const MUTED = '#555555'
/** The most a cell's text may take before it is cut with an ellipsis. */
const MAX_CELL_HEIGHT = 220
/** A signature image's box in the council's table. */
const SIGNATURE_BOX: [number, number] = [84, 30]
/** The colour of the decision's frame: END green, CANCEL red. */
const OUTCOME_COLOUR = { END: '#389e0d', CANCEL: '#cf1322' } as const

type FontName = keyof typeof PDF_FONTS

/** One cell of a table: text (with a second, smaller line) or a signature. */
type Cell =
  | { text: string; font?: FontName | undefined; note?: string | undefined }
  | { signature: LetterSignature | null }

interface Column {
  header: string
  /** A share of the table's width. */
  weight: number
}

/** The letter as a PDF document: a readable stream of its bytes, already ended. */
export function decisionLetterPdf(letter: DecisionLetter): PDFKit.PDFDocument {
  const words = LETTER_WORDS[letter.language]
  const document = new PDFDocument({
    size: A4,
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: PDF_FONTS.regular,
    lang: letter.language.replace('_', '-'),
    info: { Title: letter.title, Subject: letter.decision.status, Author: letter.organisation, Creator: 'Tamga' },
  })
  const width = A4[0] - 2 * MARGIN
  const bottom = A4[1] - MARGIN - FOOTER
  let y = MARGIN

  const font = (name: FontName, size: number, colour = '#000') =>
    document.font(PDF_FONTS[name]).fontSize(size).fillColor(colour)
  const heightOf = (text: string, name: FontName, size: number, within: number) => {
    font(name, size)
    return document.heightOfString(text === '' ? ' ' : text, { width: within })
  }
  /** Starts a new page when `height` does not fit on this one. */
  const room = (height: number) => {
    if (y + height <= bottom) return false
    document.addPage()
    y = MARGIN
    return true
  }
  const rule = (at: number, colour = LINE, thickness = 0.5) =>
    document
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + width, at)
      .lineWidth(thickness)
      .strokeColor(colour)
      .stroke()
  const heading = (text: string) => {
    room(48)
    y += 10
    font('bold', 12).text(text, MARGIN, y, { width })
    y = document.y + 2
    rule(y, '#1f3b57', 1)
    y += 6
  }

  // The letterhead: who writes, what about, when it was decided.
  if (letter.organisation !== '') {
    font('bold', 11, '#1f3b57').text(letter.organisation, MARGIN, y, { width })
    y = document.y + 4
    rule(y, '#1f3b57', 1.5)
    y += 10
  }
  font('bold', 18).text(words.heading, MARGIN, y, { width })
  y = document.y + 2
  font('regular', 13).text(letter.subject, MARGIN, y, { width })
  y = document.y + 2
  font('regular', BODY, MUTED).text(`${words.decidedAt}: ${letter.decision.at}`, MARGIN, y, { width })
  y = document.y + 4

  /** A table: a shaded header, then rows that wrap, each moved whole to the next page with the header again. */
  const table = (columns: readonly Column[], rows: ReadonlyArray<readonly Cell[]>, header = true) => {
    const total = columns.reduce((sum, column) => sum + column.weight, 0)
    const widths = columns.map((column) => (column.weight / total) * width)
    const inner = (index: number) => Math.max(1, (widths[index] ?? 0) - 2 * PADDING)
    const cellHeight = (cell: Cell, index: number) => {
      if ('signature' in cell) {
        if (cell.signature?.kind === 'image') return SIGNATURE_BOX[1]
        return cell.signature === null
          ? heightOf('—', 'regular', BODY, inner(index))
          : heightOf(cell.signature.text, 'oblique', BODY + 1, inner(index))
      }
      const main = heightOf(cell.text, cell.font ?? 'regular', BODY, inner(index))
      const note =
        cell.note === undefined || cell.note === '' ? 0 : heightOf(cell.note, 'regular', SMALL, inner(index)) + 1
      return Math.min(MAX_CELL_HEIGHT, main + note)
    }
    const rowHeight = (cells: readonly Cell[]) => Math.max(...cells.map(cellHeight)) + 2 * PADDING
    const drawRow = (cells: readonly Cell[], height: number) => {
      let x = MARGIN
      cells.forEach((cell, index) => {
        const within = inner(index)
        if ('signature' in cell) {
          const signature = cell.signature
          if (signature?.kind === 'image') {
            document.image(signature.image, x + PADDING, y + PADDING, {
              fit: SIGNATURE_BOX,
              valign: 'center',
            })
          } else if (signature === null) {
            font('regular', BODY, MUTED).text('—', x + PADDING, y + PADDING, { width: within })
          } else {
            font('oblique', BODY + 1, '#0b3d91').text(signature.text, x + PADDING, y + PADDING, { width: within })
          }
        } else {
          const limit = height - 2 * PADDING
          font(cell.font ?? 'regular', BODY).text(cell.text, x + PADDING, y + PADDING, {
            width: within,
            height: limit,
            ellipsis: true,
          })
          if (cell.note !== undefined && cell.note !== '') {
            const used = Math.min(limit, heightOf(cell.text, cell.font ?? 'regular', BODY, within))
            if (used < limit) {
              font('regular', SMALL, MUTED).text(cell.note, x + PADDING, y + PADDING + used + 1, {
                width: within,
                height: limit - used - 1,
                ellipsis: true,
              })
            }
          }
        }
        x += widths[index] ?? 0
      })
      y += height
      rule(y)
    }
    const drawHeader = () => {
      if (!header) return
      const cells = columns.map((column): Cell => ({ text: column.header, font: 'bold' }))
      const height = rowHeight(cells)
      document.rect(MARGIN, y, width, height).fill(HEADER_FILL)
      drawRow(cells, height)
    }
    const headerHeight = header ? rowHeight(columns.map((column): Cell => ({ text: column.header, font: 'bold' }))) : 0
    room(headerHeight + (rows[0] === undefined ? 0 : rowHeight(rows[0])))
    drawHeader()
    for (const cells of rows) {
      const height = rowHeight(cells)
      if (room(height)) drawHeader()
      drawRow(cells, height)
    }
  }

  // The record.
  heading(words.record)
  rule(y)
  table(
    [
      { header: '', weight: 2 },
      { header: '', weight: 5 },
    ],
    letter.fields.map((field): Cell[] => [
      { text: field.label, font: 'bold' },
      { text: field.value === '' ? '—' : field.value },
    ]),
    false,
  )

  // The decision, framed in its outcome's colour.
  heading(words.decision)
  const lines: Array<[string, string]> = [
    [words.status, `${letter.decision.status} — ${letter.decision.step}`],
    ...(letter.decision.action === null ? [] : [[words.action, letter.decision.action] as [string, string]]),
    ...(letter.decision.by === null ? [] : [[words.by, letter.decision.by] as [string, string]]),
    ...(letter.decision.description === null ? [] : [[words.reasons, letter.decision.description] as [string, string]]),
    [words.decidedAt, letter.decision.at],
  ]
  const labelWidth = width * 0.3
  const valueWidth = width - labelWidth - 3 * PADDING - 6
  const boxHeight =
    lines.reduce((sum, [, value]) => sum + Math.max(heightOf(value, 'bold', BODY + 1, valueWidth), 12) + 3, 0) +
    2 * PADDING +
    4
  room(boxHeight)
  const colour = letter.decision.statusType === 'CANCEL' ? OUTCOME_COLOUR.CANCEL : OUTCOME_COLOUR.END
  document.rect(MARGIN, y, width, boxHeight).lineWidth(0.8).strokeColor(colour).stroke()
  document.rect(MARGIN, y, 5, boxHeight).fill(colour)
  let lineY = y + PADDING + 2
  for (const [label, value] of lines) {
    font('regular', BODY, MUTED).text(label, MARGIN + 6 + PADDING, lineY + 1, { width: labelWidth })
    font('bold', BODY + 1, label === words.status ? colour : '#000').text(
      value,
      MARGIN + 6 + 2 * PADDING + labelWidth,
      lineY,
      {
        width: valueWidth,
      },
    )
    lineY += Math.max(heightOf(value, 'bold', BODY + 1, valueWidth), 12) + 3
  }
  y += boxHeight

  // The council's votes.
  heading(words.council)
  if (letter.council === null || letter.council.length === 0) {
    font('regular', BODY, MUTED).text(words.noVote, MARGIN, y, { width })
    y = document.y
  } else {
    table(
      [
        { header: '№', weight: 0.45 },
        { header: words.member, weight: 2.2 },
        { header: words.vote, weight: 1.5 },
        { header: words.description, weight: 2.3 },
        { header: words.signature, weight: 1.8 },
        { header: words.dateTime, weight: 2 },
      ],
      letter.council.map((vote, index): Cell[] => [
        { text: String(index + 1) },
        { text: vote.name, font: 'bold', note: vote.job ?? undefined },
        { text: vote.vote, font: 'bold' },
        { text: vote.description ?? '' },
        { signature: vote.signature },
        { text: vote.at },
      ]),
    )
  }

  // The history.
  heading(words.history)
  table(
    [
      { header: '№', weight: 0.45 },
      { header: words.step, weight: 2.5 },
      { header: words.done, weight: 2.7 },
      { header: words.actor, weight: 2 },
      { header: words.dateTime, weight: 1.95 },
    ],
    letter.history.map((entry, index): Cell[] => [
      { text: String(index + 1) },
      { text: entry.step },
      { text: entry.action, font: 'bold', note: entry.description ?? undefined },
      { text: entry.by },
      { text: entry.at },
    ]),
  )

  // The foot of every page: what the letter is, when it was made, which page of how many.
  const range = document.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index += 1) {
    document.switchToPage(index)
    // The foot is in the bottom margin; without lifting it, pdfkit would open a new page.
    const margin = document.page.margins.bottom
    document.page.margins.bottom = 0
    const footY = A4[1] - MARGIN - SMALL
    rule(footY - 6)
    font('regular', SMALL - 0.5, '#666')
    document.text(`${letter.subject} · ${words.made} ${letter.madeAt}`, MARGIN, footY, {
      width: width * 0.7,
      lineBreak: false,
      ellipsis: true,
    })
    document.text(`${words.page} ${index + 1} / ${range.count}`, MARGIN + width * 0.7, footY, {
      width: width * 0.3,
      align: 'right',
      lineBreak: false,
    })
    document.page.margins.bottom = margin
  }
  document.end()
  return document
}
