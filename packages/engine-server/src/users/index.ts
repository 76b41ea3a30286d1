// Registration, users administration, one's own profile and uploads (issue 4).
export { requireSignedIn, requireUsersAdmin } from './guard.ts'
export { type UsersPluginOptions, usersPlugin } from './plugin.ts'
export { APPLICANT_ROLE_ID, type RegistrationOptions } from './registration.ts'
export { UserSchema, type UserView } from './schemas.ts'
