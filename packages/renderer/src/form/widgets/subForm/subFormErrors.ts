// What is wrong with a sub-form's rows, at the child field that must change: checked in the
// browser with the child form's record schema and the parent's validator and words, and placed
// from the server's answer when it refused a row.
import type { ValidatorType } from '@rjsf/utils'
import type { LanguageCode } from '@tamga/schema'
import { isJsonObject } from '@tamga/schema'
import {
  type CompiledForm,
  type CompiledSubForm,
  errorField,
  type FormValues,
  localizeErrors,
} from '../../compile/index.ts'
import { recordFormData } from '../../openingValues.ts'
import { sameFieldValue } from '../../recordChanges.ts'
import { issueField, type ServerIssue, serverIssueErrors } from '../../serverIssues.ts'
import { subFormMessage } from './subFormMessages.ts'
import { canEditRow, childFormOf, rowKey, rowsOf, type SubFormRow } from './subFormRows.ts'

/** The messages of one row, by child field. */
export type RowErrors = Readonly<Record<string, readonly string[]>>

/** What is wrong with one sub-form. */
export interface SubFormErrors {
  /** About the list as a whole: too few or too many rows, a row the server refused as a whole. */
  list: readonly string[]
  /** The messages of each row, by the row's key (see `rowKey`). */
  rows: ReadonlyMap<string, RowErrors>
}

/** What is wrong with each sub-form, by the sub-form field's name; a sub-form without problems is absent. */
export type SubFormErrorMap = ReadonlyMap<string, SubFormErrors>

/** No problems anywhere. */
export const NO_SUB_FORM_ERRORS: SubFormErrorMap = new Map()

/** Every message of an rjsf error schema entry, its nested entries' included. */
function messagesOf(entry: unknown): string[] {
  if (!isJsonObject(entry)) return []
  return Object.entries(entry).flatMap(([key, value]) =>
    key === '__errors' ? (Array.isArray(value) ? value.map(String) : []) : messagesOf(value),
  )
}

/**
 * The messages of one row, by the child field that shows them: the child form's record schema
 * checked with the same validator and the same words as the parent form. Fields the row does not
 * show (never placed, or hidden by a rule now) have no message: nobody could correct them.
 */
export function rowErrors(
  sub: CompiledSubForm,
  row: Readonly<SubFormRow>,
  validator: ValidatorType<FormValues>,
  language: LanguageCode,
): RowErrors {
  const child = childFormOf(sub, row)
  const hidden = child.rules.visibility(row).hidden
  const shown = new Set(sub.columns.filter((name) => !hidden.has(name)))
  const result = validator.validateFormData(
    recordFormData(child, row),
    child.schema,
    undefined,
    (errors) =>
      localizeErrors(
        errors.filter((error) => shown.has(errorField(error))),
        sub.form,
        language,
      ),
    child.uiSchema,
  )
  const found: Record<string, string[]> = {}
  for (const name of shown) {
    const messages = [...new Set(messagesOf((result.errorSchema as Record<string, unknown>)[name]))]
    if (messages.length > 0) found[name] = messages
  }
  return found
}

/** Why the number of rows is refused (below `minRows`, above `maxRows`); undefined when it is fine. */
export function rowCountProblem(sub: CompiledSubForm, count: number, language: LanguageCode): string | undefined {
  const { minRows, maxRows } = sub.settings
  if (minRows !== undefined && count < minRows) return subFormMessage('tooFewRows', language, { limit: minRows })
  if (maxRows !== undefined && count > maxRows) return subFormMessage('tooManyRows', language, { limit: maxRows })
  return undefined
}

/**
 * What is wrong with the rows of the form's sub-forms that `shown` holds (the ones the person
 * can see and correct), checked in the browser. Rows the person may not change are not checked:
 * the server leaves them as they are.
 */
export function subFormErrorsOf(
  compiled: CompiledForm,
  values: Readonly<FormValues>,
  options: { validator: ValidatorType<FormValues>; language: LanguageCode; shown: ReadonlySet<string> },
): SubFormErrorMap {
  const found = new Map<string, SubFormErrors>()
  for (const sub of Object.values(compiled.subForms)) {
    const value = values[sub.field]
    if (!options.shown.has(sub.field) || !Array.isArray(value)) continue
    const rows = rowsOf(value)
    const count = rowCountProblem(sub, rows.length, options.language)
    const byRow = new Map<string, RowErrors>()
    rows.forEach((row, index) => {
      if (!canEditRow(sub, row)) return
      const errors = rowErrors(sub, row, options.validator, options.language)
      if (Object.keys(errors).length > 0) byRow.set(rowKey(row, index), errors)
    })
    if (count !== undefined || byRow.size > 0)
      found.set(sub.field, { list: count === undefined ? [] : [count], rows: byRow })
  }
  return found
}

