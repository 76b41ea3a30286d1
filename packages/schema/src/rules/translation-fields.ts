// A form over a model with translatable columns offers an input per language (issue 24): each
// field writing such a column is followed by a field for each of its companion columns, so that
// the browser draws them, and the server checks, locks and stores them like every other field.
import type { FormDocument, FormField, FormLayoutNode } from '../documents/form.ts'
import {
  type ModelDocument,
  TRANSLATION_LANGUAGES,
  translationColumnName,
  translationLabel,
} from '../documents/model.ts'

/** The widgets a translation is typed in; a choice or an upload has nothing to translate. */
const TEXT_WIDGETS: ReadonlySet<FormField['widget']> = new Set(['text', 'textarea', 'rich-text', 'hidden'])

/** The fields after `field` that write its translations. */
function translationFieldsOf(field: FormField, taken: ReadonlySet<string>): FormField[] {
  const {
    name,
    label,
    required: _required,
    requiredMessage: _requiredMessage,
    defaultValue: _defaultValue,
    valueFromParameter: _valueFromParameter,
    placeholder: _placeholder,
    help: _help,
    translatable: _translatable,
    rules,
    ...kept
  } = field
  // Only the length still applies: a pattern written for Mongolian, or uniqueness, does not.
  const lengths = (rules ?? []).filter((rule) => rule.rule === 'maxLength')
  return TRANSLATION_LANGUAGES.flatMap((language) => {
    const companion = translationColumnName(name, language)
    if (taken.has(companion)) return []
    return [
      {
        ...kept,
        name: companion,
        label: translationLabel(label, name, language),
        ...(lengths.length > 0 ? { rules: lengths } : {}),
      },
    ]
  })
}

function withNames(node: unknown, after: ReadonlyMap<string, readonly string[]>): unknown {
  if (Array.isArray(node))
    return node.flatMap((item) =>
      typeof item === 'string' ? [item, ...(after.get(item) ?? [])] : [withNames(item, after)],
    )
  if (typeof node !== 'object' || node === null) return node
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withNames(value, after)]))
}

/**
 * The form as it is drawn and checked: every field writing a translatable column of `model`
 * (typed in a text, textarea or rich-text widget, not computed) followed by a field per
 * companion column, with the caption saying the language, the field's width, visibility and
 * locks, its length limit, and nothing that would make a translation required. The layout
 * places each companion right after its field. A form that already has a companion's field
 * keeps its own; a form without such columns is returned as it is.
 *
 * @example withTranslationFields(newsForm, newsModel).fields.map((field) => field.name)
 * // ['id', 'title', 'title_en', 'title_ko', 'summary', 'summary_en', 'summary_ko', …]
 */
export function withTranslationFields(form: FormDocument, model: ModelDocument | undefined): FormDocument {
  const translatable = new Set(
    (model?.columns ?? []).filter((column) => column.translatable === true).map((column) => column.name),
  )
  if (translatable.size === 0) return form
  const taken = new Set(form.fields.map((field) => field.name))
  const after = new Map<string, string[]>()
  const fields = form.fields.flatMap((field) => {
    const computed =
      field.formula !== undefined || field.consolidation !== undefined || field.fillWithCurrentUser === true
    if (!translatable.has(field.name) || computed || !TEXT_WIDGETS.has(field.widget)) return [field]
    const companions = translationFieldsOf(field, taken)
    after.set(
      field.name,
      companions.map((companion) => companion.name),
    )
    return [field, ...companions]
  })
  if (after.size === 0) return form
  const expanded: FormDocument = { ...form, fields }
  if (form.layout !== undefined) expanded.layout = withNames(form.layout, after) as FormLayoutNode[]
  return expanded
}
