import Type, { type Static } from 'typebox'

/**
 * One bad cell of an Excel import (or a problem of a whole row, or a column the workbook lacks),
 * as `POST /api/records/{krud}/import` answers it: where it is, as Excel names it, and why, in
 * both languages of the server's messages.
 */
export const ImportAnswerCellSchema = Type.Object({
  row: Type.Integer({ description: 'The sheet’s row number, as Excel shows it.' }),
  column: Type.Union([Type.String(), Type.Null()], { description: 'The column letters; null for a missing field.' }),
  header: Type.Union([Type.String(), Type.Null()], { description: 'The column’s header in the workbook.' }),
  field: Type.String({ description: 'The form field; empty for the whole row.' }),
  code: Type.String(),
  reason: Type.Object({ mn_MN: Type.String(), en_US: Type.String() }),
})
export type ImportAnswerCell = Static<typeof ImportAnswerCellSchema>

/**
 * The answer of `POST /api/records/{krud}/import`: a dry run's report (every bad cell, the good
 * rows, nothing written), or a commit's (`inserted` rows, all or none). The server serializes
 * with it and the renderer's import dialog reads it.
 */
export const ImportAnswerSchema = Type.Object({
  status: Type.Literal(true),
  dryRun: Type.Boolean(),
  rows: Type.Integer({ description: 'Data rows read (empty rows skipped).' }),
  goodRows: Type.Integer({ description: 'Rows without a bad cell.' }),
  inserted: Type.Integer({ description: 'Rows written: 0 on a dry run.' }),
  cells: Type.Array(ImportAnswerCellSchema, {
    description: 'The bad cells, the first of them up to the server’s limit.',
  }),
  cellCount: Type.Integer({ description: 'Every bad cell found.' }),
})
export type ImportAnswer = Static<typeof ImportAnswerSchema>

/** The answer of `GET /api/records/{krud}/import`: what a client needs to offer an import. */
export const ImportSettingsAnswerSchema = Type.Object({
  status: Type.Literal(true),
  columns: Type.Array(
    Type.Object({
      column: Type.String(),
      header: Type.String(),
      label: Type.String({ description: 'The grid column’s label in the request’s language.' }),
    }),
  ),
  startRow: Type.Integer(),
  sampleUrl: Type.String({ description: 'Where the sample workbook is downloaded.' }),
  customUrl: Type.Union([Type.String(), Type.Null()], { description: 'Where the upload goes instead, if set.' }),
  maxRows: Type.Integer(),
  maxBytes: Type.Integer(),
})
export type ImportSettingsAnswer = Static<typeof ImportSettingsAnswerSchema>
