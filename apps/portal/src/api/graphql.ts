import { GRAPHQL_PATH } from '@tamga/schema'
import { type GraphqlError, graphqlErrorMessage } from './graphqlErrors.ts'
import type { HttpClient } from './httpClient.ts'

/** The answer of a GraphQL call: its data, or the one message of spec 8.2. */
export type GraphqlResult<T> = { ok: true; data: T } | { ok: false; message: string }

/**
 * Sends a GraphQL query or mutation through the app's HTTP client (so it carries the token,
 * the time-out and the loading flag). GraphQL errors come back as one message,
 * 'GraphQL error: a | b', shown as one toast unless quiet.
 */
export async function graphql<T>(
  client: HttpClient,
  query: string,
  variables: Record<string, unknown> = {},
  options: { quiet?: boolean; notify?: (message: string) => void } = {},
): Promise<GraphqlResult<T>> {
  const answer = await client.post<{ data?: T; errors?: GraphqlError[] }>(
    GRAPHQL_PATH,
    { query, variables },
    { quiet: options.quiet ?? false },
  )
  if (!answer.ok) {
    const body = answer.body as { errors?: GraphqlError[] } | undefined
    const errors = body?.errors
    return {
      ok: false,
      message: Array.isArray(errors) && errors.length > 0 ? graphqlErrorMessage(errors) : answer.message,
    }
  }
  const errors = answer.data?.errors
  if (Array.isArray(errors) && errors.length > 0) {
    const message = graphqlErrorMessage(errors)
    if (options.quiet !== true) options.notify?.(message)
    return { ok: false, message }
  }
  return { ok: true, data: answer.data?.data as T }
}
