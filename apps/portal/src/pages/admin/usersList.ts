// The users screen's list (spec 2.8, 4.8): which request a view of it makes, and where paging
// goes after a row leaves it.
import type { AccountUser } from './accountTypes.ts'

/** The rows a page of the users table holds. @default 20, the server's default */
export const USERS_PAGE_SIZE = 20

/** The confirmation filter of the live list. */
export type ConfirmedFilter = 'all' | 'confirmed' | 'unconfirmed'

/** What the table shows: the live or the deleted users, searched, filtered and paged. */
export interface UsersView {
  list: 'live' | 'deleted'
  search: string
  confirmed: ConfirmedFilter
  page: number
  pageSize: number
}

/** The first page of the live users, unfiltered. */
export const INITIAL_USERS_VIEW: UsersView = {
  list: 'live',
  search: '',
  confirmed: 'all',
  page: 1,
  pageSize: USERS_PAGE_SIZE,
}

/**
 * The request a view makes: `GET /users` or `GET /users/deleted` with `search`, `confirmed`,
 * `page` and `page_size`; a blank search and the 'all' filter are left out.
 *
 * @example usersRequest({ ...INITIAL_USERS_VIEW, search: ' bold ', confirmed: 'unconfirmed' })
 * // { path: '/users', query: { search: 'bold', confirmed: false, page: 1, page_size: 20 } }
 */
export function usersRequest(view: UsersView): {
  path: '/users' | '/users/deleted'
  query: Record<string, string | number | boolean | undefined>
} {
  const search = view.search.trim()
  return {
    path: view.list === 'live' ? '/users' : '/users/deleted',
    query: {
      search: search === '' ? undefined : search,
      confirmed: view.confirmed === 'all' ? undefined : view.confirmed === 'confirmed',
      page: view.page,
      page_size: view.pageSize,
    },
  }
}

/**
 * The page to show once one row of the current page has left the list (deleted, restored or
 * removed for good): the same page, or the one before when it was the last row of the last page.
 */
export function pageAfterRemoval(view: Pick<UsersView, 'page' | 'pageSize'>, totalBefore: number): number {
  const pages = Math.max(1, Math.ceil((totalBefore - 1) / view.pageSize))
  return Math.min(view.page, pages)
}

/** How the table names a user: last and first name (the Mongolian order), else the display name, else the login. */
export function userDisplayName(user: Pick<AccountUser, 'login' | 'first_name' | 'last_name' | 'nickname'>): string {
  const full = [user.last_name, user.first_name].filter((part) => part !== null && part.trim() !== '').join(' ')
  if (full !== '') return full
  return user.nickname !== null && user.nickname.trim() !== '' ? user.nickname : user.login
}
