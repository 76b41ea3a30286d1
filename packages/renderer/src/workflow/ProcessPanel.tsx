// The approval view of a record's process (spec 2.7, issue 8): its current status, the steps that
// wait, and, on the step the caller holds, what acting takes: the ports as buttons coloured by
// outcome, the description, a signature when the step needs one, the next assignee when a port
// lets the actor pick, the council on PREPARE_VOTE, a date on DATE, COURT and POSTPONE; on a
// VOTE step the member's vote, who has voted, and closing the vote. Each type's form is in ./steps.
import {
  formatDate,
  formatDateTime,
  type LanguageCode,
  type OpenStep,
  type ProcessHistory,
  type ProcessState,
  processStatusWord,
  STEP_TYPE_APPEARANCE,
} from '@tamga/schema'
import { Tag } from 'antd'
import type { ReactNode } from 'react'
import { historyLabel } from './historyModel.ts'
import { stepAssigneeText } from './processActions.ts'
import { WorkflowStyles } from './StatusHistoryView.tsx'
import { StepTypeIcon } from './StepTypeIcon.tsx'
import { stepPanel } from './steps/index.tsx'
import type { WorkflowClient } from './workflowClient.ts'
import { workflowText } from './workflowMessages.ts'

/** Props of {@link ProcessPanel}. */
export interface ProcessPanelProps {
  /** The record's process as `GET /process/of/{krud}/{rowId}` answered it. */
  state: ProcessState
  /**
   * The routes acted through; drawn signatures go to `uploadSignature` first. Keep it the same
   * object from one drawing to the next (the candidates are asked again when it changes).
   */
  client: Pick<WorkflowClient, 'act' | 'vote' | 'closeVote' | 'candidates' | 'uploadSignature'>
  language: LanguageCode
  /** Told the process's new state after every action the server took. */
  onChanged: (state: ProcessState) => void
  /**
   * The process diagram's labels in every language, by their stored Mongolian text (the
   * history's `labels`), so step names read in `language`. @default the stored text
   */
  labels?: ProcessHistory['labels']
}

/** Props of {@link ProcessStepForm}. */
export interface ProcessStepFormProps {
  state: ProcessState
  /** An open step of `state`; to offer fewer ways out, pass it with only those `ports`. */
  step: OpenStep
  client: ProcessPanelProps['client']
  language: LanguageCode
  onChanged: (state: ProcessState) => void
}

/**
 * What acting on one open step takes, as the approval view draws it under the step: the vote
 * form on a VOTE step, else the description, signature, date, council or next assignee the step
 * asks for and a button per port. The compact `process_status_changer` opens it in a dialog.
 */
export function ProcessStepForm(props: ProcessStepFormProps): ReactNode {
  const Panel = stepPanel(props.step.status_type)
  return <Panel {...props} />
}

function StepCard(props: ProcessStepFormProps & { current: boolean; stepName: string }): ReactNode {
  const { step, language } = props
  const assignee = stepAssigneeText(step, language)
  return (
    <section
      className="tamga-process-step"
      data-testid="process-step"
      data-step-id={step.id}
      data-step-type={step.status_type}
      data-can-act={step.canAct ? 'true' : 'false'}
      data-current={props.current ? 'true' : 'false'}
    >
      <div className="tamga-process-step-head">
        <StepTypeIcon type={step.status_type} size={28} />
        <div style={{ minWidth: 0 }}>
          <div className="tamga-process-step-title">
            {props.stepName}
            {step.canAct ? (
              <Tag color="processing" style={{ marginInlineStart: 8 }}>
                {workflowText('yourStep', language)}
              </Tag>
            ) : null}
          </div>
          <div className="tamga-process-step-meta">
            {assignee === '' ? null : `${workflowText('assignee', language)}: ${assignee} · `}
            {workflowText('openedAt', language)}: {formatDateTime(step.opened_at)}
            {step.due_date === null ? null : ` · ${workflowText('dueDate', language)}: ${formatDate(step.due_date)}`}
          </div>
        </div>
      </div>
      {step.vote !== null || step.canAct ? <ProcessStepForm {...props} /> : null}
    </section>
  )
}

/**
 * Where a process stands overall, in the status vocabulary's words (spec 2.7's `process`
 * namespace, as the grid's status cell says it: 'Хянагдаж байна', not the step's name), else its
 * status text.
 */
export function processStandingText(
  state: Pick<ProcessState, 'status' | 'status_type'>,
  language: LanguageCode,
): string {
  return processStatusWord(state.status_type, language) ?? state.status
}

/**
 * The approval view of one record's process (spec 2.7): where it stands in the status
 * vocabulary's words, the step it is at by name (in `language` when `labels` give it), and every open
 * step; the caller acts on the steps the server says they may (`canAct`, `vote.canVote`,
 * `vote.canClose`). Every action answers the process's new state, handed to `onChanged`; a
 * refusal is shown in the server's words (`msg`, or `enMsg` in English).
 */
export function ProcessPanel(props: ProcessPanelProps): ReactNode {
  const { state, language } = props
  const appearance = STEP_TYPE_APPEARANCE[state.status_type]
  const stepName = (text: string) => historyLabel({ labels: props.labels }, text, language)
  // The step the caller holds comes first: it is what they opened the record for.
  const steps = [...state.openSteps].sort(
    (a, b) => Number(b.id === state.currentStep?.id) - Number(a.id === state.currentStep?.id),
  )
  return (
    <div className="tamga-process-panel" data-testid="process-panel" data-process-id={state.processId}>
      <WorkflowStyles />
      <div className="tamga-process-status">
        <span className="tamga-process-field-label" style={{ margin: 0 }}>
          {workflowText('currentStatus', language)}:
        </span>
        <Tag color={appearance.color} data-testid="process-standing" data-status-type={state.status_type}>
          {processStandingText(state, language)}
        </Tag>
        <span className="tamga-process-step-meta" data-testid="process-status">
          {stepName(state.status)}
        </span>
        {state.finished ? <Tag color="default">{workflowText('finished', language)}</Tag> : null}
      </div>
      {steps.length === 0 && !state.finished ? (
        <div className="tamga-process-step-meta">{workflowText('noOpenSteps', language)}</div>
      ) : null}
      {steps.map((step) => (
        <StepCard
          key={step.id}
          state={state}
          step={step}
          current={step.id === state.currentStep?.id}
          stepName={stepName(step.status)}
          client={props.client}
          language={language}
          onChanged={props.onChanged}
        />
      ))}
    </div>
  )
}
