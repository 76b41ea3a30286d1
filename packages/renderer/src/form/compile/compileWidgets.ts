import {
  type Currency,
  type FieldOptions,
  type FormDocument,
  type FormField,
  type FormWidget,
  type GeographicSettings,
  type JsonPropertySchema,
  type JsonSchemaObject,
  type JsonType,
  LANGUAGE_CODES,
  type LanguageCode,
  localizedText,
  type SortOrder,
  type SubFormSettings,
} from '@tamga/schema'
import { isNeverShown } from './compileLayout.ts'
import { type ResolvedSpan, resolveSpan } from './span.ts'

/** One choice of a static list, its label in the chosen language. */
export interface ChoiceItem {
  value: string | number | boolean
  label: string
  /** The choice it nests under in a tree-select. */
  parent?: string | number
}

/**
 * Where a choice field's options come from, with the document's defaults filled in and texts
 * in the chosen language. The React layer loads `model`, `url` and `grid` options itself.
 */
export type ChoiceSource =
  | { source: 'static'; items: ChoiceItem[] }
  | {
      source: 'model'
      model: string
      valueField: string
      labelFields: string[]
      visibleFields: string[]
      sortField?: string
      sortOrder: SortOrder
      dependsOn?: { field: string; column: string }
      treeParentColumn?: string
      currentUserColumn?: string
      /** A condition on the options table's columns, in the formula language. */
      filter?: string
    }
  | { source: 'url'; url: string; delayMs: number; valueKey: string; labelKey: string }
  | { source: 'grid'; grid: string; valueField: string; labelFields: string[]; dialogTitle?: string }

/**
 * The settings a widget needs, with the document's defaults filled in. They are also the
 * field's `ui:options`, so an rjsf widget reads them from its `options` prop.
 */
export interface WidgetSettings {
  /** Digits after the decimal point of a `number` or `money` value. */
  precision?: number
  /** The currency of a `money` field; the project's, tugrik by default (spec 9). */
  currency?: Currency
  /** How a `date`, `datetime` or `time` value is shown (dayjs tokens, spec 9). */
  displayFormat?: string
  /**
   * The JSON Schema format of the stored value (`date`, `date-time`, `iso-date-time`,
   * `iso-time`, `uuid`): a `date-time` must carry its zone offset, an `iso-date-time` need not.
   */
  valueFormat?: string
  choices?: ChoiceSource
  file?: { multiple: boolean; maxCount?: number; maxSizeKb?: number; accept?: string[] }
  password?: { confirm: boolean; generate: boolean; requireCurrent: boolean }
  geographic?: Required<Pick<GeographicSettings, 'baseMap' | 'checkOverlap'>> & GeographicSettings
  subForm?: SubFormSettings &
    Required<Pick<SubFormSettings, 'display' | 'disableCreate' | 'disableEdit' | 'disableDelete' | 'showRowNumbers'>>
  /** The icon of an `inputWithIcon`. */
  icon?: string
  /** The text before the running number of an `inputWithOrderNumber`. */
  prefix?: string
  /** The toolbar of a `rich-text` editor. */
  editor?: 'basic' | 'full'
  /** The workflow document a `workflow` or `process_status_changer` drives; the krud's when absent. */
  workflow?: string
}

/**
 * How a translatable field's value is held. The record schema decides: a column typed as text
 * holds one text, so the field is edited as one text (`single-text`); a column that accepts any
 * JSON (json, jsonb) holds `{ mn_MN, en_US, ko_KR }` (`per-language`), Mongolian first because it
 * is the fallback and the one a required field must have.
 */
export type TranslationSettings =
  | { shape: 'single-text' }
  | { shape: 'per-language'; languages: readonly LanguageCode[]; required: LanguageCode[] }

/** Why the person does not type a field's value: the server or the form computes or fills it. */
export type ComputedBy = 'formula' | 'consolidation' | 'current-user'

/** Everything the React layer needs to draw one field. */
export interface FieldWidget {
  name: string
  /** The widget id the React layer maps to a component (one of `FORM_WIDGETS`). */
  widget: FormWidget
  label?: string
  placeholder?: string
  help?: string
  required: boolean
  /** Never drawn: the value only travels in the record. */
  hidden: boolean
  /** Always read-only: `disabled` in the document, or computed. `disabledWhen` is in `rules`. */
  disabled: boolean
  /** The record schema has the field, so the form sends its value; otherwise it is only shown. */
  inRecord: boolean
  /** The JSON type of the value, from the record schema; absent when any JSON is accepted. */
  valueType?: JsonType
  computed?: ComputedBy
  /** The field's own width, used when it stands on a line of its own. */
  span: ResolvedSpan
  translation?: TranslationSettings
  settings: WidgetSettings
}

/** Options of {@link compileWidgets}. */
export interface CompileWidgetsOptions {
  language: LanguageCode
  /** @default 'MNT' */
  currency?: Currency
}

const DISPLAY_FORMATS: Partial<Record<FormWidget, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm',
  datetimeAutoFill: 'YYYY-MM-DD HH:mm',
  time: 'HH:mm',
}

/** The first type a property's schema names besides null; undefined when it accepts any JSON. */
export function valueTypeOf(property: JsonPropertySchema | undefined): JsonType | undefined {
  const type = property?.type
  if (type === undefined) return undefined
  if (typeof type === 'string') return type
  return type.find((name) => name !== 'null') ?? type[0]
}

