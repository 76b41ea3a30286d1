import type { SitePayload } from '@tamga/schema'
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { htmlLang } from './format.ts'
import { interceptedLinkUrl, isSitePageUrl, sitePayloadUrl } from './navigation.ts'
import { DetailPage } from './pages/DetailPage.tsx'
import { FormPage } from './pages/FormPage.tsx'
import { HomePage } from './pages/HomePage.tsx'
import { InfoPage } from './pages/InfoPage.tsx'
import { ListingPage } from './pages/ListingPage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { SiteContext } from './SiteContext.ts'
import { SiteFooter, SiteHeader } from './SiteHeader.tsx'
import { SiteNoticeBanner } from './SiteNoticeBanner.tsx'
import { siteWords } from './words.ts'

export interface SiteAppProps {
  /** The page the server rendered: the same payload it embedded in the document. */
  payload: SitePayload
}

/** The history entry's own state: where the visitor had scrolled, restored on back and forward. */
interface SiteHistoryState {
  siteScrollY?: number
}

function SitePageView({ payload }: { payload: SitePayload }) {
  const { page, meta } = payload
  switch (page.kind) {
    case 'home':
      return <HomePage page={page} />
    case 'listing':
      return <ListingPage heading={page.heading} intro={page.intro} listing={page.listing} path={meta.path} />
    case 'detail':
      return <DetailPage page={page} path={meta.path} />
    case 'info':
      return <InfoPage page={page} />
    case 'form':
      return <FormPage heading={page.heading} intro={page.intro} form={page.form} />
    case 'not-found':
      return <NotFoundPage path={page.path} />
  }
}

/**
 * Moves between the site's pages without reloading: a click on one of the site's links, a GET
 * form (the search box) and back/forward fetch the new page's payload and draw it. Anything
 * that goes wrong falls back to an ordinary page load, which the server always answers.
 */
function useSiteNavigation(show: (payload: SitePayload) => void, main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let ticket = 0
    let shown = `${location.pathname}${location.search}`
    history.scrollRestoration = 'manual'

    const go = async (url: URL, how: 'push' | 'pop') => {
      ticket += 1
      const mine = ticket
      try {
        const response = await fetch(sitePayloadUrl(url), { headers: { accept: 'application/json' } })
        // The not-found page answers 404 with a payload of its own, drawn like any other.
        if (!response.ok && response.status !== 404) throw new Error(`payload answered ${response.status}`)
        const next = (await response.json()) as SitePayload
        if (mine !== ticket) return
        if (how === 'push') {
          history.replaceState({ ...(history.state as object | null), siteScrollY: window.scrollY }, '')
          history.pushState({ siteScrollY: 0 } satisfies SiteHistoryState, '', url.href)
        }
        shown = `${url.pathname}${url.search}`
        flushSync(() => show(next))
        document.title = next.meta.title
        document.documentElement.lang = htmlLang(next.chrome.language)
        const state = history.state as SiteHistoryState | null
        window.scrollTo(0, how === 'pop' ? (state?.siteScrollY ?? 0) : 0)
        if (how === 'push') main.current?.focus({ preventScroll: true })
      } catch {
        if (mine !== ticket) return
        if (how === 'pop') location.reload()
        else location.assign(url.href)
      }
    }

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(target instanceof HTMLAnchorElement)) return
      const url = interceptedLinkUrl(
        {
          href: target.href,
          target: target.target,
          download: target.hasAttribute('download'),
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
        },
        new URL(location.href),
      )
      if (url === null) return
      event.preventDefault()
      void go(url, 'push')
    }

    const onSubmit = (event: SubmitEvent) => {
      const form = event.target
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'get') return
      const url = new URL(form.action, location.href)
      const params = new URLSearchParams()
      for (const [name, value] of new FormData(form)) {
        if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim())
      }
      url.search = params.toString()
      if (!isSitePageUrl(url, location.origin)) return
      event.preventDefault()
      void go(url, 'push')
    }

    const onPopState = () => {
      // A jump to an anchor of the same page also pops: nothing to load.
      if (`${location.pathname}${location.search}` === shown) return
      void go(new URL(location.href), 'pop')
    }

    document.addEventListener('click', onClick)
    document.addEventListener('submit', onSubmit)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('submit', onSubmit)
      window.removeEventListener('popstate', onPopState)
    }
  }, [show, main])
}

/**
 * The public website: the header, the page the payload describes, and the footer. The server
 * renders it from the payload it embeds in the document; the browser hydrates it with the same
 * payload and from then on draws each page from its `_payload.json`.
 */
export function SiteApp({ payload: initial }: SiteAppProps) {
  const [payload, setPayload] = useState(initial)
  const main = useRef<HTMLElement>(null)
  useSiteNavigation(setPayload, main)
  const { chrome, meta, page } = payload
  const context = useMemo(
    () => ({ chrome, words: siteWords(chrome.language, chrome.words), path: meta.path, formOutcome: payload.form }),
    [chrome, meta.path, payload.form],
  )
  return (
    <SiteContext value={context}>
      <a className="skip-link" href="#main">
        {context.words.skipToContent}
      </a>
      <SiteHeader path={meta.path} />
      <SiteNoticeBanner />
      <main id="main" ref={main} tabIndex={-1} className={`site-main page-${page.kind}`}>
        <SitePageView key={`${page.kind}:${meta.path}`} payload={payload} />
      </main>
      <SiteFooter />
    </SiteContext>
  )
}
