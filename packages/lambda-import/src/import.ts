import type { DocumentKindDefinition } from '@tamga/schema'
import {
  columnTypeName,
  documentKinds,
  effectiveColumns,
  isJsonObject,
  type TamgaDocument,
  validateDocumentOf,
} from '@tamga/schema'
import { importEchartsTemplate, isEchartsOption } from './chart.ts'
import { completeProject, type ProjectCompletionOptions } from './completeProject.ts'
import { importConfig, isLambdaConfig } from './config.ts'
import type { ImportContext } from './context.ts'
import { isDbSchema, readDbSchema } from './db-schema.ts'
import { collectFieldTables, type FieldTables } from './field-tables.ts'
import { importForm } from './form.ts'
import { importGraphqlEntry, isGraphqlEntry } from './graphql.ts'
import { importGrid } from './grid.ts'
import { brokenJsonMessage, DOCUMENT_KIND_PHRASES, phrase, unknownShapeMessage } from './messages.ts'
import { importTable } from './model.ts'
import { isMysqlDump, readMysqlDump } from './mysql.ts'
import { NameRegistry } from './names.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'
import { importRoleFile, isRoleFile } from './role.ts'
import { isSeed, readSeedRows, type SeedRow } from './seed.ts'
import { SourceObject } from './source.ts'
import type { KnownColumn } from './sql-condition.ts'
import { importWorkflow, isJointCell, isStepRowList, type WorkflowImportOptions } from './workflow.ts'

/** One Lambda file handed to the importer: its path (used in the report and for names) and its text. */
export interface LambdaSourceFile {
  path: string
  text: string
}

/** Settings of an import. */
export interface LambdaImportOptions {
  /** What a workflow's steps belong to; Lambda keeps this outside the step data. */
  workflow?: WorkflowImportOptions
  /**
   * How the documents are made a whole project (see {@link completeProject}); `false` returns
   * only what the files themselves hold, references to what they lack included.
   */
  project?: ProjectCompletionOptions | false
}

/** What `importLambda` produced: valid Tamga documents, each with its source, and the report. */
export interface LambdaImportResult {
  documents: Array<{ source: string; document: TamgaDocument }>
  report: LambdaImportNote[]
}

/** The kinds of Lambda file the importer recognises by their content. */
export type LambdaFileFormat =
  | 'vb-schemas-seed'
  | 'form'
  | 'grid'
  | 'graphql'
  | 'role'
  | 'config'
  | 'chart'
  | 'db-schema'
  | 'workflow'
  | 'mysql-dump'
  | 'empty'
  | 'unknown'

/** Says what a parsed Lambda file is, from its shape alone (never from its name). */
export function recognizeLambdaValue(value: unknown): LambdaFileFormat {
  if (Array.isArray(value)) {
    if (value.length === 0) return 'empty'
    if (isSeed(value)) return 'vb-schemas-seed'
    if (isStepRowList(value)) return 'workflow'
    if (value.every((item) => isJsonObject(item) && isGraphqlEntry(item))) return 'graphql'
    return 'unknown'
  }
  if (!isJsonObject(value)) return 'unknown'
  if (isRoleFile(value)) return 'role'
  if (isDbSchema(value)) return 'db-schema'
  if (isLambdaConfig(value)) return 'config'
  if (isGraphqlEntry(value)) return 'graphql'
  if (isJointCell(value) || Array.isArray(value.cells)) return 'workflow'
  if (isEchartsOption(value)) return 'chart'
  if (typeof value.model === 'string' && Array.isArray(value.schema)) {
    if (isJsonObject(value.ui)) return 'form'
    if ('paging' in value || 'actions' in value || 'isView' in value || 'sortOrder' in value) return 'grid'
  }
  return 'unknown'
}

const baseName = (path: string): string => (path.split('/').pop() ?? path).replace(/\.[^.]+$/, '')