function computedBy(field: FormField): ComputedBy | undefined {
  if (field.formula !== undefined) return 'formula'
  if (field.consolidation !== undefined) return 'consolidation'
  if (field.fillWithCurrentUser === true) return 'current-user'
  return undefined
}

function choiceSource(options: FieldOptions, language: LanguageCode): ChoiceSource {
  switch (options.source) {
    case 'static':
      return {
        source: 'static',
        items: options.items.map((item) => {
          const choice: ChoiceItem = { value: item.value, label: localizedText(item.label, language) }
          if (item.parent !== undefined) choice.parent = item.parent
          return choice
        }),
      }
    case 'model': {
      const { visibleFields, sortOrder, ...rest } = options
      return { ...rest, visibleFields: visibleFields ?? [], sortOrder: sortOrder ?? 'asc' }
    }
    case 'url':
      return {
        source: 'url',
        url: options.url,
        delayMs: options.delayMs ?? 0,
        valueKey: options.valueKey ?? 'value',
        labelKey: options.labelKey ?? 'label',
      }
    case 'grid': {
      const { dialogTitle, ...rest } = options
      const dialog = localizedText(dialogTitle, language)
      return dialog === undefined ? rest : { ...rest, dialogTitle: dialog }
    }
  }
}

function widgetSettings(field: FormField, property: JsonPropertySchema | undefined, options: CompileWidgetsOptions) {
  const settings: WidgetSettings = {}
  if (field.precision !== undefined) settings.precision = field.precision
  if (field.widget === 'money') settings.currency = options.currency ?? 'MNT'
  const displayFormat = DISPLAY_FORMATS[field.widget]
  if (displayFormat !== undefined) settings.displayFormat = displayFormat
  if (property?.format !== undefined) settings.valueFormat = property.format
  if (field.options !== undefined) settings.choices = choiceSource(field.options, options.language)
  if (field.widget === 'file' || field.widget === 'image' || field.file !== undefined) {
    settings.file = { ...field.file, multiple: field.file?.multiple ?? false }
  }
  if (field.widget === 'password') {
    settings.password = {
      confirm: field.password?.confirm ?? false,
      generate: field.password?.generate ?? false,
      requireCurrent: field.password?.requireCurrent ?? false,
    }
  }
  if (field.geographic !== undefined) {
    settings.geographic = {
      ...field.geographic,
      baseMap: field.geographic.baseMap ?? 'openstreetmap',
      checkOverlap: field.geographic.checkOverlap ?? false,
    }
  }
  if (field.subForm !== undefined) {
    const sub = field.subForm
    settings.subForm = {
      ...sub,
      display: sub.display ?? 'grid',
      disableCreate: sub.disableCreate ?? false,
      disableEdit: sub.disableEdit ?? false,
      disableDelete: sub.disableDelete ?? false,
      showRowNumbers: sub.showRowNumbers ?? false,
    }
  }
  if (field.icon !== undefined) settings.icon = field.icon
  if (field.prefix !== undefined) settings.prefix = field.prefix
  if (field.widget === 'rich-text') settings.editor = field.editor ?? 'basic'
  if (field.workflow !== undefined) settings.workflow = field.workflow
  return settings
}

function translationSettings(field: FormField, property: JsonPropertySchema | undefined): TranslationSettings {
  const type = property?.type
  const holdsObject = type === undefined || type === 'object' || (Array.isArray(type) && type.includes('object'))
  if (property === undefined || !holdsObject) return { shape: 'single-text' }
  return { shape: 'per-language', languages: LANGUAGE_CODES, required: field.required === true ? ['mn_MN'] : [] }
}

/**
 * Describes every field of the form for the React layer: its widget id, texts in the chosen
 * language, whether it is shown, editable and sent, and the widget's settings with the
 * document's defaults filled in. `record` is the form's record schema, which says which fields
 * are sent and what their values look like.
 */
export function compileWidgets(
  form: FormDocument,
  record: JsonSchemaObject,
  options: CompileWidgetsOptions,
): Record<string, FieldWidget> {
  const widgets: Record<string, FieldWidget> = {}
  for (const field of form.fields) {
    if (Object.hasOwn(widgets, field.name)) continue
    const property = Object.hasOwn(record.properties, field.name) ? record.properties[field.name] : undefined
    const computed = computedBy(field)
    const widget: FieldWidget = {
      name: field.name,
      widget: field.widget,
      required: field.required === true,
      hidden: isNeverShown(field),
      disabled: field.disabled === true || computed === 'formula' || computed === 'consolidation',
      inRecord: property !== undefined,
      span: resolveSpan(field.span),
      settings: widgetSettings(field, property, options),
    }
    const label = localizedText(field.label, options.language)
    const placeholder = localizedText(field.placeholder, options.language)
    const help = localizedText(field.help, options.language)
    const valueType = valueTypeOf(property)
    if (label !== undefined) widget.label = label
    if (placeholder !== undefined) widget.placeholder = placeholder
    if (help !== undefined) widget.help = help
    if (valueType !== undefined) widget.valueType = valueType
    if (computed !== undefined) widget.computed = computed
    if (field.translatable === true) widget.translation = translationSettings(field, property)
    widgets[field.name] = widget
  }
  return widgets
}
