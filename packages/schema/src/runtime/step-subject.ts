import Type, { type Static } from 'typebox'
import { closedObject } from '../documents/common.ts'
import { type ValidationResult, validateAgainst } from '../validation/validator.ts'
import { type BilingualLabel, StepTypeSchema } from './step-types.ts'

/**
 * Who a step is assigned to (spec 4.2). Lambda's process-step editor offers ANY_EMP, VOTERS,
 * TO_ROLE, DIRECT and CREATOR, and its stored steps also use CURRENT; those six are what Tamga
 * resolves.
 *
 * Lambda also has organisation-structure subjects (`DEPARTMENT_HEAD`, and the `org_role_id`,
 * `struct_id`, `job_id`, `emp_id` columns behind them). Tamga has no organisation chart to
 * resolve them against, so they are not accepted; see {@link LAMBDA_ONLY_SUBJECT_TYPES}.
 */
export const SUBJECT_TYPES = ['ANY_EMP', 'CURRENT', 'VOTERS', 'DIRECT', 'TO_ROLE', 'CREATOR'] as const

/** One of {@link SUBJECT_TYPES}. */
export const SubjectTypeSchema = Type.Enum([...SUBJECT_TYPES], {
  description: 'Who the step is assigned to: ANY_EMP, CURRENT, VOTERS, DIRECT, TO_ROLE or CREATOR.',
})
export type SubjectType = (typeof SUBJECT_TYPES)[number]

/**
 * Subject types found in Lambda data that Tamga does not support, so the Lambda importer can
 * say why a step could not be carried over instead of guessing an assignee.
 */
export const LAMBDA_ONLY_SUBJECT_TYPES = ['DEPARTMENT_HEAD'] as const

/**
 * The name of each subject type. The Mongolian names of ANY_EMP, VOTERS, TO_ROLE, DIRECT and
 * CREATOR are the ones Lambda's step editor shows, so users moving over see the same words.
 */
export const SUBJECT_TYPE_LABELS: { readonly [TType in SubjectType]: BilingualLabel } = {
  ANY_EMP: { mn_MN: 'Бүртгэлтэй хэрэглэгч', en_US: 'Any registered user' },
  CURRENT: { mn_MN: 'Одоогийн хэрэглэгч', en_US: 'Current user' },
  VOTERS: { mn_MN: 'Санал өгөгчид', en_US: 'Voters' },
  DIRECT: { mn_MN: 'Системийн хэрэглэгч', en_US: 'A named user' },
  TO_ROLE: { mn_MN: 'Системийн Хандах эрхээр', en_US: 'Everyone in a role' },
  CREATOR: { mn_MN: 'Боловсруулсан хэрэглэгч', en_US: 'The record’s creator' },
}

/** A role id (spec 6: roles are numeric; 1 is the super admin). */
export const RoleIdSchema = Type.Integer({ minimum: 1, description: 'A numeric role id.' })

/** A user id (spec 3.6: the current user has a numeric id). */
export const UserIdSchema = Type.Integer({ minimum: 1, description: 'A numeric user id.' })

/**
 * A step subject as the engine stores and exchanges it (spec 3.2): the step type it belongs to
 * (`object_type`), how its assignee is chosen, the configured role and user (null when the
 * subject type does not use them), and the step's flags.
 */
export const StepSubjectSchema = closedObject({
  subject_type: SubjectTypeSchema,
  object_type: StepTypeSchema,
  role_id: Type.Union([RoleIdSchema, Type.Null()]),
  user_id: Type.Union([UserIdSchema, Type.Null()]),
  is_subject_changeable: Type.Boolean(),
  is_read_only: Type.Boolean(),
  is_signature_needed: Type.Boolean(),
})
export type StepSubject = Static<typeof StepSubjectSchema>

/** Checks a step subject received from elsewhere (a request body, a stored row). */
export function parseStepSubject(input: unknown): ValidationResult<StepSubject> {
  return validateAgainst<StepSubject>(StepSubjectSchema, input)
}
