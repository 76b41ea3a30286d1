import type { RJSFValidationError } from '@rjsf/utils'
import {
  type FieldRule,
  type FormDocument,
  type FormField,
  type LanguageCode,
  localizedText,
  PHONE_DIGITS,
} from '@tamga/schema'
import { type MessageParams, type ValidationMessageKey, validationMessage } from './messages.ts'

/** One refused value as ajv reports it, reduced to what a message needs. */
export interface FieldError {
  /** The ajv keyword that failed (`required`, `maxLength`, `format`, …). */
  keyword: string
  /** The field of the form the value belongs to; `''` for the record itself. */
  field: string
  /** ajv's `params` of the error (`limit`, `format`, `pattern`, `missingProperty`, …). */
  params?: Record<string, unknown>
}

// The pattern formRecordSchema writes for a phone rule; a pattern error with it is the phone rule's.
const PHONE_PATTERN = `^[0-9]{${PHONE_DIGITS}}$`

const FORMAT_MESSAGES: Readonly<Record<string, ValidationMessageKey>> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'dateTime',
  'iso-date-time': 'dateTime',
  time: 'time',
  'iso-time': 'time',
}

const numberParam = (params: Record<string, unknown> | undefined, key: string): number | undefined => {
  const value = params?.[key]
  return typeof value === 'number' ? value : undefined
}

/** The rule of the field that an error comes from, when the error can be traced to one. */
function ruleOf(field: FormField, error: FieldError): FieldRule | undefined {
  const rules = field.rules ?? []
  const limit = numberParam(error.params, 'limit')
  const withValue = (kind: FieldRule['rule']) =>
    rules.find((rule) => rule.rule === kind && 'value' in rule && rule.value === limit)
  switch (error.keyword) {
    case 'minimum':
    case 'exclusiveMinimum':
      return withValue('min')
    case 'maximum':
    case 'exclusiveMaximum':
      return withValue('max')
    case 'minLength':
      return withValue('minLength')
    case 'maxLength':
      return withValue('maxLength')
    case 'pattern': {
      const pattern = error.params?.pattern
      const own = rules.find((rule) => rule.rule === 'pattern' && rule.pattern === pattern)
      return own ?? (pattern === PHONE_PATTERN ? rules.find((rule) => rule.rule === 'phone') : undefined)
    }
    case 'format':
      if (error.params?.format === 'email') return rules.find((rule) => rule.rule === 'email')
      if (error.params?.format === 'uri') return rules.find((rule) => rule.rule === 'url')
      return undefined
    default:
      return undefined
  }
}

/**
 * Whether the error means "no value": a missing required field, and also the empty text or
 * empty choice list a required field refuses (formRecordSchema writes those as `minLength: 1`
 * and `minItems: 1`), so the person reads the same words whichever way the input was emptied.
 */
function meansMissing(field: FormField | undefined, error: FieldError): boolean {
  if (error.keyword === 'required') return true
  if (field?.required !== true) return false
  const limit = numberParam(error.params, 'limit')
  if (limit !== 1 || (error.keyword !== 'minLength' && error.keyword !== 'minItems')) return false
  // A rule asking for at least one character says it in its own words, if it has them.
  return !(field.rules ?? []).some(
    (rule) => rule.rule === error.keyword && 'value' in rule && rule.value === 1 && rule.message !== undefined,
  )
}

function standardKey(error: FieldError): ValidationMessageKey {
  switch (error.keyword) {
    case 'type': {
      const type = String(error.params?.type ?? '')
      if (type.startsWith('integer')) return 'integer'
      if (type.startsWith('number')) return 'number'
      if (type.startsWith('string')) return 'string'
      if (type.startsWith('boolean')) return 'boolean'
      if (type.startsWith('array')) return 'choice'
      return 'invalid'
    }
    case 'enum':
      return 'choice'
    case 'format':
      return FORMAT_MESSAGES[String(error.params?.format)] ?? 'invalid'
    case 'pattern':
      return error.params?.pattern === PHONE_PATTERN ? 'phone' : 'pattern'
    case 'additionalProperties':
      return 'unknownField'
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
    case 'uniqueItems':
      return error.keyword
    default:
      return 'invalid'
  }
}

/**
 * The message a person reads for one refused value, in `language`:
 * - no value (a missing required field, or its emptied input): the field's `requiredMessage`,
 *   otherwise 'Утга оруулна уу' / 'Please enter a value' / '값을 입력하세요';
 * - a value refused by one of the field's rules that has its own `message`: that message;
 * - anything else: the standard text of the check that failed (see `VALIDATION_MESSAGES`).
 *
 * @example fieldErrorMessage({ keyword: 'required', field: 'title' }, newsForm, 'mn_MN') // 'Талбарыг бөглөнө үү!'
 */
export function fieldErrorMessage(error: FieldError, form: FormDocument, language: LanguageCode): string {
  const field = form.fields.find((candidate) => candidate.name === error.field)
  if (meansMissing(field, error)) {
    return localizedText(field?.requiredMessage, language) ?? validationMessage('required', language)
  }
  const rule = field === undefined ? undefined : ruleOf(field, error)
  const own = localizedText(rule?.message, language)
  if (own !== undefined) return own
  const params: MessageParams = { name: String(error.params?.additionalProperty ?? error.field) }
  const limit = error.params?.limit
  if (typeof limit === 'number' || typeof limit === 'string') params.limit = limit
  return validationMessage(standardKey(error), language, params)
}

/**
 * The field an rjsf error is about: the first segment of its property path (`.title`,
 * `title` for a missing field at the root, `.geometry.type` inside an object field).
 */
export function errorField(error: RJSFValidationError): string {
  const property = error.property ?? ''
  const match = /^\.?([^.[\]]+)|^\['([^']+)'\]/.exec(property)
  return match?.[1] ?? match?.[2] ?? ''
}

/**
 * Rewrites the errors rjsf's ajv validator produced in the words of the spec and the form
 * document, in `language` (Mongolian when the document has no text in it): pass it as the
 * `transformErrors` of rjsf's `Form`. The message is what is shown under the field; the stack,
 * shown in the error list, starts with the field's label.
 *
 * @example <Form transformErrors={(errors) => localizeErrors(errors, form, language)} … />
 */
export function localizeErrors(
  errors: readonly RJSFValidationError[],
  form: FormDocument,
  language: LanguageCode,
): RJSFValidationError[] {
  return errors.map((error) => {
    const field = errorField(error)
    const params = typeof error.params === 'object' && error.params !== null ? error.params : undefined
    const message = fieldErrorMessage({ keyword: error.name ?? '', field, params }, form, language)
    const label = localizedText(form.fields.find((candidate) => candidate.name === field)?.label, language)
    const localized: RJSFValidationError = {
      ...error,
      message,
      stack: label === undefined ? message : `${label}: ${message}`,
    }
    if (label !== undefined) localized.title = label
    return localized
  })
}
