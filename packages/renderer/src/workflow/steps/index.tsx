// The step types' panel parts by type (issue 23): what acting on an open step of a type takes.
import type { StepType } from '@tamga/schema'
import type { ReactNode } from 'react'
import type { ProcessStepFormProps } from '../ProcessPanel.tsx'
import { ActForm, type StepField } from './ActForm.tsx'
import { CouncilField } from './CouncilField.tsx'
import { DateField } from './DateField.tsx'
import { VoteForm } from './VoteForm.tsx'

/** The form of an open step of one type. */
export type StepPanel = (props: ProcessStepFormProps) => ReactNode

/** The act form with what a type asks for besides (its `Field`). */
const actingWith =
  (Field?: StepField): StepPanel =>
  (props) => <ActForm {...props} Field={Field} />

const plain = actingWith()
const dated = actingWith(DateField)
// A VOTE step the server answered without its vote is acted on as any other.
const vote: StepPanel = (props) =>
  props.step.vote === null ? <ActForm {...props} /> : <VoteForm {...props} vote={props.step.vote} />

const STEP_PANELS: { readonly [TType in StepType]: StepPanel } = {
  START: plain,
  CHECK: plain,
  PREPARE_VOTE: actingWith(CouncilField),
  VOTE: vote,
  SUMMARY: plain,
  TRANSFER: plain,
  GIVE: plain,
  RECEIVE: plain,
  SEE_AND_CHECK: plain,
  END_VOTE: plain,
  BUDGET: plain,
  PRE_END: plain,
  CANCEL: plain,
  RE_CREATE: plain,
  END: plain,
  ASSIGN: plain,
  DATE: dated,
  COURT: dated,
  POSTPONE: dated,
}

/** The panel of an open step's type. */
export function stepPanel(type: StepType): StepPanel {
  return STEP_PANELS[type]
}
