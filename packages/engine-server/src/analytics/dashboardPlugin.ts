import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type ChartDocument, DashboardAnswerSchema } from '@tamga/schema'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { SIGNED_IN } from '../http/routeAudience.ts'
import { type CatalogueReader, createCatalogueReader } from '../records/catalogue.ts'
import { mayReadChart } from './chartAccess.ts'
import { recentActivity } from './recentActivity.ts'

/** Options of {@link dashboardPlugin}. */
export interface DashboardPluginOptions {
  store: DocumentStore
  database: TamgaDatabase
  /** The documents per version; share the records plugin's reader. */
  catalogue?: CatalogueReader | undefined
}

/**
 * The admin home's dashboard (issue 7, "Admin home"): `GET /dashboard` answers, for the signed-in
 * caller's active role, the chart documents its role document's `dashboard` lists that the role
 * may read (by the chart endpoint's own rule, so each one the answer holds draws), in that order,
 * and the latest record writes of the audit log on rows the caller may read. The charts' rows are
 * then read from `GET /charts/:name/data`, one chart at a time, so a slow chart holds up no other.
 * Workflow steps waiting for the caller are not part of it until the workflow engine keeps them.
 */
const dashboardRoutes: FastifyPluginAsyncTypebox<DashboardPluginOptions> = async (app, options) => {
  const { store, database } = options
  const catalogueOf = options.catalogue ?? createCatalogueReader(store)

  app.get(
    '/dashboard',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['analytics'],
        summary: 'The signed-in role’s dashboard: its charts and the recent activity',
        description:
          'The chart documents the active role’s `dashboard` names and the role may read, in that order, and the latest record writes (audit log) on rows the caller may read, newest first.',
        response: { 200: DashboardAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function getDashboard(request) {
      const auth = request.auth
      if (!auth) throw tamgaError('UNAUTHORIZED')
      const [catalogue, roles] = await Promise.all([catalogueOf(request), request.server.authorizer.roles(request)])
      const charts: ChartDocument[] = []
      for (const name of roles.get(auth.roleId)?.dashboard ?? []) {
        const chart = catalogue.charts.get(name)
        if (chart !== undefined && (await mayReadChart(request, catalogue, chart))) charts.push(chart)
      }
      const activity = await recentActivity(request, { db: database.db, catalogue })
      return { status: true as const, charts, activity }
    },
  )
}

/** {@link dashboardRoutes} as the plugin `tamga-dashboard`. */
export const dashboardPlugin = domainPlugin('dashboard', { caller: true, authorizer: true }, dashboardRoutes)
