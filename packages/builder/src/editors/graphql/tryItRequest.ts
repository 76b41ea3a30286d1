import { GRAPHQL_PATH, GRAPHQL_PREVIEW_PATH } from '@tamga/schema'

/** Where the try-it pane posts a query, and with what body. */
export interface TryItRequest {
  path: string
  body: { query: string; roleId?: number }
}

/**
 * The request of the try-it pane: with a chosen role, the server's preview answers as that
 * role; without one, the endpoint answers as the signed-in caller.
 */
export function tryItRequest(query: string, roleId: number | undefined): TryItRequest {
  return roleId === undefined
    ? { path: GRAPHQL_PATH, body: { query } }
    : { path: GRAPHQL_PREVIEW_PATH, body: { query, roleId } }
}
