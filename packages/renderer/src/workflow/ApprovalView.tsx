// The approval view of a record (spec 2.7, issue 8): the process panel to act on it, and under it
// the status transition history, drawn again whenever the process moves on.
import type { LanguageCode, ProcessHistory, ProcessState, RecordId } from '@tamga/schema'
import { Alert, Spin } from 'antd'
import { type ReactNode, useRef } from 'react'
import { DecisionLetterLink } from './DecisionLetterLink.tsx'
import { ProcessPanel, type ProcessPanelProps } from './ProcessPanel.tsx'
import { StatusHistoryContent, StatusHistoryLoading, useProcessHistory, WorkflowStyles } from './StatusHistoryView.tsx'
import { type ProcessLoad, useProcessState } from './useProcessState.ts'
import type { WorkflowClient } from './workflowClient.ts'
import { workflowText } from './workflowMessages.ts'

/** Props of {@link ApprovalView}. */
export interface ApprovalViewProps {
  state: ProcessState
  client: ProcessPanelProps['client'] & Pick<WorkflowClient, 'history'>
  language: LanguageCode
  /** Told the process's new state after every action the server took. */
  onChanged: (state: ProcessState) => void
  /** The file host uploaded signature images' paths are prefixed with (spec 9). @default '' */
  host?: string | undefined
  /** Drawn at the view's top end, e.g. the form's 'Нэмэлт маягт' button and 'Харах' link. */
  tools?: ReactNode
  /** Where the API answers: a finished process's decision letter is downloaded from it. @default '/api' */
  apiBase?: string | undefined
}

/**
 * What tells one point of a process from another for its history: the round, the status and the
 * open steps with their votes. The history is loaded again when it changes, whoever acted.
 */
export function processPoint(state: ProcessState): string {
  const steps = state.openSteps.map((step) =>
    step.vote === null ? step.id : `${step.id}:${step.vote.supported}/${step.vote.toRecreate}/${step.vote.unsupported}`,
  )
  return [state.processId, state.action_num, state.status_type, state.finished, ...steps].join('|')
}

/**
 * The approval view of a loaded process: the panel to act, once it has finished the decision
 * letter to download, then the status transition history. The history is loaded again whenever
 * the process moves on, and its diagram labels name the panel's steps in the reader's language.
 */
export function ApprovalView(props: ApprovalViewProps): ReactNode {
  const { state, language } = props
  const history = useProcessHistory(props.client, state.processId, processPoint(state))
  // The labels stay while the history reloads: a diagram's labels do not change as the process moves.
  const labels = useRef<ProcessHistory['labels']>(undefined)
  if (history !== undefined) labels.current = history.labels
  return (
    <div className="tamga-approval" data-testid="approval-view" data-process-id={state.processId}>
      <WorkflowStyles />
      {props.tools === undefined ? null : <div className="tamga-approval-tools">{props.tools}</div>}
      <ProcessPanel
        state={state}
        client={props.client}
        language={language}
        onChanged={props.onChanged}
        labels={history?.labels ?? labels.current}
      />
      <DecisionLetterLink state={state} language={language} apiBase={props.apiBase} />
      <h4 className="tamga-approval-heading">{workflowText('statusHistory', language)}</h4>
      {history === undefined ? (
        <StatusHistoryLoading language={language} />
      ) : (
        <StatusHistoryContent history={history} language={language} host={props.host} />
      )}
    </div>
  )
}

/** What a screen shows for a process that is not (yet) loaded; undefined once it is. */
export function ProcessLoadNote({ load, language }: { load: ProcessLoad; language: LanguageCode }): ReactNode {
  switch (load.kind) {
    case 'loading':
      return <Spin data-testid="approval-loading" style={{ display: 'block', margin: 16 }} />
    case 'none':
      return <Alert type="info" showIcon data-testid="approval-none" title={workflowText('noProcess', language)} />
    case 'failed':
      return (
        <Alert
          type="warning"
          showIcon
          data-testid="approval-failed"
          title={workflowText('processLoadFailed', language)}
        />
      )
    case 'ready':
      return null
  }
}

/** Props of {@link RecordApproval}. */
export interface RecordApprovalProps {
  client: WorkflowClient
  krud: string
  rowId: RecordId
  language: LanguageCode
  host?: string | undefined
  /** Told the process's new state after every action (the record's status column changed with it). */
  onChanged?: ((state: ProcessState) => void) | undefined
}

/**
 * The approval view of one stored record, its process loaded from `GET /process/of/{krud}/{rowId}`:
 * what the CRUD screen shows under a workflow krud's form that has no `workflow` element.
 */
export function RecordApproval(props: RecordApprovalProps): ReactNode {
  const process = useProcessState(props.client, props.krud, props.rowId)
  const load = process.load ?? { kind: 'loading' }
  if (load.kind !== 'ready') return <ProcessLoadNote load={load} language={props.language} />
  return (
    <ApprovalView
      state={load.state}
      client={props.client}
      language={props.language}
      host={props.host}
      onChanged={(state) => {
        process.update(state)
        props.onChanged?.(state)
      }}
    />
  )
}
