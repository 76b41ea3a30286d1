import { MeAnswerSchema, PermissionGrantedSchema, readAnswer } from '@tamga/schema'
import type { Static } from 'typebox'

// The production build replaces this module with the same checks compiled ahead of time
// (build/compiledAnswerChecks.ts), so the first load carries no schema library: typebox's
// builder and checker were 28 KB gzip of it. Tests and the dev server check with the schemas.

/** The answers the start-up reads before the shell is drawn, by name, with their contracts. */
export const START_ANSWERS = {
  /** `GET /auth/me`: who is signed in. */
  me: MeAnswerSchema,
  /** `GET /get-permissions`: the active role's permissions, menu and kruds (spec 3.8). */
  permissions: PermissionGrantedSchema,
}

type StartAnswers = typeof START_ANSWERS

/** The answer as its contract describes it, or undefined when it is not one. */
export function readStartAnswer<K extends keyof StartAnswers>(
  name: K,
  value: unknown,
): Static<StartAnswers[K]> | undefined {
  return readAnswer(START_ANSWERS[name], value)
}
