// What the status history view draws (spec 2.7, 4.3), worked out apart from React so every
// display rule is a plain input → output: the blocks per action number from the schema's
// `historyBlocks`, each entry's title, date, signature and signer, and the council's votes.
import {
  type Employee,
  formatDateTime,
  historyBlocks,
  type LanguageCode,
  localizedText,
  type ProcessHistory,
  type Signature,
  type SignatureDisplay,
  type StepType,
  signatureDisplay,
  signerName,
  type VoteResult,
  type VotingPerson,
  voteResult,
} from '@tamga/schema'
import { workflowText } from './workflowMessages.ts'

/** A signature as the history draws it (spec 3.3): what was signed, as whom, the mark, who and when. */
export interface SignatureView {
  /** The action signed, the port's label (`signAction`). */
  action: string | null
  jobName: string | null
  struct: string | null
  /** The typed text or the image; null when the stored signature has no mark. */
  mark: SignatureDisplay | null
  /** The signer as 'first letter of last name. first name' (spec 9); null when unnamed. */
  signer: string | null
  /** When it was signed, `YYYY-MM-DD HH:mm`; `''` when unknown. */
  date: string
}

/** The person who acted, shown when an entry carries no signature. */
export interface PersonView {
  jobName: string | null
  struct: string | null
  name: string | null
}

/** One council member's vote (spec 3.4, 4.3). */
export interface VoteView {
  key: string
  /** Supported, ToRecreate, Unsupported; null (blank) while they have not voted. */
  result: VoteResult | null
  /** The result in the reader's language; `''` for a blank result. */
  resultLabel: string
  voted: boolean
  description: string | null
  signature: SignatureView | null
  /** The member as 'first letter of last name. first name'. */
  voter: PersonView | null
  /** When they signed, `YYYY-MM-DD HH:mm`; `''` when unknown. */
  date: string
}

/** One entry of the history as drawn. */
export interface HistoryEntryModel {
  key: string
  type: StepType
  /** `status_action` once done (when there is one), else `status` (spec 4.3). */
  title: string
  /** The date-time, or the "action pending" text while the entry waits (see `awaitingAction`). */
  date: string
  awaitingAction: boolean
  /** Not done yet: drawn dimmed. */
  dimmed: boolean
  description: string | null
  signature: SignatureView | null
  /** Who acted, when there is no signature to show it (a VOTE entry lists its voters instead). */
  person: PersonView | null
  /** The council's votes, under the VOTE entry they belong to; null on other entries. */
  votes: VoteView[] | null
}

/** One bordered block: the entries of one action number. */
export interface HistoryBlockModel {
  actionNum: number
  entries: HistoryEntryModel[]
}

/** The whole history as drawn. */
export interface HistoryModel {
  blocks: HistoryBlockModel[]
  /** Votes with no VOTE entry to sit under (a history cut short); drawn after the blocks. */
  unplacedVotes: VoteView[]
}

/** Options of {@link historyModel}. */
export interface HistoryModelOptions {
  language: LanguageCode
  /** The file host an uploaded signature image's path is prefixed with (spec 9); `''` for the page's own. */
  host: string
}

const textOrNull = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? ''
  return text === '' ? null : text
}

/** How a stored signature is drawn; null when it has nothing to show. */
export function signatureView(
  signature: Signature | null,
  signedAt: string | null,
  host: string,
): SignatureView | null {
  if (signature === null) return null
  const view: SignatureView = {
    action: textOrNull(signature.signAction),
    jobName: textOrNull(signature.job_name),
    struct: textOrNull(signature.struct),
    mark: signatureDisplay(signature, host),
    signer: textOrNull(signerName(signature)),
    date: formatDateTime(signedAt),
  }
  const empty = view.mark === null && view.action === null && view.jobName === null && view.struct === null
  return empty ? null : view
}

