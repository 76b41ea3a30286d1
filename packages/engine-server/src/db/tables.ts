import type { ColumnType, Generated } from 'kysely'

/**
 * JSON stored in a `jsonb` column: read back parsed, written as JSON text (both `pg` and PGlite
 * accept text for a jsonb parameter, and text keeps `pg` from turning a JS array into a
 * PostgreSQL array).
 */
export type JsonColumn<T> = ColumnType<T, string, string>

/** A timestamp the database fills in on insert. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>

/** `tamga_document`: the current version of every document of the project. */
export interface DocumentTable {
  kind: string
  name: string
  /** The document format version (`version` of the document itself). */
  version: number
  /** Counts the changes to this document; the history keeps every earlier revision. */
  revision: number
  body: JsonColumn<Record<string, unknown>>
  updated_at: CreatedAt
  updated_by: string | null
}

/** `tamga_document_history`: every revision a document ever had, including its deletion. */
export interface DocumentHistoryTable {
  id: Generated<string>
  kind: string
  name: string
  revision: number
  version: number | null
  /** Null for the revision that deleted the document. */
  body: ColumnType<Record<string, unknown> | null, string | null, string | null>
  change: 'create' | 'update' | 'delete' | 'restore'
  changed_at: CreatedAt
  changed_by: string | null
}

/** `tamga_schema_change`: every DDL statement applied to builder-defined tables, destructive or not. */
export interface SchemaChangeTable {
  id: Generated<string>
  model: string
  statements: JsonColumn<string[]>
  destructive: boolean
  /** Who confirmed a destructive change, and why; null for additive changes. */
  confirmed_by: string | null
  reason: string | null
  applied_at: CreatedAt
}

/** `tamga_setting`: instance-wide values every server instance must agree on (e.g. the session key). */
export interface SettingTable {
  key: string
  value: JsonColumn<unknown>
  updated_at: CreatedAt
}

/** `tamga_user`: people who sign in (spec 3.6, 3.13 User). */
export interface UserTable {
  id: Generated<number>
  login: string
  email: string | null
  password_hash: string
  first_name: string | null
  last_name: string | null
  nickname: string | null
  register_no: string | null
  birthday: ColumnType<string | null, string | null | undefined, string | null>
  gender: 'men' | 'women' | null
  phone: string | null
  mobile: string | null
  note: string | null
  image: string | null
  role_id: number
  /** Registration confirmed (spec 4.8). */
  confirmed: ColumnType<boolean, boolean | undefined, boolean>
  created_at: CreatedAt
  updated_at: CreatedAt
  deleted_at: Date | null
}

/** `tamga_session`: a signed-in browser or client; only the token's hash is stored. */
export interface SessionTable {
  id: Generated<string>
  user_id: number
  token_hash: string
  /** The role the session acts as: the user's main role or one of the extra ones (/select-role). */
  active_role_id: number
  remember: ColumnType<boolean, boolean | undefined, boolean>
  created_at: CreatedAt
  last_seen_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, Date | string>
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  ip: string | null
  user_agent: string | null
}

