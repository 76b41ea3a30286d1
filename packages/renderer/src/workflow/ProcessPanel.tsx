// The approval view of a record's process (spec 2.7, issue 8): its current status, the steps that
// wait, and, on the step the caller holds, what acting takes: the ports as buttons coloured by
// outcome, the description, a signature when the step needs one, the next assignee when a port
// lets the actor pick, the council on PREPARE_VOTE, a date on DATE, COURT and POSTPONE; on a
// VOTE step the member's vote, who has voted, and closing the vote.
import { CheckCircleOutlined, CheckOutlined, ClockCircleOutlined } from '@ant-design/icons'
import {
  formatDate,
  formatDateTime,
  type LanguageCode,
  localizedText,
  type OpenStep,
  type OpenVote,
  type ProcessPerson,
  type ProcessState,
  type SignatureInput,
  STEP_TYPE_APPEARANCE,
  type VoteChoice,
} from '@tamga/schema'
import { Alert, App, Button, DatePicker, Input, Popconfirm, Select, Space, Tag } from 'antd'
import dayjs from 'dayjs'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { ApiResult } from '../http.ts'
import {
  type ActDraft,
  actProblem,
  actRequest,
  councilPort,
  decisionText,
  EMPTY_ACT_DRAFT,
  EMPTY_SIGNATURE,
  failureText,
  type OpenStepPort,
  personName,
  portButtonColor,
  portPicksAssignee,
  type SignatureDraft,
  signatureInput,
  stepAssigneeText,
  stepSetsDate,
  VOTE_CHOICE_BUTTONS,
  voteProblem,
  voteRequest,
} from './processActions.ts'
import { SignatureControl } from './SignatureControl.tsx'
import type { SignaturePadHandle } from './SignaturePad.tsx'
import { WorkflowStyles } from './StatusHistoryView.tsx'
import { StepTypeIcon } from './StepTypeIcon.tsx'
import type { WorkflowClient } from './workflowClient.ts'
import { type WorkflowMessage, workflowText } from './workflowMessages.ts'

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
}

type Candidates = ProcessPerson[] | 'loading' | 'failed'

/**
 * The people the candidates route offers for `port` (none asked while `port` is undefined):
 * asked again whenever the port changes, the answer for an earlier port never shown for a later one.
 */
function useCandidates(
  client: ProcessPanelProps['client'],
  processId: number,
  stepId: number,
  port: string | undefined,
): Candidates | undefined {
  const [found, setFound] = useState<{ port: string; candidates: Candidates } | undefined>(undefined)
  useEffect(() => {
    if (port === undefined) return
    const controller = new AbortController()
    setFound({ port, candidates: 'loading' })
    void client.candidates(processId, stepId, port, controller.signal).then((answer) => {
      if (!answer.ok && answer.cancelled) return
      setFound({ port, candidates: answer.ok ? answer.data.people : 'failed' })
    })
    return () => controller.abort()
  }, [client, processId, stepId, port])
  if (port === undefined) return undefined
  return found?.port === port ? found.candidates : 'loading'
}

function personOptions(candidates: Candidates | undefined) {
  return Array.isArray(candidates)
    ? candidates.map((person) => ({ value: person.userId, label: personName(person) }))
    : []
}

function candidatesNote(candidates: Candidates | undefined, language: LanguageCode): ReactNode {
  if (candidates === 'failed')
    return <Alert type="warning" showIcon title={workflowText('candidatesFailed', language)} />
  return null
}

/**
 * The signature to send when the step needs one: the typed text, or the drawing uploaded first
 * (`POST /process/signatures`). A problem is in the reader's words, the server's for a refused upload.
 */
async function resolveSignature(
  draft: SignatureDraft,
  needed: boolean,
  pad: SignaturePadHandle | null,
  client: ProcessPanelProps['client'],
  language: LanguageCode,
): Promise<{ ok: true; signature: SignatureInput | undefined } | { ok: false; problem: string }> {
  if (!needed) return { ok: true, signature: undefined }
  if (draft.mode === 'text') return { ok: true, signature: signatureInput(draft) }
  const image = await pad?.toBlob()
  if (image === null || image === undefined) return { ok: false, problem: workflowText('signatureRequired', language) }
  const uploaded = await client.uploadSignature(image)
  if (!uploaded.ok) return { ok: false, problem: failureText(uploaded, language, 'signatureUploadFailed') }
  return { ok: true, signature: signatureInput(draft, uploaded.data.id) }
}

