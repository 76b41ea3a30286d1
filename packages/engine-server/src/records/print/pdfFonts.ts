// The fonts Tamga's PDFs are written in: DejaVu Sans, whose Cyrillic covers Mongolian (pdfkit
// embeds only the glyphs a document uses).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const fontFolder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')

/**
 * The font files of a PDF, by weight. Documents name a font by its file: pdfkit keeps each
 * file's font under its path, whereas an alias of a font the document already opened would be
 * read from disk again on every use.
 */
export const PDF_FONTS = {
  regular: join(fontFolder, 'DejaVuSans.ttf'),
  bold: join(fontFolder, 'DejaVuSans-Bold.ttf'),
  /** Typed signatures. */
  oblique: join(fontFolder, 'DejaVuSans-Oblique.ttf'),
} as const
