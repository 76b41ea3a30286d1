/** One error of a GraphQL answer; only its message is shown. */
export interface GraphqlError {
  message: string
}

/**
 * The one message a failed GraphQL call shows (spec 8.2): 'GraphQL error: ' followed by every
 * error's message, separated by ' | '.
 *
 * @example graphqlErrorMessage([{ message: 'a' }, { message: 'b' }]) // 'GraphQL error: a | b'
 */
export function graphqlErrorMessage(errors: readonly GraphqlError[]): string {
  return `GraphQL error: ${errors.map((error) => error.message).join(' | ')}`
}
