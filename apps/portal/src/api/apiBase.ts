/**
 * The path every API call starts with: the spec's "configured constant" base address (spec 7).
 * The engine server mounts its API here, and the app is served from the same origin.
 */
export const API_BASE = '/api'

/**
 * The HTTP time-out of every call, in milliseconds (spec 7, 9).
 * @default 60000
 */
export const HTTP_TIMEOUT_MS = 60_000
