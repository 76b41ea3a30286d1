import { PassThrough } from 'node:stream'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type DocumentIssue,
  type FormDocument,
  ImportAnswerSchema,
  ImportSettingsAnswerSchema,
  issue,
  LANGUAGE_CODES,
  type LanguageCode,
  type ListQueryString,
  ListQueryStringSchema,
  localizedText,
  PaperSizeSchema,
  pointer,
  valueColumns,
} from '@tamga/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { grantedOn } from '../http/routeAudience.ts'
import type { RecordsCatalogue } from './catalogue.ts'
import { announceImported, ImportedIdentities } from './excel/announceImported.ts'
import { compileExport, forEachBatch, inSnapshot } from './excel/exportQuery.ts'
import type { ImportCheck, ImportSettings } from './excel/importWorkbook.ts'
import { type SavedWorkbook, saveWorkbook } from './excel/savedWorkbook.ts'
import {
  columnHeader,
  displayText,
  requestLanguage,
  type TransferColumn,
  transferColumns,
} from './excel/transferColumns.ts'
import { readListRequest } from './listRequest.ts'
import { type RecordsSharedOptions, recordsServices } from './pluginOptions.ts'
import { createHtmlPrint } from './print/printHtml.ts'
import type { PrintSetup } from './print/printLayout.ts'
import { listSourceFor, rowTargetFor } from './requestTargets.ts'
import type { RowTarget } from './rowOperations.ts'

/** Options of {@link transferPlugin}. */
export interface TransferPluginOptions extends RecordsSharedOptions {
  /** The most data rows one import may have. @default 1_000_000 */
  maxImportRows?: number | undefined
  /** The largest workbook an import takes, in bytes. @default 256 MiB */
  maxImportBytes?: number | undefined
  /** The most rows a printout may have (a filter narrows a larger set; Excel takes any size). @default 10_000 */
  maxPrintRows?: number | undefined
}

/**
 * The most data rows one import takes unless the plugin is told otherwise: about a whole sheet
 * (Excel stops at 1,048,576 rows). The import is read and written in batches, so its memory
 * does not grow with its rows; its time does.
 */
export const MAX_IMPORT_ROWS = 1_000_000
/** The largest workbook an import takes unless the plugin is told otherwise (256 MiB, saved to a temporary file). */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024
/** The most rows a printout has unless the plugin is told otherwise. */
export const MAX_PRINT_ROWS = 10_000
/** The most bad cells an import's answer lists (every one is counted). */
export const MAX_REPORTED_CELLS = 1000

// exceljs and pdfkit load when first used: a server that never exports, imports or prints
// does not carry them (about 35 MB of memory, and their start-up time).
const excelWriter = () => import('./excel/exportWorkbook.ts')
const excelImport = () => import('./excel/importWorkbook.ts')
const excelSample = () => import('./excel/sampleWorkbook.ts')
const pdfPrint = () => import('./print/printPdf.ts')

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const KrudParamsSchema = Type.Object({ krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }) })

// The list request's own parameters, less its paging: an export or a printout is the whole list.
const { sort, filter, search, deleted, params } = ListQueryStringSchema.properties
const listParameters = {
  sort,
  filter,
  search,
  deleted,
  params,
  lang: Type.Optional(
    Type.Enum(LANGUAGE_CODES, {
      description: 'The language of headers and labels; else Accept-Language, else the project’s default.',
    }),
  ),
}

const ExportQuerySchema = Type.Object(listParameters, { additionalProperties: false })
const PrintQuerySchema = Type.Object(
  {
    ...listParameters,
    format: Type.Optional(Type.Enum(['pdf', 'html'], { description: 'A PDF file (default) or print-ready HTML.' })),
    paperSize: Type.Optional(PaperSizeSchema),
    orientation: Type.Optional(Type.Enum(['landscape', 'portrait'])),
  },
  { additionalProperties: false },
)

function languageOf(
  request: FastifyRequest,
  lang: LanguageCode | undefined,
  catalogue: RecordsCatalogue,
): LanguageCode {
  const accept = request.headers['accept-language']
  return requestLanguage(lang, typeof accept === 'string' ? accept : undefined, catalogue.project?.default_language)
}

