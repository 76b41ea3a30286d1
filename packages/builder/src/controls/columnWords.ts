// A column offered by a picker in words: its name with its label, where it points, whether the
// table has it yet; and, for a sub-form's link, what choosing it means for the parent's rows.
import { type LanguageCode, localizedText } from '@tamga/schema'
import type { ColumnChoice } from './columnChoices.ts'
import { pickerWord } from './pickerWords.ts'

/** A table's title in the language shown, its name while it has none (or is not read yet). */
export type TableTitle = (model: string) => string

/**
 * The option's text, which is also what its search matches: `name — label`, then where the
 * column points and, for a column only the unsaved model has, that it is not saved yet.
 *
 * @example columnOptionLabel({ name: 'aimag_id', label: { mn_MN: 'Аймаг' }, references: { model: 'aimag', column: 'id' } }, 'mn_MN', () => 'Аймаг')
 * // 'aimag_id — Аймаг · «Аймаг» хүснэгтийн мөрийг заана'
 */
export function columnOptionLabel(choice: ColumnChoice, language: LanguageCode, tableTitle: TableTitle): string {
  const label = localizedText(choice.label, language)
  const named = label === undefined || label === '' || label === choice.name ? choice.name : `${choice.name} — ${label}`
  const points =
    choice.references === undefined
      ? ''
      : ` · ${pickerWord('pointsTo', language, { table: tableTitle(choice.references.model) })}`
  const unsaved = choice.unsaved === true ? ` (${pickerWord('unsaved', language)})` : ''
  return `${named}${points}${unsaved}`
}

/**
 * A chosen column as its box shows it: its name and label, and whether the table has it yet;
 * where it points is left to the list (and, for a sub-form's link, to the sentence under it).
 *
 * @example columnChosenLabel({ name: 'aimag_id', label: { mn_MN: 'Аймаг' }, references: … }, 'mn_MN') // 'aimag_id — Аймаг'
 */
export function columnChosenLabel(choice: ColumnChoice, language: LanguageCode): string {
  return columnOptionLabel({ ...choice, references: undefined }, language, (name) => name)
}

/**
 * What a sub-form's link column means, in a sentence: each child row belongs to one parent
 * record; or that the column points elsewhere, or nowhere, so the builder looks again.
 * Undefined while no column is chosen or the chosen one is not among the table's.
 */
export function connectionSentence(options: {
  chosen: string | undefined
  columns: readonly ColumnChoice[]
  parentModel: string | undefined
  language: LanguageCode
  tableTitle: TableTitle
}): { text: string; fits: boolean } | undefined {
  const { chosen, columns, parentModel, language, tableTitle } = options
  const column = columns.find((each) => each.name === chosen)
  if (column === undefined || parentModel === undefined) return undefined
  const parent = tableTitle(parentModel)
  if (column.references?.model === parentModel) {
    return { text: pickerWord('linksParent', language, { parent }), fits: true }
  }
  if (column.references !== undefined) {
    const table = tableTitle(column.references.model)
    return { text: pickerWord('linksElsewhere', language, { parent, table }), fits: false }
  }
  return { text: pickerWord('linksNothing', language, { parent }), fits: false }
}

/**
 * A column picker's options, in the columns' order, each labelled by {@link columnOptionLabel}.
 * A `current` name the columns lack (a table not read yet, a column since removed) stays, last,
 * so the box still shows what the document says.
 */
export function columnOptions(
  columns: readonly ColumnChoice[],
  language: LanguageCode,
  tableTitle: TableTitle,
  current?: string | readonly string[],
): { value: string; label: string }[] {
  const options = columns.map((column) => ({
    value: column.name,
    label: columnOptionLabel(column, language, tableTitle),
  }))
  const kept = current === undefined ? [] : typeof current === 'string' ? [current] : current
  for (const name of kept) {
    if (name !== '' && !options.some((option) => option.value === name)) options.push({ value: name, label: name })
  }
  return options
}
