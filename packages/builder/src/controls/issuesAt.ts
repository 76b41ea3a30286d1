// Issues are shown where they are: an editor asks for the ones at a place of the document.
import { type DocumentIssue, type LanguageCode, messageIn, PROPERTY_MESSAGES, pointer } from '@tamga/schema'
import { createElement, type ReactNode } from 'react'
import { isPropertyKey, propertyLabel } from './propertyWords.ts'

/** The property a missing-property or unknown-property issue names, if it names one. */
function namedProperty(issue: DocumentIssue): string | undefined {
  const name =
    issue.code === 'required'
      ? issue.params?.missingProperty
      : issue.code === 'additionalProperties'
        ? issue.params?.additionalProperty
        : undefined
  return typeof name === 'string' ? name : undefined
}

/**
 * Where an issue is to be shown: its path, or for a missing or unknown property (which the
 * schema reports at the object that holds it) the property's own place, so the sentence sits
 * under the box that is empty.
 *
 * @example issuePlace({ path: '/fields/3', code: 'required', params: { missingProperty: 'name' }, … }) // '/fields/3/name'
 */
export function issuePlace(issue: DocumentIssue): string {
  const name = namedProperty(issue)
  return name === undefined ? issue.path : `${issue.path}${pointer(name)}`
}

/**
 * The issues at `pointer` (`/fields/3`), and with `deep` those inside it too
 * (`/fields/3/label`). The empty pointer is the whole document. An issue about a property is
 * at the property's place and at the object that holds it.
 */
export function issuesAt(issues: readonly DocumentIssue[], pointer: string, deep = false): DocumentIssue[] {
  return issues.filter((issue) => {
    const place = issuePlace(issue)
    return (
      issue.path === pointer ||
      place === pointer ||
      (deep && (pointer === '' || place.startsWith(`${pointer}/`) || issue.path.startsWith(`${pointer}/`)))
    )
  })
}

/**
 * An issue's sentence in the language shown (Korean where the schema wrote it, else English).
 * A missing or unknown property is named by its label, never by its key.
 */
export function issueText(issue: DocumentIssue, language: LanguageCode): string {
  const name = namedProperty(issue)
  if (name !== undefined && isPropertyKey(name)) {
    const label = propertyLabel(name, language)
    const message =
      issue.code === 'required' ? PROPERTY_MESSAGES.required(label) : PROPERTY_MESSAGES.additionalProperties(label)
    return messageIn(message, language)
  }
  return messageIn(issue.message, language)
}

/**
 * What an expert reads about an issue: where it is, as a JSON Pointer, and its code, with the
 * form the value must match when there is one. Never part of the sentence itself.
 *
 * @example issueDetails(found) // '/fields/4/options/model · pattern · ^[a-z_][a-z0-9_]{0,62}$'
 */
export function issueDetails(issue: DocumentIssue): string {
  const pattern = issue.params?.pattern
  return [issue.path === '' ? '/' : issue.path, issue.code, ...(typeof pattern === 'string' ? [pattern] : [])].join(
    ' · ',
  )
}

/** What an antd Form.Item shows for issues at its place. */
export interface FormItemIssues {
  validateStatus?: 'error'
  help?: ReactNode
}

/**
 * The error status and the issues' sentences (one after another) as an antd Form.Item's help,
 * each with its details as the hover title for experts; nothing when there are none, so the
 * item keeps its own help.
 *
 * @example <Form.Item label="…" {...formItemIssues(issuesAt(issues, '/form', true), language)}>
 */
export function formItemIssues(found: readonly DocumentIssue[], language: LanguageCode): FormItemIssues {
  if (found.length === 0) return {}
  return {
    validateStatus: 'error',
    help: found.map((one, index) =>
      createElement(
        'span',
        { key: `${one.path} ${one.code}`, title: issueDetails(one), 'data-issue-path': one.path },
        index === 0 ? issueText(one, language) : ` ${issueText(one, language)}`,
      ),
    ),
  }
}
