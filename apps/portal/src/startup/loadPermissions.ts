import type { ApiFailure, HttpClient } from '../api/httpClient.ts'
import type { SessionState } from '../stores/session.ts'
import { readStartAnswer } from './startAnswers.ts'

// A module of its own: the start-up loads it, and should not load sign-in's code and the
// error catalogue with it.

/**
 * Loads the active role's permissions, menu and kruds (`GET /get-permissions`, spec 3.8) into
 * the session, read with the answer's own schema. Answers the failure when the call failed,
 * said `status: false` or answered another shape.
 */
export async function loadPermissions(deps: {
  client: HttpClient
  session: () => Pick<SessionState, 'setPermissions'>
}): Promise<ApiFailure | undefined> {
  const answer = await deps.client.get<unknown>('/get-permissions', { quiet: true })
  if (!answer.ok) return answer
  const permissions = readStartAnswer('permissions', answer.data)
  if (permissions === undefined) return unusableAnswer(answer.status, answer.data)
  deps.session().setPermissions(permissions)
  return undefined
}

/** A failure for an answer the app cannot use: reported as 'other', its message left to the screen. */
export function unusableAnswer(status: number, body: unknown): ApiFailure {
  return { ok: false, status, message: '', cancelled: false, body }
}
