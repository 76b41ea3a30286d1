import type { DatasourceDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { type TableAccess, tableAccess } from '../records/tableAccess.ts'

/** Rows of a model a caller may read: every row, or those matching any one condition set. */
export type RowAccess = Exclude<TableAccess, { allowed: false }>

const EVERY_ROW: RowAccess = { allowed: true, every: true }

/** Which rows of a model a caller may read in a chart or a data source: {@link tableAccess}. */
export function modelReadAccess(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  modelName: string,
): Promise<TableAccess> {
  return tableAccess(request, catalogue, modelName, 'read')
}

/**
 * The rows of each model a data source names that the caller reads through it, by model
 * document name. Reading the data source itself is granted by `permitted_datasources` (checked
 * by the caller of this function), as a database view is granted without its tables: a model
 * the role has no other right on is read whole. A model the role reaches only through
 * row-conditioned kruds is restricted to those rows, on every alias it appears under.
 */
export async function datasourceReadAccess(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  datasource: DatasourceDocument,
): Promise<Map<string, RowAccess>> {
  const access = new Map<string, RowAccess>()
  const names = [datasource.base.model, ...(datasource.joins ?? []).map((join) => join.model)]
  for (const name of names) {
    const model = catalogue.model(name)
    if (model === undefined || access.has(model.name)) continue
    const found = await modelReadAccess(request, catalogue, model.name)
    access.set(model.name, found.allowed ? found : EVERY_ROW)
  }
  return access
}