interface StepProps {
  state: ProcessState
  step: OpenStep
  client: ProcessPanelProps['client']
  language: LanguageCode
  onChanged: (state: ProcessState) => void
}

/** Sends one action and says how it went: the server's words when it was refused. */
function useSend(language: LanguageCode, onChanged: (state: ProcessState) => void) {
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const send = async (call: () => Promise<ApiResult<ProcessState>>, done: WorkflowMessage): Promise<boolean> => {
    setBusy(true)
    setError(undefined)
    const answer = await call()
    setBusy(false)
    if (!answer.ok) {
      if (!answer.cancelled) setError(failureText(answer, language, 'actFailed'))
      return false
    }
    void message.success(workflowText(done, language))
    onChanged(answer.data)
    return true
  }
  return { busy, setBusy, error, setError, send }
}

/** What acting on an open step (not a vote) takes, and its port buttons. */
function ActForm({ state, step, client, language, onChanged }: StepProps): ReactNode {
  const [draft, setDraft] = useState<ActDraft>(EMPTY_ACT_DRAFT)
  const [picking, setPicking] = useState<OpenStepPort | undefined>(undefined)
  // The port being taken, whose button spins while the others wait.
  const [taking, setTaking] = useState<string | undefined>(undefined)
  const pad = useRef<SignaturePadHandle>(null)
  const { busy, setBusy, error, setError, send } = useSend(language, onChanged)
  const council = councilPort(step)
  const councilCandidates = useCandidates(client, state.processId, step.id, council?.id)
  const assigneeCandidates = useCandidates(client, state.processId, step.id, picking?.id)
  // A change answers the problem shown: the message goes until the next try.
  const change = (part: Partial<ActDraft>) => {
    setError(undefined)
    setDraft((current) => ({ ...current, ...part }))
  }

  const submit = async (port: OpenStepPort) => {
    // Picking is asked for unless there is nobody to pick (or the list could not be had).
    const nobody =
      assigneeCandidates === 'failed' || (Array.isArray(assigneeCandidates) && assigneeCandidates.length === 0)
    const problem = actProblem(step, port, draft, { assigneeRequired: portPicksAssignee(step, port) && !nobody })
    if (problem !== null) return setError(workflowText(problem, language))
    setError(undefined)
    setTaking(port.id)
    // Busy from here: a drawn signature is uploaded before the action is sent.
    setBusy(true)
    const signed = await resolveSignature(draft.signature, step.is_signature_needed, pad.current, client, language)
    if (!signed.ok) {
      setBusy(false)
      return setError(signed.problem)
    }
    const request = actRequest(step, port, draft, signed.signature)
    const sent = await send(() => client.act(state.processId, step.id, request), 'saved')
    if (sent) {
      setDraft(EMPTY_ACT_DRAFT)
      setPicking(undefined)
    }
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }} data-testid="process-act-form">
      {step.is_read_only ? <Alert type="info" showIcon title={workflowText('readOnlyStep', language)} /> : null}
      {stepSetsDate(step.status_type) ? (
        <div data-testid="process-date">
          <span className="tamga-process-field-label">{workflowText('date', language)}</span>
          <DatePicker
            format="YYYY-MM-DD"
            disabled={busy}
            placeholder={workflowText('pickDate', language)}
            value={draft.date === null ? null : dayjs(draft.date)}
            onChange={(value) => change({ date: value === null ? null : value.format('YYYY-MM-DD') })}
          />
        </div>
      ) : null}
      {council === undefined ? null : (
        <div data-testid="process-voters">
          <span className="tamga-process-field-label">{workflowText('council', language)}</span>
          <Select
            mode="multiple"
            style={{ width: '100%' }}
            disabled={busy}
            loading={councilCandidates === 'loading'}
            placeholder={workflowText('pickCouncil', language)}
            notFoundContent={workflowText('noCandidates', language)}
            options={personOptions(councilCandidates)}
            value={[...draft.voters]}
            onChange={(voters: number[]) => change({ voters })}
            optionFilterProp="label"
          />
          {candidatesNote(councilCandidates, language)}
        </div>
      )}
      <div>
        <span className="tamga-process-field-label">{workflowText('description', language)}</span>
        <Input.TextArea
          data-testid="process-description"
          disabled={busy}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={4000}
          value={draft.description}
          onChange={(event) => change({ description: event.target.value })}
        />
      </div>
      {step.is_signature_needed ? (
        <SignatureControl
          value={draft.signature}
          onChange={(signature) => change({ signature })}
          language={language}
          padRef={pad}
          disabled={busy}
        />
      ) : null}
      {picking === undefined ? (
        <Space wrap data-testid="process-ports">
          {step.ports.map((port) => (
            <Button
              key={port.id}
              color={portButtonColor(port.outcome)}
              variant="solid"
              data-testid={`process-port-${port.id}`}
              data-outcome={port.outcome ?? ''}
              loading={busy && taking === port.id}
              disabled={busy && taking !== port.id}
              onClick={() => {
                if (portPicksAssignee(step, port)) {
                  setError(undefined)
                  setPicking(port)
                } else void submit(port)
              }}
            >
              {localizedText(port.label, language)}
            </Button>
          ))}
        </Space>
      ) : (
        <div data-testid="process-next-assignee">
          <span className="tamga-process-field-label">
            {workflowText('nextAssignee', language)} · {localizedText(picking.label, language)}
          </span>
          <Select
            style={{ width: '100%' }}
            disabled={busy}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={assigneeCandidates === 'loading'}
            placeholder={workflowText('pickNextAssignee', language)}
            notFoundContent={workflowText('noCandidates', language)}
            options={personOptions(assigneeCandidates)}
            value={draft.nextAssignee ?? undefined}
            onChange={(userId: number | undefined) => change({ nextAssignee: userId ?? null })}
          />
          {candidatesNote(assigneeCandidates, language)}
          <Space style={{ marginTop: 8 }}>
            <Button
              color={portButtonColor(picking.outcome)}
              variant="solid"
              loading={busy}
              data-testid="process-save"
              onClick={() => void submit(picking)}
            >
              {workflowText('save', language)}
            </Button>
            <Button
              disabled={busy}
              data-testid="process-back"
              onClick={() => {
                setPicking(undefined)
                change({ nextAssignee: null })
              }}
            >
              {workflowText('back', language)}
            </Button>
          </Space>
        </div>
      )}
      {error === undefined ? null : <Alert type="error" showIcon title={error} data-testid="process-error" />}
    </div>
  )
}

