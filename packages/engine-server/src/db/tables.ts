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

/** The system tables Tamga's migrations create, as Kysely sees them. */
export interface SystemDatabase {
  tamga_document: DocumentTable
  tamga_document_history: DocumentHistoryTable
  tamga_schema_change: SchemaChangeTable
  tamga_setting: SettingTable
  tamga_user: UserTable
}
