// The label of a record's workflow status in a grid cell (spec 2.7), and how a grid row names
// its process.

/**
 * Looks a word up in the app's `process` namespace: the translation of `key`, or undefined when
 * the namespace has none. The portal passes its i18next lookup, e.g.
 * `(key) => (i18n.exists(key, { ns: 'process' }) ? i18n.t(key, { ns: 'process' }) : undefined)`.
 */
export type ProcessWords = (key: string) => string | undefined

/** The suffix of a status's grid label key in the `process` namespace (spec 2.7). */
export const GRID_LABEL_SUFFIX = '_grid'

/**
 * The label a grid cell shows for a status (spec 2.7): the `process` namespace's word for
 * `{status}_grid` when there is one, else the status text itself.
 *
 * @example processStatusLabel('Өргөдөл хянах', (key) => ({ 'Өргөдөл хянах_grid': 'Хянагдаж байна' })[key]) // 'Хянагдаж байна'
 */
export function processStatusLabel(status: string, words?: ProcessWords): string {
  if (status === '' || words === undefined) return status
  const word = words(`${status}${GRID_LABEL_SUFFIX}`)
  return word === undefined || word.trim() === '' ? status : word
}

/**
 * The field of a records-API row that names the row's process (issue 8): the server adds it to
 * each row of a krud whose document names a workflow, as the process id (a positive integer),
 * or null for a row that has no process yet.
 */
export const PROCESS_ID_FIELD = '__process_id'

/**
 * The process id of a records-API row, read from {@link PROCESS_ID_FIELD}; a numeric text
 * counts (a driver may hand a bigint over as text). Undefined when the row names none.
 */
export function rowProcessId(row: Readonly<Record<string, unknown>> | undefined): number | undefined {
  const value = row?.[PROCESS_ID_FIELD]
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}
