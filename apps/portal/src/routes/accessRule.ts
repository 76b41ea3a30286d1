/** The first path segments whose routes need a signed-in user (spec 2.3, 6). */
export const PROTECTED_AREAS: readonly string[] = ['admin', 'select-role']

/**
 * Whether a path needs a signed-in user: its first segment is `/admin` or `/select-role`
 * (spec 2.3).
 *
 * @example needsSignIn('/admin/p/news') // true
 * @example needsSignIn('/administration') // false
 */
export function needsSignIn(path: string): boolean {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? ''
  return PROTECTED_AREAS.includes(first)
}

/**
 * Where a visitor without a session goes instead of a path (spec 2.3): `/` when the path was in
 * a protected area, otherwise the path itself.
 */
export function redirectWithoutUser(path: string): string {
  return needsSignIn(path) ? '/' : path
}
