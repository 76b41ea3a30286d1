import Type, { type Static } from 'typebox'

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

/** A label in the two languages the workflow screens are written in. */
export interface BilingualLabel {
  mn_MN: string
  en_US: string
}

/**
 * How a step type is drawn: the colour of its badge (a CSS colour, usable as an antd Tag or
 * Badge colour), the name of its antd icon (`@ant-design/icons`), and its name.
 */
export interface StepTypeAppearance {
  color: string
  icon: string
  label: BilingualLabel
}

/**
 * The badge colour, icon and label of each step type (spec 4.1: "each type has its own colour
 * badge and icon"). Colours are antd's palette so badges sit well in the admin UI; related
 * steps share a hue (voting steps purple, hand-over steps cyan, finishing steps green/red).
 */
export const STEP_TYPE_APPEARANCE: { readonly [TType in StepType]: StepTypeAppearance } = {
  START: { color: '#1677ff', icon: 'PlayCircleOutlined', label: { mn_MN: 'Эхлэл', en_US: 'Start' } },
  CHECK: { color: '#fa8c16', icon: 'FileSearchOutlined', label: { mn_MN: 'Хянах', en_US: 'Check' } },
  PREPARE_VOTE: {
    color: '#9254de',
    icon: 'SolutionOutlined',
    label: { mn_MN: 'Санал хураалт бэлтгэх', en_US: 'Prepare vote' },
  },
  VOTE: { color: '#722ed1', icon: 'LikeOutlined', label: { mn_MN: 'Санал хураах', en_US: 'Vote' } },
  SUMMARY: { color: '#2f54eb', icon: 'FileDoneOutlined', label: { mn_MN: 'Дүгнэх', en_US: 'Summary' } },
  TRANSFER: { color: '#13c2c2', icon: 'SwapOutlined', label: { mn_MN: 'Шилжүүлэх', en_US: 'Transfer' } },
  GIVE: { color: '#08979c', icon: 'ExportOutlined', label: { mn_MN: 'Хүлээлгэн өгөх', en_US: 'Give' } },
  RECEIVE: { color: '#006d75', icon: 'ImportOutlined', label: { mn_MN: 'Хүлээн авах', en_US: 'Receive' } },
  SEE_AND_CHECK: {
    color: '#d48806',
    icon: 'EyeOutlined',
    label: { mn_MN: 'Танилцаж хянах', en_US: 'See and check' },
  },
  END_VOTE: {
    color: '#531dab',
    icon: 'CarryOutOutlined',
    label: { mn_MN: 'Санал хураалт дуусгах', en_US: 'End vote' },
  },
  BUDGET: { color: '#d4b106', icon: 'DollarOutlined', label: { mn_MN: 'Төсөв', en_US: 'Budget' } },
  PRE_END: { color: '#7cb305', icon: 'FlagOutlined', label: { mn_MN: 'Дуусгахын өмнөх', en_US: 'Before end' } },
  CANCEL: { color: '#f5222d', icon: 'CloseCircleOutlined', label: { mn_MN: 'Цуцлах', en_US: 'Cancel' } },
  RE_CREATE: {
    color: '#eb2f96',
    icon: 'RollbackOutlined',
    label: { mn_MN: 'Дахин боловсруулах', en_US: 'Re-create' },
  },
  END: { color: '#52c41a', icon: 'CheckCircleOutlined', label: { mn_MN: 'Дуусгах', en_US: 'End' } },
  ASSIGN: { color: '#1d39c4', icon: 'UserSwitchOutlined', label: { mn_MN: 'Хуваарилах', en_US: 'Assign' } },
  DATE: { color: '#096dd9', icon: 'CalendarOutlined', label: { mn_MN: 'Огноо товлох', en_US: 'Date' } },
  COURT: { color: '#873800', icon: 'BankOutlined', label: { mn_MN: 'Шүүх', en_US: 'Court' } },
  POSTPONE: { color: '#8c8c8c', icon: 'FieldTimeOutlined', label: { mn_MN: 'Хойшлуулах', en_US: 'Postpone' } },
}

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
