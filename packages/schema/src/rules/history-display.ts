import type { ActionNumber } from '../runtime/action-number.ts'
import type { Employee } from '../runtime/record.ts'
import type { Signature } from '../runtime/signature.ts'
import type { StatusHistoryEntry } from '../runtime/status-history.ts'
import { DECISION_OUTCOME_LABELS, isTerminalStepType } from '../runtime/step-types.ts'
import { signatureImageSrc, signerName } from './format.ts'

/** The text a waiting entry shows instead of its date (spec 4.3), verbatim. */
export const PENDING_ACTION_TEXT = 'Үйлдэл хүлээгдэж байна'

/** The languages the history view's own texts are written in. */
export type HistoryLanguage = 'mn_MN' | 'en_US'

/**
 * Whether a history entry is listed (spec 4.3): a RE_CREATE entry only once it is done, so a
 * send-back the creator has not acted on yet does not show as a step of the history.
 */
export function isHistoryEntryShown(entry: Pick<StatusHistoryEntry, 'status_type' | 'is_done'>): boolean {
  return entry.status_type !== 'RE_CREATE' || entry.is_done === 1
}

/** How a signature is drawn: typed text, or an image at a URL. */
export type SignatureDisplay = { kind: 'text'; text: string } | { kind: 'image'; src: string }

/**
 * How to show a signature (spec 3.3, 9). A `text` signature is the typed text; a `draw`
 * signature is its own image (a data URL) and is used as is; any other type is an uploaded
 * image whose stored path gets the `host` prefix. Null when there is nothing to show.
 *
 * @example signatureDisplay({ type: 'upload', signature: '/uploads/s.png' }, 'https://tamga.mn')
 * // { kind: 'image', src: 'https://tamga.mn/uploads/s.png' }
 */
export function signatureDisplay(signature: Signature | null, host: string): SignatureDisplay | null {
  const value = signature?.signature
  if (signature === null || value === undefined || value === null || value === '') return null
  if (signature.type === 'text') return { kind: 'text', text: value }
  const src = signatureImageSrc(signature, host)
  return src === null ? null : { kind: 'image', src }
}

/** One history entry ready to draw (spec 2.7, 4.3). */
export interface HistoryEntryView {
  entry: StatusHistoryEntry
  /** The action taken (`status_action`) once done, otherwise the step's `status`. */
  title: string
  /** When it happened, or {@link PENDING_ACTION_TEXT} while it waits (see `awaitingAction`). */
  date: string | null
  /** True when `date` is the "action pending" text rather than a time. */
  awaitingAction: boolean
  /** Not done yet: drawn dimmed. */
  dimmed: boolean
  /** Who signed or acted, as {@link signerName} writes it. */
  signer: string | null
}

function signerOf(signature: Signature | null, emp: Employee | null): string | null {
  const fromSignature = signature === null ? '' : signerName(signature)
  const name =
    fromSignature !== '' ? fromSignature : emp === null ? '' : signerName({ lastname: emp.LNAME, firstname: emp.FNAME })
  return name === '' ? null : name
}

/**
 * How one history entry is shown (spec 4.3): a done entry is titled by its `status_action`
 * when there is one, else by its `status`, and dated by `created_at`; an entry not done is
 * dimmed and, unless it is an END or CANCEL step, its date reads "Үйлдэл хүлээгдэж байна".
 *
 * @param language The language of the "action pending" text. @default 'mn_MN'
 */
export function historyEntryView(entry: StatusHistoryEntry, language: HistoryLanguage = 'mn_MN'): HistoryEntryView {
  const done = entry.is_done === 1
  const action = entry.status_action?.trim() ?? ''
  const awaitingAction = !done && !isTerminalStepType(entry.status_type)
  return {
    entry,
    title: done && action !== '' ? action : entry.status,
    date: awaitingAction ? DECISION_OUTCOME_LABELS.pending[language] : entry.created_at,
    awaitingAction,
    dimmed: !done,
    signer: signerOf(entry.signature, entry.emp),
  }
}

/** One bordered block of the history view: the entries of one action number (spec 2.7). */
export interface HistoryBlock {
  actionNum: number
  entries: HistoryEntryView[]
}

/**
 * Groups a record's history into one block per action number (spec 2.7). Blocks follow the
 * `actionNumbers` list ordered by `index`; an action number that entries carry but the list
 * lacks gets a block after those, in the order it first appears. Entries keep their order
 * inside a block, hidden entries (see {@link isHistoryEntryShown}) are left out, and a block
 * left with no entries is not drawn.
 */
export function historyBlocks(
  history: { statusHistories: readonly StatusHistoryEntry[]; actionNumbers: readonly ActionNumber[] },
  language: HistoryLanguage = 'mn_MN',
): HistoryBlock[] {
  const order: number[] = []
  const listed = [...history.actionNumbers].sort((a, b) => a.index - b.index)
  for (const number of [
    ...listed.map((entry) => entry.action_num),
    ...history.statusHistories.map((e) => e.action_num),
  ]) {
    if (!order.includes(number)) order.push(number)
  }
  return order
    .map((actionNum) => ({
      actionNum,
      entries: history.statusHistories
        .filter((entry) => entry.action_num === actionNum && isHistoryEntryShown(entry))
        .map((entry) => historyEntryView(entry, language)),
    }))
    .filter((block) => block.entries.length > 0)
}
