// What the process panel sends, worked out apart from React: which inputs a step asks for, what
// is missing before an action may go, the request bodies of the workflow contract, and the
// words of a refusal.
import {
  type DecisionOutcome,
  type LanguageCode,
  localizedText,
  type OpenStep,
  type PortOutcome,
  type ProcessActRequest,
  type ProcessPerson,
  type ProcessVoteRequest,
  type SignatureInput,
  signerName,
  type VoteChoice,
} from '@tamga/schema'
import type { ApiFailure } from '../http.ts'
import { type OpenStepPort, portPicksCouncil, stepSetsDate } from './portChoice.ts'
import { type WorkflowMessage, workflowText } from './workflowMessages.ts'

export {
  draftSubmitPort,
  type OpenStepPort,
  portButtonText,
  portPicksCouncil,
  stepSetsDate,
} from './portChoice.ts'

/**
 * Whether taking `port` asks the actor for the next step's assignee. The server marks a port
 * that picks people (`picksAssignee`); on a port into a vote those people are the council,
 * picked with the voters, not an assignee.
 */
export function portPicksAssignee(step: Pick<OpenStep, 'status_type'>, port: OpenStepPort): boolean {
  return port.picksAssignee && port.leadsTo !== 'VOTE' && !portPicksCouncil(step, port)
}

/** The port whose candidates are the council a PREPARE_VOTE step picks from; undefined for other steps. */
export function councilPort(step: Pick<OpenStep, 'status_type' | 'ports'>): OpenStepPort | undefined {
  return step.ports.find((port) => portPicksCouncil(step, port))
}

/** The antd colours a port's button takes (a subset of antd's ButtonColorType). */
export type PortButtonColor = 'green' | 'orange' | 'danger' | 'primary'

/**
 * The colour of a port's button, by its outcome: approve green, recreate (send back) orange,
 * reject red; a port with no outcome the app's primary colour.
 */
export function portButtonColor(outcome: PortOutcome | undefined): PortButtonColor {
  switch (outcome) {
    case 'approve':
      return 'green'
    case 'recreate':
      return 'orange'
    case 'reject':
      return 'danger'
    case undefined:
      return 'primary'
  }
}

/** A person as the workflow screens name one: 'first letter of last name. first name', else the login. */
export function personName(person: ProcessPerson): string {
  const name = signerName({ lastname: person.lastName, firstname: person.firstName })
  return name === '' ? person.login : name
}

/** Who an open step waits for: its assignee, else its role by its display name, else (a vote) the council. */
export function stepAssigneeText(
  step: Pick<OpenStep, 'assignee' | 'role_id' | 'role_name' | 'subject_type'>,
  language: LanguageCode,
): string {
  if (step.assignee !== null) return personName(step.assignee)
  if (step.role_name !== undefined) return localizedText(step.role_name, language)
  if (step.role_id !== null) return workflowText('role', language, { role: step.role_id })
  return step.subject_type === 'VOTERS' ? workflowText('council', language) : ''
}

/** The word of a decision outcome in the reader's language (the vote results' words, spec 4.3). */
export function decisionText(decision: DecisionOutcome, language: LanguageCode): string {
  const keys: { [TOutcome in DecisionOutcome]: WorkflowMessage } = {
    approve: 'Supported',
    reject: 'Unsupported',
    recreate: 'ToRecreate',
    pending: 'pending',
  }
  return workflowText(keys[decision], language)
}

/** The words of each vote choice's button, with the outcome colour it takes. */
export const VOTE_CHOICE_BUTTONS: ReadonlyArray<{ choice: VoteChoice; label: WorkflowMessage; outcome: PortOutcome }> =
  [
    { choice: 'approve', label: 'voteApprove', outcome: 'approve' },
    { choice: 'reject', label: 'voteReject', outcome: 'reject' },
    { choice: 'recreate', label: 'voteRecreate', outcome: 'recreate' },
  ]

/** A signature being given: typed text, or a drawing on the pad (sent as an upload when acting). */
export type SignatureDraft =
  | { mode: 'text'; text: string; jobName: string; struct: string }
  | { mode: 'draw'; drawn: boolean; jobName: string; struct: string }

/** An empty typed signature. */
export const EMPTY_SIGNATURE: SignatureDraft = { mode: 'text', text: '', jobName: '', struct: '' }

/** Whether the draft holds a signature: typed text that is not blank, or a drawing. */
export function hasSignature(draft: SignatureDraft): boolean {
  return draft.mode === 'text' ? draft.text.trim() !== '' : draft.drawn
}

/**
 * The signature as the contract takes it (SignatureInput): the typed text, or the id
 * `POST /process/signatures` answered for the drawn image. Undefined when the draft holds none, or is a drawing not uploaded yet.
 */
