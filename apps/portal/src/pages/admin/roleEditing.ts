// What the roles screen needs around its editor (spec 2.8, 3.8, 6): the problems to show before it
// saves with `PUT /roles/:name`, and whether the draft differs from what was loaded. The edits
// themselves (menu access, rights, extra flags, krud rights) are @tamga/schema's, shared with the
// role builder.
import { checkRole, type DocumentIssue, isJsonObject, issue, type RoleDocument } from '@tamga/schema'

/**
 * The problems an edit can cause that the editor's controls cannot prevent, found with the role
 * kind's own rule (`checkRole`: the default menu must be an entry the role is shown) plus the
 * display name's required Mongolian text. The server validates the whole document again, and
 * against the rest of the project, before it saves.
 */
export function roleProblems(role: RoleDocument): DocumentIssue[] {
  const issues = checkRole(role)
  const mongolian = typeof role.display_name === 'string' ? role.display_name : role.display_name.mn_MN
  if (mongolian.trim() === '') {
    issues.unshift(
      issue('/display_name/mn_MN', 'required', { mn_MN: 'Утга оруулна уу', en_US: 'Please enter a value' }),
    )
  }
  return issues
}

/** Whether two documents hold the same values, whatever the order of their keys. */
export function sameDocument(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameDocument(item, b[i]))
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined)
    const otherKeys = Object.keys(b).filter((key) => b[key] !== undefined)
    return keys.length === otherKeys.length && keys.every((key) => sameDocument(a[key], b[key]))
  }
  return Object.is(a, b)
}
