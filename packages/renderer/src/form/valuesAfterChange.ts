import type { CompiledForm, FormValues } from './compile/index.ts'
import { clearCascaded } from './fieldOptions.ts'

/**
 * The value an emptied field takes: `[]` for a list of choices, otherwise the compiled
 * uiSchema's empty value (null for a nullable column, `''` for text), or undefined ("not sent").
 */
export function emptyValueOf(compiled: CompiledForm, field: string): unknown {
  if (compiled.widgets[field]?.widget === 'multi-select') return []
  const ui = compiled.uiSchema[field] as Record<string, unknown> | undefined
  return ui?.['ui:emptyValue']
}

/**
 * The form's values after rjsf reported a change of the record's fields (`formData`): the
 * record's fields as rjsf holds them, the fields outside the record kept, the choices that
 * depended on a changed parent emptied, and every formula computed again.
 *
 * @example valuesAfterChange(compiled, { quantity: 1, unit_price: 5, total: 5 }, { quantity: 3, unit_price: 5 })
 * // { quantity: 3, unit_price: 5, total: 15 }
 */
export function valuesAfterChange(
  compiled: CompiledForm,
  before: Readonly<FormValues>,
  formData: Readonly<FormValues> | undefined,
): FormValues {
  const next: FormValues = { ...before }
  for (const name of Object.keys(compiled.recordSchema.properties)) {
    if (formData !== undefined && Object.hasOwn(formData, name)) next[name] = formData[name]
    else delete next[name]
  }
  const cleared = clearCascaded(before, next, compiled.widgets, (field) => emptyValueOf(compiled, field))
  return compiled.formulas.recompute(cleared)
}
