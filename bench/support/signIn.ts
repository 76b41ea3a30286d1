import { DEMO_PASSWORD } from '../../packages/engine-server/src/seed/accounts.ts'

/** The headers a signed-in API call carries: the session's Bearer token and X-Requested-With. */
export interface SessionHeaders extends Record<string, string> {
  authorization: string
  'x-requested-with': string
}

/** Signs `login` in through `POST /api/auth/login` of a running server; throws when refused. */
export async function signIn(origin: string, login: string, password: string = DEMO_PASSWORD): Promise<SessionHeaders> {
  const headers = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' }
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ login, password }),
  })
  const answer = (await response.json()) as { token?: string }
  if (!response.ok || answer.token === undefined) {
    throw new Error(`signing ${login} in answered ${response.status}: ${JSON.stringify(answer)}`)
  }
  return { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${answer.token}` }
}
