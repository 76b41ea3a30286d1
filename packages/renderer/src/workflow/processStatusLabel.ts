// The label of a record's workflow status in a grid cell (spec 2.7), and how a grid row names
// its process.
import { type LanguageCode, localizedText, PROCESS_ID_FIELD, STEP_TYPE_APPEARANCE, type StepType } from '@tamga/schema'

export { PROCESS_ID_FIELD }

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

/** How a process status is shown: its words and, for a step type, its badge colour. */
export interface ProcessStatusDisplay {
  label: string
  /** The step type's colour (spec 4.1's colour badge); undefined for a status that is no step type. */
  color: string | undefined
  /** The step type the status names, when it names one. */
  type: StepType | undefined
}

/** Whether a status text is one of the step types (spec 4.1). */
export function isStepType(status: unknown): status is StepType {
  return typeof status === 'string' && Object.hasOwn(STEP_TYPE_APPEARANCE, status)
}

/**
 * How a status column's value is shown, in the grid cell and the form's process_status element
 * alike. The column holds the step type (`CHECK`, …), so after the `process` namespace's
 * `{status}_grid` word (spec 2.7) come the grid's own label for the value (`otherwise`), then
 * the step type's label in `language`, and only then the raw text.
 *
 * @example processStatusDisplay('CHECK', { language: 'mn_MN' }) // { label: 'Хянах', color: '#fa8c16', type: 'CHECK' }
 */
export function processStatusDisplay(
  status: string,
  options: { language: LanguageCode; words?: ProcessWords | undefined; otherwise?: string | undefined },
): ProcessStatusDisplay {
  const type = isStepType(status) ? status : undefined
  const appearance = type === undefined ? undefined : STEP_TYPE_APPEARANCE[type]
  const word = processStatusLabel(status, options.words)
  const label =
    word !== status
      ? word
      : (options.otherwise ?? (appearance === undefined ? status : localizedText(appearance.label, options.language)))
  return { label, color: appearance?.color, type }
}

/**
 * The process id of a records-API row, read from {@link PROCESS_ID_FIELD}; a numeric text
 * counts (a driver may hand a bigint over as text). Undefined when the row names none.
 */
export function rowProcessId(row: Readonly<Record<string, unknown>> | undefined): number | undefined {
  const value = row?.[PROCESS_ID_FIELD]
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}
