// The 'Дэлгэрэнгүй мэдээлэл' modal's table (spec 2.7: a placeholder example table): the record's
// main fields as label and value, in the form's own order, each value written as the grid writes it.
import type { FormWidget, LanguageCode } from '@tamga/schema'
import { type ProcessWords, processStatusDisplay } from '../../../workflow/processStatusLabel.ts'
import type { CompiledForm, FieldVisibility, FieldWidget, FormValues } from '../../compile/index.ts'
import { fieldDisplayText } from '../../fieldDisplay.ts'
import type { ChosenLabels } from '../useChosenLabels.ts'

/** One line of the summary table. */
export interface RecordSummaryRow {
  field: string
  label: string
  value: string
}

// Fields that say nothing to a reader of the record, or are the workflow itself.
const LEFT_OUT: ReadonlySet<FormWidget> = new Set<FormWidget>([
  'hidden',
  'password',
  'workflow',
  'process_status_changer',
  'sub-form',
  'file',
  'image',
  'geographic',
])

/** The fields the summary table lists, in the form's order: placed, shown to a reader. */
export function summaryFields(compiled: Pick<CompiledForm, 'layout' | 'widgets'>): FieldWidget[] {
  return compiled.layout.placed.flatMap((name) => {
    const field = compiled.widgets[name]
    return field === undefined || field.hidden || LEFT_OUT.has(field.widget) ? [] : [field]
  })
}

/**
 * The record's main fields as rows of label and value: the fields the layout places and no rule
 * hides, without hidden, password, file, map, sub-form and workflow fields; the status by its
 * words, a choice by its label (from the document, or `labels` for a choice from a table), and
 * every other value written as the grid writes it (dates, numbers, money, yes/no). Empty values
 * are left out.
 *
 * @example recordSummaryRows(compiled, { title: 'Морин хуур' }, { language: 'mn_MN' }) // [{ field: 'title', label: 'Гарчиг', value: 'Морин хуур' }]
 */
export function recordSummaryRows(
  compiled: Pick<CompiledForm, 'layout' | 'widgets'>,
  values: FormValues,
  options: {
    language: LanguageCode
    visibility?: FieldVisibility | undefined
    words?: ProcessWords | undefined
    labels?: ChosenLabels | undefined
  },
): RecordSummaryRow[] {
  const rows: RecordSummaryRow[] = []
  for (const field of summaryFields(compiled)) {
    const name = field.name
    if (options.visibility?.hidden.has(name) === true) continue
    const value = values[name]
    const text =
      field.widget === 'process_status' && typeof value === 'string'
        ? processStatusDisplay(value, { language: options.language, words: options.words }).label
        : fieldDisplayText(field, value, { language: options.language, options: options.labels?.get(name) })
    if (text.trim() === '') continue
    rows.push({ field: name, label: field.label ?? name, value: text })
  }
  return rows
}
