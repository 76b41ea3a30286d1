import Type, { type Static } from 'typebox'
import { closedObject } from '../documents/common.ts'
import type { ValidationResult } from '../validation/validator.ts'
import { BinaryFlagSchema, EmployeeSchema, parseRecordWithSignatures } from './record.ts'
import { SignatureSchema } from './signature.ts'

/**
 * A council member's vote on a record (spec 3.4).
 *
 * - `approve`: 1 when they supported it; `recreate`: 1 when they asked for additional material;
 *   both null or 0 otherwise (see `voteResult` for how the two combine).
 * - `voted`: 1 once they have voted.
 * - `signature_image`: their signature, parsed on load from its stored JSON text.
 * - `signature_date`: when they signed; `emp`: who they are.
 */
export const VotingPersonSchema = closedObject({
  approve: Type.Union([BinaryFlagSchema, Type.Null()]),
  recreate: Type.Union([BinaryFlagSchema, Type.Null()]),
  voted: BinaryFlagSchema,
  description: Type.Union([Type.String(), Type.Null()]),
  signature_image: Type.Union([SignatureSchema, Type.Null()]),
  signature_date: Type.Union([Type.String(), Type.Null()]),
  emp: Type.Union([EmployeeSchema, Type.Null()]),
})
export type VotingPerson = Static<typeof VotingPersonSchema>

/** Reads one voting person, parsing its stored `signature_image` text first. */
export function parseVotingPerson(input: unknown): ValidationResult<VotingPerson> {
  return parseRecordWithSignatures<VotingPerson>(VotingPersonSchema, input, ['signature_image'])
}