/** The person behind `emp`, named 'first letter of last name. first name'; null when unknown. */
export function personView(emp: Employee | null): PersonView | null {
  if (emp === null) return null
  const view: PersonView = {
    jobName: textOrNull(emp.JOB_NAME),
    struct: textOrNull(emp.STRUCT_NAME),
    name: textOrNull(signerName({ lastname: emp.LNAME, firstname: emp.FNAME })),
  }
  return view.jobName === null && view.struct === null && view.name === null ? null : view
}

/** How one council member's vote is drawn: its result (blank while not voted), words, signature and date. */
export function voteView(person: VotingPerson, index: number, options: HistoryModelOptions): VoteView {
  const result = voteResult(person)
  return {
    key: `vote-${index}`,
    result,
    resultLabel: result === null ? '' : workflowText(result, options.language),
    voted: person.voted === 1,
    description: textOrNull(person.description),
    signature: signatureView(person.signature_image, person.signature_date, options.host),
    voter: personView(person.emp),
    date: formatDateTime(person.signature_date),
  }
}

/**
 * A label the history stores (a step's `status`, a port's `status_action` or `signAction`, in
 * Mongolian) in the reader's language, as the process diagram gives it (`history.labels`); the
 * stored text when the diagram gives no other language.
 *
 * @example historyLabel({ labels: { Буцаасан: { mn_MN: 'Буцаасан', en_US: 'Sent back' } } }, 'Буцаасан', 'en_US') // 'Sent back'
 */
export function historyLabel(history: Pick<ProcessHistory, 'labels'>, text: string, language: LanguageCode): string {
  const labels = history.labels
  const label = labels !== undefined && Object.hasOwn(labels, text) ? labels[text] : undefined
  return label === undefined ? text : localizedText(label, language)
}

/**
 * The status history as the view draws it (spec 2.7, 4.3): one block per action number in the
 * order of `actionNumbers`; RE_CREATE entries only once done; a done entry titled by its
 * `status_action` (else `status`), in the reader's language when the diagram gives it
 * ({@link historyLabel}), and dated `YYYY-MM-DD HH:mm`; an entry not done dimmed and,
 * unless END or CANCEL, dated "Үйлдэл хүлээгдэж байна".
 *
 * The council's votes carry no action number: they are the record's latest vote, so they are
 * listed under the last VOTE entry of the history (Lambda listed them under every VOTE entry,
 * which repeats them once a record has been voted on twice).
 */
export function historyModel(history: ProcessHistory, options: HistoryModelOptions): HistoryModel {
  const pendingText = workflowText('pending', options.language)
  const label = (text: string) => historyLabel(history, text, options.language)
  const signed = (view: SignatureView | null): SignatureView | null =>
    view === null || view.action === null ? view : { ...view, action: label(view.action) }
  const blocks: HistoryBlockModel[] = historyBlocks(history).map((block) => ({
    actionNum: block.actionNum,
    entries: block.entries.map((view, index): HistoryEntryModel => {
      const { entry } = view
      const signature = signed(signatureView(entry.signature, entry.created_at, options.host))
      return {
        key: `${block.actionNum}-${index}`,
        type: entry.status_type,
        title: label(view.title),
        date: view.awaitingAction ? pendingText : formatDateTime(view.date),
        awaitingAction: view.awaitingAction,
        dimmed: view.dimmed,
        description: textOrNull(entry.description),
        signature,
        person: signature === null && entry.status_type !== 'VOTE' ? personView(entry.emp) : null,
        votes: null,
      }
    }),
  }))
  const votes = history.votingPeople.map((person, index) => {
    const vote = voteView(person, index, options)
    return { ...vote, signature: signed(vote.signature) }
  })
  const lastVote = blocks
    .flatMap((block) => block.entries)
    .filter((entry) => entry.type === 'VOTE')
    .at(-1)
  if (lastVote !== undefined) lastVote.votes = votes
  return { blocks, unplacedVotes: lastVote === undefined ? votes : [] }
}
