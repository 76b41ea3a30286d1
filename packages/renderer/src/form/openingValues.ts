import type { FormDocument, FormRecordMode } from '@tamga/schema'
import type { Dayjs } from 'dayjs'
import type { CompiledForm, FormValues } from './compile/index.ts'
import { nowStored } from './dateValue.ts'
import { isEmptyValue } from './recordChanges.ts'
import { storedRecordForForm } from './storedValues.ts'

/** What {@link openingValues} needs besides the compiled form. */
export interface OpeningValuesOptions {
  form: Pick<FormDocument, 'identity'>
  mode: FormRecordMode
  /** The stored record of an update, or the record a new one is copied from. */
  record?: Readonly<Record<string, unknown>> | undefined
  /** The moment `datetimeAutoFill` fields take. @default the current moment */
  now?: Dayjs
}

/**
 * The values a RecordForm opens with. An update starts from the stored record (numbers the
 * driver answered as text read as numbers), computing only the formulas it does not store. A
 * new record starts from the compiled defaults,
 * route and query parameters and the current user; a copied record gives its values but not
 * its identity nor its version, so the copy is a new row; `datetimeAutoFill` fields left empty
 * take the current moment; the formulas are computed from all of these.
 */
export function openingValues(compiled: CompiledForm, options: OpeningValuesOptions): FormValues {
  const { record, mode } = options
  let stored = record === undefined ? undefined : storedRecordForForm(record, compiled.recordSchema)
  if (stored !== undefined && mode === 'create') {
    const { [options.form.identity]: _identity, _version, ...copied } = stored
    stored = copied
  }
  const values = compiled.initialValues(stored)
  if (mode === 'update') {
    // The server computed the stored formulas; the ones that are no column are computed here.
    const computed = compiled.formulas.recompute(values)
    for (const name of Object.keys(computed)) if (Object.hasOwn(values, name)) computed[name] = values[name]
    return computed
  }
  for (const widget of Object.values(compiled.widgets)) {
    if (widget.widget !== 'datetimeAutoFill' || !widget.inRecord || !isEmptyValue(values[widget.name])) continue
    values[widget.name] = nowStored('datetimeAutoFill', widget.settings.valueFormat, options.now)
  }
  return compiled.formulas.recompute(values)
}

/** The part of the form's values rjsf edits: the record schema's properties. */
export function recordFormData(compiled: CompiledForm, values: Readonly<FormValues>): FormValues {
  const data: FormValues = {}
  for (const name of Object.keys(compiled.recordSchema.properties)) {
    if (Object.hasOwn(values, name)) data[name] = values[name]
  }
  return data
}
