// Completing an open step through one of its ports: the checks, the history entry, the next steps.
import {
  type DocumentIssue,
  issue,
  type ProcessActRequest,
  type WorkflowDocument,
  type WorkflowNode,
} from '@tamga/schema'
import type { Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { assignableByRole, labelText, nextStepRole, portsOf, readDiagram, targetsOf } from './diagram.ts'
import { closeStep, type MoveResult, openNextSteps, type RecordLocation } from './openSteps.ts'
import { holdersAmong } from './people.ts'
import { type Actor, isAssignee, type ProcessRow, type StepRow, stepNodeOf, stepTypeOf } from './processRows.ts'
import { stepSignature } from './signatures.ts'
import { councilOf, stepModule } from './steps/index.ts'
import { councilIssues } from './steps/vote.ts'

/** What {@link actOnStep} needs: the locked process, its open step, who acts and what they send. */
export interface ActContext {
  process: ProcessRow
  step: StepRow
  actor: Actor
  request: ProcessActRequest
  record?: RecordLocation | undefined
  apiBase: string
  at?: Date | undefined
}

const bodyIssue = (path: string, code: string, en_US: string, mn_MN: string): DocumentIssue =>
  issue(path, code, { en_US, mn_MN })

/** The role a picked next assignee must hold: the first next step's assigned through a role. */
function nextAssigneeRole(targets: readonly WorkflowNode[], actor: Actor): number | null {
  for (const node of targets) {
    const role = assignableByRole(node) ? nextStepRole(node, actor.roleId) : null
    if (role !== null) return role
  }
  return null
}

/** Is `text` a real calendar date `YYYY-MM-DD`? */
function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

/**
 * The people and the date the request names, checked against the step and where its port
 * leads: council members for a VOTE (each holding the vote's council role, at least the vote's
 * minimum and quorum), a next assignee only where the step's subject is changeable (holding the
 * next step's role), a date only where a DATE, COURT or POSTPONE step is acted on or opened.
 */
async function requestIssues(
  trx: Transaction<SystemDatabase>,
  step: StepRow,
  targets: readonly WorkflowNode[],
  context: ActContext,
): Promise<DocumentIssue[]> {
  const { request, actor } = context
  const issues: DocumentIssue[] = []
  const council = councilOf(targets)
  if (council !== undefined) {
    issues.push(...(await councilIssues(trx, council, request.voters)))
  } else if (request.voters !== undefined) {
    issues.push(
      bodyIssue(
        '/voters',
        'unused',
        'is only given when the port leads to a vote',
        'зөвхөн санал хураалт руу шилжихэд өгнө',
      ),
    )
  }

  if (request.nextAssignee !== undefined) {
    const role = nextAssigneeRole(targets, actor)
    if (!step.is_subject_changeable) {
      issues.push(
        bodyIssue(
          '/nextAssignee',
          'subject-not-changeable',
          'cannot be chosen: this step hands the record on as the diagram says',
          'сонгох боломжгүй: энэ алхам дараагийн хариуцагчийг диаграмын дагуу тогтооно',
        ),
      )
    } else if (role === null) {
      issues.push(
        bodyIssue(
          '/nextAssignee',
          'no-role-step',
          'cannot be chosen: the port leads to no step assigned by role',
          'сонгох боломжгүй: энэ гарц эрхээр хуваарилдаг алхам руу хүргэдэггүй',
        ),
      )
    } else if (!(await holdersAmong(trx, role, [request.nextAssignee.userId])).has(request.nextAssignee.userId)) {
      issues.push(
        bodyIssue(
          '/nextAssignee/userId',
          'not-a-holder',
          'does not hold the role the next step is assigned to',
          'дараагийн алхмын эрхийг эзэмшдэггүй хэрэглэгч',
        ),
      )
    }
  }

  if (request.date !== undefined) {
    const dated = stepModule(stepTypeOf(step)).dated || targets.some((node) => stepModule(node.type).dated)
    if (!dated) {
      issues.push(
        bodyIssue(
          '/date',
          'unused',
          'is only given on a DATE, COURT or POSTPONE step, or on the way to one',
          'зөвхөн DATE, COURT, POSTPONE алхамд эсвэл түүн рүү шилжихэд өгнө',
        ),
      )
    } else if (!isCalendarDate(request.date)) {
      issues.push(bodyIssue('/date', 'date', 'is not a calendar date', 'хуанлийн огноо биш'))
    }
  }
  return issues
}

/** The checked next assignee with the role they were picked for (see {@link nextAssigneeRole}). */
function nextAssignee(request: ProcessActRequest, targets: readonly WorkflowNode[], actor: Actor) {
  const role = nextAssigneeRole(targets, actor)
  return request.nextAssignee === undefined || role === null
    ? undefined
    : { userId: request.nextAssignee.userId, roleId: role }
}

/**
 * Completes an open step (not a VOTE: its votes decide it) through one of its ports, in the
 * caller's transaction on a locked process: 403 when the actor is not its assignee, 400 for a
 * port it does not have or a missing signature the step needs, then the step is done, its
 * history entry written (the port's label is the action), and the next steps opened.
 */
export async function actOnStep(trx: Transaction<SystemDatabase>, context: ActContext): Promise<MoveResult> {
  const { process, step, actor, request } = context
  if (stepModule(stepTypeOf(step)).voted) throw tamgaError('WRONG_STEP_TYPE')
  if (!isAssignee(step, actor)) throw tamgaError('NOT_STEP_ASSIGNEE')
  const diagram: WorkflowDocument = readDiagram(process.diagram)
  const node = stepNodeOf(step)
  const port = portsOf(node).find((candidate) => candidate.id === request.port)
  if (port === undefined) {
    throw tamgaError('VALIDATION_FAILED', {
      in: 'body',
      issues: [
        issue(
          '/port',
          'unknown-port',
          {
            en_US: `is not a way out of the step "${step.status}"`,
            mn_MN: `"${step.status}" алхмын гарц биш`,
          },
          { ports: portsOf(node).map((candidate) => candidate.id) },
        ),
      ],
    })
  }
  const targets = targetsOf(diagram, node.id, port.id)
  const issues = await requestIssues(trx, step, targets, context)
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { in: 'body', issues })
  const statusAction = labelText(port.label)
  const signature = await stepSignature(trx, step, request.signature, {
    actor,
    signAction: statusAction,
    processId: process.id,
    apiBase: context.apiBase,
  })
  const description = request.description?.trim() ? request.description : null
  const entry = {
    process,
    statusAction,
    description,
    signature,
    userId: actor.userId,
    roleId: actor.roleId,
    at: context.at,
  }
  await closeStep(trx, step, port, entry, stepModule(stepTypeOf(step)).dated ? request.date : undefined)
  return openNextSteps(trx, {
    process,
    diagram,
    from: node,
    port,
    actor,
    nextAssignee: nextAssignee(request, targets, actor),
    voters: request.voters,
    date: request.date,
    record: context.record,
    at: context.at,
  })
}
