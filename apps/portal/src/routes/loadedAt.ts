/**
 * The path the browser loaded this app at. The public pages are drawn by the server (issue 9),
 * so the app meets one only when the admin area links to it (then it loads the server's page)
 * or when no server drew it (Vite's development server), which {@link PublicSitePage} tells.
 */
export const LOADED_AT = typeof window === 'undefined' ? '' : window.location.pathname
