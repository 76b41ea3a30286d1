// The formula input's help: which names can be typed where the cursor is, what choosing one
// does to the text, and what is wrong with the formula now (the schema's own check, so the
// builder and the server agree).
import { checkFormula, type DocumentIssue, EXPRESSION_FUNCTIONS, type FormDocument } from '@tamga/schema'

/** The name being typed at `cursor`: where it starts and what is typed of it so far. */
export function wordAtCursor(text: string, cursor: number): { start: number; end: number; prefix: string } {
  const isNameChar = (char: string | undefined) => char !== undefined && /[A-Za-z0-9_.]/.test(char)
  let start = cursor
  while (start > 0 && isNameChar(text[start - 1])) start -= 1
  let end = cursor
  while (end < text.length && isNameChar(text[end])) end += 1
  return { start, end, prefix: text.slice(start, cursor) }
}

/**
 * The names a formula of this form may read: its fields, and `subForm.column` for the columns
 * of its sub-forms' rows when the caller knows them.
 */
export function formulaNames(form: FormDocument, subFormColumns: Readonly<Record<string, readonly string[]>> = {}) {
  const fields = Array.isArray(form.fields) ? form.fields : []
  const names = fields.map((field) => field.name).filter((name) => name !== '')
  for (const field of fields) {
    if (field.widget !== 'sub-form') continue
    for (const column of subFormColumns[field.name] ?? []) names.push(`${field.name}.${column}`)
  }
  return names
}

/** What can complete the name at the cursor: field names first, then functions (as `NAME(`). */
export function formulaSuggestions(text: string, cursor: number, names: readonly string[]): string[] {
  const { prefix } = wordAtCursor(text, cursor)
  const lower = prefix.toLowerCase()
  const fits = (candidate: string) => candidate.toLowerCase().startsWith(lower) && candidate !== prefix
  const functions = Object.keys(EXPRESSION_FUNCTIONS).map((name) => `${name}(`)
  return [...names.filter(fits), ...functions.filter(fits)]
}

/** The text with the name at the cursor replaced by `choice`, and where the cursor goes after it. */
export function completeFormula(text: string, cursor: number, choice: string): { text: string; cursor: number } {
  const { start, end } = wordAtCursor(text, cursor)
  const next = text.slice(0, start) + choice + text.slice(end)
  return { text: next, cursor: start + choice.length }
}

/**
 * What is wrong with a formula of the form: a syntax error, or names that are not the form's
 * (`items.amount` of a sub-form `items` counts as the form's, as `checkForm` has it).
 */
export function formulaIssues(form: FormDocument, expression: string, path: string): DocumentIssue[] {
  if (expression.trim() === '') return []
  const fields = Array.isArray(form.fields) ? form.fields : []
  const names = new Set(fields.map((field) => field.name))
  const subForms = new Set(fields.filter((field) => field.widget === 'sub-form').map((field) => field.name))
  const isFormName = (name: string) => {
    const [head = '', ...rest] = name.split('.')
    return rest.length === 0 ? names.has(name) : rest.length === 1 && subForms.has(head)
  }
  return checkFormula(expression, path, isFormName)
}
