import { answerReader, MeAnswerSchema, PermissionGrantedSchema } from '@tamga/schema'

// The production build replaces this module with the same checks compiled ahead of time
// (build/compiledAnswerChecks.ts), so the first load carries no schema library: typebox's
// builder and checker were 28 KB gzip of it. Tests and the dev server check with the schemas.

/** The answers the start-up reads before the shell is drawn, by name, with their contracts. */
export const ANSWERS = {
  /** `GET /auth/me`: who is signed in. */
  me: MeAnswerSchema,
  /** `GET /get-permissions`: the active role's permissions, menu and kruds (spec 3.8). */
  permissions: PermissionGrantedSchema,
}

/** The answer as its contract describes it, or undefined when it is not one. */
export const readStartAnswer = answerReader(ANSWERS)
