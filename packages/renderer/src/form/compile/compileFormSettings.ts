import { type FormDocument, type LanguageCode, type LocalizedText, localizedText } from '@tamga/schema'
import { formDefaultText } from './messages.ts'
import { GRID_COLUMNS } from './span.ts'

/** The width of a label column as antd's `Col` takes it (`labelCol`, `wrapperCol`). */
export type AntdColumn = { span: number } | { flex: string }

/** The settings of the whole form, texts in the chosen language and defaults filled in. */
export interface FormSettings {
  title?: string
  type: 'simple' | 'steps'
  /** Labels above the inputs, or on their left. @default 'top' */
  labelPosition: 'top' | 'left'
  /** Width of the labels in pixels when they sit on the left. */
  labelWidth?: number
  /** A CSS length. */
  width?: string
  /** A CSS length. */
  minHeight?: string
  /** Space around the form in pixels. */
  padding?: number
  saveButtonText: string
  /** @default false */
  showBackButton: boolean
  /** @default true */
  showResetButton: boolean
  sectionsAsTabs: boolean
  /** A warning shown above the fields. */
  notice?: string
  messages: { success: string; error: string; invalid: string }
  /**
   * The `formContext` @rjsf/antd's field template reads to place labels: full-width label and
   * input for labels on top; a label column of `labelWidth` pixels (a quarter of the row when
   * unset) for labels on the left.
   */
  formContext: { labelCol: AntdColumn; wrapperCol: AntdColumn; colon: boolean }
}

const LEFT_LABEL_SPAN = 6

function documentText(
  text: LocalizedText | undefined,
  fallback: Parameters<typeof formDefaultText>[0],
  language: LanguageCode,
): string {
  return localizedText(text, language) ?? formDefaultText(fallback, language)
}

/**
 * The form-level settings of a form document in `language`, with the spec's defaults: the
 * save button says 'Хадгалах' (Save), the reset button is shown, the back button is not, and
 * the success, error and incomplete-information messages have standard texts.
 */
export function compileFormSettings(form: FormDocument, language: LanguageCode): FormSettings {
  const labelPosition = form.labelPosition ?? 'top'
  const formContext: FormSettings['formContext'] =
    labelPosition === 'top'
      ? { labelCol: { span: GRID_COLUMNS }, wrapperCol: { span: GRID_COLUMNS }, colon: false }
      : form.labelWidth === undefined
        ? { labelCol: { span: LEFT_LABEL_SPAN }, wrapperCol: { span: GRID_COLUMNS - LEFT_LABEL_SPAN }, colon: true }
        : { labelCol: { flex: `0 0 ${form.labelWidth}px` }, wrapperCol: { flex: '1 1 0' }, colon: true }
  const settings: FormSettings = {
    type: form.type ?? 'simple',
    labelPosition,
    saveButtonText: documentText(form.saveButtonText, 'saveButton', language),
    showBackButton: form.showBackButton ?? false,
    showResetButton: form.showResetButton ?? true,
    sectionsAsTabs: form.sectionsAsTabs ?? false,
    messages: {
      success: documentText(form.messages?.success, 'success', language),
      error: documentText(form.messages?.error, 'error', language),
      invalid: documentText(form.messages?.invalid, 'invalid', language),
    },
    formContext,
  }
  const title = localizedText(form.title, language)
  const notice = localizedText(form.notice, language)
  if (title !== undefined) settings.title = title
  if (form.labelWidth !== undefined) settings.labelWidth = form.labelWidth
  if (form.width !== undefined) settings.width = form.width
  if (form.minHeight !== undefined) settings.minHeight = form.minHeight
  if (form.padding !== undefined) settings.padding = form.padding
  if (notice !== undefined) settings.notice = notice
  return settings
}
