// Roles and permission management (issue 5): the admin area `roles`.

export { type RolesPluginOptions, rolesPlugin } from './plugin.ts'
export { menuEntryIds, type RoleSaveContext, roleSaveIssues } from './roleReferences.ts'
export { type RolesListResponse, RolesListResponseSchema, type StoredRole, StoredRoleSchema } from './schemas.ts'