export function signatureInput(draft: SignatureDraft, uploadId?: string): SignatureInput | undefined {
  const signedAs = {
    ...(draft.jobName.trim() === '' ? {} : { job_name: draft.jobName.trim() }),
    ...(draft.struct.trim() === '' ? {} : { struct: draft.struct.trim() }),
  }
  if (draft.mode === 'text') {
    const text = draft.text.trim()
    return text === '' ? undefined : { type: 'text', text, ...signedAs }
  }
  return draft.drawn && uploadId !== undefined ? { type: 'draw', uploadId, ...signedAs } : undefined
}

/** What the person filled in on an open step before choosing a port. */
export interface ActDraft {
  description: string
  signature: SignatureDraft
  /** `YYYY-MM-DD`, on DATE, COURT and POSTPONE steps. */
  date: string | null
  /** The council picked on a PREPARE_VOTE step. */
  voters: readonly number[]
  /** The next step's assignee, when the port lets the actor pick one. */
  nextAssignee: number | null
}

/** A draft with nothing filled in. */
export const EMPTY_ACT_DRAFT: ActDraft = {
  description: '',
  signature: EMPTY_SIGNATURE,
  date: null,
  voters: [],
  nextAssignee: null,
}

/**
 * What is missing before `port` of `step` may be taken, as a message key; null when nothing is.
 * A signature when the step needs one; a date on DATE, COURT and POSTPONE; at least one council
 * member when the port puts the record to a vote; the next assignee when the port lets the
 * actor pick one and there is someone to pick (`assigneeRequired`).
 */
export function actProblem(
  step: Pick<OpenStep, 'status_type' | 'is_signature_needed'>,
  port: OpenStepPort,
  draft: ActDraft,
  options: { assigneeRequired: boolean },
): WorkflowMessage | null {
  if (stepSetsDate(step.status_type) && (draft.date === null || draft.date === '')) return 'dateRequired'
  if (portPicksCouncil(step, port) && draft.voters.length === 0) return 'votersRequired'
  if (portPicksAssignee(step, port) && options.assigneeRequired && draft.nextAssignee === null)
    return 'assigneeRequired'
  if (step.is_signature_needed && !hasSignature(draft.signature)) return 'signatureRequired'
  return null
}

/**
 * The body of `POST …/act` for taking `port` of `step` (ProcessActRequest): only the parts the
 * step and port take are sent (the signature when the step needs one, the date on a dated step,
 * the council when the port leads to a vote, the next assignee when the port lets one be picked).
 */
export function actRequest(
  step: Pick<OpenStep, 'status_type' | 'is_signature_needed'>,
  port: OpenStepPort,
  draft: ActDraft,
  signature: SignatureInput | undefined,
): ProcessActRequest {
  const description = draft.description.trim()
  return {
    port: port.id,
    ...(description === '' ? {} : { description }),
    ...(step.is_signature_needed && signature !== undefined ? { signature } : {}),
    ...(portPicksAssignee(step, port) && draft.nextAssignee !== null
      ? { nextAssignee: { userId: draft.nextAssignee } }
      : {}),
    ...(portPicksCouncil(step, port) && draft.voters.length > 0 ? { voters: [...new Set(draft.voters)] } : {}),
    ...(stepSetsDate(step.status_type) && draft.date !== null && draft.date !== '' ? { date: draft.date } : {}),
  }
}

/** What is missing before a vote may be sent; null when nothing is. */
export function voteProblem(
  step: Pick<OpenStep, 'is_signature_needed'>,
  choice: VoteChoice | null,
  signature: SignatureDraft,
): WorkflowMessage | null {
  if (choice === null) return 'voteRequired'
  if (step.is_signature_needed && !hasSignature(signature)) return 'signatureRequired'
  return null
}

/** The body of `POST …/vote` (ProcessVoteRequest). */
export function voteRequest(
  step: Pick<OpenStep, 'is_signature_needed'>,
  choice: VoteChoice,
  description: string,
  signature: SignatureInput | undefined,
): ProcessVoteRequest {
  const text = description.trim()
  return {
    vote: choice,
    ...(text === '' ? {} : { description: text }),
    ...(step.is_signature_needed && signature !== undefined ? { signature } : {}),
  }
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/**
 * The words of a refused workflow call (spec 8.1): the server's message in the reader's language
 * (`enMsg` in English, `koMsg` in Korean, else `msg`), else the client's message, else `fallback`.
 */
export function failureText(failure: ApiFailure, language: LanguageCode, fallback: WorkflowMessage): string {
  const body =
    typeof failure.body === 'object' && failure.body !== null ? (failure.body as Record<string, unknown>) : {}
  const preferred = language === 'en_US' ? textOf(body.enMsg) : language === 'ko_KR' ? textOf(body.koMsg) : undefined
  return (
    preferred ?? textOf(body.msg) ?? textOf(body.enMsg) ?? textOf(failure.message) ?? workflowText(fallback, language)
  )
}
