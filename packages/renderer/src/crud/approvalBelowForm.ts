// Whether the CRUD screens draw a record's approval view under its form themselves.
import type { KrudScreen, RecordId } from '@tamga/schema'

/**
 * True for a workflow krud whose form document has no `workflow` element: the screens then show
 * the approval view (process panel and history) under a stored record's form, so every workflow
 * krud's records can be acted on. A form with the element shows the view where it places it.
 */
export function approvalBelowForm(screen: Pick<KrudScreen, 'krud' | 'form'>): boolean {
  if (screen.krud.workflow === undefined || screen.form === undefined) return false
  return !screen.form.fields.some((field) => field.widget === 'workflow')
}

/** The open record's identity when the screens draw its approval view under the form, else undefined. */
export function approvalRowIdBelowForm(screen: Pick<KrudScreen, 'krud' | 'form'>, id: unknown): RecordId | undefined {
  return approvalBelowForm(screen) && (typeof id === 'number' || (typeof id === 'string' && id !== '')) ? id : undefined
}
