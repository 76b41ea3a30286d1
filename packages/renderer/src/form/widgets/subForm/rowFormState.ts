import type { CompiledSubForm } from '../../compile/index.ts'
import type { RecordFormState } from '../../RecordFormContext.ts'
import { NO_SUB_FORM_ERRORS } from './subFormErrors.ts'
import { childFormOf, isStoredRow, type SubFormRow } from './subFormRows.ts'

const nothing = () => undefined
const NO_TABS: ReadonlyMap<number, string> = new Map()
const NO_ERROR_FIELDS: ReadonlySet<string> = new Set()

/**
 * The form state one child row's widgets read, in place of the parent's: the child form
 * compiled for this kind of row, the row's values and show/hide state, ids of its own. Files
 * cannot be uploaded into a row (the records API takes uploads for the krud's own fields), and a
 * row has no pages, tabs, password confirmations or sub-forms of its own.
 */
export function rowFormState(
  parent: RecordFormState,
  options: { sub: CompiledSubForm; row: SubFormRow; index: number; locked: boolean },
): RecordFormState {
  const { sub, row, index } = options
  const compiled = childFormOf(sub, row)
  return {
    ...parent,
    mode: isStoredRow(sub, row) ? 'update' : 'create',
    compiled,
    idPrefix: `${parent.idPrefix}_${sub.field}_${index}`,
    values: row,
    visibility: compiled.rules.visibility(row),
    readOnly: parent.readOnly || options.locked,
    upload: undefined,
    step: 0,
    goToStep: nothing,
    activeTabs: NO_TABS,
    showTab: nothing,
    // The row's problems are the parent's sub-form errors, shown at the row's cells.
    errorFields: NO_ERROR_FIELDS,
    confirmations: {},
    setConfirmation: nothing,
    subFormErrors: NO_SUB_FORM_ERRORS,
    setSubFormRows: nothing,
  }
}
