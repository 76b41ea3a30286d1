// The text a PDF shows, read back from its bytes for tests: the content streams inflated, each
// text-showing operator's glyph codes turned into characters through its font's ToUnicode map,
// as a viewer's copy-and-paste does. It reads what pdfkit writes (Type0 fonts with two-byte
// codes, Flate-compressed streams), not every PDF there is.
import { inflateSync } from 'node:zlib'

interface PdfObject {
  dictionary: string
  /** The stream's bytes, inflated when the dictionary says they are Flate-compressed. */
  stream: Buffer | undefined
}

/** The document's objects by number, read one after the other (a stream is skipped by its length). */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const start = /(\d+) 0 obj\b/g
  let found = start.exec(text)
  while (found !== null) {
    const from = found.index + found[0].length
    const streamAt = text.indexOf('stream', from)
    const endAt = text.indexOf('endobj', from)
    if (endAt < 0) break
    let next = endAt + 'endobj'.length
    if (streamAt >= 0 && streamAt < endAt) {
      const dictionary = text.slice(from, streamAt)
      const length = /\/Length (\d+)(?! \d+ R)/.exec(dictionary)
      let dataAt = streamAt + 'stream'.length
      if (text[dataAt] === '\r') dataAt += 1
      if (text[dataAt] === '\n') dataAt += 1
      const size = length?.[1] === undefined ? text.indexOf('endstream', dataAt) - dataAt : Number(length[1])
      const raw = pdf.subarray(dataAt, dataAt + size)
      objects.set(Number(found[1]), {
        dictionary,
        stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw,
      })
      next = text.indexOf('endobj', dataAt + size) + 'endobj'.length
    } else {
      objects.set(Number(found[1]), { dictionary: text.slice(from, endAt), stream: undefined })
    }
    start.lastIndex = next
    found = start.exec(text)
  }
  return objects
}

/** The characters of a hex string, four digits each (several for a ligature). */
function unicodeOf(hex: string): string {
  const codes: number[] = []
  for (let index = 0; index + 4 <= hex.length; index += 4) codes.push(Number.parseInt(hex.slice(index, index + 4), 16))
  return String.fromCharCode(...codes)
}

/** A ToUnicode CMap: glyph code → the characters it stands for (`bfchar` and both `bfrange` forms). */
function cmapOf(text: string): Map<number, string> {
  const map = new Map<number, string>()
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(Number.parseInt(pair[1] ?? '', 16), unicodeOf(pair[2] ?? ''))
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const low = Number.parseInt(range[1] ?? '', 16)
      const high = Number.parseInt(range[2] ?? '', 16)
      const target = range[3] ?? ''
      if (target.startsWith('[')) {
        const each = [...target.matchAll(/<([0-9a-f]+)>/gi)].map((item) => unicodeOf(item[1] ?? ''))
        each.forEach((characters, offset) => {
          if (low + offset <= high) map.set(low + offset, characters)
        })
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16)
        for (let code = low; code <= high; code += 1) map.set(code, String.fromCharCode(first + code - low))
      }
    }
  }
  return map
}

/**
 * The pieces of text a PDF shows, in the order its pages draw them: one piece per text-showing
 * operator (`Tj`, `TJ`), which pdfkit writes once per line of a text block.
 *
 * @example pdfText(pdf).join('\n').includes('Дэмжсэн')
 */
export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf)
  const fonts = new Map<string, Map<number, string>>()
  for (const object of objects.values()) {
    for (const resource of object.dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(resource[2]))
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dictionary ?? '')
      const cmap = objects.get(Number(toUnicode?.[1]))?.stream
      if (resource[1] !== undefined && cmap !== undefined) fonts.set(resource[1], cmapOf(cmap.toString('latin1')))
    }
  }
  const pieces: string[] = []
  for (const object of objects.values()) {
    if (object.stream === undefined || /\/(Type|Subtype|Length1)\b/.test(object.dictionary)) continue
    const content = object.stream.toString('latin1')
    let cmap: Map<number, string> | undefined
    for (const operator of content.matchAll(
      /\/(F\d+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi,
    )) {
      if (operator[1] !== undefined) {
        cmap = fonts.get(operator[1])
        continue
      }
      const hex =
        operator[2] === undefined
          ? (operator[3] ?? '')
          : [...operator[2].matchAll(/<([0-9a-f]*)>/gi)].map((item) => item[1]).join('')
      let piece = ''
      for (let index = 0; index + 4 <= hex.length; index += 4) {
        const code = Number.parseInt(hex.slice(index, index + 4), 16)
        piece += cmap?.get(code) ?? '\uFFFD'
      }
      pieces.push(piece)
    }
  }
  return pieces
}
