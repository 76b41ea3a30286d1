// The shapes the account and platform screens read from the engine server (`/profile`,
// `/users…`, `/roles`), as the client sees them. The server's route schemas are the source; the
// role and menu documents come from `@tamga/schema` itself.
import type { LocalizedText, MenuDocument, RoleDocument } from '@tamga/schema'

/** The genders a user may have (spec 3.13: men/women). */
export type AccountGender = 'men' | 'women'

/** A user as `/profile` and `/users` answer it (spec 3.13 User), never with a password. */
export interface AccountUser {
  id: number
  login: string
  email: string | null
  first_name: string | null
  last_name: string | null
  /** The display name. */
  nickname: string | null
  register_no: string | null
  /** YYYY-MM-DD. */
  birthday: string | null
  gender: AccountGender | null
  phone: string | null
  mobile: string | null
  note: string | null
  /** The profile image's upload id, read at `GET /uploads/{id}`. */
  image: string | null
  role_id: number
  extra_role_ids: number[]
  /** Registration confirmed by an administrator (spec 4.8). */
  confirmed: boolean
  /** ISO 8601. */
  created_at: string
  updated_at: string
  deleted_at: string | null
}

/** `{ status, user }`: one user. */
export interface UserAnswer {
  status: true
  user: AccountUser
}

/** A page of `GET /users` or `GET /users/deleted`. */
export interface UserListAnswer {
  status: true
  users: AccountUser[]
  /** How many users match, over all pages. */
  total: number
  page: number
  page_size: number
}

/** A role document as stored, with the revision a save sends back. */
export interface StoredRole {
  document: RoleDocument
  revision: number
}

/** `GET /roles`: the roles and what a role can be given. */
export interface RolesAnswer {
  status: true
  roles: StoredRole[]
  menus: MenuDocument[]
  kruds: Array<{ name: string; title: LocalizedText }>
  tables: string[]
  datasources: string[]
  charts: string[]
}

/** `PUT /roles/:name`: the role as saved. */
export interface RoleSavedAnswer {
  status: true
  role: StoredRole
}
