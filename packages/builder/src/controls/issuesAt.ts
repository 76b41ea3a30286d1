// Issues are shown where they are: an editor asks for the ones at a place of the document.
import type { DocumentIssue, LanguageCode } from '@tamga/schema'

/**
 * The issues at `pointer` (`/fields/3`), and with `deep` those inside it too
 * (`/fields/3/label`). The empty pointer is the whole document.
 */
export function issuesAt(issues: readonly DocumentIssue[], pointer: string, deep = false): DocumentIssue[] {
  return issues.filter(
    (issue) => issue.path === pointer || (deep && (pointer === '' || issue.path.startsWith(`${pointer}/`))),
  )
}

/** An issue's message in the language shown (English for Korean: the schema words issues in two languages). */
export function issueText(issue: DocumentIssue, language: LanguageCode): string {
  return language === 'mn_MN' ? issue.message.mn_MN : issue.message.en_US
}

/** What an antd Form.Item shows for issues at its place. */
export interface FormItemIssues {
  validateStatus?: 'error'
  help?: string
}

/**
 * The error status and the issues' texts (joined by `; `) as an antd Form.Item's help; nothing
 * when there are none, so the item keeps its own help.
 *
 * @example <Form.Item label="…" {...formItemIssues(issuesAt(issues, '/form', true), language)}>
 */
export function formItemIssues(found: readonly DocumentIssue[], language: LanguageCode): FormItemIssues {
  return found.length === 0
    ? {}
    : { validateStatus: 'error', help: found.map((one) => issueText(one, language)).join('; ') }
}
