import { api } from '../api/client.ts'
import { useSession } from '../stores/session.ts'

/**
 * Signs out: ends the session on the server (so the token stops working everywhere), goes to
 * the login page, then runs the logout routine of spec 4.7 whatever the server said. In that
 * order: a session forgotten while a protected page is still shown would have the access rule
 * send the person to the public site with its warning instead.
 */
export async function signOut(goToLogin: () => void): Promise<void> {
  useSession.getState().startSigningOut()
  await api.post('/auth/logout', undefined, { quiet: true })
  goToLogin()
  useSession.getState().logout()
}
