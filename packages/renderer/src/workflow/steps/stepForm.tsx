// What the forms of every step type share: the people a port offers, the signature a step
// needs, and sending an action with the server's words when it is refused.
import type { LanguageCode, ProcessPerson, ProcessState, SignatureInput } from '@tamga/schema'
import { Alert, App, Input } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import type { ApiResult } from '../../http.ts'
import type { ProcessPanelProps } from '../ProcessPanel.tsx'
import { failureText, personName, type SignatureDraft, signatureInput } from '../processActions.ts'
import type { SignaturePadHandle } from '../SignaturePad.tsx'
import { type WorkflowMessage, workflowText } from '../workflowMessages.ts'

export type Candidates = ProcessPerson[] | 'loading' | 'failed'

/**
 * The people the candidates route offers for `port` (none asked while `port` is undefined):
 * asked again whenever the port changes, the answer for an earlier port never shown for a later one.
 */
export function useCandidates(
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

export function personOptions(candidates: Candidates | undefined) {
  return Array.isArray(candidates)
    ? candidates.map((person) => ({ value: person.userId, label: personName(person) }))
    : []
}

export function candidatesNote(candidates: Candidates | undefined, language: LanguageCode): ReactNode {
  if (candidates === 'failed')
    return <Alert type="warning" showIcon title={workflowText('candidatesFailed', language)} />
  return null
}

/**
 * The signature to send when the step needs one: the typed text, or the drawing uploaded first
 * (`POST /process/signatures`). A problem is in the reader's words, the server's for a refused upload.
 */
export async function resolveSignature(
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

/** Sends one action and says how it went: the server's words when it was refused. */
export function useSend(language: LanguageCode, onChanged: (state: ProcessState) => void) {
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

/** The description an act or a vote carries (the history shows it), under its label. */
export function DescriptionField(props: {
  label: WorkflowMessage
  value: string
  onChange: (description: string) => void
  busy: boolean
  language: LanguageCode
  testId: string
}): ReactNode {
  return (
    <div>
      <span className="tamga-process-field-label">{workflowText(props.label, props.language)}</span>
      <Input.TextArea
        data-testid={props.testId}
        disabled={props.busy}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={4000}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  )
}
