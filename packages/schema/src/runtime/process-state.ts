import Type, { type Static } from 'typebox'
import { closedObject, DocumentNameSchema, LocalizedTextSchema } from '../documents/common.ts'
import { DiagramIdSchema } from '../documents/workflow.ts'
import { PATTERNS } from '../validation/patterns.ts'
import { RecordIdSchema } from './process-step.ts'
import { RoleIdSchema, SubjectTypeSchema, UserIdSchema } from './step-subject.ts'
import { DECISION_OUTCOMES, PortOutcomeSchema, StepTypeSchema } from './step-types.ts'

/**
 * The workflow API's shapes, shared by the engine (`workflow/` plugin) and the screens that act
 * on a process. Routes, under the API base:
 *
 * - `GET  /process/history/{processId}` → spec 7's `{ statusHistories, votingPeople, actionNumbers }`
 * - `GET  /process/of/{krud}/{rowId}` → {@link ProcessState}
 * - `POST /process/{processId}/steps/{stepId}/act` ({@link ProcessActRequest}) → {@link ProcessState}
 * - `POST /process/{processId}/steps/{stepId}/vote` ({@link ProcessVoteRequest}) → {@link ProcessState}
 * - `POST /process/{processId}/steps/{stepId}/close-vote` → {@link ProcessState}
 * - `GET  /process/{processId}/steps/{stepId}/candidates?port=` → {@link ProcessCandidates}
 * - `GET  /process/waiting` → {@link WaitingSteps}; `GET /process/overdue` → {@link WaitingSteps}
 * - `POST /process/signatures` (multipart image) → `{ status: true, id, url }`, the drawn signature
 *   a {@link SignatureInput} of type `draw` names
 */

/** The decision a council member gives on a VOTE step (spec 4.3). */
export const VOTE_CHOICES = ['approve', 'reject', 'recreate'] as const
export const VoteChoiceSchema = Type.Enum([...VOTE_CHOICES])
export type VoteChoice = Static<typeof VoteChoiceSchema>

/**
 * A signature as the person acting gives it: typed text, or a drawn image already sent to
 * `POST /process/signatures` (multipart, one PNG/JPEG/GIF/WebP image of at most 1 MiB; the
 * answer's `id`). The server completes the stored spec 3.3 signature with the
 * port's label (`signAction`) and the signer's names; `job_name` and `struct` are what the
 * signer says they sign as.
 */
