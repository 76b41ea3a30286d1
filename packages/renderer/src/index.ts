// @tamga/renderer: React screens drawn from Tamga documents. The public API is exported here only.
export type { ApiFailure, ApiResult, ApiSuccess, HttpClient, HttpMethod, RequestOptions } from './http.ts'
