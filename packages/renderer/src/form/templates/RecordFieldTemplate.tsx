import type { FieldTemplateProps, FormContextType, RJSFSchema } from '@rjsf/utils'
import { errorId } from '@rjsf/utils'
import type { FormValues } from '../compile/index.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import { FieldFrame } from './FieldFrame.tsx'

/**
 * A field of the record in its frame (`FieldFrame`: label on top or on the left, the error under
 * the input), with the document's required mark — an update's record schema requires nothing,
 * yet a required field is still marked — and the label of fields rjsf draws as custom fields,
 * which it would otherwise leave out. A field's errors are shown even when it has a help text,
 * the help moving under them.
 */
export function RecordFieldTemplate(props: FieldTemplateProps<FormValues, RJSFSchema, FormContextType>) {
  const form = useRecordForm()
  if (props.hidden) return <div className="rjsf-field-hidden">{props.children}</div>
  const [name] = props.fieldPathId.path
  const field =
    props.fieldPathId.path.length === 1 && typeof name === 'string' ? form.compiled.widgets[name] : undefined
  const customField = typeof props.uiSchema?.['ui:field'] === 'string'
  const displayLabel = props.displayLabel === true || (field !== undefined && customField && !field.hidden)
  const isCheckbox = props.uiSchema?.['ui:widget'] === 'checkbox'
  const errors = props.rawErrors ?? []
  const hasHelp = props.rawHelp !== undefined && props.rawHelp !== ''
  return (
    <FieldFrame
      htmlFor={props.id}
      label={displayLabel && !isCheckbox ? props.label : undefined}
      labelColumn={form.compiled.settings.formContext.labelCol}
      required={props.required === true || field?.required === true}
      errors={errors}
      errorId={errorId(props.fieldPathId)}
      help={hasHelp && errors.length === 0 ? props.help : undefined}
      extra={props.rawDescription ? props.description : hasHelp && errors.length > 0 ? props.help : undefined}
    >
      {props.children}
    </FieldFrame>
  )
}