/**
 * Imports Lambda Platform documents: vb_schemas seeds (forms, grids, GraphQL entries), raw form
 * and grid files, GraphQL generator lists, role files (krud list, menu tree, permissions),
 * `lambda.json`, chart templates, `db_schema.json` caches, workflow step data and MySQL dumps.
 * Files are recognised by content and read in path order, so the same input always gives the
 * same names. Every produced document is validated against its kind; one that fails is not
 * returned and its issues are reported. Nothing is dropped without a report line.
 *
 * @example
 * const { documents, report } = importLambda([{ path: 'lambda/vb_schemas.json', text }])
 * console.log(formatImportReport(report, 'mn_MN'))
 */
export function importLambda(
  files: ReadonlyArray<LambdaSourceFile>,
  options: LambdaImportOptions = {},
): LambdaImportResult {
  const report: LambdaImportNote[] = []
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const parsed = sorted.map((file) => ({ file, reporter: new ImportReporter(file.path, report), value: parse(file) }))
  const context: ImportContext = {
    names: new NameRegistry(),
    schemaIds: new Map(),
    documents: [],
    tables: knownTables(parsed),
  }

  // Seed rows are named first, so a krud or sub-form that refers to a row id finds its name.
  const seedRows: Array<{ row: SeedRow; reporter: ImportReporter }> = []
  for (const entry of parsed) {
    if (!entry.value.ok) continue
    if (recognizeLambdaValue(entry.value.value) !== 'vb-schemas-seed') continue
    const rows = readSeedRows(entry.value.value as unknown[], entry.reporter)
    for (const row of rows) {
      const reporter = entry.reporter.child(row.name === '' ? `#row ${row.index}` : `#row ${row.index} (${row.name})`)
      seedRows.push({ row, reporter })
    }
  }
  const fieldTables: FieldTables = new Map()
  for (const { row, reporter } of seedRows)
    if (row.type === 'form' || row.type === 'grid')
      collectFieldTables(row.schema, { source: reporter.source, basePath: '' }, fieldTables)
  const rowNames = new Map<SeedRow, string>()
  for (const { row } of seedRows) {
    if (row.type === 'graphql') continue
    const suffix = row.type
    const candidates = [row.id, row.name === '' ? undefined : `${row.name} ${suffix}`]
    const name = context.names.claim(row.type, candidates, `${suffix}-${row.index}`)
    rowNames.set(row, name)
    if (row.id !== undefined) context.schemaIds.set(`${row.type}:${row.id}`, name)
  }

  for (const entry of parsed) {
    const { file, reporter } = entry
    if (!entry.value.ok) {
      if (isMysqlDump(file.text)) {
        for (const table of readMysqlDump(file.text, reporter)) importTable(table, context, reporter)
      } else reporter.unreadable('', brokenJsonMessage(entry.value.error))
      continue
    }
    const value = entry.value.value
    const format = recognizeLambdaValue(value)
    switch (format) {
      case 'empty':
        break
      case 'vb-schemas-seed':
        for (const { row, reporter: rowReporter } of seedRows.filter((seed) =>
          seed.reporter.source.startsWith(`${file.path}#`),
        )) {
          const title = row.name === '' ? undefined : row.name
          if (row.type === 'form')
            importForm(
              row.schema,
              {
                name: rowNames.get(row) ?? `form-${row.index}`,
                ...(title === undefined ? {} : { title }),
                basePath: '',
              },
              context,
              rowReporter,
            )
          else if (row.type === 'grid')
            importGrid(
              row.schema,
              { name: rowNames.get(row) ?? `grid-${row.index}`, ...(title === undefined ? {} : { title }) },
              context,
              rowReporter,
            )
          else importGraphqlEntry(row.schema, '', context, rowReporter, title)
        }
        break
      case 'form':
      case 'grid':
      case 'chart':
      case 'config':
      case 'workflow': {
        if (!isJsonObject(value) && format !== 'workflow') break
        const name = context.names.claim(format === 'config' ? 'project' : format, [baseName(file.path)], format)
        if ((format === 'form' || format === 'grid') && isJsonObject(value))
          collectFieldTables(value, { source: reporter.source, basePath: '' }, fieldTables)
        if (format === 'form' && isJsonObject(value)) importForm(value, { name, basePath: '' }, context, reporter)
        else if (format === 'grid' && isJsonObject(value)) importGrid(value, { name }, context, reporter)
        else if (format === 'chart' && isJsonObject(value)) importEchartsTemplate(value, name, context, reporter)
        else if (format === 'config' && isJsonObject(value)) importConfig(value, name, context, reporter)
        else if (format === 'workflow') importWorkflow(value, name, options.workflow ?? {}, context, reporter)
        break
      }
      case 'graphql':
        if (Array.isArray(value))
          value.forEach((item, index) => {
            if (isJsonObject(item)) importGraphqlEntry(item, `/${index}`, context, reporter)
          })
        else if (isJsonObject(value)) importGraphqlEntry(value, '', context, reporter)
        break
      case 'role':
        if (isJsonObject(value)) importRoleFile(value, file.path, context, reporter)
        break
      case 'db-schema':
        if (isJsonObject(value)) {
          const source = new SourceObject(value, '', reporter)
          for (const table of readDbSchema(source)) importTable(table, context, reporter)
          source.finish()
        }
        break
      case 'unknown':
        reporter.unreadable('', unknownShapeMessage(phrase('the file', 'файл')))
        break
    }
  }

  let documents: LambdaImportResult['documents'] = []
  for (const { source, document } of context.documents) {
    const definition = documentKinds[document.kind] as DocumentKindDefinition<TamgaDocument>
    const result = validateDocumentOf(definition, document)
    if (result.ok) {
      documents.push({ source, document })
      continue
    }
    for (const issue of result.issues)
      report.push({
        source,
        path: '',
        kind: 'not-carried-over',
        message: {
          en_US: `the imported ${DOCUMENT_KIND_PHRASES[document.kind].en_US} "${document.name}" is not valid and was left out: ${issue.path || '/'} ${issue.message.en_US}`,
          mn_MN: `оруулсан "${document.name}" ${DOCUMENT_KIND_PHRASES[document.kind].mn_MN} буруу тул орхисон: ${issue.path || '/'} ${issue.message.mn_MN}`,
        },
      })
  }
  if (options.project !== false) documents = completeProject(documents, context, fieldTables, report, options.project)
  return { documents, report }
}

