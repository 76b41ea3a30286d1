// How the user's roles read to them (spec 6): apart from selectRole.ts, so the shell's user menu
// names the active role without loading the sign-in answers' checks.
import { type LanguageCode, localizedText, type SessionUser } from '@tamga/schema'

/**
 * The roles to offer, each once, in the server's order (the main role first), with the active
 * role added should the list lack it.
 */
export function roleChoices(user: Pick<SessionUser, 'role' | 'roles'>): number[] {
  const roles = [...new Set(user.roles)]
  return roles.includes(user.role) ? roles : [user.role, ...roles]
}

/**
 * What a role of the user is called in `language`: its role document's display name as the
 * session answers it (`role_names`), Mongolian when the name has no text in that language;
 * undefined for a role the session does not name (the page then says "Эрх {id}").
 *
 * @example roleDisplayName({ role_names: [{ id: 3, display_name: { mn_MN: 'Ажилтан', en_US: 'Staff' } }] }, 3, 'en_US') // 'Staff'
 */
export function roleDisplayName(
  user: Pick<SessionUser, 'role_names'>,
  roleId: number,
  language: LanguageCode,
): string | undefined {
  const named = user.role_names.find((role) => role.id === roleId)
  const text = named === undefined ? '' : localizedText(named.display_name, language).trim()
  return text === '' ? undefined : text
}
