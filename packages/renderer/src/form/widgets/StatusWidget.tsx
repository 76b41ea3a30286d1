import { Tag } from 'antd'
import { inputText } from './TextWidget.tsx'
import type { RecordWidgetProps } from './widgetProps.ts'

/** The record's workflow status (`process_status`): the workflow sets it, the form only shows it. */
export function StatusWidget(props: RecordWidgetProps) {
  const text = inputText(props.value)
  return (
    <div id={props.id}>
      <Tag>{text === '' ? '—' : text}</Tag>
    </div>
  )
}
