// Council voting (spec 3.4, 4.3): each listed member votes once; the vote closes when all have
// voted or when the one who prepared it closes it early, and its tally decides the port taken.
import {
  DECISION_OUTCOME_LABELS,
  type DecisionOutcome,
  type ProcessVoteRequest,
  type WorkflowNode,
  type WorkflowPort,
} from '@tamga/schema'
import type { Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { labelText, portsOf, readDiagram } from './diagram.ts'
import { closeStep, type MoveResult, openNextSteps, type RecordLocation, STAYED, stamp } from './openSteps.ts'
import { type Actor, type ProcessRow, type StepRow, stepNodeOf } from './processRows.ts'
import { stepSignature } from './signatures.ts'
import { tallyStoredVotes, voteSettingsOf } from './steps/vote.ts'

/**
 * The port a decision takes: the one whose outcome is the decision, else the one without an
 * outcome. A vote still `pending` when it closes (fewer votes than its minimum, which closing
 * refuses) counts as not supported.
 */
export function portForDecision(node: WorkflowNode, decision: DecisionOutcome): WorkflowPort {
  const outcome = decision === 'pending' ? 'reject' : decision
  const ports = portsOf(node)
  const port =
    ports.find((candidate) => candidate.outcome === outcome) ??
    ports.find((candidate) => candidate.outcome === undefined)
  // A checked VOTE node has a way out for every decision.
  if (port === undefined) throw tamgaError('SERVER_ERROR')
  return port
}

/** What closing a vote needs: the locked process, the open VOTE step, who closes it. */
export interface VoteCloseContext {
  process: ProcessRow
  step: StepRow
  /** The subject of the steps the result opens (spec 4.2): who closed it, or the last voter. */
  actor: Actor
  /** Who closed it early; null when the last vote closed it. */
  closedBy: number | null
  record?: RecordLocation | undefined
  at?: Date | undefined
}

/**
 * Closes a vote: counts it with the step's rule, takes the port its decision names, writes the
 * step's history entry (the port's label is the action) and opens the next steps. Runs once per
 * vote: the process row is locked and the step is closed only while open.
 */
export async function closeVoteStep(trx: Transaction<SystemDatabase>, context: VoteCloseContext): Promise<MoveResult> {
  const { process, step, actor } = context
  const settings = voteSettingsOf(step)
  const node = stepNodeOf(step)
  const votes = await trx
    .selectFrom('tamga_vote')
    .select(['approve', 'recreate', 'voted'])
    .where('step_id', '=', step.id)
    .execute()
  const port = portForDecision(node, tallyStoredVotes(votes, settings).decision)
  await closeStep(trx, step, port, {
    process,
    statusAction: labelText(port.label),
    description: null,
    signature: null,
    userId: context.closedBy,
    roleId: context.closedBy === null ? null : actor.roleId,
    at: context.at,
  })
  return openNextSteps(trx, {
    process,
    diagram: readDiagram(process.diagram),
    from: node,
    port,
    actor,
    record: context.record,
    at: context.at,
  })
}

/** What {@link castVote} needs. */
export interface VoteContext {
  process: ProcessRow
  step: StepRow
  actor: Actor
  request: ProcessVoteRequest
  record?: RecordLocation | undefined
  apiBase: string
  at?: Date | undefined
}

/**
 * Records a council member's vote (support, reject, or ask for more material) with their
 * description and signature: 403 for someone not listed, 409 for a second vote, 400 without a
 * signature the step needs. The last member's vote closes the vote.
 */
export async function castVote(trx: Transaction<SystemDatabase>, context: VoteContext): Promise<MoveResult> {
  const { process, step, actor, request } = context
  voteSettingsOf(step)
  const member = await trx
    .selectFrom('tamga_vote')
    .select(['id', 'voted'])
    .where('step_id', '=', step.id)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst()
  if (member === undefined) throw tamgaError('NOT_A_VOTER')
  if (member.voted === 1) throw tamgaError('ALREADY_VOTED')
  const signAction = DECISION_OUTCOME_LABELS[request.vote].mn_MN
  const signature = await stepSignature(trx, step, request.signature, {
    actor,
    signAction,
    processId: process.id,
    apiBase: context.apiBase,
  })
  const cast = await trx
    .updateTable('tamga_vote')
    .set({
      voted: 1,
      approve: request.vote === 'approve' ? 1 : 0,
      recreate: request.vote === 'recreate' ? 1 : 0,
      description: request.description?.trim() ? request.description : null,
      signature_image: signature,
      signature_date: stamp(context.at),
    })
    .where('id', '=', member.id)
    .where('voted', '=', 0)
    .executeTakeFirst()
  if (Number(cast.numUpdatedRows) !== 1) throw tamgaError('ALREADY_VOTED')
  const waiting = await trx
    .selectFrom('tamga_vote')
    .select('id')
    .where('step_id', '=', step.id)
    .where('voted', '=', 0)
    .limit(1)
    .executeTakeFirst()
  if (waiting !== undefined) return STAYED
  return closeVoteStep(trx, { process, step, actor, closedBy: null, record: context.record, at: context.at })
}

/**
 * Closes a vote before every member voted: only the one who prepared it (who opened the VOTE
 * step), and only once the step's minimum number of members voted (409 before).
 */
export async function closeVoteEarly(
  trx: Transaction<SystemDatabase>,
  context: Omit<VoteCloseContext, 'closedBy'>,
): Promise<MoveResult> {
  const { step, actor } = context
  const settings = voteSettingsOf(step)
  if (step.opened_by !== actor.userId) throw tamgaError('VOTE_CLOSE_FORBIDDEN')
  const counted = await trx
    .selectFrom('tamga_vote')
    .select((eb) => eb.fn.countAll<string>().as('voted'))
    .where('step_id', '=', step.id)
    .where('voted', '=', 1)
    .executeTakeFirstOrThrow()
  if (Number(counted.voted) < settings.minVoters) throw tamgaError('VOTE_TOO_FEW_VOTES')
  return closeVoteStep(trx, { ...context, closedBy: actor.userId })
}
