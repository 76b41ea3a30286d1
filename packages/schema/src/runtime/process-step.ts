import Type, { type Static } from 'typebox'
import { closedObject } from '../documents/common.ts'
import { WorkflowNodeSchema } from '../documents/workflow.ts'
import type { ValidationResult } from '../validation/validator.ts'
import { BinaryFlagSchema, parseRecordWithSignatures } from './record.ts'
import { SignatureSchema } from './signature.ts'
import { RoleIdSchema, SubjectTypeSchema, UserIdSchema } from './step-subject.ts'
import { StepTypeSchema } from './step-types.ts'

/**
 * The key of a record that goes through a workflow: a number for serial keys, a string for
 * uuid keys (the model document decides which).
 */
export const RecordIdSchema = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1 })])
export type RecordId = Static<typeof RecordIdSchema>

/**
 * One step of a record's process (spec 3.1), built from a workflow diagram node.
 *
 * - `id`: the step's own key, null until it is stored.
 * - `row_id`: the record the process belongs to.
 * - `role_id`, `user_id`: the resolved assignee (spec 4.2); null when nobody in particular.
 * - `status`: the node's label text; `status_type`: the node's step type; `status_id`: the node id.
 * - `description`: what the person acting wrote; null until then.
 * - `is_done`: 1 once acted on. `signature`: the signature given, parsed (null when none).
 * - `step_data`: the diagram node the step was built from, kept so a later change to the
 *   diagram does not change a process already under way.
 */
export const ProcessStepSchema = closedObject({
  id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  row_id: Type.Union([RecordIdSchema, Type.Null()]),
  role_id: Type.Union([RoleIdSchema, Type.Null()]),
  user_id: Type.Union([UserIdSchema, Type.Null()]),
  status: Type.String(),
  status_type: StepTypeSchema,
  is_subject_changeable: Type.Boolean(),
  status_id: Type.String({ minLength: 1 }),
  subject_type: SubjectTypeSchema,
  is_read_only: Type.Boolean(),
  is_signature_needed: Type.Boolean(),
  description: Type.Union([Type.String(), Type.Null()]),
  is_done: BinaryFlagSchema,
  signature: Type.Union([SignatureSchema, Type.Null()]),
  step_data: WorkflowNodeSchema,
})
export type ProcessStep = Static<typeof ProcessStepSchema>

/**
 * Reads a stored process step: its `signature` may still be the stored text (a JSON string or
 * `"null"`); it is parsed, then the whole record is checked.
 */
export function parseProcessStep(input: unknown): ValidationResult<ProcessStep> {
  return parseRecordWithSignatures<ProcessStep>(ProcessStepSchema, input, ['signature'])
}
