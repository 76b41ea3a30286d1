import { HOME_CATEGORY_SLUGS, INFO_PAGE_SLUGS, REGISTRY_SLUGS } from '@tamga/schema'

/**
 * Every route of the spec's route table (2.2); a segment starting with `:` is a parameter that
 * matches any one non-empty segment.
 */
export const SPEC_ROUTES: readonly string[] = [
  '/',
  ...HOME_CATEGORY_SLUGS.flatMap((child) => [`/${child}`, `/${child}/:id`]),
  '/news',
  '/news/:id',
  ...REGISTRY_SLUGS.flatMap((kind) => [`/${kind}`, `/${kind}/detail/:id`]),
  ...INFO_PAGE_SLUGS.map((page) => `/${page}`),
  '/feedback',
  '/auth/login',
  '/auth/forgot',
  '/auth/password-reset',
  '/admin',
  '/admin/change-password',
  '/admin/profile',
  '/admin/p/:menu_id',
  '/select-role',
  '/form',
  '/form/:schema_id/:id',
]

function segmentsOf(path: string): string[] {
  // One trailing slash names the same page ("/news/" is "/news").
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '')
  return trimmed === '' ? [] : trimmed.split('/')
}

const PATTERNS = SPEC_ROUTES.map(segmentsOf)

/**
 * Whether a path is one of the spec's routes (2.2). Anything else gets the 404 page (2.4).
 *
 * @example isKnownRoute('/news/42') // true
 * @example isKnownRoute('/news/42/edit') // false
 */
export function isKnownRoute(path: string): boolean {
  const segments = segmentsOf(path)
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => {
        const segment = segments[index]
        if (segment === undefined || segment === '') return false
        return part.startsWith(':') || part === segment
      }),
  )
}

/** The first segments of the app's own routes; every other route of the table is the public site's. */
const APP_SEGMENTS = new Set(['auth', 'admin', 'select-role', 'form'])

/** Whether a route of the table (or a path) is a page of the public site, which the server draws. */
export function isPublicRoute(path: string): boolean {
  return !APP_SEGMENTS.has(segmentsOf(path)[0] ?? '')
}
