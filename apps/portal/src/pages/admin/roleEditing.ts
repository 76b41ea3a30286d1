// What the roles screen checks around the role builder's editor (spec 2.8, 3.8, 6): the problems
// to show before it saves with `PUT /roles/:name`.
import { checkRole, type DocumentIssue, issue, type RoleDocument } from '@tamga/schema'

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
