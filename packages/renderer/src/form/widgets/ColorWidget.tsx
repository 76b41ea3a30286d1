import { ColorPicker } from 'antd'
import type { RecordWidgetProps } from './widgetProps.ts'

/** A colour, stored as its hex text (`#1890ff`). */
export function ColorWidget(props: RecordWidgetProps) {
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined
  return (
    <ColorPicker
      value={value ?? null}
      onChange={(color) => props.onChange(color.toHexString())}
      onClear={() => props.onChange(props.emptyValue)}
      allowClear
      showText
      disabledAlpha
      disabled={props.disabled}
    />
  )
}
