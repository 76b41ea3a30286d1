import { answerReader, LoginAnswerSchema, SelectRoleAnswerSchema } from '@tamga/schema'

// Compiled ahead of time in the production build, as startAnswers.ts is.

/** The answers signing in reads, by name, with their contracts. */
export const ANSWERS = {
  /** `POST /auth/login`: the session's token and user. */
  login: LoginAnswerSchema,
  /** `POST /auth/select-role`: the user in the chosen role and where the role starts. */
  selectRole: SelectRoleAnswerSchema,
}

/** The answer as its contract describes it, or undefined when it is not one. */
export const readSignInAnswer = answerReader(ANSWERS)
