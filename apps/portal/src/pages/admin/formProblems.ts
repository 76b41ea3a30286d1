// Puts field problems (from the shared rules in the browser or from the server's refusal) where
// the person sees them: under their fields, and the rest above the form.
import type { LanguageCode } from '@tamga/schema'
import { authText, type FieldProblemLike, type Translate } from '../auth/authText.ts'
import { CURRENT_PASSWORD_WRONG } from './passwordChange.ts'
import type { FieldProblems } from './personalFields.ts'

/** What antd's `form.setFields` takes for one field. */
export interface FieldErrorEntry<TField extends string = string> {
  name: TField
  errors: string[]
}

/** The words of the screens' namespaces, as {@link problemText} needs them. */
export interface ProblemWords {
  /** The auth namespace: the shared field rules' messages in every interface language. */
  auth: Translate
  /** The admin namespace. */
  admin: Translate
  language: LanguageCode
}

/**
 * A field problem in the interface language: the admin catalogue's words for a wrong current
 * password, the shared rules' catalogue words otherwise (so Korean reads Korean), else the
 * problem's own message.
 */
export function problemText(field: string, problem: FieldProblemLike, words: ProblemWords): string {
  if (problem.code === CURRENT_PASSWORD_WRONG) return words.admin('currentPasswordWrong')
  return authText({ problem, field }, words.auth, words.language)
}

/**
 * The errors of every field of a form (an empty list clears a field's earlier errors), and the
 * problems of fields the form does not have, each as text, for a notice above the form.
 */
export function formErrors<TField extends string>(
  fields: readonly TField[],
  problems: FieldProblems,
  words: ProblemWords,
): { entries: Array<FieldErrorEntry<TField>>; others: string[] } {
  const texts = (field: string) => (problems.get(field) ?? []).map((problem) => problemText(field, problem, words))
  const known = new Set<string>(fields)
  const others = [...problems.keys()].filter((field) => !known.has(field)).flatMap(texts)
  return { entries: fields.map((name) => ({ name, errors: texts(name) })), others }
}
