import Type, { type Static } from 'typebox'
import { closedObject } from '../documents/common.ts'
import type { ValidationResult } from '../validation/validator.ts'
import { BinaryFlagSchema, EmployeeSchema, parseRecordWithSignatures } from './record.ts'
import { SignatureSchema } from './signature.ts'
import { StepTypeSchema } from './step-types.ts'

/**
 * One entry of a record's status history (spec 3.3), as `/process/history/{id}` returns it.
 *
 * - `status`: the step's label; `status_type`: its step type.
 * - `status_action`: the action taken (the label of the port chosen), null before acting.
 * - `created_at`: when it happened (`YYYY-MM-DD HH:mm[:ss]` or ISO), null for a step not yet acted on.
 * - `action_num`: the round of the process the entry belongs to; the history view draws one
 *   block per round (spec 2.7).
 * - `signature`: parsed on load from its stored JSON text; `emp`: who acted.
 */
export const StatusHistoryEntrySchema = closedObject({
  status: Type.String(),
  status_type: StepTypeSchema,
  status_action: Type.Union([Type.String(), Type.Null()]),
  is_done: BinaryFlagSchema,
  created_at: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  action_num: Type.Integer({ minimum: 0 }),
  signature: Type.Union([SignatureSchema, Type.Null()]),
  emp: Type.Union([EmployeeSchema, Type.Null()]),
})
export type StatusHistoryEntry = Static<typeof StatusHistoryEntrySchema>

/** Reads one status history entry, parsing its stored `signature` text first. */
export function parseStatusHistoryEntry(input: unknown): ValidationResult<StatusHistoryEntry> {
  return parseRecordWithSignatures<StatusHistoryEntry>(StatusHistoryEntrySchema, input, ['signature'])
}
