import type { FastifyRequest } from 'fastify'
import type { AccessCondition, PermissionAction } from '../permissions/types.ts'
import type { RowAccess } from '../reads/readAccess.ts'
import type { RecordsCatalogue } from './catalogue.ts'

export { ANONYMOUS_USER_ID, EVERY_ROW, type RowAccess } from '../reads/readAccess.ts'

/**
 * The rows of a model a caller may reach outside one krud's screen (GraphQL, charts, data
 * sources, subscriptions): every row, or the rows matching any one of the condition sets
 * (all conditions of a set must hold). The krud grants decide first: a krud over the model
 * granting the action without row conditions gives every row; kruds granting it only with row
 * conditions give those rows, and `permitted_tables` then never widens them (a user of a role
 * with a row condition never sees another's rows through any path). Only a role with no krud
 * grant on the model falls back, for reading, to `permitted_tables`.
 */
export type TableAccess = { allowed: false } | ({ allowed: true } & RowAccess)

/** What {@link tableAccess} decides for one model, for a signed-in caller. */
export async function tableAccess(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  modelName: string,
  action: PermissionAction,
): Promise<TableAccess> {
  const auth = request.auth ?? null
  const model = catalogue.model(modelName)
  if (model === undefined) return { allowed: false }
  const authorizer = request.server.authorizer
  const anyOf: Array<readonly AccessCondition[]> = []
  for (const source of catalogue.krudsOver(model.name)) {
    const decision = await authorizer.check(auth, action, { kind: 'krud', name: source.name }, request)
    if (!decision.allowed) continue
    if (decision.rowConditions.length === 0) return { allowed: true, every: true }
    anyOf.push(decision.rowConditions)
  }
  if (anyOf.length > 0) return { allowed: true, every: false, anyOf }
  if (action === 'read') {
    const table = await authorizer.check(auth, 'read', { kind: 'table', name: model.table }, request)
    if (table.allowed) {
      return table.rowConditions.length === 0
        ? { allowed: true, every: true }
        : { allowed: true, every: false, anyOf: [table.rowConditions] }
    }
  }
  return { allowed: false }
}
