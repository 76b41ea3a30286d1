import { REGISTER_PATH, SIGN_IN_PATH, SITE_NOTICE_KEY, type SiteNotice } from '@tamga/schema'
import { useEffect, useState } from 'react'
import { useSite } from './SiteContext.ts'

/** The notice the admin app left for this page, read once and forgotten; undefined when none or unreadable. */
export function takeSiteNotice(storage: Pick<Storage, 'getItem' | 'removeItem'>): SiteNotice | undefined {
  let text: string | null
  try {
    text = storage.getItem(SITE_NOTICE_KEY)
    storage.removeItem(SITE_NOTICE_KEY)
  } catch {
    // Storage a browser refuses (a private window's rules) leaves nothing to show.
    return undefined
  }
  if (text === null) return undefined
  try {
    const notice = JSON.parse(text) as Partial<SiteNotice>
    return typeof notice.title === 'string' && typeof notice.text === 'string'
      ? { title: notice.title, text: notice.text }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * A notice the admin app left in the session (spec 2.3's 'Нэвтэрнэ үү' when a visitor without
 * a session reached `/admin`), shown once at the top of the page until closed, with the ways in
 * it asks for: sign-in and registration. Read after hydration, so the server's HTML and the
 * first browser render agree.
 */
export function SiteNoticeBanner() {
  const { words } = useSite()
  const [notice, setNotice] = useState<SiteNotice | undefined>(undefined)
  useEffect(() => {
    setNotice(takeSiteNotice(window.sessionStorage))
  }, [])
  if (notice === undefined) return null
  return (
    <div className="site-notice" role="alert">
      <div className="site-notice-inner">
        <p>
          <strong>{notice.title}</strong> {notice.text}
        </p>
        <p className="site-notice-actions">
          <a className="button button-primary" href={SIGN_IN_PATH}>
            {words.signIn}
          </a>
          <a className="button button-ghost-dark" href={REGISTER_PATH}>
            {words.register}
          </a>
        </p>
        <button
          type="button"
          className="site-notice-close"
          aria-label={words.close}
          onClick={() => setNotice(undefined)}
        >
          ×
        </button>
      </div>
    </div>
  )
}
