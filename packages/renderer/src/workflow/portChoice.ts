// What a form needs of a process without the process panel: the words of a port's button and
// the one way a draft is submitted. Apart from processActions.ts, so a form does not load the
// panel's request builders and words.
import {
  DATED_STEP_TYPES,
  type LanguageCode,
  localizedText,
  type OpenStep,
  type ProcessState,
  type StepType,
} from '@tamga/schema'

/** A way out of an open step (one of `OpenStep.ports`). */
export type OpenStepPort = OpenStep['ports'][number]

/** Whether acting on a step of `type` sets a date (the step's `date`, spec 4.1). */
export function stepSetsDate(type: StepType): boolean {
  return DATED_STEP_TYPES.some((dated) => dated === type)
}

/** Whether taking `port` of `step` puts the record to a vote, so the council is picked (PREPARE_VOTE → VOTE). */
export function portPicksCouncil(step: Pick<OpenStep, 'status_type'>, port: Pick<OpenStepPort, 'leadsTo'>): boolean {
  return step.status_type === 'PREPARE_VOTE' && port.leadsTo === 'VOTE'
}

/** What a port's button says: the diagram's verb for it ("Илгээх"), else its label. */
export function portButtonText(port: Pick<OpenStepPort, 'label' | 'action'>, language: LanguageCode): string {
  return localizedText(port.action ?? port.label, language)
}

/**
 * The way a draft is submitted from its form: the caller's open START step, when it has one
 * way out that asks for nothing (no signature, no one to pick, no date). A START step that asks
 * for more is taken in the process panel instead.
 */
export function draftSubmitPort(state: ProcessState): { step: OpenStep; port: OpenStepPort } | undefined {
  const step = state.openSteps.find((open) => open.status_type === 'START' && open.canAct)
  const port = step?.ports.length === 1 ? step.ports[0] : undefined
  if (step === undefined || port === undefined || step.is_signature_needed) return undefined
  if (port.picksAssignee || portPicksCouncil(step, port) || stepSetsDate(step.status_type)) return undefined
  return { step, port }
}
