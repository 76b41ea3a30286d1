import type { ChartDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { tableAccess } from '../records/tableAccess.ts'

/**
 * Whether the caller may read a chart's rows, by the rule `GET /charts/:name/data` applies
 * (without refusing): a chart over a model is read by whoever may read some of the model's rows
 * (a krud over it, or `permitted_tables`); a chart over a data source by whoever may read the
 * data source (`permitted_datasources`). A chart whose source the project lacks is never readable.
 *
 * @example
 * if (await mayReadChart(request, catalogue, chart)) shown.push(chart)
 */
export async function mayReadChart(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  chart: ChartDocument,
): Promise<boolean> {
  if (chart.source.kind === 'datasource') {
    if (!catalogue.datasources.has(chart.source.name)) return false
    const target = { kind: 'datasource', name: chart.source.name } as const
    const decision = await request.server.authorizer.check(request.auth ?? null, 'read', target, request)
    return decision.allowed
  }
  const model = catalogue.model(chart.source.name)
  if (model === undefined) return false
  return (await tableAccess(request, catalogue, model.name, 'read')).allowed
}
