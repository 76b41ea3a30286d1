// What the CRUD screen's tools send of the grid's list query (sort, filter, search, deleted):
// an export and a printout cover the rows the grid shows, a pivot groups them, a saved search
// keeps them.
import type { LanguageCode, PivotRequest, SavedSearchQuery } from '@tamga/schema'

/** The list query of the rows the grid shows, without its page: `sort`, `filter`, `search`, `deleted`, `params`. */
export type ListQuery = Readonly<Record<string, string>>

/** The parts of a list query an export or a printout takes (the transfer routes refuse any other). */
const TRANSFER_PARTS = ['sort', 'filter', 'search', 'deleted', 'params'] as const

/**
 * The address of a transfer route of the krud (`export.xlsx`, `print`) for the rows the grid
 * shows, in the reader's language, with the route's own settings (`format`, `orientation`…).
 *
 * @example transferAddress({ apiBase: '/api', krud: 'news', route: 'print', query: { sort: '-id' }, language: 'mn_MN', settings: { format: 'html' } })
 * // '/api/records/news/print?sort=-id&lang=mn_MN&format=html'
 */
export function transferAddress(options: {
  apiBase: string
  krud: string
  route: 'export.xlsx' | 'print'
  query: ListQuery
  language: LanguageCode
  settings?: Readonly<Record<string, string>> | undefined
}): string {
  const search = new URLSearchParams()
  for (const part of TRANSFER_PARTS) {
    const value = options.query[part]
    if (value !== undefined && value !== '') search.set(part, value)
  }
  search.set('lang', options.language)
  for (const [name, value] of Object.entries(options.settings ?? {})) search.set(name, value)
  return `${options.apiBase.replace(/\/$/, '')}/records/${encodeURIComponent(options.krud)}/${options.route}?${search}`
}

/**
 * The rows a pivot groups: the list query's filter (an object in the pivot's body, JSON in the
 * list's query string) and search. A filter that is not a JSON object is left out: the grid
 * never sends one.
 */
export function pivotScope(query: ListQuery): Pick<PivotRequest, 'filter' | 'search'> {
  const scope: Pick<PivotRequest, 'filter' | 'search'> = {}
  const filter = query.filter
  if (filter !== undefined && filter !== '') {
    try {
      const parsed: unknown = JSON.parse(filter)
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        scope.filter = parsed as Record<string, unknown>
      }
    } catch {
      // Left out, as said above.
    }
  }
  if (query.search !== undefined && query.search !== '') scope.search = query.search
  return scope
}

/** What a saved search keeps of the list query: its filter, sort and search, nothing empty. */
export function savedSearchQueryOf(query: ListQuery): SavedSearchQuery {
  const saved: SavedSearchQuery = {}
  if (query.filter !== undefined && query.filter !== '') saved.filter = query.filter
  if (query.sort !== undefined && query.sort !== '') saved.sort = query.sort
  if (query.search !== undefined && query.search !== '') saved.search = query.search
  return saved
}
