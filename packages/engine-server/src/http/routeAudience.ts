// Who may call a route, declared on the route itself and checked by one hook before its body is
// validated or its handler runs. Every route of the API must declare it: a route that does not is
// refused when the server starts, so no new route can go out open by omission. The OpenAPI
// description carries each route's audience (`x-audience`), which is what the security matrix
// holds the answers against.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { requireAuth } from '../auth/requireAuth.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import type { AdminArea, PermissionAction } from '../permissions/types.ts'
import { tamgaError } from './errors.ts'

/**
 * Who may call a route:
 * - `anyone`: visitors too (sign-in, registration, the configuration, GraphQL, whose entries
 *   carry their own access);
 * - `signed-in`: any session (401 `UNAUTHORIZED` otherwise);
 * - `admin`: a role with the administration area (roles 1 and 2): read for GET, update for a
 *   change (401 for a visitor, 403 `FORBIDDEN` for another role);
 * - `granted`: the handler asks the authorizer about the document or record the request names
 *   (`on`): a krud's records, a data source, a chart, a process. A visitor passes the hook only
 *   where `visitors` says the documents may let one in (a chart over a public krud). On a krud,
 *   a caller without the `action` the route needs (without any right at all, where the route
 *   needs one of several) is refused by the hook already (403), before the body is read.
 */
export type RouteAudience =
  | { who: 'anyone' }
  | { who: 'signed-in' }
  | { who: 'admin'; area: AdminArea }
  | {
      who: 'granted'
      on: 'krud' | 'datasource' | 'chart' | 'process'
      visitors?: boolean
      /** The right on the krud the route always needs. */
      action?: PermissionAction
    }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see `http/routeAudience.ts`); required on every API route. */
    audience?: RouteAudience
  }
}

/** Visitors included. */
export const ANYONE = { who: 'anyone' } as const satisfies RouteAudience
/** Any signed-in caller. */
export const SIGNED_IN = { who: 'signed-in' } as const satisfies RouteAudience
/** The roles that enter an administration area. */
export const adminOf = (area: AdminArea) => ({ who: 'admin', area }) as const satisfies RouteAudience
/** Decided per document or record by the handler, a session required unless `visitors`. */
export const grantedOn = (
  on: Extract<RouteAudience, { who: 'granted' }>['on'],
  options: { visitors?: boolean; action?: PermissionAction } = {},
) =>
  ({
    who: 'granted',
    on,
    ...(options.visitors === true ? { visitors: true } : {}),
    ...(options.action === undefined ? {} : { action: options.action }),
  }) as const satisfies RouteAudience

/** The audience of a route, by its options; undefined when it declares none. */
export function audienceOf(route: Pick<RouteOptions, 'config'>): RouteAudience | undefined {
  return (route.config as { audience?: RouteAudience } | undefined)?.audience
}

async function enforceAudience(request: FastifyRequest): Promise<void> {
  const audience = request.routeOptions.config.audience
  if (audience === undefined) return
  switch (audience.who) {
    case 'anyone':
      return
    case 'signed-in':
      requireAuth(request)
      return
    case 'admin':
      await requirePermission(request, request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'update', {
        kind: 'admin',
        area: audience.area,
      })
      return
    case 'granted':
      if (audience.visitors !== true) requireAuth(request)
      if (audience.on === 'krud') await requireRightOnKrud(request, audience.action)
      return
  }
}

const KRUD_ACTIONS: readonly PermissionAction[] = ['read', 'create', 'update', 'delete']

/**
 * A caller without the right the route always needs on the krud it names (without any right at
 * all, when the route needs one of several) is refused here, before its body is read; what else
 * the route needs (a row's conditions, another action) its handler decides.
 */
async function requireRightOnKrud(request: FastifyRequest, needed: PermissionAction | undefined): Promise<void> {
  const krud = (request.params as { krud?: unknown } | undefined)?.krud
  if (typeof krud !== 'string') return
  const auth = request.auth ?? null
  for (const action of needed === undefined ? KRUD_ACTIONS : [needed]) {
    const decision = await request.server.authorizer.check(auth, action, { kind: 'krud', name: krud }, request)
    if (decision.allowed) return
  }
  throw tamgaError(auth === null ? 'UNAUTHORIZED' : 'FORBIDDEN')
}

/**
 * Guards every route registered after it in `app`'s context: each must declare its audience
 * (the server refuses to become ready otherwise, naming the routes), and a `preValidation` hook
 * refuses a caller outside it before the body is read against the route's schema, so a refused
 * caller learns nothing of the shape a request must have. Checked when the server gets ready
 * rather than as each route is added: a plugin's own `onRoute` hook (GraphQL's) may give the
 * routes it registers their audience after this one has seen them.
 */
export function guardRouteAudiences(app: FastifyInstance): void {
  const routes: RouteOptions[] = []
  app.addHook('onRoute', (route) => {
    routes.push(route)
  })
  app.addHook('onReady', async () => {
    const undeclared = routes
      .filter((route) => audienceOf(route) === undefined)
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`)
    if (undeclared.length > 0) throw new Error(`routes without an audience (config.audience): ${undeclared.join('; ')}`)
  })
  app.addHook('preValidation', enforceAudience)
}
