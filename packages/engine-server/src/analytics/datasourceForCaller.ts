import type { DatasourceDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { tamgaError } from '../http/errors.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import type { DocumentOrigin } from './analyticsErrors.ts'
import { type CompiledDatasource, compileDatasource } from './compileDatasource.ts'
import { readDatasourceParameters } from './datasourceParameters.ts'
import { datasourceReadAccess } from './readAccess.ts'

/** What {@link compileDatasourceForCaller} needs besides the request and the document. */
export interface DatasourceForCallerOptions {
  catalogue: RecordsCatalogue
  /** The parameter values the caller gave by name (a query string without the route's own keys). */
  given: Readonly<Record<string, unknown>>
  /** @default 'stored' */
  origin?: DocumentOrigin
  /** Keys of `given` that belong to the route, not to the data source. @default `limit` */
  reserved?: ReadonlySet<string>
}

/**
 * A data source compiled for the caller of a request: their parameters checked
 * (`readDatasourceParameters`), their rows of each source model (`datasourceReadAccess`). Does
 * not check the permission to read the data source itself: the route does that first
 * (`requirePermission(request, 'read', { kind: 'datasource', name })`, or the admin area for a
 * preview).
 *
 * @example
 * await requirePermission(request, 'read', { kind: 'datasource', name })
 * const compiled = await compileDatasourceForCaller(request, datasource, { catalogue, given: {} })
 * const page = sql`select * from ${datasourceFromItem(compiled, 't')} order by t.id limit 20`
 */
export async function compileDatasourceForCaller(
  request: FastifyRequest,
  datasource: DatasourceDocument,
  options: DatasourceForCallerOptions,
): Promise<CompiledDatasource> {
  const auth = request.auth
  if (!auth) throw tamgaError('UNAUTHORIZED')
  const { catalogue, given } = options
  const origin = options.origin ?? 'stored'
  const parameters = readDatasourceParameters(datasource, {
    given,
    origin,
    ...(options.reserved === undefined ? {} : { reserved: options.reserved }),
  })
  const access = await datasourceReadAccess(request, catalogue, datasource)
  return compileDatasource(datasource, { catalogue, parameters, access, userId: auth.userId, origin })
}

/**
 * A compiled data source as a `FROM` item under an alias, `(select …) as "t"`: what a records
 * list, a chart or any other statement reads the data source's rows through. Its columns are
 * the data source's output names (`columns[].as`).
 */
export function datasourceFromItem(compiled: CompiledDatasource, alias: string): Fragment {
  return sql`(${compiled.select}) as ${sql.table(alias)}`
}
