import type { AccessCondition } from '@tamga/schema'
import type { RequestAuth } from '../auth/context.ts'

export type { AccessCondition, ColumnCondition } from '@tamga/schema'

/** What a caller wants to do. */
export type PermissionAction = 'create' | 'read' | 'update' | 'delete'

/**
 * What the action is on: a krud (its form, grid and rows), a table or view, a data source, a
 * menu entry, or one of the platform's own administration areas.
 */
export type PermissionTarget =
  | { kind: 'krud'; name: string }
  | { kind: 'table'; name: string }
  | { kind: 'datasource'; name: string }
  | { kind: 'menu'; id: string }
  | { kind: 'admin'; area: 'users' | 'roles' | 'organizations' | 'documents' | 'settings' }

/**
 * A row condition a grant carries, in structured form (never SQL text): the records engine
 * turns it into a bound WHERE clause. `current-user`: the row's column holds the caller's user
 * id ("created_by = current user"); `user-organizations`: it holds one of the caller's
 * organisation ids. Defined once, with the role document, in `@tamga/schema`.
 */
export type { RowCondition } from '@tamga/schema'

/** The answer of a permission check. */
export type PermissionDecision =
  | { allowed: true /** Rows the caller may touch; none means every row. */; rowConditions: readonly AccessCondition[] }
  | { allowed: false }

/**
 * The one place that decides access (issue 4, "one permission check for everything"). Every
 * endpoint asks it; the super admin (role 1) passes everything, everyone else only what their
 * active role grants.
 */
export interface Authorizer {
  /**
   * Decides one access. `scope` identifies the request (pass the Fastify request): the
   * documents version is read at most once per scope; without one it is read on every call.
   */
  check(
    auth: RequestAuth | null,
    action: PermissionAction,
    target: PermissionTarget,
    scope?: object,
  ): Promise<PermissionDecision>
}

/** The platform's own administration areas (spec 2.8): only roles 1 and 2 enter them. */
export type AdminArea = Extract<PermissionTarget, { kind: 'admin' }>['area']
