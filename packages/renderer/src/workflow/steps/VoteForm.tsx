// The VOTE step's form (spec 3.4, 4.3): the tally so far, the council with who has voted, the
// member's vote with its description and signature, and closing the vote early.
import { CheckCircleOutlined, CheckOutlined, ClockCircleOutlined } from '@ant-design/icons'
import type { LanguageCode, OpenVote, VoteChoice } from '@tamga/schema'
import { Alert, Button, Popconfirm, Space, Tag } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import type { ProcessStepFormProps } from '../ProcessPanel.tsx'
import {
  decisionText,
  EMPTY_SIGNATURE,
  personName,
  portButtonColor,
  type SignatureDraft,
  VOTE_CHOICE_BUTTONS,
  voteProblem,
  voteRequest,
} from '../processActions.ts'
import { SignatureControl } from '../SignatureControl.tsx'
import type { SignaturePadHandle } from '../SignaturePad.tsx'
import { workflowText } from '../workflowMessages.ts'
import { DescriptionField, resolveSignature, useSend } from './stepForm.tsx'

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
export function VoteForm(props: ProcessStepFormProps & { vote: OpenVote }): ReactNode {
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
          <DescriptionField
            label="additionalDescription"
            value={description}
            onChange={setDescription}
            busy={busy}
            language={language}
            testId="vote-description"
          />
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
