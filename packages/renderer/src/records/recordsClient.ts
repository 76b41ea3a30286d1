// The records API (issue 6) as the renderer calls it, over the app's one HTTP client: every
// call answers an ApiResult, so a screen shows a failure instead of crashing on it.
import type { KrudScreen, RecordsPage } from '@tamga/schema'
import type { ApiResult, HttpClient } from '../http.ts'

/** One record as the records API answers it; `_version` is what an update sends back. */
export interface RecordAnswer {
  status: true
  record: Record<string, unknown>
}

/** A choice of a table-sourced field, as `GET /records/{krud}/options/{field}` answers it. */
export interface FieldOption {
  value: unknown
  label: string
  /** The parent row's value, for a tree-select. */
  parent?: unknown
  /** The visible fields shown beside the label. */
  extra?: Record<string, unknown>
}

/** What a table-sourced field's choices call may narrow by. */
export interface FieldOptionsQuery {
  /** The value of the field a cascading choice depends on. */
  parent?: string | undefined
  search?: string | undefined
  /** The chosen values whose labels are wanted. */
  values?: readonly unknown[] | undefined
  limit?: number | undefined
}

/** The records API of one server. */
export interface RecordsClient {
  screen(krud: string, signal?: AbortSignal): Promise<ApiResult<KrudScreen>>
  list(krud: string, query: Record<string, string>, signal?: AbortSignal): Promise<ApiResult<RecordsPage>>
  get(krud: string, id: string): Promise<ApiResult<RecordAnswer>>
  create(krud: string, values: Record<string, unknown>): Promise<ApiResult<RecordAnswer>>
  /** Sends only `changes`; refused with 409 when the record changed since `version` was read. */
  update(krud: string, id: string, version: string, changes: Record<string, unknown>): Promise<ApiResult<RecordAnswer>>
  remove(krud: string, id: string): Promise<ApiResult<{ status: true }>>
  restore(krud: string, id: string): Promise<ApiResult<{ status: true }>>
  purge(krud: string, id: string): Promise<ApiResult<{ status: true }>>
  options(
    krud: string,
    field: string,
    query?: FieldOptionsQuery,
    signal?: AbortSignal,
  ): Promise<ApiResult<{ status: true; options: FieldOption[]; more: boolean }>>
}

const part = encodeURIComponent

/** The records client over `http` (the portal's `api`). */
export function recordsClient(http: HttpClient): RecordsClient {
  const base = (krud: string) => `/records/${part(krud)}`
  return {
    screen: (krud, signal) => http.get(`${base(krud)}/screen`, signal === undefined ? {} : { signal }),
    list: (krud, query, signal) => http.get(base(krud), signal === undefined ? { query } : { query, signal }),
    get: (krud, id) => http.get(`${base(krud)}/${part(id)}`),
    create: (krud, values) => http.post(base(krud), values),
    update: (krud, id, version, changes) => http.patch(`${base(krud)}/${part(id)}`, changes, { query: { version } }),
    remove: (krud, id) => http.delete(`${base(krud)}/${part(id)}`),
    restore: (krud, id) => http.post(`${base(krud)}/${part(id)}/restore`),
    purge: (krud, id) => http.delete(`${base(krud)}/${part(id)}/permanent`),
    options: (krud, field, query = {}, signal) =>
      http.get(`${base(krud)}/options/${part(field)}`, {
        query: {
          parent: query.parent,
          search: query.search,
          values: query.values === undefined ? undefined : query.values.map(String).join(','),
          limit: query.limit,
        },
        ...(signal === undefined ? {} : { signal }),
      }),
  }
}
