// The records API (issue 6) as the renderer calls it, over the app's one HTTP client: every
// call answers an ApiResult, so a screen shows a failure instead of crashing on it.
import type {
  ColumnLayout,
  ColumnLayoutAnswer,
  ImportAnswer,
  ImportSettingsAnswer,
  KrudScreen,
  LanguageCode,
  PivotAnswer,
  PivotRequest,
  RecordAnswer,
  RecordsPage,
  SavedSearch,
  SavedSearchQuery,
} from '@tamga/schema'
import type { ApiResult, HttpClient } from '../http.ts'

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
  /** `grid`: the choices of the grid's relation column named `field`, for its filter. @default 'form' */
  of?: 'form' | 'grid' | undefined
}

/** How a write is sent. */
export interface RecordWriteOptions {
  /** No toast from the app's client: the screen says what went wrong itself. */
  quiet?: boolean | undefined
}

/** The records API of one server. */
export interface RecordsClient {
  /**
   * The HTTP client the routes go through, for the screens that call another API of the same
   * server (the workflow routes of a workflow krud's form). Absent on a hand-made client.
   */
  readonly http?: HttpClient | undefined
  screen(krud: string, signal?: AbortSignal): Promise<ApiResult<KrudScreen>>
  list(krud: string, query: Record<string, string>, signal?: AbortSignal): Promise<ApiResult<RecordsPage>>
  get(krud: string, id: string): Promise<ApiResult<RecordAnswer>>
  create(krud: string, values: Record<string, unknown>): Promise<ApiResult<RecordAnswer>>
  /** Sends only `changes`; refused with 409 when the record changed since `version` was read. */
  update(krud: string, id: string, version: string, changes: Record<string, unknown>): Promise<ApiResult<RecordAnswer>>
  remove(krud: string, id: string, options?: RecordWriteOptions): Promise<ApiResult<{ status: true }>>
  restore(krud: string, id: string, options?: RecordWriteOptions): Promise<ApiResult<{ status: true }>>
  purge(krud: string, id: string): Promise<ApiResult<{ status: true }>>
  options(
    krud: string,
    field: string,
    query?: FieldOptionsQuery,
    signal?: AbortSignal,
  ): Promise<ApiResult<{ status: true; options: FieldOption[]; more: boolean }>>
  /** The krud's Excel import settings: columns, first data row, sample workbook, limits. */
  importSettings(krud: string, language: LanguageCode): Promise<ApiResult<ImportSettingsAnswer>>
  /**
   * Sends a workbook to the krud's import (multipart, field `file`): a dry run reports every bad
   * cell and writes nothing; otherwise every row is added, or none. Quiet: the dialog shows failures.
   */
  importWorkbook(krud: string, file: Blob, dryRun: boolean): Promise<ApiResult<ImportAnswer>>
  /** The caller's saved searches on the krud. */
  savedSearches(krud: string): Promise<ApiResult<{ status: true; searches: SavedSearch[] }>>
  /** Saves a search under `name`, replacing the caller's search of that name. */
  saveSearch(krud: string, name: string, query: SavedSearchQuery): Promise<ApiResult<{ status: true; id: number }>>
  deleteSearch(krud: string, id: number): Promise<ApiResult<{ status: true }>>
  /** The caller's own layout of the krud's grid, null when the caller keeps the builder's. Quiet: the grid opens as built anyway. */
  columnLayout(krud: string, signal?: AbortSignal): Promise<ApiResult<ColumnLayoutAnswer>>
  /** Keeps the caller's layout of the krud's grid. Quiet: the screen says a failed save in its own words. */
  saveColumnLayout(krud: string, layout: ColumnLayout): Promise<ApiResult<ColumnLayoutAnswer>>
  /** Forgets the caller's layout: the grid goes back to the builder's. */
  resetColumnLayout(krud: string): Promise<ApiResult<ColumnLayoutAnswer>>
  /** The pivot of the krud's rows. Quiet: the pivot view shows why one is refused. */
  pivot(krud: string, request: PivotRequest, signal?: AbortSignal): Promise<ApiResult<PivotAnswer>>
}

const part = encodeURIComponent

/** The records client over `http` (the portal's `api`). */
export function recordsClient(http: HttpClient): RecordsClient {
  const base = (krud: string) => `/records/${part(krud)}`
  return {
    http,
    screen: (krud, signal) => http.get(`${base(krud)}/screen`, signal === undefined ? {} : { signal }),
    list: (krud, query, signal) => http.get(base(krud), signal === undefined ? { query } : { query, signal }),
    get: (krud, id) => http.get(`${base(krud)}/${part(id)}`),
    create: (krud, values) => http.post(base(krud), values),
    update: (krud, id, version, changes) => http.patch(`${base(krud)}/${part(id)}`, changes, { query: { version } }),
    remove: (krud, id, options = {}) =>
      http.delete(`${base(krud)}/${part(id)}`, options.quiet === true ? { quiet: true } : {}),
    restore: (krud, id, options = {}) =>
      http.post(`${base(krud)}/${part(id)}/restore`, undefined, options.quiet === true ? { quiet: true } : {}),
    purge: (krud, id) => http.delete(`${base(krud)}/${part(id)}/permanent`),
    options: (krud, field, query = {}, signal) =>
      http.get(`${base(krud)}/options/${part(field)}`, {
        query: {
          parent: query.parent,
          search: query.search,
          values: query.values === undefined ? undefined : query.values.map(String).join(','),
          limit: query.limit,
          of: query.of,
        },
        ...(signal === undefined ? {} : { signal }),
      }),
    importSettings: (krud, language) => http.get(`${base(krud)}/import`, { query: { lang: language } }),
    importWorkbook: (krud, file, dryRun) => {
      const body = new FormData()
      body.append('file', file, file instanceof File ? file.name : 'import.xlsx')
      return http.post(`${base(krud)}/import`, body, { query: dryRun ? { dryRun: true } : {}, quiet: true })
    },
    savedSearches: (krud) => http.get(`${base(krud)}/saved-searches`),
    saveSearch: (krud, name, query) => http.post(`${base(krud)}/saved-searches`, { name, query }),
    deleteSearch: (krud, id) => http.delete(`${base(krud)}/saved-searches/${id}`),
    columnLayout: (krud, signal) =>
      http.get(`${base(krud)}/column-layout`, signal === undefined ? { quiet: true } : { quiet: true, signal }),
    saveColumnLayout: (krud, layout) => http.put(`${base(krud)}/column-layout`, layout, { quiet: true }),
    resetColumnLayout: (krud) => http.delete(`${base(krud)}/column-layout`),
    pivot: (krud, request, signal) =>
      http.post(`${base(krud)}/pivot`, request, signal === undefined ? { quiet: true } : { quiet: true, signal }),
  }
}
