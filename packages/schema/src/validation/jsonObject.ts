// A module of its own: code that only needs this test should not load a schema library with it.

/** Whether a value is a JSON object: not null, not an array. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
