// The workflow engine a server instance shares between its plugins: what record writes of a krud
// with a workflow do (start processes, guard read-only holders), and what follows an action.
import { localizedText } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { Counter } from 'prom-client'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import type { Messengers } from '../notifications/messengers.ts'
import type { KrudSource, RecordsCatalogue } from '../records/catalogue.ts'
import type { RecordChangeHub } from '../records/changes.ts'
import type { RowWorkflow } from '../records/rowOperations.ts'
import { startNodeOf } from './diagram.ts'
import type { MoveResult, OpenedStep } from './openSteps.ts'
import type { Actor } from './processRows.ts'
import { startProcesses } from './startProcess.ts'
import { heldBy, TERMINAL_TYPES } from './steps/index.ts'
import { tellAssignees } from './tellAssignees.ts'
import { type KrudTitle, tellDecision } from './tellDecision.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The workflow engine (issue 8), when the server has a database: record writes consult it. */
    workflowEngine?: WorkflowEngine
  }
}

/** What {@link createWorkflowEngine} needs: where notices go, and who hears of record changes. */
export interface WorkflowEngineOptions extends Messengers {
  /** Told when an action changes a record's status column (GraphQL subscriptions, grids). */
  changes?: RecordChangeHub | undefined
  /** Counts every committed action by kind (the server's `tamga_workflow_actions_total`). */
  actionsTaken?: Pick<Counter<'kind'>, 'inc'> | undefined
}

/**
 * What a committed workflow action was: a step acted on through a port, a vote cast, a vote
 * closed early, or a process started by a record write (one per record).
 */
export type WorkflowActionKind = 'act' | 'vote' | 'close_vote' | 'start'

/** The engine's side of record writes and actions. */
export interface WorkflowEngine {
  /**
   * The workflow part of a write to a krud's records, or undefined when the krud has no
   * workflow (or names one its catalogue lacks, or one over another model). `byStep`: the
   * caller's role does not grant updates, only an open step on the record may.
   */
  rowWorkflow(
    request: FastifyRequest,
    catalogue: RecordsCatalogue,
    source: KrudSource,
    byStep?: boolean,
  ): RowWorkflow | undefined
  /**
   * After an action committed: the record's change to subscribers, the next assignees told, and
   * the applicant told a decision the action reached.
   */
  afterAction(
    catalogue: RecordsCatalogue,
    source: KrudSource,
    result: MoveResult,
    actor: Actor,
    kind: WorkflowActionKind,
  ): Promise<void>
  /** Waits for the e-mails still being sent (the server closing); the mailer is its owner's to close. */
  close(): Promise<void>
}

/** The open steps a caller holds on one record: the read-only flags of each. */
async function heldSteps(
  trx: Transaction<SystemDatabase>,
  krud: string,
  rowId: string,
  caller: Actor,
): Promise<boolean[]> {
  const rows = await trx
    .selectFrom('tamga_process_step as s')
    .innerJoin('tamga_process as p', 'p.id', 's.process_id')
    .select('s.is_read_only')
    .where('p.krud', '=', krud)
    .where('p.row_id', '=', rowId)
    .where('p.finished_at', 'is', null)
    .where('s.is_done', '=', 0)
    .where('s.status_type', 'not in', TERMINAL_TYPES)
    .where((eb) => heldBy(eb, caller))
    .execute()
  return rows.map((row) => row.is_read_only)
}

/** Makes the engine of one server instance. */
export function createWorkflowEngine(options: WorkflowEngineOptions): WorkflowEngine {
  const mailing = new Set<Promise<void>>()
  const messengers: Messengers = options
  const titleIn =
    (catalogue: RecordsCatalogue): KrudTitle =>
    (krud, language) => {
      const title = catalogue.kruds.get(krud)?.krud.title
      return title === undefined ? krud : localizedText(title, language)
    }
  const track = (mailed: Promise<void>) => {
    mailing.add(mailed)
    void mailed.finally(() => mailing.delete(mailed))
  }
  const tell = async (opened: readonly OpenedStep[], actor: Actor, catalogue: RecordsCatalogue) => {
    if (opened.length === 0) return
    const title = titleIn(catalogue)
    const { mailed } = await tellAssignees(messengers, opened, actor.userId, (krud) => title(krud, 'mn_MN'))
    track(mailed)
  }

  return {
    rowWorkflow(request, catalogue, source, byStep = false) {
      const name = source.krud.workflow
      const auth = request.auth ?? null
      if (name === undefined || source.model === undefined || auth === null) return undefined
      const workflow = catalogue.workflows.get(name)
      if (workflow === undefined || catalogue.model(workflow.model)?.name !== source.model.name) {
        request.log.warn({ krud: source.name, workflow: name }, 'the krud names a workflow over another model, or none')
        return undefined
      }
      const actor: Actor = {
        userId: auth.userId,
        roleId: auth.roleId,
        firstName: auth.firstName,
        lastName: auth.lastName,
      }
      let opened: OpenedStep[] = []
      let started = 0
      return {
        statusColumn: workflow.statusColumn,
        startStatus: startNodeOf(workflow).type,
        async start(trx, rowIds) {
          opened.push(...(await startProcesses(trx, { workflow, krud: source.name, rowIds, actor })))
          started += rowIds.length
        },
        async guardUpdate(trx, rowId) {
          // A record in a process is changed only by the subject of an open step that may edit
          // it; once its process has finished, by no one (the decision stands as recorded).
          const processes = await trx
            .selectFrom('tamga_process')
            .select('finished_at')
            .where('krud', '=', source.name)
            .where('row_id', '=', rowId)
            .execute()
          // Outside any process only the role's own right changes a record.
          if (processes.length === 0) {
            if (byStep) throw tamgaError('NOT_STEP_ASSIGNEE')
            return
          }
          if (processes.every((process) => process.finished_at !== null)) throw tamgaError('PROCESS_FINISHED')
          const held = await heldSteps(trx, source.name, rowId, actor)
          if (held.length === 0) throw tamgaError('NOT_STEP_ASSIGNEE')
          if (held.every((readOnly) => readOnly)) throw tamgaError('STEP_READ_ONLY')
        },
        committed() {
          if (started > 0) options.actionsTaken?.inc({ kind: 'start' }, started)
          started = 0
          const steps = opened
          opened = []
          tell(steps, actor, catalogue).catch((error: unknown) =>
            options.log.error({ err: error }, 'the assignees of new records could not be told'),
          )
        },
      }
    },

    async afterAction(catalogue, source, result, actor, kind) {
      options.actionsTaken?.inc({ kind })
      if (result.record !== undefined && source.model !== undefined) {
        options.changes?.publish({
          model: source.model.name,
          table: source.model.table,
          krud: source.name,
          action: 'update',
          id: String(result.record[source.grid.identity]),
          row: result.record,
          userId: actor.userId,
        })
      }
      const { decision } = result
      // A send-back opens a step for the applicant: the decision's notice tells them, once.
      const opened =
        decision === undefined
          ? result.opened
          : result.opened.filter((step) => step.statusType !== 'RE_CREATE' || step.userId !== decision.applicantId)
      await tell(opened, actor, catalogue)
      if (decision !== undefined) {
        const { mailed } = await tellDecision(messengers, decision, actor.userId, titleIn(catalogue))
        track(mailed)
      }
    },

    async close() {
      await Promise.allSettled([...mailing])
    },
  }
}
