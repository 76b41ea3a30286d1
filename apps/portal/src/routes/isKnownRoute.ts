/** The nine category pages under the home page (spec 2.2). */
export const HOME_CHILDREN = [
  'dom-zasal',
  'free-content',
  'online-book',
  'online-surgalt',
  'tulburtei-series',
  'ulger-domog',
  'undesnii-uildverlel',
  'uvgud-bulan',
  'zan-uil-bulan',
]

/** The record kinds with a public listing and detail page (spec 2.2). */
export const RECORD_KINDS = ['ahas', 'demch', 'elch-tuluulugch', 'uv-teegch']

/** The public information pages (spec 2.2). */
export const PUBLIC_PAGES = ['donation', 'feedback', 'investment', 'investor', 'partners', 'project-info', 'supporters']

/**
 * Every route of the spec's route table (2.2); a segment starting with `:` is a parameter that
 * matches any one non-empty segment.
 */
export const SPEC_ROUTES: readonly string[] = [
  '/',
  ...HOME_CHILDREN.map((child) => `/${child}`),
  '/about-us',
  '/news',
  '/news/:id',
  ...RECORD_KINDS.flatMap((kind) => [`/${kind}`, `/${kind}/detail/:id`]),
  ...PUBLIC_PAGES.map((page) => `/${page}`),
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
