import { answerReader, ErrorResponseSchema } from '@tamga/schema'

// The portal's production build replaces this module with the check compiled ahead of time, so
// a screen that reads a refusal loads neither typebox nor the error catalogue's texts.

/** The failure body every refusal of the engine server has (spec 8.1). */
export const ANSWERS = { error: ErrorResponseSchema }

/** A failure's body as the contract describes it, or undefined when it is not one. */
export const readErrorAnswer = answerReader(ANSWERS)
