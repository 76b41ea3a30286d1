import { VERSION_FIELD } from '@tamga/schema'
// Saving a grid cell edited in place (easy edit): one PATCH with the changed field and the
// version the row was read at, then the record the server answers in place of the row.
import type { ApiFailure } from '../http.ts'
import type { RecordsClient } from '../records/recordsClient.ts'
import type { RecordRow } from './compile/index.ts'

/** One cell edited in the grid. */
export interface CellEdit {
  /** The row as the grid holds it after the edit: `field` has its new stored value. */
  row: RecordRow
  field: string
  /** The field's stored value before the edit, put back when the save fails. */
  previous: unknown
}

/** What to merge into the row the grid holds once a save is over. */
export type CellEditOutcome =
  /** The server's record: the saved value as stored, a new `_version`, what triggers changed. */
  | { saved: true; changes: RecordRow }
  /** The field's value before the edit; `failure` is what the server said (already shown by the app's client). */
  | { saved: false; changes: RecordRow; failure?: ApiFailure }

/** Options of {@link cellEditSaver}. */
export interface CellEditSaverOptions {
  client: RecordsClient
  krud: string
  /** The grid's identity column. */
  identity: string
}

/**
 * The saver of a grid's in-place edits: each edit is sent as
 * `client.update(krud, id, version, { [field]: value })` with the version the row was read at,
 * so the server refuses it (409) when someone changed the record since. A row's edits are sent
 * one after the other, each with the version the previous one's answer gave, so two quick
 * edits of one row do not refuse each other.
 *
 * A row without `_version` (a list read before the rows carried it) is read first for its version.
 *
 * @example const save = cellEditSaver({ client, krud: 'news', identity: 'id' })
 * const outcome = await save({ row, field: 'sort_order', previous: 3 })
 */
export function cellEditSaver(options: CellEditSaverOptions): (edit: CellEdit) => Promise<CellEditOutcome> {
  const { client, krud, identity } = options
  const queues = new Map<string, Promise<CellEditOutcome>>()
  /** The version the last save of a row answered, while more of its edits wait. */
  const versions = new Map<string, string>()

  async function versionOf(id: string, row: RecordRow): Promise<string | ApiFailure> {
    const queued = versions.get(id)
    if (queued !== undefined) return queued
    const own = row[VERSION_FIELD]
    if (own !== undefined && own !== null && String(own) !== '') return String(own)
    const read = await client.get(krud, id)
    if (!read.ok) return read
    const version = read.data.record[VERSION_FIELD]
    return version === undefined || version === null ? '' : String(version)
  }

  async function save(id: string, edit: CellEdit): Promise<CellEditOutcome> {
    const revert: RecordRow = { [edit.field]: edit.previous }
    const version = await versionOf(id, edit.row)
    if (typeof version !== 'string') return { saved: false, changes: revert, failure: version }
    const result = await client.update(krud, id, version, { [edit.field]: edit.row[edit.field] })
    if (!result.ok) return { saved: false, changes: revert, failure: result }
    const record = result.data.record
    const next = record[VERSION_FIELD]
    if (next !== undefined && next !== null) versions.set(id, String(next))
    return { saved: true, changes: record }
  }

  return (edit) => {
    const key = edit.row[identity]
    if (key === undefined || key === null)
      return Promise.resolve({ saved: false, changes: { [edit.field]: edit.previous } })
    const id = String(key)
    const run = (queues.get(id) ?? Promise.resolve(undefined)).then(() => save(id, edit))
    queues.set(id, run)
    void run.then(() => {
      // The last of a row's edits is over: the next one takes the version the grid then holds.
      if (queues.get(id) === run) {
        queues.delete(id)
        versions.delete(id)
      }
    })
    return run
  }
}
