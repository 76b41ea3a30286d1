// A field's property panel offers an option only where its widget uses it.
import { CHOICE_WIDGETS, type FormWidget } from '@tamga/schema'

/** Options of a field that only some widgets use, with those widgets. */
const WIDGET_OPTIONS: Readonly<Record<string, readonly FormWidget[]>> = {
  options: [...CHOICE_WIDGETS, 'checkbox'],
  file: ['file', 'image'],
  password: ['password'],
  geographic: ['geographic'],
  subForm: ['sub-form'],
  precision: ['number', 'money'],
  icon: ['inputWithIcon'],
  prefix: ['inputWithOrderNumber'],
  editor: ['rich-text'],
  workflow: ['workflow', 'process_status_changer'],
}

/** Whether the property panel shows an option for a field of this widget. */
export function optionApplies(option: string, widget: FormWidget | undefined): boolean {
  const only = WIDGET_OPTIONS[option]
  return only === undefined || (widget !== undefined && only.includes(widget))
}
