import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import {
  type Currency,
  type FormDocument,
  type FormRecordMode,
  formRecordSchema,
  type JsonSchemaObject,
  type LanguageCode,
  localizedText,
  type ModelDocument,
} from '@tamga/schema'
import { type CompiledConditions, compileConditions } from './compileConditions.ts'
import { compileFormSettings, type FormSettings } from './compileFormSettings.ts'
import { type CompiledFormulas, compileFormulas, type FormValues } from './compileFormulas.ts'
import { type CompiledLayout, compileLayout } from './compileLayout.ts'
import { type CompiledSubForm, compileSubForms, type SubFormDocuments } from './compileSubForms.ts'
import { compileUiSchema } from './compileUiSchema.ts'
import { compileWidgets, type FieldWidget } from './compileWidgets.ts'
import { initialValuesOf } from './initialValues.ts'

/** Options of {@link compileForm}: what the page knows when it opens the form. */
export interface CompileFormOptions {
  /** The model of the table the form writes (the form's `model`). */
  model: ModelDocument
  language: LanguageCode
  /** A new record, or a change to a stored one. */
  mode: FormRecordMode
  /** The signed-in user's role, for sections limited to some roles. */
  roleId?: number
  /** The parameters of the page's route, for `valueFromParameter: { from: 'route' }`. */
  routeParams?: Record<string, string>
  /** The page's query string, for `valueFromParameter: { from: 'query' }`. */
  query?: Record<string, string>
  /** The signed-in user's id, for `fillWithCurrentUser`. */
  currentUserId?: number
  /** The project's currency, shown by `money` fields. @default 'MNT' */
  currency?: Currency
  /**
   * The child forms and models of the form's sub-form fields; without them, or without a
   * sub-form's documents, that sub-form is not compiled and cannot be edited.
   */
  subForms?: SubFormDocuments
}

/** A form document compiled for one language, mode and user: what @rjsf and the React layer draw. */
export interface CompiledForm {
  /**
   * The rjsf schema: the server's record schema for this mode (`formRecordSchema`) with only
   * presentation added — titles from the labels and, for a new record, defaults — so the
   * browser accepts exactly what the server accepts.
   */
  schema: RJSFSchema
  /** The record schema itself, as the server validates it. */
  recordSchema: JsonSchemaObject
  uiSchema: UiSchema
  layout: CompiledLayout
  /** Every field of the form, by name. */
  widgets: Record<string, FieldWidget>
  formulas: CompiledFormulas
  /** The `hiddenWhen` and `disabledWhen` conditions. */
  rules: CompiledConditions
  settings: FormSettings
  /** The sub-form fields whose child form was given, by field name. */
  subForms: Record<string, CompiledSubForm>
  /**
   * The values the form opens with: for a new record the defaults, route and query parameters,
   * the current user and the formulas computed from them (`record`, when given, is copied in
   * first); for an update the stored `record`'s values of the form's fields.
   */
  initialValues(record?: Readonly<Record<string, unknown>>): FormValues
  /**
   * The part of the form's values the server accepts: the record schema's properties that have
   * a value. Computed fields, sub-forms and workflow elements are left out; the server fills or
   * writes them itself.
   */
  recordValues(values: Readonly<FormValues>): FormValues
}

/** The schema keywords {@link compileForm} may add to the record schema; none of them validates. */
export const PRESENTATION_KEYWORDS = ['title', 'description', 'default'] as const

/** The record schema with titles and, for a new record, defaults: presentation only. */
function presentedSchema(
  record: JsonSchemaObject,
  form: FormDocument,
  mode: FormRecordMode,
  language: LanguageCode,
): RJSFSchema {
  const schema = structuredClone(record) as RJSFSchema & JsonSchemaObject
  const title = localizedText(form.title, language)
  if (title !== undefined) schema.title = title
  for (const field of form.fields) {
    const property = Object.hasOwn(schema.properties, field.name) ? schema.properties[field.name] : undefined
    if (property === undefined) continue
    const label = localizedText(field.label, language)
    const presented: typeof property & { title?: string; default?: unknown } = property
    if (label !== undefined) presented.title = label
    // Only a new record starts from defaults: in an update, an absent field means "unchanged".
    if (mode === 'create' && field.defaultValue !== undefined) presented.default = field.defaultValue
  }
  return schema
}

/**
 * Compiles a form document into what @rjsf (v6, antd theme) and the React layer draw: the rjsf
 * schema and uiSchema, a normalized layout, each field's widget and settings, the formulas and
 * show/hide conditions, the initial values and the form-level settings. Pure: no React, no
 * network; the same inputs give the same result.
 *
 * @example
 * const compiled = compileForm(newsForm, { model: newsModel, language: 'mn_MN', mode: 'create', currentUserId: 7 })
 * compiled.initialValues() // { is_published: false, view_count: 0, created_by: 7 }
 */
export function compileForm(form: FormDocument, options: CompileFormOptions): CompiledForm {
  const { language, mode } = options
  const recordSchema = formRecordSchema(form, options.model, { mode })
  const layout = compileLayout(form, options.roleId === undefined ? { language } : { language, roleId: options.roleId })
  const widgets = compileWidgets(
    form,
    recordSchema,
    options.currency === undefined ? { language } : { language, currency: options.currency },
  )
  const settings = compileFormSettings(form, language)
  const formulas = compileFormulas(form)
  const properties = Object.keys(recordSchema.properties)
  return {
    schema: presentedSchema(recordSchema, form, mode, language),
    recordSchema,
    uiSchema: compileUiSchema(recordSchema, widgets, layout, settings),
    layout,
    widgets,
    formulas,
    rules: compileConditions(form),
    settings,
    subForms:
      options.subForms === undefined
        ? {}
        : compileSubForms(widgets, options.subForms, (child, model, childMode) => {
            const { subForms: _nested, ...inherited } = options
            return compileForm(child, { ...inherited, model, mode: childMode })
          }),
    initialValues: (record) => initialValuesOf(form, recordSchema, formulas, options, record),
    recordValues: (values) => {
      const record: FormValues = {}
      for (const name of properties) if (values[name] !== undefined) record[name] = values[name]
      return record
    },
  }
}
