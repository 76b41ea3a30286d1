import { api } from '../api/client.ts'
import { useSession } from '../stores/session.ts'

/**
 * Signs out: ends the session on the server (so the token stops working everywhere), then runs
 * the logout routine of spec 4.7 whatever the server said.
 */
export async function signOut(): Promise<void> {
  await api.post('/auth/logout', undefined, { quiet: true })
  useSession.getState().logout()
}
