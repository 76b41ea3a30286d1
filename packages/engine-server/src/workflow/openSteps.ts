// Moving a process on: the history entry of an act, and the steps the diagram's edges open next.
import {
  nodeSubject,
  resolveStepSubject,
  type StepSubject,
  type StepType,
  type WorkflowDocument,
  type WorkflowNode,
  type WorkflowPort,
} from '@tamga/schema'
import { type Expression, sql, type Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { assignableByRole, labelText, targetsOf } from './diagram.ts'
import { type Actor, type ProcessRow, type StepRow, stepTypeOf } from './processRows.ts'
import { stepModule } from './steps/index.ts'

/** Where the record of a process is, so its status column follows the process. */
export interface RecordLocation {
  table: string
  /** The key column (the krud grid's identity) and the record's key in it. */
  identity: string
  id: string | number
  /** The workflow's `statusColumn`: the step type the record is at. */
  statusColumn: string
}

/** A step an action opened: whom to tell about it once the action committed. */
export interface OpenedStep {
  processId: number
  stepId: number
  krud: string
  rowId: string
  status: string
  statusType: StepType
  roleId: number | null
  userId: number | null
  /** A VOTE step's council members. */
  voters: readonly number[]
}

/**
 * A decision the applicant is told of: the process reached END or CANCEL, or was sent back to
 * its creator (RE_CREATE).
 */
export interface Decision {
  processId: number
  krud: string
  rowId: string
  /** Who started the process: the one told. */
  applicantId: number | null
  /** The step reached. */
  node: Pick<WorkflowNode, 'type' | 'label'>
  /** The way out taken: its label says what was decided ("Дэмжсэн", "Буцаасан"). */
  port: Pick<WorkflowPort, 'label' | 'outcome'>
}

/** What an action did: the steps it opened, whether the process finished, the record's new row. */
export interface MoveResult {
  opened: OpenedStep[]
  finished: boolean
  /** The record after its status column was written, when the action moved the process on. */
  record: Record<string, unknown> | undefined
  /** The decision reached, to tell the applicant once the action committed. */
  decision?: Decision | undefined
}

/** The result of an action that opened nothing (a vote that is not the last). */
export const STAYED: MoveResult = { opened: [], finished: false, record: undefined }

/** When an entry happens: `at` (the seed's replay), or the transaction's time. */
export function stamp(at: Date | undefined): Expression<Date> {
  return at === undefined ? sql<Date>`now()` : sql<Date>`${at.toISOString()}::timestamptz`
}

/** One entry of the append-only status history (spec 3.3). */
export interface HistoryEntry {
  process: Pick<ProcessRow, 'id'>
  stepId: number
  status: string
  statusType: StepType
  statusAction: string | null
  isDone: 0 | 1
  description: string | null
  actionNum: number
  signature: string | null
  /** Who acted and as which role; null when no one did (a vote closed by its last vote). */
  userId: number | null
  roleId: number | null
  at?: Date | undefined
}

/** Appends one history entry. The table refuses any change to an entry once written. */
export async function appendHistory(trx: Transaction<SystemDatabase>, entry: HistoryEntry): Promise<void> {
  await trx
    .insertInto('tamga_status_history')
    .values({
      process_id: entry.process.id,
      step_id: entry.stepId,
      status: entry.status,
      status_type: entry.statusType,
      status_action: entry.statusAction,
      is_done: entry.isDone,
      description: entry.description,
      action_num: entry.actionNum,
      signature: entry.signature,
      user_id: entry.userId,
      role_id: entry.roleId,
      created_at: stamp(entry.at),
    })
    .execute()
}

/** The columns a new step takes from its diagram node and the node's subject. */
export function nodeStepColumns(node: WorkflowNode, subject: StepSubject) {
  return {
    status_type: node.type,
    status_id: node.id,
    subject_type: subject.subject_type,
    is_subject_changeable: subject.is_subject_changeable,
    is_read_only: subject.is_read_only,
    is_signature_needed: subject.is_signature_needed,
    step_data: JSON.stringify(node),
  }
}

/**
 * Marks an open step done through `port` (`dueDate`: a dated step's new date), with its history
 * entry. The process row is locked, so only this very transaction can have closed it (409).
 */
export async function closeStep(
  trx: Transaction<SystemDatabase>,
  step: Pick<StepRow, 'id' | 'status' | 'status_type' | 'action_num'>,
  port: WorkflowPort,
  entry: Pick<HistoryEntry, 'process' | 'statusAction' | 'description' | 'signature' | 'userId' | 'roleId' | 'at'>,
  dueDate?: string,
): Promise<void> {
  const done = await trx
    .updateTable('tamga_process_step')
    .set({
      is_done: 1,
      done_at: stamp(entry.at),
      done_by: entry.userId,
      port: port.id,
      status_action: entry.statusAction,
      description: entry.description,
      signature: entry.signature,
      ...(dueDate === undefined ? {} : { due_date: dueDate }),
    })
    .where('id', '=', step.id)
    .where('is_done', '=', 0)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) !== 1) throw tamgaError('STEP_ALREADY_DONE')
  const { status, action_num: actionNum } = step
  await appendHistory(trx, { ...entry, stepId: step.id, status, statusType: stepTypeOf(step), isDone: 1, actionNum })
}

/**
 * Writes the step type the record is at into its status column (the grid's process_status),
 * answering the record's row. Only the workflow writes this column.
 */
