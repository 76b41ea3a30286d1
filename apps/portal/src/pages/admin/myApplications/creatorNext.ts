import { personName } from '@tamga/renderer/workflow'
import type { LanguageCode, MyProcess } from '@tamga/schema'
import { localizedText } from '@tamga/schema'
import type { myApplications } from '../../../i18n/catalogues/myApplications.ts'

/** A key of the `myApplications` namespace. */
export type MyApplicationsKey = keyof typeof myApplications

/** Looks a word of the `myApplications` namespace up in the reader's language. */
export type MyApplicationsWords = (key: MyApplicationsKey, values?: Record<string, string | number>) => string

/** What a record's process expects of its creator, as its card says it, and how the card looks. */
export interface CreatorNextView {
  text: string
  /** The antd alert type the sentence is shown in: the creator's turn stands out. */
  tone: 'warning' | 'info' | 'success' | 'error'
  /** The words of the button that opens the record when it is the creator's turn. */
  action?: MyApplicationsKey
}

/**
 * Who the open steps the creator does not hold wait for: the person a step names, else its
 * role's display name, else (a vote) the council members with the votes still to come.
 */
export function waitingForText(
  process: Pick<MyProcess, 'waitingFor'>,
  language: LanguageCode,
  words: MyApplicationsWords,
): string {
  const names = process.waitingFor
    .filter((step) => !step.mine)
    .map((step) => {
      if (step.assignee !== null) return personName(step.assignee)
      if (step.role_name !== undefined) return localizedText(step.role_name, language)
      if (step.votesAwaited !== null) return words('whoCouncil', { count: step.votesAwaited })
      return words('whoSomeone')
    })
  const unique = [...new Set(names)]
  return unique.length === 0 ? words('whoSomeone') : unique.join(', ')
}

/**
 * The sentence that tells the creator what comes next (issue 24): a draft to submit, a
 * send-back to change and resubmit, a step of theirs to act on, whom it waits for, or the
 * decision in the status vocabulary's word (`statusWord`).
 */
export function creatorNextView(
  process: Pick<MyProcess, 'next' | 'status_type' | 'waitingFor'>,
  options: { language: LanguageCode; words: MyApplicationsWords; statusWord: string },
): CreatorNextView {
  const { words } = options
  switch (process.next) {
    case 'submit':
      return { text: words('nextSubmit'), tone: 'warning', action: 'openToSubmit' }
    case 'resubmit':
      return { text: words('nextResubmit'), tone: 'warning', action: 'openToResubmit' }
    case 'act':
      return { text: words('nextAct'), tone: 'warning', action: 'openToAct' }
    case 'wait':
      return { text: words('nextWait', { who: waitingForText(process, options.language, words) }), tone: 'info' }
    case 'decided':
      return process.status_type === 'END'
        ? { text: words('nextApproved', { decision: options.statusWord }), tone: 'success' }
        : { text: words('nextCancelled', { decision: options.statusWord }), tone: 'error' }
  }
}
