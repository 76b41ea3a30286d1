import { inputText } from './TextWidget.tsx'
import type { RecordWidgetProps } from './widgetProps.ts'

/** A value that travels in the record without being shown (an id, a route parameter). */
export function HiddenWidget(props: RecordWidgetProps) {
  return <input type="hidden" id={props.id} name={props.name} value={inputText(props.value)} />
}
