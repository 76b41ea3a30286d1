import { Templates } from '@rjsf/antd'
import type { FieldTemplateProps, FormContextType, RJSFSchema } from '@rjsf/utils'
import type { FormValues } from '../compile/index.ts'
import { useRecordForm } from '../RecordFormContext.ts'

const AntdFieldTemplate = Templates.FieldTemplate

/**
 * @rjsf/antd's field template (antd's `Form.Item`: label on top or on the left, the error under
 * the input), with the document's required mark — an update's record schema requires nothing,
 * yet a required field is still marked — and the label of fields rjsf draws as custom fields,
 * which it would otherwise leave out. A field's errors are shown even when it has a help text.
 */
export function RecordFieldTemplate(props: FieldTemplateProps<FormValues, RJSFSchema, FormContextType>) {
  const form = useRecordForm()
  const [name] = props.fieldPathId.path
  const field =
    props.fieldPathId.path.length === 1 && typeof name === 'string' ? form.compiled.widgets[name] : undefined
  if (AntdFieldTemplate === undefined) return props.children
  const customField = typeof props.uiSchema?.['ui:field'] === 'string'
  // antd's template shows the help text in place of the errors; with errors, the help moves
  // under them, where a description goes.
  const helpAside = (props.rawErrors?.length ?? 0) > 0 && props.rawHelp !== undefined && !props.rawDescription
  const moved = helpAside ? { rawHelp: undefined, rawDescription: props.rawHelp, description: props.help } : {}
  return (
    <AntdFieldTemplate
      {...props}
      {...moved}
      required={props.required === true || field?.required === true}
      displayLabel={props.displayLabel === true || (field !== undefined && customField && !field.hidden)}
    />
  )
}
