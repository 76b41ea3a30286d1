import type { SessionUser } from '@tamga/schema'

/**
 * The name the password box shows (spec 2.6): the user's first name, or the login when the
 * first name is empty. Undefined until the user is known (start-up still loading).
 */
export function lockUserName(user: Pick<SessionUser, 'first_name' | 'login'> | undefined): string | undefined {
  if (user === undefined) return undefined
  const first = user.first_name?.trim() ?? ''
  return first === '' ? user.login : first
}
