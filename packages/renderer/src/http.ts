// The shapes of the one HTTP client (spec 7, 8.1) the portal makes and the renderer calls
// through: every call answers an ApiResult, never a thrown error.

/** The methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A successful answer: its status and its body (undefined when the body was empty). */
export interface ApiSuccess<T> {
  ok: true
  status: number
  data: T
}

/**
 * A failed call. `status` is 0 when no answer came; `cancelled` is true when the caller aborted
 * it (nothing was shown); `message` is what the toast said, or would have said when quiet.
 */
export interface ApiFailure {
  ok: false
  status: number
  message: string
  cancelled: boolean
  /** The parsed error body, `{ status: false, code, msg, enMsg, … }` from the engine server. */
  body?: unknown
}

/** What every call answers: never a thrown error, so no screen can crash on a failed call. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure

/** Options of one call. */
export interface RequestOptions {
  /** A JSON value, or FormData sent as multipart. */
  body?: unknown
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>
  /** Aborting it cancels the call silently. */
  signal?: AbortSignal
  /** No toast: the screen shows the failure itself (a login form's message under its fields). */
  quiet?: boolean
  /** Extra headers, e.g. `If-None-Match`. */
  headers?: Record<string, string>
}

/** The one HTTP client of the app (spec 7, 8.1). */
export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiResult<T>>
  get<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>
  delete<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>
}