/** `tamga_login_attempt`: failed sign-ins per login (`login:…`) and per address (`ip:…`). */
export interface LoginAttemptTable {
  key: string
  failures: ColumnType<number, number | undefined, number>
  first_failure_at: CreatedAt
  last_failure_at: CreatedAt
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** `tamga_password_reset`: a reset code sent by e-mail; only its hash is kept, it is used once. */
export interface PasswordResetTable {
  id: Generated<string>
  user_id: number
  code_hash: string
  attempts: ColumnType<number, number | undefined, number>
  created_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, Date | string>
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** `tamga_user_role`: a user's extra roles besides the main one (`tamga_user.role_id`). */
export interface UserRoleTable {
  user_id: number
  role_id: number
}

/** `tamga_org_type`: kinds of organisation (spec 3.10 orgTypes). */
export interface OrgTypeTable {
  id: Generated<number>
  name: string
}

/** `tamga_organization`: organisations (spec 3.10). */
export interface OrganizationTable {
  id: Generated<number>
  name: string
  avatar: string | null
  org_type_id: number | null
  parent_id: number | null
  created_at: CreatedAt
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** `tamga_user_organization`: the organisations a user belongs to, one of them the main one. */
export interface UserOrganizationTable {
  user_id: number
  org_id: number
  is_main: ColumnType<boolean, boolean | undefined, boolean>
}

/** `tamga_notification`: a notice for one user; unread until `read_at`. */
export interface NotificationTable {
  id: Generated<number>
  user_id: number
  title: string
  body: string | null
  link: string | null
  created_at: CreatedAt
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** `tamga_upload`: an uploaded file's metadata; the bytes are in the upload storage. */
export interface UploadTable {
  id: Generated<string>
  owner_id: number | null
  file_name: string
  media_type: string
  size: number
  storage_key: string
  created_at: CreatedAt
  /** The krud and form field a record's upload was made for; null for a profile image. */
  krud: ColumnType<string | null, string | null | undefined, string | null>
  field: ColumnType<string | null, string | null | undefined, string | null>
}

/** `tamga_file`: the stored version of a key's bytes in the database's file storage. */
export interface FileTable {
  key: string
  /** The version: its chunks' `file_id`. Replacing the bytes makes a new one. */
  id: string
  size: ColumnType<number, number, number>
  /** Hex SHA-256 of the bytes. */
  sha256: string
  /** The bytes per chunk (the last one may have fewer). */
  chunk_size: number
  created_at: CreatedAt
}

/** `tamga_file_chunk`: one piece of a stored file version, in order of `seq`. */
export interface FileChunkTable {
  file_id: string
  seq: number
  bytes: Uint8Array
}

/** `tamga_user_preference`: one setting of one user (`saved_tabs`: the menu entries open as tabs). */
export interface UserPreferenceTable {
  user_id: number
  key: string
  value: JsonColumn<unknown>
  updated_at: CreatedAt
}

/** `tamga_push_subscription`: a browser's web-push subscription (its endpoint and encryption keys). */
export interface PushSubscriptionTable {
  id: Generated<string>
  user_id: number
  endpoint: string
  /** The browser's P-256 public key, base64url. */
  p256dh: string
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string
  created_at: CreatedAt
}

/** The system tables Tamga's migrations create, as Kysely sees them. */
/** `tamga_crud_log`: one row per record write when the project has `withCrudLog` (spec 3.7). */
export interface CrudLogTable {
  id: Generated<number>
  krud: string
  table_name: string
  row_id: string
  action: 'create' | 'update' | 'delete' | 'restore' | 'purge'
  user_id: number | null
  at: CreatedAt
  before: ColumnType<unknown, string | null, string | null>
  after: ColumnType<unknown, string | null, string | null>
}

/** A search a user saved on a krud's grid (`savedSearch`): its filter, sort and search text. */
export interface SavedSearchTable {
  id: Generated<number>
  user_id: number
  krud: string
  name: string
  query: ColumnType<unknown, string, string>
  created_at: CreatedAt
}

/** A user's own layout of a krud's grid (a `ColumnLayout` of `@tamga/schema`). */
export interface ColumnLayoutTable {
  user_id: number
  krud: string
  layout: ColumnType<unknown, string, string>
  updated_at: CreatedAt
}

/** `tamga_process`: one record's run through a workflow; every action locks this row. */
export interface ProcessTable {
  id: Generated<number>
  workflow: string
  krud: string
  row_id: string
  /** The workflow document the process started with: a later edit does not change a process under way. */
  diagram: JsonColumn<unknown>
  created_by: number | null
  /** The label of the step the record waits at, or where it ended. */
  status: string
  status_type: string
  /** The current round: a send-back to re-create starts the next one (spec 3.5). */
  action_num: ColumnType<number, number | undefined, number>
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: CreatedAt
}

/** `tamga_process_step`: a step record (spec 3.1), open while `is_done` is 0. */
export interface ProcessStepTable {
  id: Generated<number>
  process_id: number
  row_id: string
  role_id: number | null
  user_id: number | null
  status: string
  status_type: string
  status_id: string
  subject_type: string
  is_subject_changeable: boolean
  is_read_only: boolean
  is_signature_needed: boolean
  description: string | null
  is_done: ColumnType<number, number | undefined, number>
  /** The signature given, as its JSON text (spec 3.3). */
  signature: string | null
  step_data: JsonColumn<unknown>
  action_num: number
  opened_at: CreatedAt
  /** Who opened it (for a VOTE step: who prepared the vote, and may close it early). */
  opened_by: number | null
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  done_by: number | null
  /** The port it was left through, and that port's label. */
  port: string | null
  status_action: string | null
  /** DATE, COURT and POSTPONE steps: the date set for them, `YYYY-MM-DD`. */
  due_date: ColumnType<string | null, string | null | undefined, string | null>
}

/** `tamga_status_history`: what was done (spec 3.3); append-only. */
export interface StatusHistoryTable {
  id: Generated<number>
  process_id: number
  step_id: number
  status: string
  status_type: string
  status_action: string | null
  is_done: number
  created_at: CreatedAt
  description: string | null
  action_num: number
  signature: string | null
  /** Who acted, and the role they acted as. */
  user_id: number | null
  role_id: number | null
}

/** `tamga_vote`: a council member's place in a vote (spec 3.4); cast once. */
export interface VoteTable {
  id: Generated<number>
  step_id: number
  process_id: number
  user_id: number
  approve: number | null
  recreate: number | null
  voted: ColumnType<number, number | undefined, number>
  description: string | null
  signature_image: string | null
  signature_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface SystemDatabase {
  tamga_document: DocumentTable
  tamga_document_history: DocumentHistoryTable
  tamga_schema_change: SchemaChangeTable
  tamga_setting: SettingTable
  tamga_user: UserTable
  tamga_session: SessionTable
  tamga_login_attempt: LoginAttemptTable
  tamga_password_reset: PasswordResetTable
  tamga_user_role: UserRoleTable
  tamga_org_type: OrgTypeTable
  tamga_organization: OrganizationTable
  tamga_user_organization: UserOrganizationTable
  tamga_notification: NotificationTable
  tamga_upload: UploadTable
  tamga_file: FileTable
  tamga_file_chunk: FileChunkTable
  tamga_user_preference: UserPreferenceTable
  tamga_push_subscription: PushSubscriptionTable
  tamga_crud_log: CrudLogTable
  tamga_saved_search: SavedSearchTable
  tamga_column_layout: ColumnLayoutTable
  tamga_process: ProcessTable
  tamga_process_step: ProcessStepTable
  tamga_status_history: StatusHistoryTable
  tamga_vote: VoteTable
}
