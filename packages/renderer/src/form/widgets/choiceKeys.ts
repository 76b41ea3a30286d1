import type { FieldOption } from '../../records/recordsClient.ts'
import type { FieldWidget } from '../compile/index.ts'
import { choiceValue, chosenValues, optionKey } from '../fieldOptions.ts'

/** antd's options: each value as its key, so numbers, texts and booleans all select alike. */
export function keyedOptions(options: readonly FieldOption[]): Array<{ value: string; label: string }> {
  return options.map((option) => ({ value: optionKey(option.value), label: option.label }))
}

/** The value a chosen key stands for, typed as the field's column wants it. */
export function valueOfKey(key: string, options: readonly FieldOption[], field: FieldWidget): unknown {
  const option = options.find((candidate) => optionKey(candidate.value) === key)
  return choiceValue(
    option === undefined ? key : option.value,
    field.valueType === 'array' ? undefined : field.valueType,
  )
}

/** The keys of the chosen values. */
export function chosenKeys(value: unknown): string[] {
  return chosenValues(value).map(optionKey)
}
