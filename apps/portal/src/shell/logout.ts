import { api } from '../api/client.ts'
import { useSession } from '../stores/session.ts'

/**
 * Signs out: ends the session on the server (so the token stops working everywhere), goes to
 * the login page, then runs the logout routine of spec 4.7 whatever the server said. In that
 * order, and only once the login page is shown (`goToLogin` answers when the router's
 * navigation has finished, its page's code loaded): a session forgotten while a protected page
 * is still shown would have the access rule send the person to the public site with its
 * warning instead, and that navigation would win over the one to the login page.
 */
export async function signOut(goToLogin: () => Promise<void> | void): Promise<void> {
  useSession.getState().startSigningOut()
  await api.post('/auth/logout', undefined, { quiet: true })
  await goToLogin()
  useSession.getState().logout()
}
