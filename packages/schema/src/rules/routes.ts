// The route table (spec 2.2, 2.8), written once: the public site's routes, which the server
// renders, and the browser app's, which the portal draws. The server answers 404 for a path
// neither knows (spec 2.4), and the portal's route table is checked against these lists, so
// the two cannot drift apart.
import { HOME_CATEGORY_SLUGS, INFO_PAGE_SLUGS, REGISTRY_SLUGS } from '../runtime/site.ts'

/**
 * The public website's routes (spec 2.2), rendered by the server; a segment starting with `:`
 * is a parameter that matches any one non-empty segment (Fastify's and React Router's way).
 */
export const SITE_ROUTES: readonly string[] = [
  '/',
  ...HOME_CATEGORY_SLUGS.flatMap((slug) => [`/${slug}`, `/${slug}/:id`]),
  '/news',
  '/news/:id',
  ...REGISTRY_SLUGS.flatMap((slug) => [`/${slug}`, `/${slug}/detail/:id`]),
  ...INFO_PAGE_SLUGS.map((slug) => `/${slug}`),
  '/feedback',
]

/** The sign-in page (spec 2.2). */
export const SIGN_IN_PATH = '/auth/login'
/** The registration wizard (spec 2.8). */
export const REGISTER_PATH = '/auth/register'
/** The admin area's home (spec 2.2). */
export const ADMIN_PATH = '/admin'
/** The records the signed-in person created in a workflow, with where each stands (issue 24): an applicant's landing page. */
export const MY_PROCESSES_PATH = '/admin/my-applications'
/** The workflow steps waiting for the signed-in person (issue 24); a menu's router-link to it shows their number. */
export const WAITING_PATH = '/admin/waiting'

/**
 * The browser app's routes: the spec's table (2.2) and the platform's own screens (2.8:
 * registration, users, roles, the builders). Every other path of these areas is unknown.
 */
export const APP_ROUTES: readonly string[] = [
  SIGN_IN_PATH,
  '/auth/forgot',
  '/auth/password-reset',
  REGISTER_PATH,
  ADMIN_PATH,
  '/admin/change-password',
  '/admin/profile',
  '/admin/p/:menu_id',
  '/admin/users',
  '/admin/platform',
  '/admin/builder',
  '/admin/builder/new-screen',
  '/admin/builder/generate',
  '/admin/builder/:kind',
  '/admin/builder/:kind/:name',
  '/admin/roles',
  MY_PROCESSES_PATH,
  WAITING_PATH,
  '/select-role',
  '/form',
  '/form/:schema_id/:id',
]

/** The first path segments of the browser app's areas; every other page is the public site's. */
export const APP_SEGMENTS: ReadonlySet<string> = new Set(['admin', 'auth', 'form', 'select-role'])

/** A path's segments; one trailing slash names the same page (`/news/` is `/news`). */
function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '')
  return trimmed === '' ? [] : trimmed.split('/')
}

/**
 * Whether a path (without its query) is the route `pattern`: as many segments, each equal or,
 * for a `:parameter`, any non-empty one.
 *
 * @example routeMatches('/news/:id', '/news/42') // true
 * @example routeMatches('/news/:id', '/news/42/edit') // false
 */
export function routeMatches(pattern: string, path: string): boolean {
  const parts = segmentsOf(pattern)
  const segments = segmentsOf(path)
  return (
    parts.length === segments.length &&
    parts.every((part, index) => {
      const segment = segments[index]
      if (segment === undefined || segment === '') return false
      return part.startsWith(':') || part === segment
    })
  )
}

/** Whether a path is in the browser app's areas (`/admin…`, `/auth…`, `/form…`, `/select-role…`), known or not. */
export function isAppArea(path: string): boolean {
  return APP_SEGMENTS.has(segmentsOf(path)[0] ?? '')
}

/** Whether a path is one of the browser app's routes ({@link APP_ROUTES}). */
export function isAppRoute(path: string): boolean {
  return APP_ROUTES.some((pattern) => routeMatches(pattern, path))
}

/** Whether a path is one of the public site's routes ({@link SITE_ROUTES}). */
export function isSiteRoute(path: string): boolean {
  return SITE_ROUTES.some((pattern) => routeMatches(pattern, path))
}

/**
 * Whether a path is any route of the product (spec 2.2, 2.8); anything else is answered with
 * the 404 page and status (spec 2.4).
 *
 * @example isKnownRoute('/uv-teegch/detail/7') // true
 * @example isKnownRoute('/admin/no-such-page') // false
 */
export function isKnownRoute(path: string): boolean {
  return isSiteRoute(path) || isAppRoute(path)
}
