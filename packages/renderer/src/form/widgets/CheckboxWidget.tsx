import { Checkbox } from 'antd'
import type { RecordWidgetProps } from './widgetProps.ts'

/** A yes/no box with the field's label beside it (the field template leaves the label to it). */
export function CheckboxWidget(props: RecordWidgetProps) {
  return (
    <Checkbox
      id={props.id}
      checked={props.value === true}
      onChange={(event) => props.onChange(event.target.checked)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
    >
      {props.label}
    </Checkbox>
  )
}
