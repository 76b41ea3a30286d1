import { Form } from 'antd'
import { useRecordForm } from '../RecordFormContext.ts'
import { RECORD_WIDGETS } from '../widgets/registry.ts'

const ignore = () => undefined

/**
 * A field the form shows but does not send: a value computed by a formula or a consolidation
 * (recomputed as the person types), a sub-form or a workflow element. It is drawn like the
 * record's fields, read-only.
 */
export function OutsideRecordField(props: { name: string }) {
  const form = useRecordForm()
  const field = form.compiled.widgets[props.name]
  if (field === undefined) return null
  const Widget = RECORD_WIDGETS[field.widget]
  const { labelCol, wrapperCol, colon } = form.compiled.settings.formContext
  const id = `${form.idPrefix}_${props.name}`
  return (
    <Form.Item
      label={field.widget === 'checkbox' ? undefined : field.label}
      labelCol={labelCol}
      wrapperCol={wrapperCol}
      colon={colon}
      htmlFor={id}
      extra={field.help}
    >
      <Widget
        id={id}
        name={props.name}
        value={form.values[props.name]}
        onChange={ignore}
        onBlur={ignore}
        onFocus={ignore}
        disabled
        placeholder={field.placeholder}
        label={field.label ?? props.name}
        required={false}
        field={field}
        emptyValue={null}
        hasError={false}
        autoFocus={false}
      />
    </Form.Item>
  )
}
