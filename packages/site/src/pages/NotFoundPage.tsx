import { useSite } from '../SiteContext.ts'

/** The 404 page (spec: 'Page not found: {path}'), in Mongolian too, with the way home. */
export function NotFoundPage({ path }: { path: string }) {
  const { words } = useSite()
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{words.notFoundTitle}</h1>
      {/* One text node, so the page's source reads the spec's sentence whole (no React marker inside). */}
      <p className="not-found-path">{`Page not found: ${path}`}</p>
      <p>{words.notFoundText}</p>
      <p>
        <a className="button button-primary" href="/">
          {words.goHome}
        </a>
      </p>
    </div>
  )
}