/**
 * Places the issues of a refused write that are about sub-form rows (`/lines/1/quantity`) at
 * the child field of the row sent at that place, in the words the parent form uses for its own
 * fields; an issue about a row as a whole, the list, or a field the row does not show becomes a
 * list message. The other issues are handed back for the parent's fields.
 */
export function subFormIssueErrors(
  compiled: CompiledForm,
  issues: readonly ServerIssue[],
  values: Readonly<FormValues>,
  language: LanguageCode,
): { errors: SubFormErrorMap; rest: ServerIssue[] } {
  const lists = new Map<string, string[]>()
  const rows = new Map<string, Map<string, Record<string, string[]>>>()
  const rest: ServerIssue[] = []
  const addList = (field: string, text: string) => {
    const list = lists.get(field) ?? []
    if (!list.includes(text)) list.push(text)
    lists.set(field, list)
  }
  for (const issue of issues) {
    const field = issueField(issue.path)
    const sub = Object.hasOwn(compiled.subForms, field) ? compiled.subForms[field] : undefined
    if (sub === undefined) {
      rest.push(issue)
      continue
    }
    const [place, ...inside] = issue.path.split('/').slice(2)
    const index = place === undefined || !/^\d+$/.test(place) ? undefined : Number(place)
    const sent = rowsOf(values[field])
    const row = index === undefined ? undefined : sent[index]
    const placed = serverIssueErrors(
      [{ ...issue, path: inside.length === 0 ? '' : `/${inside.join('/')}` }],
      sub.form,
      language,
      new Set(row === undefined ? [] : sub.columns),
    )
    for (const text of placed.unplaced) {
      addList(field, index === undefined ? text : `${subFormMessage('row', language, { number: index + 1 })}: ${text}`)
    }
    if (row === undefined || index === undefined) continue
    const key = rowKey(row, index)
    const byRow = rows.get(field) ?? new Map<string, Record<string, string[]>>()
    const entry = byRow.get(key) ?? {}
    for (const [name, schemaEntry] of Object.entries(placed.errorSchema)) {
      entry[name] = [...new Set([...(entry[name] ?? []), ...messagesOf(schemaEntry)])]
    }
    byRow.set(key, entry)
    rows.set(field, byRow)
  }
  const errors = new Map<string, SubFormErrors>()
  for (const field of new Set([...lists.keys(), ...rows.keys()])) {
    errors.set(field, { list: lists.get(field) ?? [], rows: rows.get(field) ?? new Map() })
  }
  return { errors, rest }
}

/** Both sets of problems together: a row's messages of both, each message once. */
export function mergeSubFormErrors(a: SubFormErrorMap, b: SubFormErrorMap): SubFormErrorMap {
  if (b.size === 0) return a
  if (a.size === 0) return b
  const merged = new Map(a)
  for (const [field, next] of b) {
    const before = merged.get(field)
    if (before === undefined) {
      merged.set(field, next)
      continue
    }
    const rows = new Map(before.rows)
    for (const [key, errors] of next.rows) {
      const joined: Record<string, readonly string[]> = { ...(rows.get(key) ?? {}) }
      for (const [name, messages] of Object.entries(errors)) {
        joined[name] = [...new Set([...(joined[name] ?? []), ...messages])]
      }
      rows.set(key, joined)
    }
    merged.set(field, { list: [...new Set([...before.list, ...next.list])], rows })
  }
  return merged
}

/**
 * The server's problems with a sub-form after its rows changed: a row's message goes once the
 * field it is about changed, the list's once the number of rows changed.
 */
export function withoutChangedRows(
  errors: SubFormErrorMap,
  field: string,
  before: readonly SubFormRow[],
  after: readonly SubFormRow[],
): SubFormErrorMap {
  const current = errors.get(field)
  if (current === undefined) return errors
  const beforeByKey = new Map(before.map((row, index) => [rowKey(row, index), row]))
  const afterByKey = new Map(after.map((row, index) => [rowKey(row, index), row]))
  const rows = new Map<string, RowErrors>()
  for (const [key, rowMessages] of current.rows) {
    const then = beforeByKey.get(key)
    const now = afterByKey.get(key)
    if (now === undefined) continue
    const kept = Object.fromEntries(
      Object.entries(rowMessages).filter(([name]) => then === undefined || sameFieldValue(then[name], now[name])),
    )
    if (Object.keys(kept).length > 0) rows.set(key, kept)
  }
  const list = before.length === after.length ? current.list : []
  const next = new Map(errors)
  if (list.length === 0 && rows.size === 0) next.delete(field)
  else next.set(field, { list, rows })
  return next
}

/** Whether any sub-form has a problem. */
export function hasSubFormErrors(errors: SubFormErrorMap): boolean {
  return [...errors.values()].some((entry) => entry.list.length > 0 || entry.rows.size > 0)
}
