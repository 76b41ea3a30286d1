import { useRecordForm } from '../RecordFormContext.ts'
import { RECORD_WIDGETS } from '../widgets/registry.ts'
import { FieldFrame } from './FieldFrame.tsx'

const ignore = () => undefined

/**
 * A field outside the record's own values: a value computed by a formula or a consolidation
 * (recomputed as the person types) or a workflow element, drawn like the record's fields,
 * read-only; or a sub-form, whose rows the person edits and the form sends with the record.
 */
export function OutsideRecordField(props: { name: string }) {
  const form = useRecordForm()
  const field = form.compiled.widgets[props.name]
  if (field === undefined) return null
  const Widget = RECORD_WIDGETS[field.widget]
  const rows = field.widget === 'sub-form'
  const id = `${form.idPrefix}_${props.name}`
  return (
    <FieldFrame
      label={field.widget === 'checkbox' ? undefined : field.label}
      labelColumn={form.compiled.settings.formContext.labelCol}
      htmlFor={id}
      extra={field.help}
    >
      <Widget
        id={id}
        name={props.name}
        value={form.values[props.name]}
        onChange={rows ? (value) => form.setSubFormRows(props.name, Array.isArray(value) ? value : []) : ignore}
        onBlur={ignore}
        onFocus={ignore}
        disabled={!rows || field.disabled || form.readOnly || form.visibility.disabled.has(props.name)}
        placeholder={field.placeholder}
        label={field.label ?? props.name}
        required={rows && field.required}
        field={field}
        emptyValue={null}
        hasError={false}
        autoFocus={false}
      />
    </FieldFrame>
  )
}
