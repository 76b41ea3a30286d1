import { isAppArea } from '@tamga/schema'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { notify } from '../shell/notices.ts'
import { useSession } from '../stores/session.ts'
import { redirectWithoutUser } from './accessRule.ts'
import { leaveSiteNotice } from './siteNotice.ts'

/**
 * The access rule of spec 2.3 around the protected areas: with no signed-in user it shows the
 * warning 'Нэвтэрнэ үү' / 'Систем ашиглахын тулд систем нэвтэрнэ үү !!!' and sends the visitor to
 * `/`. A person who has just signed themselves out goes to the login page instead, unwarned.
 * The server checks every call again; this only keeps the screens honest.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => state.token !== undefined && state.user !== undefined)
  const signedOut = useSession((state) => state.signedOut)
  const location = useLocation()
  const { t } = useTranslation('errors')
  const target = signedOut ? '/auth/login' : redirectWithoutUser(location.pathname)
  useEffect(() => {
    if (signedIn || signedOut) return
    const warning = { title: t('signInTitle'), text: t('signInDescription') }
    notify({ type: 'warning', key: 'sign-in-required', text: warning.title, description: warning.text })
    // `/` is the public site's page, which the browser loads anew: it shows the warning itself.
    if (!isAppArea(target)) leaveSiteNotice(warning)
  }, [signedIn, signedOut, t, target])
  if (!signedIn) return <Navigate to={target} replace />
  return children
}
