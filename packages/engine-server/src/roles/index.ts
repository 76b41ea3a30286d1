// Roles and permission management (issue 5): the admin area `roles`.

export { menuEntryIds, type RoleSaveContext, roleSaveIssues } from '../documents/roleReferences.ts'
export { type RolesPluginOptions, rolesPlugin } from './plugin.ts'
export { type RolesListResponse, RolesListResponseSchema, type StoredRole, StoredRoleSchema } from './schemas.ts'
