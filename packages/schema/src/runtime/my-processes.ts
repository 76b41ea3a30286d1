import Type, { type Static } from 'typebox'
import { closedObject, DocumentNameSchema, LocalizedTextSchema } from '../documents/common.ts'
import { DiagramIdSchema } from '../documents/workflow.ts'
import { ProcessPersonSchema } from './process-state.ts'
import { RecordIdSchema } from './process-step.ts'
import { StepTypeSchema } from './step-types.ts'

/**
 * What a process expects of the person who created its record (issue 24, "my applications"),
 * decided on the server from the steps they hold:
 *
 * - `submit`: their draft waits at START, theirs to change and then send;
 * - `resubmit`: it was sent back (an open RE_CREATE step is theirs): change it and send it again;
 * - `act`: another open step is theirs (a vote they are a member of, a step naming them);
 * - `wait`: nothing; the open steps wait for others (`waitingFor` says whom);
 * - `decided`: the process finished; `status_type` is the decision (END or CANCEL).
 */
export const CREATOR_NEXT = ['submit', 'resubmit', 'act', 'wait', 'decided'] as const
export const CreatorNextSchema = Type.Enum([...CREATOR_NEXT])
export type CreatorNext = Static<typeof CreatorNextSchema>

/** An open step of the creator's process as they may see it: the step, and whom it waits for. */
export const MyProcessStepSchema = closedObject({
  id: Type.Integer({ minimum: 1 }),
  status_id: DiagramIdSchema,
  /** The step's name as the workflow diagram gives it, in every language it has. */
  label: LocalizedTextSchema,
  status_type: StepTypeSchema,
  /** The display name of the role it waits for, when it names one that has a document. */
  role_name: Type.Optional(LocalizedTextSchema),
  /** The person it waits for, when it names one. */
  assignee: Type.Union([ProcessPersonSchema, Type.Null()]),
  /** How many council members have not voted yet, on a VOTE step; null on any other step. */
  votesAwaited: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Whether it is the caller's to act on. */
  mine: Type.Boolean(),
  opened_at: Type.String(),
})
export type MyProcessStep = Static<typeof MyProcessStepSchema>

/** One record the caller created in a krud that runs a workflow, with where its process stands. */
export const MyProcessSchema = closedObject({
  processId: Type.Integer({ minimum: 1 }),
  krud: DocumentNameSchema,
  /** The krud's title: what kind of record it is ("Өргөдөл"). */
  krudTitle: LocalizedTextSchema,
  rowId: RecordIdSchema,
  /** The record's own title: the first text column its grid shows; null when it has none or it is empty. */
  title: Type.Union([Type.String(), Type.Null()]),
  /** The label of the step the record waits at, or where it ended, as stored (Mongolian). */
  status: Type.String(),
  /** The same step's label in every language the diagram gives it (the stored text when it is gone). */
  status_label: LocalizedTextSchema,
  /** The step type the record waits at or ended with: its word is the `process` namespace's `<type>_grid`. */
  status_type: StepTypeSchema,
  /** The round: a send-back starts the next one (spec 3.5). */
  action_num: Type.Integer({ minimum: 0 }),
  next: CreatorNextSchema,
  /** The open steps, oldest first; empty once finished. */
  waitingFor: Type.Array(MyProcessStepSchema),
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
})
export type MyProcess = Static<typeof MyProcessSchema>

/** A krud running a workflow in which the caller may create a record: where a new application starts. */
export const StartableKrudSchema = closedObject({
  krud: DocumentNameSchema,
  title: LocalizedTextSchema,
})
export type StartableKrud = Static<typeof StartableKrudSchema>

/**
 * `GET /process/mine`: the records the caller created in kruds that run a workflow and may still
 * read, newest first (at most 500), drafts included; and the kruds where they may start another.
 */
export const MyProcessesSchema = closedObject({
  processes: Type.Array(MyProcessSchema),
  startable: Type.Array(StartableKrudSchema),
})
export type MyProcesses = Static<typeof MyProcessesSchema>
