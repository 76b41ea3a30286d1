import { Input } from 'antd'
import { NumberWidget } from './NumberWidget.tsx'
import { textInputProps } from './TextWidget.tsx'
import type { RecordWidgetProps } from './widgetProps.ts'

/** A running number with the document's text before it (spec 2.7's inputWithOrderNumber: `№ 12`). */
export function InputWithOrderNumberWidget(props: RecordWidgetProps) {
  const prefix = props.field.settings.prefix
  if (props.field.valueType === 'integer' || props.field.valueType === 'number') {
    return <NumberWidget {...props} prefix={prefix} />
  }
  return <Input {...textInputProps(props)} prefix={prefix} />
}
