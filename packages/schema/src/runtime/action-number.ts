import Type, { type Static } from 'typebox'
import { closedObject } from '../documents/common.ts'
import { type ValidationResult, validateAgainst } from '../validation/validator.ts'

/**
 * One round of a record's process (spec 3.5): `index` orders the rounds, `action_num` is the
 * value history entries carry to say which round they belong to.
 */
export const ActionNumberSchema = closedObject({
  index: Type.Integer({ minimum: 0 }),
  action_num: Type.Integer({ minimum: 0 }),
})
export type ActionNumber = Static<typeof ActionNumberSchema>

/** Checks one action number entry. */
export function parseActionNumber(input: unknown): ValidationResult<ActionNumber> {
  return validateAgainst<ActionNumber>(ActionNumberSchema, input)
}