function VoteTally({ vote, language }: { vote: OpenVote; language: LanguageCode }): ReactNode {
  return (
    <div className="tamga-vote-tally" data-testid="vote-tally">
      <Tag color="success">
        {workflowText('Supported', language)}: {vote.supported}
      </Tag>
      <Tag color="warning">
        {workflowText('ToRecreate', language)}: {vote.toRecreate}
      </Tag>
      <Tag color="error">
        {workflowText('Unsupported', language)}: {vote.unsupported}
      </Tag>
      <Tag>
        {workflowText('notVoted', language)}: {vote.notVoted}
      </Tag>
      <span className="tamga-process-step-meta" data-testid="vote-decision" data-decision={vote.decision}>
        {workflowText('decision', language)}: <strong>{decisionText(vote.decision, language)}</strong>
      </span>
    </div>
  )
}

/** An open vote: the tally, the council with who voted, the member's vote, and closing it. */
function VoteForm(props: StepProps & { vote: OpenVote }): ReactNode {
  const { state, step, vote, client, language, onChanged } = props
  const [choice, setChoice] = useState<VoteChoice | null>(null)
  const [description, setDescription] = useState('')
  const [signature, setSignature] = useState<SignatureDraft>(EMPTY_SIGNATURE)
  const pad = useRef<SignaturePadHandle>(null)
  const { busy, setBusy, error, setError, send } = useSend(language, onChanged)

  const submit = async () => {
    const problem = voteProblem(step, choice, signature)
    if (problem !== null || choice === null) return setError(workflowText(problem ?? 'voteRequired', language))
    setError(undefined)
    setBusy(true)
    const signed = await resolveSignature(signature, step.is_signature_needed, pad.current, client, language)
    if (!signed.ok) {
      setBusy(false)
      return setError(signed.problem)
    }
    const request = voteRequest(step, choice, description, signed.signature)
    await send(() => client.vote(state.processId, step.id, request), 'voteSent')
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }} data-testid="process-vote-form">
      <VoteTally vote={vote} language={language} />
      <div>
        <span className="tamga-process-field-label">{workflowText('council', language)}</span>
        <ul className="tamga-voters" data-testid="vote-voters">
          {vote.voters.map((voter) => (
            <li
              key={voter.person.userId}
              className="tamga-voter"
              data-testid="vote-voter"
              data-voted={voter.voted ? 'true' : 'false'}
            >
              <span>{personName(voter.person)}</span>
              {voter.voted ? (
                <Tag icon={<CheckCircleOutlined />} color="success">
                  {workflowText('voted', language)}
                </Tag>
              ) : (
                <Tag icon={<ClockCircleOutlined />}>{workflowText('notVoted', language)}</Tag>
              )}
            </li>
          ))}
        </ul>
      </div>
      {vote.canVote ? (
        <>
          <Space wrap data-testid="vote-choices">
            {VOTE_CHOICE_BUTTONS.map((button) => (
              <Button
                key={button.choice}
                color={portButtonColor(button.outcome)}
                variant={choice === button.choice ? 'solid' : 'outlined'}
                icon={choice === button.choice ? <CheckOutlined /> : undefined}
                aria-pressed={choice === button.choice}
                disabled={busy}
                data-testid={`vote-choice-${button.choice}`}
                onClick={() => {
                  setError(undefined)
                  setChoice(button.choice)
                }}
              >
                {workflowText(button.label, language)}
              </Button>
            ))}
          </Space>
          <div>
            <span className="tamga-process-field-label">{workflowText('additionalDescription', language)}</span>
            <Input.TextArea
              data-testid="vote-description"
              disabled={busy}
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={4000}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          {step.is_signature_needed ? (
            <SignatureControl
              value={signature}
              onChange={(value) => {
                setError(undefined)
                setSignature(value)
              }}
              language={language}
              padRef={pad}
              disabled={busy}
            />
          ) : null}
        </>
      ) : null}
      <Space wrap>
        {vote.canVote ? (
          <Button type="primary" loading={busy} data-testid="vote-send" onClick={() => void submit()}>
            {workflowText('sendVote', language)}
          </Button>
        ) : null}
        {vote.canClose ? (
          <Popconfirm
            title={workflowText('confirmCloseVote', language)}
            okText={workflowText('yes', language)}
            cancelText={workflowText('no', language)}
            onConfirm={() => send(() => client.closeVote(state.processId, step.id), 'voteClosed')}
          >
            <Button danger disabled={busy} data-testid="vote-close">
              {workflowText('closeVote', language)}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      {error === undefined ? null : <Alert type="error" showIcon title={error} data-testid="process-error" />}
    </div>
  )
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
  return props.step.vote !== null ? <VoteForm {...props} vote={props.step.vote} /> : <ActForm {...props} />
}

function StepCard(props: StepProps & { current: boolean }): ReactNode {
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
            {step.status}
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
 * The approval view of one record's process (spec 2.7): the current status and every open
 * step; the caller acts on the steps the server says they may (`canAct`, `vote.canVote`,
 * `vote.canClose`). Every action answers the process's new state, handed to `onChanged`; a
 * refusal is shown in the server's words (`msg`, or `enMsg` in English).
 */
export function ProcessPanel(props: ProcessPanelProps): ReactNode {
  const { state, language } = props
  const appearance = STEP_TYPE_APPEARANCE[state.status_type]
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
        <Tag color={appearance.color} data-testid="process-status" data-status-type={state.status_type}>
          {state.status}
        </Tag>
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
          client={props.client}
          language={language}
          onChanged={props.onChanged}
        />
      ))}
    </div>
  )
}
