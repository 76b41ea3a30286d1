import type { SessionUser } from '@tamga/schema'
import type { ApiFailure } from '../api/httpClient.ts'
import { type Destination, destinationOf, type SignInDeps } from '../startup/afterSignIn.ts'
import { loadPermissions } from '../startup/loadPermissions.ts'
import { readSignInAnswer } from '../startup/signInAnswers.ts'

/** What {@link selectRole} answers. */
export type SelectRoleOutcome =
  | { ok: true; user: SessionUser; destination: Destination }
  | { ok: false; failure: ApiFailure }

/**
 * Switches the session to one of the user's roles (spec 2.2, 6): `POST /auth/select-role`, then
 * the new user and that role's permissions (`GET /get-permissions`), and the role's redirect.
 */
export async function selectRole(
  deps: Pick<SignInDeps, 'client' | 'session' | 'origin'>,
  roleId: number,
): Promise<SelectRoleOutcome> {
  const answer = await deps.client.post<unknown>('/auth/select-role', { roleId }, { quiet: true })
  if (!answer.ok) return { ok: false, failure: answer }
  const data = readSignInAnswer('selectRole', answer.data)
  if (data === undefined) {
    return {
      ok: false,
      failure: { ok: false, status: answer.status, message: '', cancelled: false, body: answer.data },
    }
  }
  const user = data.user
  deps.session().setUser(user)
  const refused = await loadPermissions(deps)
  if (refused !== undefined) return { ok: false, failure: refused }
  return { ok: true, user, destination: destinationOf(data.redirect, deps.origin) }
}