export const SignatureInputSchema = Type.Union([
  closedObject({
    type: Type.Literal('text'),
    text: Type.String({ minLength: 1, maxLength: 200 }),
    job_name: Type.Optional(Type.String({ maxLength: 200 })),
    struct: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  closedObject({
    type: Type.Literal('draw'),
    /** The id `POST /process/signatures` answered for the drawn image (uploads are keyed by uuid). */
    uploadId: Type.String({ format: 'uuid' }),
    job_name: Type.Optional(Type.String({ maxLength: 200 })),
    struct: Type.Optional(Type.String({ maxLength: 200 })),
  }),
])
export type SignatureInput = Static<typeof SignatureInputSchema>

/**
 * Completing an open step through one of its ports.
 *
 * - `description`: what the actor writes (the history entry's Тайлбар).
 * - `signature`: required when the step's `is_signature_needed`.
 * - `nextAssignee`: the user to hand the next step to, allowed only when the step
 *   `is_subject_changeable`; one of the port's candidates.
 * - `voters`: on a PREPARE_VOTE step, the council members who will vote (at least one).
 * - `date`: on DATE, COURT and POSTPONE steps, the date the step sets (`YYYY-MM-DD`).
 */
export const ProcessActRequestSchema = closedObject({
  port: DiagramIdSchema,
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  signature: Type.Optional(SignatureInputSchema),
  nextAssignee: Type.Optional(closedObject({ userId: UserIdSchema })),
  voters: Type.Optional(Type.Array(UserIdSchema, { minItems: 1, maxItems: 200, uniqueItems: true })),
  date: Type.Optional(Type.String({ pattern: PATTERNS.isoDate.pattern })),
})
export type ProcessActRequest = Static<typeof ProcessActRequestSchema>

/** A council member's vote on an open VOTE step; given once. */
export const ProcessVoteRequestSchema = closedObject({
  vote: VoteChoiceSchema,
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  signature: Type.Optional(SignatureInputSchema),
})
export type ProcessVoteRequest = Static<typeof ProcessVoteRequestSchema>

/** A person as the workflow screens name them. */
export const ProcessPersonSchema = closedObject({
  userId: UserIdSchema,
  firstName: Type.String(),
  lastName: Type.String(),
  login: Type.String(),
})
export type ProcessPerson = Static<typeof ProcessPersonSchema>

/** One member's place in an open vote: whether they voted (what they voted is in the history). */
export const ProcessVoterSchema = closedObject({
  person: ProcessPersonSchema,
  voted: Type.Boolean(),
})

/** The state of an open VOTE step as the caller may see it. */
export const OpenVoteSchema = closedObject({
  voters: Type.Array(ProcessVoterSchema),
  /** Whether the caller is a member who has not voted yet. */
  canVote: Type.Boolean(),
  /** Whether the caller may close the vote before everyone voted (the one who prepared it). */
  canClose: Type.Boolean(),
  supported: Type.Integer({ minimum: 0 }),
  toRecreate: Type.Integer({ minimum: 0 }),
  unsupported: Type.Integer({ minimum: 0 }),
  notVoted: Type.Integer({ minimum: 0 }),
  /** What the votes decide so far; `pending` until enough have voted. */
  decision: Type.Enum([...DECISION_OUTCOMES]),
})
export type OpenVote = Static<typeof OpenVoteSchema>

/** A way out of an open step, as a button: `action` its words when the diagram gives them, else `label`. */
export const OpenStepPortSchema = closedObject({
  id: DiagramIdSchema,
  label: LocalizedTextSchema,
  action: Type.Optional(LocalizedTextSchema),
  outcome: Type.Optional(PortOutcomeSchema),
  /** The step type the port leads to. */
  leadsTo: StepTypeSchema,
  /** Whether the actor picks the next step's assignee (see the candidates route). */
  picksAssignee: Type.Boolean(),
})

/** A step that is waiting for someone. */
export const OpenStepSchema = closedObject({
  id: Type.Integer({ minimum: 1 }),
  status_id: DiagramIdSchema,
  status: Type.String(),
  status_type: StepTypeSchema,
  subject_type: SubjectTypeSchema,
  role_id: Type.Union([RoleIdSchema, Type.Null()]),
  /** The display name of `role_id`'s role (spec 6), when the step names a role that has a document. */
  role_name: Type.Optional(LocalizedTextSchema),
  user_id: Type.Union([UserIdSchema, Type.Null()]),
  assignee: Type.Union([ProcessPersonSchema, Type.Null()]),
  is_signature_needed: Type.Boolean(),
  is_subject_changeable: Type.Boolean(),
  is_read_only: Type.Boolean(),
  action_num: Type.Integer({ minimum: 0 }),
  opened_at: Type.String(),
  /** The date a DATE, COURT or POSTPONE step set for it, `YYYY-MM-DD`. */
  due_date: Type.Union([Type.String(), Type.Null()]),
  ports: Type.Array(OpenStepPortSchema),
  /** Whether the caller may act on it. */
  canAct: Type.Boolean(),
  vote: Type.Union([OpenVoteSchema, Type.Null()]),
})
export type OpenStep = Static<typeof OpenStepSchema>

/**
 * A record's process as the caller sees it, with the spec 3.11 flags computed on the server:
 * `iCanEdit` (the caller holds an open step that is not read-only), `isReadOnly` (the caller's
 * open step only shows the record) and `currentStep` (the open step the caller holds, else the
 * first open step).
 */
export const ProcessStateSchema = closedObject({
  processId: Type.Integer({ minimum: 1 }),
  krud: DocumentNameSchema,
  rowId: RecordIdSchema,
  workflow: DocumentNameSchema,
  /** The record's current status: the label of the step it waits at, or where it ended. */
  status: Type.String(),
  status_type: StepTypeSchema,
  finished: Type.Boolean(),
  action_num: Type.Integer({ minimum: 0 }),
  iCanEdit: Type.Boolean(),
  isReadOnly: Type.Boolean(),
  currentStep: Type.Union([OpenStepSchema, Type.Null()]),
  openSteps: Type.Array(OpenStepSchema),
})
export type ProcessState = Static<typeof ProcessStateSchema>

/** Whom the actor may pick: the next step's assignee or a vote's council members. */
export const ProcessCandidatesSchema = closedObject({
  people: Type.Array(ProcessPersonSchema),
})
export type ProcessCandidates = Static<typeof ProcessCandidatesSchema>

/** Open steps across processes: those waiting for the caller, or those past their date. */
export const WaitingStepsSchema = closedObject({
  steps: Type.Array(
    closedObject({
      processId: Type.Integer({ minimum: 1 }),
      krud: DocumentNameSchema,
      rowId: RecordIdSchema,
      step: OpenStepSchema,
    }),
  ),
})
export type WaitingSteps = Static<typeof WaitingStepsSchema>
