// How a client reads what a server answered: with the contract's schema, never with a guard of
// its own, so the two cannot drift apart.
import type { Static, TSchema } from 'typebox'
import { Check } from 'typebox/value'

/**
 * The answer as its schema describes it, or undefined when it is not one (another shape, an
 * error page of a proxy, nothing at all).
 *
 * @example readAnswer(SelectRoleAnswerSchema, await response.json())?.redirect
 */
export function readAnswer<T extends TSchema>(schema: T, value: unknown): Static<T> | undefined {
  return Check(schema, value) ? (value as Static<T>) : undefined
}
