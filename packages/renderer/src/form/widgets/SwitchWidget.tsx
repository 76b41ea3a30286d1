import { Switch } from 'antd'
import type { RecordWidgetProps } from './widgetProps.ts'

/** A yes/no switch. */
export function SwitchWidget(props: RecordWidgetProps) {
  return (
    <Switch
      id={props.id}
      checked={props.value === true}
      onChange={(checked) => props.onChange(checked)}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
    />
  )
}
