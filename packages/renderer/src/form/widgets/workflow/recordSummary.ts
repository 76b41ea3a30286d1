// The 'Дэлгэрэнгүй мэдээлэл' modal's table (spec 2.7: a placeholder example table): the record's
// main fields as label and value, in the form's own order.
import type { FormWidget, LanguageCode } from '@tamga/schema'
import { type ProcessWords, processStatusDisplay } from '../../../workflow/processStatusLabel.ts'
import type { CompiledForm, FieldVisibility, FormValues } from '../../compile/index.ts'
import { previewText } from '../../previewText.ts'

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

/**
 * The record's main fields as rows of label and value: the fields the layout places and no rule
 * hides, without hidden, password, file, map, sub-form and workflow fields; a static choice by
 * its label, the status by its words (as the grid shows it), anything else as text to read.
 * Empty values are left out.
 *
 * @example recordSummaryRows(compiled, { title: 'Морин хуур' }, { language: 'mn_MN' }) // [{ field: 'title', label: 'Гарчиг', value: 'Морин хуур' }]
 */
export function recordSummaryRows(
  compiled: Pick<CompiledForm, 'layout' | 'widgets'>,
  values: FormValues,
  options: { language: LanguageCode; visibility?: FieldVisibility | undefined; words?: ProcessWords | undefined },
): RecordSummaryRow[] {
  const rows: RecordSummaryRow[] = []
  for (const name of compiled.layout.placed) {
    const field = compiled.widgets[name]
    if (field === undefined || field.hidden || LEFT_OUT.has(field.widget)) continue
    if (options.visibility?.hidden.has(name) === true) continue
    const value = values[name]
    let text: string
    if (field.widget === 'process_status' && typeof value === 'string') {
      text = processStatusDisplay(value, { language: options.language, words: options.words }).label
    } else {
      const choices = field.settings.choices
      const choice =
        choices?.source === 'static' ? choices.items.find((item) => String(item.value) === String(value)) : undefined
      text = choice?.label ?? (Array.isArray(value) ? value.map(previewText).join(', ') : previewText(value))
    }
    if (text.trim() === '') continue
    rows.push({ field: name, label: field.label ?? name, value: text })
  }
  return rows
}
