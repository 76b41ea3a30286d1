// What a failed save means for the builder: issues to show at their place, a conflict to
// reload over, a destructive table change to confirm with a reason, or a plain message.
import type { ApiFailure } from '@tamga/renderer'
import type { DocumentIssue } from '@tamga/schema'

/** A save the server refused, as the frame shows it. */
export type SaveRefusal =
  | { kind: 'invalid'; issues: DocumentIssue[]; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'destructive'; issues: DocumentIssue[]; message: string }
  | { kind: 'failed'; message: string }

interface ErrorBody {
  code?: unknown
  msg?: unknown
  enMsg?: unknown
  koMsg?: unknown
  issues?: unknown
}

const isIssue = (value: unknown): value is DocumentIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DocumentIssue).path === 'string' &&
  typeof (value as DocumentIssue).message === 'object'

/** Reads the server's refusal (spec 8.1's error body) of a save. */
export function saveRefusal(failure: ApiFailure, language: string): SaveRefusal {
  const body = (typeof failure.body === 'object' && failure.body !== null ? failure.body : {}) as ErrorBody
  const issues = Array.isArray(body.issues) ? body.issues.filter(isIssue) : []
  const said = language === 'mn_MN' ? body.msg : language === 'ko_KR' ? (body.koMsg ?? body.enMsg) : body.enMsg
  const message = typeof said === 'string' && said !== '' ? said : failure.message
  switch (body.code) {
    case 'DOCUMENT_INVALID':
    case 'MODEL_CHANGE_IMPOSSIBLE':
      return { kind: 'invalid', issues, message }
    case 'DOCUMENT_CONFLICT':
      return { kind: 'conflict', message }
    case 'MODEL_CHANGE_DESTRUCTIVE':
      return { kind: 'destructive', issues, message }
    default:
      return { kind: 'failed', message }
  }
}