/**
 * The columns of every table the files describe, read before any form or grid so that a SQL
 * condition in any file is checked against a table described in any other. The tables are
 * imported into a scratch context whose names and notes are thrown away (the main pass imports
 * and reports them again), so the columns are exactly those of the model documents produced.
 * A table described twice keeps every column either description has, and is NOT NULL or
 * boolean only where both agree.
 */
function knownTables(
  parsed: ReadonlyArray<{ file: LambdaSourceFile; value: ReturnType<typeof parse> }>,
): Map<string, Map<string, KnownColumn>> {
  const scratch: ImportContext = { names: new NameRegistry(), schemaIds: new Map(), documents: [] }
  const discarded = new ImportReporter('', [])
  for (const { file, value } of parsed) {
    if (!value.ok) {
      if (isMysqlDump(file.text))
        for (const table of readMysqlDump(file.text, discarded)) importTable(table, scratch, discarded)
    } else if (isJsonObject(value.value) && recognizeLambdaValue(value.value) === 'db-schema') {
      for (const table of readDbSchema(new SourceObject(value.value, '', discarded)))
        importTable(table, scratch, discarded)
    }
  }
  const tables = new Map<string, Map<string, KnownColumn>>()
  for (const { document } of scratch.documents) {
    if (document.kind !== 'model') continue
    const columns = tables.get(document.table) ?? new Map<string, KnownColumn>()
    tables.set(document.table, columns)
    for (const column of effectiveColumns(document)) {
      const described: KnownColumn = {
        nullable: column.nullable !== false,
        boolean: columnTypeName(column.type) === 'boolean',
      }
      const earlier = columns.get(column.name)
      if (earlier === undefined) columns.set(column.name, described)
      else
        columns.set(column.name, {
          nullable: earlier.nullable || described.nullable,
          ...(earlier.boolean === described.boolean ? { boolean: described.boolean } : {}),
        })
    }
  }
  return tables
}

function parse(file: LambdaSourceFile): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(file.text) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}
