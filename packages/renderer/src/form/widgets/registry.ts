import type { FormContextType, RegistryFieldsType, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils'
import type { FormWidget } from '@tamga/schema'
import type { FormValues } from '../compile/index.ts'
import { CheckboxWidget } from './CheckboxWidget.tsx'
import { ColorWidget } from './ColorWidget.tsx'
import { DateWidget } from './DateWidget.tsx'
import { GeographicWidget } from './geographic/GeographicWidget.tsx'
import { HiddenWidget } from './HiddenWidget.tsx'
import { InputWithIconWidget } from './InputWithIconWidget.tsx'
import { InputWithOrderNumberWidget } from './InputWithOrderNumberWidget.tsx'
import { MoneyWidget } from './MoneyWidget.tsx'
import { NumberWidget } from './NumberWidget.tsx'
import { PasswordWidget } from './PasswordWidget.tsx'
import { RadioWidget } from './RadioWidget.tsx'
import { RichTextWidget } from './richText/RichTextWidget.tsx'
import { RecordNumberField, rjsfField, rjsfWidget } from './rjsfAdapters.tsx'
import { SelectWidget } from './SelectWidget.tsx'
import { SwitchWidget } from './SwitchWidget.tsx'
import { SubFormWidget } from './subForm/SubFormWidget.tsx'
import { TextareaWidget } from './TextareaWidget.tsx'
import { TextWidget } from './TextWidget.tsx'
import { TreeSelectWidget } from './TreeSelectWidget.tsx'
import { UploadWidget } from './UploadWidget.tsx'
import type { RecordWidget } from './widgetProps.ts'
import { ProcessStatusWidget } from './workflow/ProcessStatusWidget.tsx'
import { ProcessStatusChangerWidget, WorkflowWidget } from './workflow/WorkflowWidget.tsx'

/**
 * The component drawing each widget id of a form document (`FORM_WIDGETS`). Rich text, maps and
 * sub-forms load their editors on first use, as do the workflow elements (issue 8) that show and
 * move a record's process.
 */
export const RECORD_WIDGETS: Readonly<Record<FormWidget, RecordWidget>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  money: MoneyWidget,
  date: DateWidget,
  datetime: DateWidget,
  time: DateWidget,
  datetimeAutoFill: DateWidget,
  select: SelectWidget,
  'multi-select': SelectWidget,
  radio: RadioWidget,
  'tree-select': TreeSelectWidget,
  checkbox: CheckboxWidget,
  switch: SwitchWidget,
  color: ColorWidget,
  file: UploadWidget,
  image: UploadWidget,
  password: PasswordWidget,
  hidden: HiddenWidget,
  inputWithIcon: InputWithIconWidget,
  inputWithOrderNumber: InputWithOrderNumberWidget,
  process_status: ProcessStatusWidget,
  'rich-text': RichTextWidget,
  geographic: GeographicWidget,
  'sub-form': SubFormWidget,
  workflow: WorkflowWidget,
  process_status_changer: ProcessStatusChangerWidget,
}

const entries = Object.entries(RECORD_WIDGETS) as Array<[FormWidget, RecordWidget]>

/**
 * rjsf's widgets, one per widget id: the compiled uiSchema names them (`ui:widget`). They take
 * precedence over rjsf's own widgets of the same name (`text`, `select`, `hidden`).
 */
export const RJSF_WIDGETS: RegistryWidgetsType<FormValues, RJSFSchema, FormContextType> = Object.fromEntries(
  entries.map(([id, widget]) => [id, rjsfWidget(widget)]),
)

/** rjsf's custom fields, one per widget id, for the values the compiled uiSchema gives a `ui:field`. */
export const RJSF_FIELDS: RegistryFieldsType<FormValues, RJSFSchema, FormContextType> = {
  ...Object.fromEntries(entries.map(([id, widget]) => [id, rjsfField(widget)])),
  NumberField: RecordNumberField,
}
