import type { ErrorSchema } from '@rjsf/utils'
import {
  type FormDocument,
  GEOGRAPHIC_ISSUE_CODES,
  GEOGRAPHIC_MESSAGES,
  isJsonObject,
  type LanguageCode,
  localizedText,
} from '@tamga/schema'
import { readErrorAnswer } from '../errorAnswers.ts'
import { type FormValues, fieldErrorMessage } from './compile/index.ts'

/** One issue of a refused write, as the engine server's error body lists it. */
export interface ServerIssue {
  /** A JSON Pointer into the record sent: `/title`, `/items/0/amount`, `''` for the record. */
  path: string
  /** The check that failed: a JSON Schema keyword (`maxLength`) or the server's own (`unique`). */
  code: string
  message?: { mn_MN?: string; en_US?: string }
  params?: Record<string, unknown>
}

/** Field errors to show at their fields, and the messages no field of the form can show. */
export interface ServerIssueErrors {
  /** rjsf's `extraErrors`: `{ title: { __errors: ['…'] } }`. */
  errorSchema: ErrorSchema<FormValues>
  /** Issues about the record as a whole, or about a field the form does not draw. */
  unplaced: string[]
}

// The checks of the record schema: the browser words them itself, in every interface language.
const SCHEMA_KEYWORDS = new Set([
  'required',
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'additionalProperties',
])

/** The `code` of an engine server error body (`VALIDATION_FAILED`, `RECORD_CHANGED`, …). */
export function failureCode(body: unknown): string | undefined {
  return readErrorAnswer('error', body)?.code
}

/** The issues of an engine server error body; none when it is not one. */
export function serverIssuesOf(body: unknown): ServerIssue[] {
  return readErrorAnswer('error', body)?.issues ?? []
}

/** The field an issue's JSON Pointer is about: its first segment, unescaped; `''` for the record. */
export function issueField(path: string): string {
  const first = path.split('/')[1] ?? ''
  return first.replaceAll('~1', '/').replaceAll('~0', '~')
}

// The server's checks whose words the browser has in every interface language.
const WORDED_CHECKS: Readonly<Record<string, Readonly<Record<LanguageCode, string>>>> = {
  [GEOGRAPHIC_ISSUE_CODES.invalid]: GEOGRAPHIC_MESSAGES.invalid,
  [GEOGRAPHIC_ISSUE_CODES.overlap]: GEOGRAPHIC_MESSAGES.overlap,
}

/** The server's own words for an issue in `language`; Mongolian when it has none in it (spec 9). */
function serverWords(issue: ServerIssue, language: LanguageCode): string {
  const worded = WORDED_CHECKS[issue.code]?.[language]
  if (worded !== undefined) return worded
  const own = language === 'mn_MN' || language === 'en_US' ? issue.message?.[language] : undefined
  return own ?? issue.message?.mn_MN ?? issue.message?.en_US ?? issue.code
}

/** The message the document gives a field's `unique` rule, for the server's unique refusal. */
function uniqueRuleMessage(form: FormDocument, field: string, language: LanguageCode): string | undefined {
  const rule = form.fields
    .find((candidate) => candidate.name === field)
    ?.rules?.find((candidate) => candidate.rule === 'unique')
  return localizedText(rule?.message, language)
}

/**
 * Places the issues of a refused write (400 VALIDATION_FAILED) at the form's fields. A record
 * schema check is worded as the browser words it (the field's own message, then the standard
 * text, in any interface language); a taken unique value has the field's `unique` rule message
 * when the document gives one; the server's other checks (a sub-form row) keep its words. An issue about a field outside `shown` (the fields the form draws now) or
 * about the record itself cannot be shown at a field and is listed in `unplaced`, after the
 * field's label when it has one.
 *
 * @example serverIssueErrors([{ path: '/register_number', code: 'unique', message: { mn_MN: 'Давхацсан…' } }], form, 'mn_MN', shown)
 * // { errorSchema: { register_number: { __errors: ['Давхацсан…'] } }, unplaced: [] }
 */
export function serverIssueErrors(
  issues: readonly ServerIssue[],
  form: FormDocument,
  language: LanguageCode,
  shown: ReadonlySet<string>,
): ServerIssueErrors {
  const errorSchema: Record<string, { __errors: string[] }> = {}
  const unplaced: string[] = []
  for (const issue of issues) {
    const field = issueField(issue.path)
    const nested = issue.path.split('/').length > 2
    const message =
      (issue.code === 'unique' ? uniqueRuleMessage(form, field, language) : undefined) ??
      (SCHEMA_KEYWORDS.has(issue.code) && !nested
        ? fieldErrorMessage(
            issue.params === undefined
              ? { keyword: issue.code, field }
              : { keyword: issue.code, field, params: issue.params },
            form,
            language,
          )
        : serverWords(issue, language))
    if (field === '' || !shown.has(field)) {
      const label = localizedText(form.fields.find((candidate) => candidate.name === field)?.label, language)
      const text = label === undefined ? message : `${label}: ${message}`
      if (!unplaced.includes(text)) unplaced.push(text)
      continue
    }
    const entry = errorSchema[field] ?? { __errors: [] }
    if (!entry.__errors.includes(message)) entry.__errors.push(message)
    errorSchema[field] = entry
  }
  return { errorSchema: errorSchema as ErrorSchema<FormValues>, unplaced }
}

/** The error schema without the errors of `fields`: a changed value has no server error yet. */
export function withoutFieldErrors(
  errorSchema: ErrorSchema<FormValues>,
  fields: readonly string[],
): ErrorSchema<FormValues> {
  const kept: Record<string, unknown> = { ...errorSchema }
  for (const name of fields) delete kept[name]
  return kept as ErrorSchema<FormValues>
}

/**
 * The errors of `fields` that hold at least one message. rjsf's validation answers an entry,
 * often empty, for every field once a custom check ran; an empty entry is no error.
 */
export function errorsOfFields(
  errorSchema: ErrorSchema<FormValues>,
  fields: ReadonlySet<string>,
): ErrorSchema<FormValues> {
  const kept: Record<string, unknown> = {}
  for (const [name, entry] of Object.entries(errorSchema)) {
    if (name === '__errors' || !fields.has(name) || !holdsMessages(entry)) continue
    kept[name] = entry
  }
  return kept as ErrorSchema<FormValues>
}

function holdsMessages(entry: unknown): boolean {
  if (!isJsonObject(entry)) return false
  return Object.entries(entry).some(([key, value]) =>
    key === '__errors' ? Array.isArray(value) && value.length > 0 : holdsMessages(value),
  )
}
