import type { DatasourceDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { EVERY_ROW, type RowAccess, tableAccess } from '../records/tableAccess.ts'

export type { RowAccess } from '../records/tableAccess.ts'

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
    const found = await tableAccess(request, catalogue, model.name, 'read')
    access.set(model.name, found.allowed ? found : EVERY_ROW)
  }
  return access
}
