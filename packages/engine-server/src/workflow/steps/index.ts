// The step types' modules by type (issue 23): what the engine asks about a step, it asks here.
import { STEP_TYPES, type StepType, type VoteSettings, type WorkflowNode } from '@tamga/schema'
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { ProcessStepTable, SystemDatabase } from '../../db/tables.ts'
import type { Actor } from '../processRows.ts'
import { datedStep, newRoundStep, plainStep, type StepTypeModule, terminalStep } from './stepTypeModule.ts'
import { voteStep } from './vote.ts'

const STEP_MODULES: { readonly [TType in StepType]: StepTypeModule } = {
  START: plainStep,
  CHECK: plainStep,
  PREPARE_VOTE: plainStep,
  VOTE: voteStep,
  SUMMARY: plainStep,
  TRANSFER: plainStep,
  GIVE: plainStep,
  RECEIVE: plainStep,
  SEE_AND_CHECK: plainStep,
  END_VOTE: plainStep,
  BUDGET: plainStep,
  PRE_END: plainStep,
  CANCEL: terminalStep,
  RE_CREATE: newRoundStep,
  END: terminalStep,
  ASSIGN: plainStep,
  DATE: datedStep,
  COURT: datedStep,
  POSTPONE: datedStep,
}

/** The module of a step type. */
export function stepModule(type: StepType): StepTypeModule {
  return STEP_MODULES[type]
}

/** The step types whose module answers yes, for statements that pick steps by their type. */
export function stepTypesWhere(question: (module: StepTypeModule) => boolean): StepType[] {
  return STEP_TYPES.filter((type) => question(stepModule(type)))
}

export const VOTED_TYPES = stepTypesWhere((step) => step.voted)
export const TERMINAL_TYPES = stepTypesWhere((step) => step.terminal)
export const DATED_TYPES = stepTypesWhere((step) => step.dated)

/** The settings of the first vote among `targets`: the council an act into them picks. */
export function councilOf(targets: readonly WorkflowNode[]): VoteSettings | undefined {
  return targets.find((node) => stepModule(node.type).voted)?.vote
}

/**
 * Whether the caller holds the open step `s`: a vote they are listed in and have not voted in
 * yet; another step naming them, or naming no one and going to the role their session acts as.
 */
export function heldBy(
  eb: ExpressionBuilder<SystemDatabase & { s: ProcessStepTable }, 's'>,
  caller: Actor,
): Expression<SqlBool> {
  return eb.or([
    eb.and([
      eb('s.status_type', 'not in', VOTED_TYPES),
      eb.or([
        eb('s.user_id', '=', caller.userId),
        eb.and([eb('s.user_id', 'is', null), eb('s.role_id', '=', caller.roleId)]),
      ]),
    ]),
    eb.and([
      eb('s.status_type', 'in', VOTED_TYPES),
      eb.exists(
        eb
          .selectFrom('tamga_vote as v')
          .select('v.id')
          .whereRef('v.step_id', '=', 's.id')
          .where('v.user_id', '=', caller.userId)
          .where('v.voted', '=', 0),
      ),
    ]),
  ])
}
