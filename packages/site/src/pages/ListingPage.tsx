import type { SiteListing } from '@tamga/schema'
import { pathOnly } from '../format.ts'
import { listingHref } from '../navigation.ts'
import { CardGrid } from '../SiteCardView.tsx'
import { useSite } from '../SiteContext.ts'

/**
 * The pages a pagination bar links to: the first, the last, and two either side of the current
 * one, with null where pages are skipped.
 *
 * @example paginationPages(7, 12) // [1, null, 5, 6, 7, 8, 9, null, 12]
 */
export function paginationPages(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= 2) pages.push(page)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

/** A listing: heading, intro, search, filter choices, the cards and the pages. */
export function ListingPage({
  heading,
  intro,
  listing,
  path,
}: {
  heading: string
  intro: string | null
  listing: SiteListing
  path: string
}) {
  const { words } = useSite()
  const base = pathOnly(path)
  const filterName = listing.filter?.name ?? null
  const chosen = listing.filter?.chosen ?? ''
  const query = { search: listing.search, filterName, filterValue: chosen, page: 1 }
  const pageCount = Math.max(1, Math.ceil(listing.total / Math.max(1, listing.pageSize)))
  const options = listing.filter?.options ?? []
  const hasAll = options.some((option) => option.path === '')
  return (
    <div className="page listing">
      <header className="page-head">
        <h1>{heading}</h1>
        {intro === null || intro === '' ? null : <p className="page-intro">{intro}</p>}
      </header>
      <div className="listing-tools">
        <search className="search-form">
          <form method="get" action={base}>
            <label className="visually-hidden" htmlFor="listing-search">
              {words.search}
            </label>
            <input
              id="listing-search"
              type="search"
              name="search"
              defaultValue={listing.search}
              key={listing.search}
              placeholder={words.searchPlaceholder}
            />
            {filterName === null || chosen === '' ? null : <input type="hidden" name={filterName} value={chosen} />}
            <button className="button button-primary" type="submit">
              {words.search}
            </button>
          </form>
        </search>
        <p className="listing-total">
          {words.total}: <strong>{listing.total}</strong>
        </p>
      </div>
      {listing.filter === null ? null : (
        <nav className="filter" aria-label={listing.filter.label}>
          <span className="filter-label">{listing.filter.label}</span>
          <ul>
            {hasAll ? null : (
              <li>
                <a
                  href={listingHref(base, { ...query, filterValue: '' })}
                  aria-current={chosen === '' ? 'true' : undefined}
                >
                  {words.all}
                </a>
              </li>
            )}
            {options.map((option) => (
              <li key={option.path}>
                <a
                  href={listingHref(base, { ...query, filterValue: option.path })}
                  aria-current={option.path === chosen ? 'true' : undefined}
                >
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {listing.cards.length === 0 ? (
        <p className="empty">{words.noResults}</p>
      ) : (
        <CardGrid cards={listing.cards} level={2} priority />
      )}
      {pageCount < 2 ? null : (
        <nav className="pagination" aria-label={words.pagination}>
          {listing.page > 1 ? (
            <a className="page-step" rel="prev" href={listingHref(base, { ...query, page: listing.page - 1 })}>
              ← {words.previous}
            </a>
          ) : (
            <span className="page-step" aria-disabled="true">
              ← {words.previous}
            </span>
          )}
          <ul>
            {paginationPages(listing.page, pageCount).map((page, index) =>
              page === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
                <li key={`gap-${index}`} className="page-gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={page}>
                  <a
                    href={listingHref(base, { ...query, page })}
                    aria-current={page === listing.page ? 'page' : undefined}
                    aria-label={`${words.page} ${page}`}
                  >
                    {page}
                  </a>
                </li>
              ),
            )}
          </ul>
          {listing.page < pageCount ? (
            <a className="page-step" rel="next" href={listingHref(base, { ...query, page: listing.page + 1 })}>
              {words.next} →
            </a>
          ) : (
            <span className="page-step" aria-disabled="true">
              {words.next} →
            </span>
          )}
        </nav>
      )}
    </div>
  )
}
