import { ADMIN_PATH, REGISTER_PATH, SIGN_IN_PATH, TOKEN_COOKIE } from '@tamga/schema'
import { useEffect, useState } from 'react'
import { useSite } from './SiteContext.ts'

/**
 * Whether a cookie header (`document.cookie`) carries the admin app's session token. It says a
 * visitor has signed in on this browser, not that the session is still good: the admin app
 * checks that and asks them to sign in again when it is not.
 */
export function hasSessionCookie(cookie: string): boolean {
  return cookie.split(';').some((part) => {
    const [name, ...value] = part.trim().split('=')
    return name === TOKEN_COOKIE && value.join('=') !== ''
  })
}

/**
 * Whether the visitor has signed in on this browser, read after hydration: the server renders
 * the same page for everyone (it is cached and shared), so the first render says no.
 */
function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    setSignedIn(hasSessionCookie(document.cookie))
  }, [])
  return signedIn
}

/**
 * The way in from the public site (spec 2.2, 2.8): sign-in and registration, which are pages of
 * the admin app (a full page load), or the admin area for a visitor who has signed in.
 */
export function SiteAccountLinks({ className }: { className: string }) {
  const { words } = useSite()
  const signedIn = useSignedIn()
  return (
    <ul className={`account-links ${className}`} aria-label={words.account}>
      {signedIn ? (
        <li>
          <a className="account-admin" href={ADMIN_PATH}>
            {words.adminArea}
          </a>
        </li>
      ) : (
        <>
          <li>
            <a className="account-sign-in" href={SIGN_IN_PATH}>
              {words.signIn}
            </a>
          </li>
          <li>
            <a className="account-register" href={REGISTER_PATH}>
              {words.register}
            </a>
          </li>
        </>
      )}
    </ul>
  )
}
