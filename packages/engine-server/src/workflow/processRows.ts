// The process and step rows the engine reads, and who acts on them.
import { STEP_TYPES, type StepType, type WorkflowNode } from '@tamga/schema'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { ProcessStepTable, ProcessTable, SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'

/** A process row. */
export type ProcessRow = Selectable<ProcessTable>

/** A step row. */
export type StepRow = Selectable<ProcessStepTable>

/**
 * Who acts: the signed-in user and the role their session acts as (spec 3.6), with the names a
 * signature carries.
 */
export interface Actor {
  userId: number
  roleId: number
  firstName: string | null
  lastName: string | null
  /** What a signature names as the signer's job when they give none: the name of the role they act as. */
  jobName?: string | null | undefined
  /** What a signature names as the signer's structure when they give none: their main organisation. */
  struct?: string | null | undefined
}

/** A process by id without a lock (for reading and access checks); 404 when there is none. */
export async function findProcess(db: Kysely<SystemDatabase>, processId: number): Promise<ProcessRow> {
  const process = await db.selectFrom('tamga_process').selectAll().where('id', '=', processId).executeTakeFirst()
  if (process === undefined) throw tamgaError('PROCESS_NOT_FOUND')
  return process
}

/**
 * Locks a process row for the rest of the transaction: every action on a record's process
 * takes this lock first, so two actions on one record run one after the other and the second
 * sees what the first did.
 */
export async function lockProcess(trx: Transaction<SystemDatabase>, processId: number): Promise<ProcessRow> {
  const process = await trx
    .selectFrom('tamga_process')
    .selectAll()
    .where('id', '=', processId)
    .forUpdate()
    .executeTakeFirst()
  if (process === undefined) throw tamgaError('PROCESS_NOT_FOUND')
  if (process.finished_at !== null) throw tamgaError('PROCESS_FINISHED')
  return process
}

/** A step of a locked process that is still open: 404 for another process's step, 409 once done. */
export async function openStepOf(
  trx: Transaction<SystemDatabase>,
  process: ProcessRow,
  stepId: number,
): Promise<StepRow> {
  const step = await trx
    .selectFrom('tamga_process_step')
    .selectAll()
    .where('id', '=', stepId)
    .where('process_id', '=', process.id)
    .executeTakeFirst()
  if (step === undefined) throw tamgaError('STEP_NOT_FOUND')
  if (step.is_done === 1 || step.status_type === 'END' || step.status_type === 'CANCEL') {
    throw tamgaError('STEP_ALREADY_DONE')
  }
  return step
}

/**
 * Whether a step (not a VOTE, whose members are listed apart) waits for this person: it names
 * them, or it names no one and is assigned to the role their session acts as.
 */
export function isAssignee(
  step: Pick<StepRow, 'user_id' | 'role_id'>,
  actor: Pick<Actor, 'userId' | 'roleId'>,
): boolean {
  if (step.user_id !== null) return step.user_id === actor.userId
  return step.role_id !== null && step.role_id === actor.roleId
}

/** A row id as the API gives it: a number when the record's key is one. */
export function apiRowId(rowId: string): number | string {
  return /^[1-9]\d{0,15}$/.test(rowId) && Number.isSafeInteger(Number(rowId)) ? Number(rowId) : rowId
}

/** A step's type, as the engine wrote it from a diagram node. */
export function stepTypeOf(step: Pick<StepRow, 'status_type'>): StepType {
  const type = STEP_TYPES.find((candidate) => candidate === step.status_type)
  if (type === undefined) throw tamgaError('SERVER_ERROR')
  return type
}

/** The diagram node a step was built from (spec 3.1 `step_data`), kept with the step. */
export function stepNodeOf(step: Pick<StepRow, 'step_data'>): WorkflowNode {
  return step.step_data as WorkflowNode
}
