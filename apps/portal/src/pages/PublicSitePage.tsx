import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { LOADED_AT } from '../routes/loadedAt.ts'
import { PageSpinner } from '../shell/PageSpinner.tsx'
import { ComingPage } from './ComingPage.tsx'

/**
 * A public page reached from inside the app: the server renders the public site (its own light
 * pages, without this app's code), so the browser loads it from the server. A public page the
 * app was itself loaded at was not drawn by a server with the site (the development server):
 * it says so instead of loading itself again and again.
 */
export function PublicSitePage() {
  const location = useLocation()
  const fromApp = location.pathname !== LOADED_AT
  useEffect(() => {
    if (fromApp) window.location.assign(`${location.pathname}${location.search}`)
  }, [fromApp, location.pathname, location.search])
  return fromApp ? <PageSpinner /> : <ComingPage />
}
