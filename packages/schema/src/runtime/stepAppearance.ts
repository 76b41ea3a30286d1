import type { StepType } from './step-types.ts'

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