export async function writeRecordStatus(
  trx: Transaction<SystemDatabase>,
  record: RecordLocation,
  status: StepType,
): Promise<Record<string, unknown> | undefined> {
  const result = await sql<Record<string, unknown>>`update ${sql.table(record.table)} set ${sql.ref(
    record.statusColumn,
  )} = ${status} where ${sql.ref(record.identity)} = ${record.id} returning *, xmin::text as _version`.execute(trx)
  return result.rows[0]
}

/** Taking a port of a step: what {@link openNextSteps} needs. */
export interface StepMove {
  /** The locked process. */
  process: ProcessRow
  diagram: WorkflowDocument
  /** The node of the step left, and the port it was left through. */
  from: WorkflowNode
  port: WorkflowPort
  /** Who moved it: the subject of ANY_EMP, CURRENT, END and CANCEL steps (spec 4.2). */
  actor: Actor
  /**
   * The user the next steps assigned through `roleId` go to instead of the whole role (the step
   * left had a changeable subject; the user holds that role).
   */
  nextAssignee?: { userId: number; roleId: number } | undefined
  /** The council of a VOTE step the port leads to. */
  voters?: readonly number[] | undefined
  /** The due date of DATE, COURT and POSTPONE steps the port leads to. */
  date?: string | undefined
  record?: RecordLocation | undefined
  at?: Date | undefined
}

/**
 * Opens the steps the port leads to (spec 3.1, 4.2), each not done yet with its assignee
 * resolved: ANY_EMP, CURRENT, END and CANCEL → the actor; VOTERS → no one (the council is
 * listed in `tamga_vote`); DIRECT → the configured role and user; TO_ROLE → the role; CREATOR
 * → the START step's assignee. Taking a port whose outcome is `recreate`, or reaching a
 * RE_CREATE step, starts a new round (`action_num` + 1). Reaching END or CANCEL finishes the
 * process and writes its entry (not done: the process ended there, no one acts on it). The
 * process row and the record's status column then show where it stands.
 */
export async function openNextSteps(trx: Transaction<SystemDatabase>, move: StepMove): Promise<MoveResult> {
  const { process, actor } = move
  const targets = targetsOf(move.diagram, move.from.id, move.port.id)
  const first = targets[0]
  // A checked diagram has an edge from every port; anything else is a broken document.
  if (first === undefined) throw tamgaError('SERVER_ERROR')
  const newRound = move.port.outcome === 'recreate' || targets.some((node) => stepModule(node.type).startsRound)
  const actionNum = process.action_num + (newRound ? 1 : 0)
  const needsStart = targets.some((node) => node.subject.subject_type === 'CREATOR')
  const startStep = needsStart
    ? ((await trx
        .selectFrom('tamga_process_step')
        .select(['role_id', 'user_id'])
        .where('process_id', '=', process.id)
        .where('status_type', '=', 'START')
        .orderBy('id')
        .executeTakeFirst()) ?? null)
    : null

  const opened: OpenedStep[] = []
  let finished = false
  for (const node of targets) {
    const subject = nodeSubject(node)
    const resolved = resolveStepSubject(subject, { currentUser: { id: actor.userId, role: actor.roleId }, startStep })
    if (!resolved.ok) throw tamgaError('SERVER_ERROR')
    const roleId = resolved.value.role_id
    const userId =
      move.nextAssignee !== undefined && assignableByRole(node) && roleId === move.nextAssignee.roleId
        ? move.nextAssignee.userId
        : resolved.value.user_id
    const status = labelText(node.label)
    const step = await trx
      .insertInto('tamga_process_step')
      .values({
        process_id: process.id,
        row_id: process.row_id,
        role_id: roleId,
        user_id: userId,
        status,
        ...nodeStepColumns(node, subject),
        action_num: actionNum,
        opened_by: actor.userId,
        opened_at: stamp(move.at),
        due_date: stepModule(node.type).dated ? (move.date ?? null) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (stepModule(node.type).terminal) {
      finished = true
      await appendHistory(trx, {
        process,
        stepId: step.id,
        status,
        statusType: node.type,
        statusAction: null,
        isDone: 0,
        description: null,
        actionNum,
        signature: null,
        userId: actor.userId,
        roleId: actor.roleId,
        at: move.at,
      })
      continue
    }
    const voters = await stepModule(node.type).entered(trx, {
      stepId: step.id,
      processId: process.id,
      voters: move.voters,
    })
    opened.push({
      processId: process.id,
      stepId: step.id,
      krud: process.krud,
      rowId: process.row_id,
      status,
      statusType: node.type,
      roleId,
      userId,
      voters,
    })
  }

  const shown = targets.find((node) => stepModule(node.type).terminal) ?? first
  await trx
    .updateTable('tamga_process')
    .set({
      status: labelText(shown.label),
      status_type: shown.type,
      action_num: actionNum,
      finished_at: finished ? stamp(move.at) : null,
    })
    .where('id', '=', process.id)
    .execute()
  const record = move.record === undefined ? undefined : await writeRecordStatus(trx, move.record, shown.type)
  const decided = targets.find((node) => stepModule(node.type).terminal || node.type === 'RE_CREATE')
  const decision: Decision | undefined =
    decided === undefined
      ? undefined
      : {
          processId: process.id,
          krud: process.krud,
          rowId: process.row_id,
          applicantId: process.created_by,
          node: { type: decided.type, label: decided.label },
          port: { label: move.port.label, outcome: move.port.outcome },
        }
  return { opened, finished, record, decision }
}
