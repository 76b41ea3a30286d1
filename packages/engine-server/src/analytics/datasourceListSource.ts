import type { AccessCondition, ColumnType, GridDocument, ModelDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { tamgaError } from '../http/errors.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { LIST_ROW_ALIAS } from '../records/listQuery.ts'
import type { DatasourceListSource } from '../records/requestTargets.ts'
import { compileDatasourceForCaller, datasourceFromItem } from './datasourceForCaller.ts'
import type { ValueKind } from './valueKinds.ts'

const TYPE_OF_KIND: Readonly<Record<ValueKind, ColumnType>> = {
  number: 'bigint',
  text: 'text',
  uuid: 'uuid',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamptz',
  time: 'time',
  json: 'jsonb',
  geometry: 'jsonb',
}

/**
 * The rows of a grid whose `dataSource` names a data source: its statement compiled for the
 * caller (each source model narrowed to the rows the caller may read; the parameters given as
 * a JSON object in the list's `params`), read as a subquery the list sorts, filters, searches
 * and pages like a table. Reading the krud is the grant; the data source needs none of its own.
 */
export async function datasourceListSource(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  grid: GridDocument,
  paramsText: string | undefined,
  conditions: readonly AccessCondition[],
): Promise<DatasourceListSource> {
  const datasource = grid.dataSource === undefined ? undefined : catalogue.datasources.get(grid.dataSource)
  if (datasource === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
  let given: unknown = {}
  if (paramsText !== undefined && paramsText !== '') {
    try {
      given = JSON.parse(paramsText)
    } catch {
      given = undefined
    }
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw tamgaError('VALIDATION_FAILED', {
      issues: [
        {
          path: '/params',
          code: 'type',
          message: {
            en_US: 'must be a JSON object of parameter values',
            mn_MN: 'параметрийн утгуудын JSON объект байх ёстой',
          },
        },
      ],
      in: 'querystring',
    })
  }
  const compiled = await compileDatasourceForCaller(request, datasource, {
    catalogue,
    given: given as Record<string, unknown>,
    reserved: new Set(),
  })
  const outputs = new Set(compiled.outputs.map((output) => output.name))
  // The grid and the data source are separate documents: a column the statement does not
  // answer would fail in the database, so it is refused here.
  const fields = [grid.identity, ...grid.columns.map((column) => column.field)]
  if (fields.some((field) => !outputs.has(field))) throw tamgaError('DOCUMENT_INVALID')
  // A row condition the rows cannot be checked against closes the list rather than opening it.
  if (conditions.some((condition) => !outputs.has(condition.column))) throw tamgaError('FORBIDDEN')
  const model: ModelDocument = {
    kind: 'model',
    version: 1,
    name: datasource.name,
    table: datasource.name,
    columns: compiled.outputs.map((output) => ({ name: output.name, type: TYPE_OF_KIND[output.kind] })),
  } as ModelDocument
  return { model, from: datasourceFromItem(compiled, LIST_ROW_ALIAS) }
}
