import { SITE_NOTICE_KEY, type SiteNotice } from '@tamga/schema'

/** Leaves a notice for the public site's next page to show once (see `SITE_NOTICE_KEY`). */
export function leaveSiteNotice(notice: SiteNotice, storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  try {
    storage.setItem(SITE_NOTICE_KEY, JSON.stringify(notice))
  } catch {
    // A browser that refuses storage still shows the app's own warning.
  }
}