/** `attachment; filename=…` with the ASCII name, and the title for browsers that read UTF-8 names. */
function disposition(kind: 'attachment' | 'inline', krud: string, title: string, extension: string): string {
  return `${kind}; filename="${krud}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${title}.${extension}`)}`
}

/** The grid's consolidations over the whole set, as texts under their columns. */
function totalsText(
  grid: { consolidation?: ReadonlyArray<{ column: string; aggregate?: string | undefined }> | undefined },
  columns: readonly TransferColumn[],
  counted: Record<string, unknown>,
  language: LanguageCode,
): Map<string, string> {
  const texts = new Map<string, string>()
  for (const consolidation of grid.consolidation ?? []) {
    const aggregate = consolidation.aggregate
    if (aggregate === undefined) continue
    const column = columns.find((candidate) => candidate.field === consolidation.column)
    const value = counted[`${aggregate}_${consolidation.column}`]
    if (column === undefined || value === null || value === undefined) continue
    const shown: TransferColumn =
      aggregate === 'count'
        ? { ...column, kind: 'number', precision: 0, relation: false, labels: undefined }
        : { ...column, relation: false, labels: undefined }
    texts.set(column.field, displayText(shown, { [column.field]: value }, language))
  }
  return texts
}

/**
 * Excel and print of a krud's records (issue 6): the filtered list exported as XLSX while it
 * is read (`GET /records/:krud/export.xlsx`), an import checked cell by cell and committed
 * all-or-nothing (`POST /records/:krud/import`, its settings and sample workbook), and the
 * filtered list printed as PDF or print-ready HTML (`GET /records/:krud/print`). Every route
 * checks the caller's role on the server; exports and printouts carry the role's row
 * conditions in their SQL, as the list does.
 */
const transferRoutes: FastifyPluginAsyncTypebox<TransferPluginOptions> = async (app, options) => {
  const { database } = options
  const { catalogueOf, triggers, variants } = recordsServices(options, app.log)
  const maxImportRows = options.maxImportRows ?? MAX_IMPORT_ROWS
  const maxImportBytes = options.maxImportBytes ?? MAX_IMPORT_BYTES
  const maxPrintRows = options.maxPrintRows ?? MAX_PRINT_ROWS

  // Only the import reads multipart bodies here; one workbook, nothing else.
  await app.register(multipart, { limits: { fileSize: maxImportBytes, files: 1, fields: 10, parts: 12 } })

  /** The krud of a list-shaped request (export, print) with the caller's rights for it. */
  async function listSource(
    request: FastifyRequest,
    krud: string,
    query: ListQueryString & { params?: string | undefined },
  ) {
    const catalogue = await catalogueOf(request)
    const source = await listSourceFor(request, catalogue, krud, query, options.datasources)
    return { ...source, caller: { ...source.caller, statistics: database.statistics }, catalogue }
  }

  /** The caller's create rights on a krud with an Excel import, and its row target. */
  async function importTarget(request: FastifyRequest, krud: string) {
    const catalogue = await catalogueOf(request)
    const { form, ...target } = await rowTargetFor(request, catalogue, krud, 'create', {
      triggers,
      changes: options.changes,
    })
    const settings = target.grid.excel?.import
    // A grid without import settings has no import: the route does not exist for it.
    if (settings === undefined) throw tamgaError('NOT_FOUND')
    return { target: target as RowTarget, form, settings, catalogue }
  }

  app.get(
    '/records/:krud/export.xlsx',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'The krud’s filtered records as an Excel workbook',
        description:
          'Only for a grid with `excel.export: true` (404 otherwise). The same `sort`, `filter`, `search` and `deleted` as the list, every row of the set (no paging), only the rows the caller’s role may read. Streamed while the rows are read; `X-Total-Rows` says first how many rows follow, so a client can show progress (rows are about equal in size: bytes received ÷ bytes of the first rows × rows). Headers are the grid’s labels in `lang`.',
        params: KrudParamsSchema,
        querystring: ExportQuerySchema,
        response: { 200: Type.Unknown({ description: 'The workbook (XLSX), streamed.' }), ...ERROR_RESPONSES },
      },
    },
    async function getRecordsByKrudExportXlsx(request, reply) {
      const { krud } = request.params
      const source = await listSource(request, krud, request.query)
      const { grid, model, catalogue } = source
      // Export is something a grid offers, or not: without it the download does not exist.
      if (grid.excel?.export !== true) throw tamgaError('NOT_FOUND')
      const params = readListRequest(grid, request.query, variants, valueColumns(model))
      const language = languageOf(request, request.query.lang, catalogue)
      const columns = transferColumns(grid, model, language, 'export', catalogue.project?.static_words)
      const compiled = compileExport(model, grid, params, source.conditions, source.caller)
      const title = localizedText(grid.title ?? krud, language)
      const { createExportWorkbook, ReaderGone, sheetNameOf } = await excelWriter()
      const body = new PassThrough()
      // A reader who leaves midway (a closed tab, a cancelled download) ends the export: the
      // workbook stops at its next batch and the snapshot's transaction is rolled back.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) body.destroy()
      })
      let started = false
      try {
        await inSnapshot(database.db, async (trx) => {
          const counted = (await compiled.totals.execute(trx)).rows[0] ?? {}
          reply
            .header('content-type', XLSX_TYPE)
            .header('content-disposition', disposition('attachment', krud, title, 'xlsx'))
            .header('cache-control', 'no-store')
            .header('x-total-rows', String(Number(counted.total ?? 0)))
          started = true
          void reply.send(body)
          const workbook = createExportWorkbook({ stream: body, sheetName: sheetNameOf(title), columns, language })
          await forEachBatch(trx, compiled.rows, async (rows) => {
            await workbook.addRows(rows)
            return true
          })
          await workbook.finish()
        })
      } catch (error) {
        if (!started) throw error
        if (error instanceof ReaderGone) {
          request.log.info({ krud }, 'an Excel export’s reader left before its end')
        } else {
          // The answer has begun: it can only be cut short, which the client sees as a failed download.
          request.log.warn({ err: error, krud }, 'an Excel export stopped before its end')
          body.destroy(error instanceof Error ? error : new Error(String(error)))
        }
      }
      return reply
    },
  )

  app.get(
    '/records/:krud/print',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'The krud’s filtered records as a printout (PDF or HTML)',
        description: `Only for a grid with \`print\` settings (404 otherwise), at the \`paperSize\` and \`orientation\` asked for, else the grid’s own. The list’s \`sort\`, \`filter\`, \`search\` and \`deleted\`, the columns not marked \`printable: false\`, only the rows the caller’s role may read, the grid’s consolidations under them. At most ${maxPrintRows} rows (400 \`VALIDATION_FAILED\` beyond: narrow the filter, or export to Excel). \`format=html\` answers print-ready HTML (@page size, a header repeated on every page, page numbers).`,
        params: KrudParamsSchema,
        querystring: PrintQuerySchema,
        response: { 200: Type.Unknown({ description: 'A PDF file, or an HTML page.' }), ...ERROR_RESPONSES },
      },
    },
    async function getRecordsByKrudPrint(request, reply) {
      const { krud } = request.params
      const source = await listSource(request, krud, request.query)
      const { grid, model, catalogue } = source
      const print = grid.print
      if (print === undefined) throw tamgaError('NOT_FOUND')
      const params = readListRequest(grid, request.query, variants, valueColumns(model))
      const language = languageOf(request, request.query.lang, catalogue)
      const columns = transferColumns(grid, model, language, 'print', catalogue.project?.static_words)
      const compiled = compileExport(model, grid, params, source.conditions, source.caller)
      const title = localizedText(grid.title ?? krud, language)
      const format = request.query.format ?? 'pdf'
      return inSnapshot(database.db, async (trx) => {
        const counted = (await compiled.totals.execute(trx)).rows[0] ?? {}
        const total = Number(counted.total ?? 0)
        if (total > maxPrintRows) {
          throw tamgaError('VALIDATION_FAILED', {
            in: 'querystring',
            issues: [
              issue('/filter', 'too-many-rows-to-print', {
                en_US: `${total} rows are more than a printout takes (${maxPrintRows}): narrow the filter, or export to Excel`,
                mn_MN: `${total} мөр хэвлэхэд хэт олон байна (${maxPrintRows} хүртэл): шүүлтүүрээр багасгах эсвэл Excel рүү гаргана уу`,
              }),
            ],
          })
        }
        const setup: PrintSetup = {
          title,
          columns,
          language,
          // The reader's choice in the print dialog, else the grid's own setting.
          paperSize: request.query.paperSize ?? print.paperSize ?? 'A4',
          orientation: request.query.orientation ?? print.orientation ?? 'portrait',
          total,
          totals: totalsText(grid, columns, counted, language),
          printedAt: new Date(),
        }
        if (format === 'html') {
          const html = createHtmlPrint(setup)
          await forEachBatch(trx, compiled.rows, (rows) => {
            html.addRows(rows)
            return true
          })
          return sendHtml(reply, krud, title, html.finish())
        }
        const { createPdfPrint } = await pdfPrint()
        const pdf = createPdfPrint(setup)
        await forEachBatch(trx, compiled.rows, (rows) => {
          pdf.addRows(rows)
          return true
        })
        pdf.finish()
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', disposition('inline', krud, title, 'pdf'))
          .header('cache-control', 'no-store')
          .send(pdf.document)
      })
    },
  )

  function sendHtml(reply: FastifyReply, krud: string, title: string, html: string) {
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', disposition('inline', krud, title, 'html'))
        .header('cache-control', 'no-store')
        // A printout runs nothing and loads nothing: its own styles only.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(html)
    )
  }

  app.get(
    '/records/:krud/import',
    {
      config: { audience: grantedOn('krud', { action: 'create' }) },
      schema: {
        tags: ['records'],
        summary: 'The krud’s Excel import settings',
        description:
          'What the client needs to offer an import: the columns and their headers, the first data row, the sample workbook’s address, the custom upload address if the grid names one, and the limits. 404 for a grid without import settings.',
        params: KrudParamsSchema,
        querystring: Type.Object({ lang: listParameters.lang }, { additionalProperties: false }),
        response: { 200: ImportSettingsAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function getRecordsByKrudImport(request) {
      const { krud } = request.params
      const { target, settings, catalogue } = await importTarget(request, krud)
      const language = languageOf(request, request.query.lang, catalogue)
      return {
        status: true as const,
        columns: settings.columns.map((setting) => {
          const gridColumn = target.grid.columns.find((column) => column.field === setting.column)
          return {
            column: setting.column,
            header: setting.header,
            label: gridColumn === undefined ? setting.header : columnHeader(gridColumn, target.model, language),
          }
        }),
        startRow: settings.startRow ?? 2,
        sampleUrl: settings.sampleFile ?? `${request.url.split('?')[0]}/sample.xlsx`,
        customUrl: settings.customUrl ?? null,
        maxRows: maxImportRows,
        maxBytes: maxImportBytes,
      }
    },
  )

  app.get(
    '/records/:krud/import/sample.xlsx',
    {
      config: { audience: grantedOn('krud', { action: 'create' }) },
      schema: {
        tags: ['records'],
        summary: 'A workbook to fill in for the krud’s import',
        description:
          'The import’s headers in the row before its first data row, each column formatted for its type; a redirect to the grid’s own `sampleFile` when it names one.',
        params: KrudParamsSchema,
        response: { 200: Type.Unknown({ description: 'The sample workbook (XLSX).' }), ...ERROR_RESPONSES },
      },
    },
    async function getRecordsByKrudImportSampleXlsx(request, reply) {
      const { krud } = request.params
      const { target, settings, catalogue } = await importTarget(request, krud)
      if (settings.sampleFile !== undefined) return reply.redirect(settings.sampleFile, 302)
      const language = languageOf(request, undefined, catalogue)
      const title = localizedText(target.grid.title ?? krud, language)
      const { sampleWorkbook } = await excelSample()
      const bytes = await sampleWorkbook(settings, target.model, title)
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', disposition('attachment', `${krud}-sample`, title, 'xlsx'))
        .header('cache-control', 'no-store')
        .send(bytes)
    },
  )

  app.post(
    '/records/:krud/import',
    {
      config: { audience: grantedOn('krud', { action: 'create' }) },
      bodyLimit: maxImportBytes + 64 * 1024,
      schema: {
        tags: ['records'],
        summary: 'Adds the rows of an Excel workbook, all or none',
        description: `multipart/form-data with one .xlsx file (at most ${maxImportRows} rows and ${maxImportBytes} bytes), read with the grid’s \`excel.import\` settings: the headers in row \`startRow - 1\`, data from \`startRow\`. Every cell is converted to its column’s type and every row checked as the krud’s form checks a create, plus unique values and related rows against the table. \`dryRun=true\` answers every bad cell (row, column letter, header, field, reason) and the count of good rows, and writes nothing. Without it, any bad cell answers 400 \`VALIDATION_FAILED\` with an issue per cell at \`/rows/{row}/{field}\` (params: row, column, header, field) and nothing is written; otherwise every row is inserted in one transaction, with its audit row when the project keeps them. The workbook is read as it is checked and written in batches of rows inside that transaction, so the server’s memory does not grow with the file.`,
        params: KrudParamsSchema,
        querystring: Type.Object(
          { dryRun: Type.Optional(Type.Boolean({ description: 'Check only; write nothing.' })) },
          { additionalProperties: false },
        ),
        response: { 200: ImportAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function postRecordsByKrudImport(request) {
      const { krud } = request.params
      const { target, form, settings, catalogue } = await importTarget(request, krud)
      if (form === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
      const dryRun = request.query.dryRun === true
      const workbook = await uploadedWorkbook(request)
      try {
        const identities = new ImportedIdentities(target.grid.identity)
        const check = await importInTransaction({ target, form, settings, catalogue, workbook, dryRun, identities })
        const answer = {
          status: true as const,
          dryRun,
          rows: check.rows,
          goodRows: check.goodRows,
          inserted: 0,
          cells: check.cells,
          cellCount: check.cellCount,
        }
        if (dryRun) return answer
        if (check.cellCount > 0) {
          throw tamgaError('VALIDATION_FAILED', { in: 'body', issues: cellIssues(check) })
        }
        await announceImported(database.db, target, identities)
        return { ...answer, inserted: check.inserted }
      } finally {
        await workbook.remove()
      }
    },
  )

  /** The request's workbook, saved to a temporary file as it arrives (over the size limit, 413 `BODY_TOO_LARGE`). */
  async function uploadedWorkbook(request: FastifyRequest): Promise<SavedWorkbook> {
    const missing = () =>
      tamgaError('VALIDATION_FAILED', {
        in: 'body',
        issues: [
          issue('/file', 'required', {
            en_US: 'send the workbook (.xlsx) as a file of a multipart/form-data body',
            mn_MN: 'Excel (.xlsx) файлыг multipart/form-data хэлбэрээр илгээнэ үү',
          }),
        ],
      })
    if (!request.isMultipart()) throw missing()
    const file = await request.file()
    if (file === undefined) throw missing()
    return saveWorkbook(file.file)
  }

  /**
   * Reads, checks and (unless a dry run) inserts the workbook's rows in one transaction, batch
   * by batch, which commits only when every cell is good: a bad cell anywhere, even after
   * batches already written, leaves nothing. The inserted rows' identities go to `identities`.
   */
  async function importInTransaction(input: {
    target: RowTarget
    form: FormDocument
    settings: ImportSettings
    catalogue: RecordsCatalogue
    workbook: SavedWorkbook
    dryRun: boolean
    identities: ImportedIdentities
  }): Promise<ImportCheck> {
    const { importWorkbook, ImportFileProblem } = await excelImport()
    let check: ImportCheck | undefined
    try {
      await database.db.transaction().execute(async (trx) => {
        check = await importWorkbook({
          trx,
          target: input.target,
          form: input.form,
          settings: input.settings,
          model: (name) => input.catalogue.model(name),
          workbook: input.workbook.path,
          write: !input.dryRun,
          maxRows: maxImportRows,
          maxReportedCells: MAX_REPORTED_CELLS,
          onInserted: (rows) => input.identities.add(rows),
        })
        // A dry run keeps nothing, nor does an import with a bad cell.
        if (input.dryRun || check.cellCount > 0) throw new RolledBack()
      })
    } catch (error) {
      if (error instanceof ImportFileProblem)
        throw tamgaError('VALIDATION_FAILED', { in: 'body', issues: [error.issue] })
      // Someone saved a value the check found free, or removed a row it found, meanwhile.
      const code = (error as { code?: unknown }).code
      if (typeof code === 'string' && /^2[23]/.test(code)) {
        throw tamgaError('VALIDATION_FAILED', {
          in: 'body',
          cause: error,
          issues: [
            issue('/file', 'refused-by-database', {
              en_US:
                'the database refused a row (a value taken or a related row removed meanwhile): check the file again',
              mn_MN:
                'өгөгдлийн сан нэг мөрийг хүлээж авсангүй (утга давхацсан эсвэл холбоотой мөр устсан): файлаа дахин шалгана уу',
            }),
          ],
        })
      }
      if (!(error instanceof RolledBack)) throw error
    }
    if (check === undefined) throw tamgaError('SERVER_ERROR')
    return check
  }
}

/** Thrown to roll an import's transaction back once its check is done (a dry run, a bad cell). */
class RolledBack extends Error {
  constructor() {
    super('the import is rolled back')
  }
}

/** The bad cells of a check as the issues of a refused import: `/rows/{row}/{field}`, the cell in `params`. */
function cellIssues(check: ImportCheck): DocumentIssue[] {
  const issues = check.cells.map((cell) =>
    issue(
      cell.field === '' ? pointer('rows', cell.row) : pointer('rows', cell.row, cell.field),
      cell.code,
      cell.reason,
      {
        row: cell.row,
        column: cell.column,
        header: cell.header,
        field: cell.field,
      },
    ),
  )
  const more = check.cellCount - check.cells.length
  if (more > 0) {
    issues.push(
      issue('/rows', 'more-bad-cells', {
        en_US: `and ${more} more bad cells (a dry run lists them too)`,
        mn_MN: `бас ${more} алдаатай нүд байна`,
      }),
    )
  }
  return issues
}

/** {@link transferRoutes} as the plugin `tamga-transfer`. */
export const transferPlugin = domainPlugin('transfer', { caller: true, authorizer: true }, transferRoutes)
