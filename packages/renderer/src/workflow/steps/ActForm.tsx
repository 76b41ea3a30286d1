// The act form: what acting on an open step takes (a description, a signature when the step needs
// one, the next assignee when a port lets the actor pick) and a button per port.
import { localizedText } from '@tamga/schema'
import { Alert, Button, Select, Space } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import type { ProcessStepFormProps } from '../ProcessPanel.tsx'
import {
  type ActDraft,
  actProblem,
  actRequest,
  EMPTY_ACT_DRAFT,
  type OpenStepPort,
  portButtonColor,
  portButtonText,
  portPicksAssignee,
} from '../processActions.ts'
import { SignatureControl } from '../SignatureControl.tsx'
import type { SignaturePadHandle } from '../SignaturePad.tsx'
import { workflowText } from '../workflowMessages.ts'
import {
  candidatesNote,
  DescriptionField,
  personOptions,
  resolveSignature,
  useCandidates,
  useSend,
} from './stepForm.tsx'

/** What a step type asks for in the act form besides the description and the signature. */
export type StepField = (props: StepFieldProps) => ReactNode

/** Props of a {@link StepField}: the step, and the draft it fills in. */
export type StepFieldProps = ProcessStepFormProps & {
  draft: ActDraft
  busy: boolean
  change: (part: Partial<ActDraft>) => void
}

/**
 * What acting on an open step (not a vote) takes, and its port buttons: the form of most step
 * types, with the `Field` of those that ask for more.
 */
export function ActForm(props: ProcessStepFormProps & { Field?: StepField | undefined }): ReactNode {
  const { state, step, client, language, onChanged, Field } = props
  const [draft, setDraft] = useState<ActDraft>(EMPTY_ACT_DRAFT)
  const [picking, setPicking] = useState<OpenStepPort | undefined>(undefined)
  // The port being taken, whose button spins while the others wait.
  const [taking, setTaking] = useState<string | undefined>(undefined)
  const pad = useRef<SignaturePadHandle>(null)
  const { busy, setBusy, error, setError, send } = useSend(language, onChanged)
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
      {Field === undefined ? null : <Field {...props} draft={draft} busy={busy} change={change} />}
      <DescriptionField
        label="description"
        value={draft.description}
        onChange={(description) => change({ description })}
        busy={busy}
        language={language}
        testId="process-description"
      />
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
              {portButtonText(port, language)}
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
