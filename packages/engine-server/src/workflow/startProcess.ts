// Creating a record of a krud with a workflow starts its process, in the insert's transaction.
import { nodeSubject, resolveStepSubject, type WorkflowDocument } from '@tamga/schema'
import type { Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { labelText, startNodeOf } from './diagram.ts'
import { nodeStepColumns, type OpenedStep, stamp } from './openSteps.ts'
import type { Actor } from './processRows.ts'

/** Records per statement when many start at once (an Excel import): well within the parameter limit. */
const PER_STATEMENT = 1000

/** What {@link startProcesses} needs. */
export interface ProcessStart {
  workflow: WorkflowDocument
  krud: string
  /** The new records' keys, as text. */
  rowIds: readonly string[]
  /** Who created them: the subject of a CURRENT or ANY_EMP START step, and the CREATOR later. */
  actor: Actor
  at?: Date | undefined
}

/**
 * Starts one process per new record (issue 8): its row, keeping the workflow document it
 * starts with, and its START step built from the diagram's START node (spec 3.1), not done
 * yet, its assignee resolved by spec 4.2 (CURRENT: the creator). Two statements per thousand
 * records. The record's status column is the caller's to set (it is part of the insert).
 * Answers the START steps, whose assignees are told once the insert commits.
 */
export async function startProcesses(trx: Transaction<SystemDatabase>, start: ProcessStart): Promise<OpenedStep[]> {
  const node = startNodeOf(start.workflow)
  const subject = nodeSubject(node)
  const assignee = resolveStepSubject(subject, {
    currentUser: { id: start.actor.userId, role: start.actor.roleId },
    startStep: null,
  })
  if (!assignee.ok) throw tamgaError('SERVER_ERROR')
  const status = labelText(node.label)
  const at = stamp(start.at)
  const diagram = JSON.stringify(start.workflow)
  const opened: OpenedStep[] = []
  for (let from = 0; from < start.rowIds.length; from += PER_STATEMENT) {
    const rowIds = start.rowIds.slice(from, from + PER_STATEMENT)
    const processes = await trx
      .insertInto('tamga_process')
      .values(
        rowIds.map((rowId) => ({
          workflow: start.workflow.name,
          krud: start.krud,
          row_id: rowId,
          diagram,
          created_by: start.actor.userId,
          status,
          status_type: node.type,
          created_at: at,
        })),
      )
      .returning(['id', 'row_id'])
      .execute()
    const steps = await trx
      .insertInto('tamga_process_step')
      .values(
        processes.map((process) => ({
          process_id: process.id,
          row_id: process.row_id,
          role_id: assignee.value.role_id,
          user_id: assignee.value.user_id,
          status,
          ...nodeStepColumns(node, subject),
          action_num: 0,
          opened_by: start.actor.userId,
          opened_at: at,
        })),
      )
      .returning(['id', 'process_id', 'row_id'])
      .execute()
    for (const step of steps) {
      opened.push({
        processId: step.process_id,
        stepId: step.id,
        krud: start.krud,
        rowId: step.row_id,
        status,
        statusType: node.type,
        roleId: assignee.value.role_id,
        userId: assignee.value.user_id,
        voters: [],
      })
    }
  }
  return opened
}
