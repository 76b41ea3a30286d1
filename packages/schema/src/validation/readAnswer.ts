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

/** Reads the answers of a set of contracts by name; see {@link answerReader}. */
export type AnswerReader<A extends Record<string, TSchema>> = <K extends keyof A>(
  name: K,
  value: unknown,
) => Static<A[K]> | undefined

/**
 * A reader of the answers a browser module expects, by name. A module `…Answers.ts` that exports
 * its contracts as `ANSWERS` and one reader made by this function is replaced in the portal's
 * production build by the same checks compiled ahead of time, so the browser loads no schema
 * library and none of the texts the schemas were built from.
 *
 * @example export const readStartAnswer = answerReader(ANSWERS)
 */
export function answerReader<A extends Record<string, TSchema>>(answers: A): AnswerReader<A> {
  return (name, value) => readAnswer(answers[name], value)
}
