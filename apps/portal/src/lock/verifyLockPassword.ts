import type { HttpClient } from '../api/httpClient.ts'
import type { PasswordVerdict } from './lockMachine.ts'

/** The part of `/auth/login`'s answer the check reads (spec 7: status is read, the rest not shown). */
interface LoginAnswer {
  status?: unknown
  token?: unknown
}

/**
 * Checks the lock screen's password (spec 2.6, 5, 7): `POST /auth/login` with the stored user's
 * login, quietly, since the screen shows its own message. An empty password is wrong without a
 * call. A refused login (401, or a 400 for a password no one could have) is wrong; a failure
 * that says nothing about the password (no network, sign-in locked after many attempts) is
 * `failed` with the client's message. A right password opened a second server session we
 * don't want, so it is ended at once with its own token, and the session in use stays as it is.
 */
export async function verifyLockPassword(
  client: Pick<HttpClient, 'post'>,
  login: string,
  password: string,
): Promise<PasswordVerdict> {
  if (password === '') return { kind: 'wrong' }
  const answer = await client.post<LoginAnswer>('/auth/login', { login, password }, { quiet: true })
  if (!answer.ok) {
    if (answer.status === 400 || answer.status === 401) return { kind: 'wrong' }
    return { kind: 'failed', message: answer.message }
  }
  if (answer.data?.status !== true) return { kind: 'wrong' }
  const token = answer.data.token
  if (typeof token === 'string' && token !== '') {
    // The password was right whatever this answers; a session left over expires on its own.
    await client.post('/auth/logout', undefined, { quiet: true, headers: { Authorization: `Bearer ${token}` } })
  }
  return { kind: 'right' }
}
