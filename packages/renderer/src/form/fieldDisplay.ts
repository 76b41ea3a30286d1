import type { FormWidget, LanguageCode } from '@tamga/schema'
import type { CellKind } from '../grid/compile/cellKind.ts'
import { formatCellValue } from '../grid/compile/formatCell.ts'
import type { FieldOption } from '../records/recordsClient.ts'
import type { FieldWidget } from './compile/index.ts'
import { chosenValues, optionKey, staticOptions } from './fieldOptions.ts'
import { moneyDisplay } from './moneyFormat.ts'
import { previewText } from './previewText.ts'

// The grid's cell kind of each widget whose value the grid writes its own way (spec 9).
const CELL_KINDS: Partial<Record<FormWidget, CellKind>> = {
  number: 'number',
  date: 'date',
  datetime: 'datetime',
  datetimeAutoFill: 'datetime',
  time: 'time',
  switch: 'boolean',
  checkbox: 'boolean',
  'rich-text': 'html',
}

/** What {@link fieldDisplayText} needs besides the field and its value. */
export interface FieldDisplayOptions {
  language: LanguageCode
  /**
   * The labels of the values a choice from a table (or an address) holds, as its options
   * answer names them; a value without one is shown as it is stored.
   */
  options?: readonly FieldOption[] | undefined
}

/**
 * A field's value as a reader sees it, written as the grid writes the same value (one
 * definition: the grid's `formatCellValue`, and the read-only money field's `moneyDisplay`):
 * a choice by its label (several joined by commas), dates `YYYY-MM-DD`, date-times
 * `YYYY-MM-DD HH:mm`, numbers with thousands separators, money with its sign, yes/no for a
 * switch, rich text as its text. `''` when empty.
 *
 * @example fieldDisplayText(amountField, 2400000, { language: 'mn_MN' }) // '2,400,000₮'
 * @example fieldDisplayText(aimagField, 20, { language: 'mn_MN', options: [{ value: 20, label: 'Ховд' }] }) // 'Ховд'
 */
export function fieldDisplayText(field: FieldWidget, value: unknown, options: FieldDisplayOptions): string {
  const { choices, currency } = field.settings
  const precision = field.settings.precision ?? (field.valueType === 'integer' ? 0 : undefined)
  if (choices !== undefined) {
    const known = choices.source === 'static' ? staticOptions(choices.items) : (options.options ?? [])
    const labels = new Map(known.map((option) => [optionKey(option.value), option.label]))
    return chosenValues(value)
      .map((chosen) => labels.get(optionKey(chosen)) ?? previewText(chosen))
      .join(', ')
  }
  if (field.widget === 'money') return moneyDisplay(value, currency, precision) || previewText(value)
  const kind = CELL_KINDS[field.widget]
  if (kind !== undefined) return formatCellValue(value, { kind, language: options.language, precision })
  return Array.isArray(value) ? value.map(previewText).join(', ') : previewText(value)
}
