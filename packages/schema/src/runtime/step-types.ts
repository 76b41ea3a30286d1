import Type, { type Static } from 'typebox'
import type { BilingualLabel } from './stepAppearance.ts'

/**
 * Every kind of workflow step (spec 4.1). The value is stored as a step record's `status_type`
 * and as a step subject's `object_type`, so the spelling is Lambda's and must not change.
 */
export const STEP_TYPES = [
  'START',
  'CHECK',
  'PREPARE_VOTE',
  'VOTE',
  'SUMMARY',
  'TRANSFER',
  'GIVE',
  'RECEIVE',
  'SEE_AND_CHECK',
  'END_VOTE',
  'BUDGET',
  'PRE_END',
  'CANCEL',
  'RE_CREATE',
  'END',
  'ASSIGN',
  'DATE',
  'COURT',
  'POSTPONE',
] as const

/** One of {@link STEP_TYPES}. */
export const StepTypeSchema = Type.Enum([...STEP_TYPES], { description: 'A workflow step type (spec 4.1).' })
export type StepType = (typeof STEP_TYPES)[number]

/** The step types that finish a process: they have no outgoing edges and no assignee to pick. */
export const TERMINAL_STEP_TYPES = ['END', 'CANCEL'] as const satisfies readonly StepType[]

/** Whether a step type finishes a process (END or CANCEL). */
export function isTerminalStepType(type: StepType): type is (typeof TERMINAL_STEP_TYPES)[number] {
  return type === 'END' || type === 'CANCEL'
}

/**
 * The step types that carry a date (issue 8): opening one takes it, acting on one may change it,
 * and its passing puts the step on the overdue list.
 */
export const DATED_STEP_TYPES = ['DATE', 'COURT', 'POSTPONE'] as const satisfies readonly StepType[]

// In a module without TypeBox, so a screen that only draws badges does not load it.
export { type BilingualLabel, STEP_TYPE_APPEARANCE, type StepTypeAppearance } from './stepAppearance.ts'

/**
 * The decision outcomes the spec names (4.3): supported (approve), unsupported (reject),
 * additional material required (send back to re-create), and action pending.
 */
export const DECISION_OUTCOMES = ['approve', 'reject', 'recreate', 'pending'] as const
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number]

/** The name of each decision outcome; `pending` uses the spec's own text verbatim. */
export const DECISION_OUTCOME_LABELS: { readonly [TOutcome in DecisionOutcome]: BilingualLabel } = {
  approve: { mn_MN: 'Дэмжсэн', en_US: 'Supported' },
  reject: { mn_MN: 'Дэмжээгүй', en_US: 'Unsupported' },
  recreate: { mn_MN: 'Нэмэлт материал шаардлагатай', en_US: 'Additional material required' },
  pending: { mn_MN: 'Үйлдэл хүлээгдэж байна', en_US: 'Action pending' },
}

/**
 * The outcomes a step's outgoing port can stand for. `pending` is not one: a port is taken by
 * acting, and "pending" is the absence of an action.
 */
export const PORT_OUTCOMES = ['approve', 'reject', 'recreate'] as const satisfies readonly DecisionOutcome[]

/** One of {@link PORT_OUTCOMES}. */
export const PortOutcomeSchema = Type.Enum([...PORT_OUTCOMES], {
  description: 'What taking this port means: approve, reject, or recreate (send back).',
})
export type PortOutcome = Static<typeof PortOutcomeSchema>
