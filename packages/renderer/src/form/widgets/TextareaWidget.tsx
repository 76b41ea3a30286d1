import { Input } from 'antd'
import { inputText } from './TextWidget.tsx'
import { TranslatedTextInput } from './TranslatedTextInput.tsx'
import type { RecordWidgetProps } from './widgetProps.ts'

/** A text of several lines, growing with its content; a translatable one gets one per language. */
export function TextareaWidget(props: RecordWidgetProps) {
  if (props.field.translation?.shape === 'per-language') return <TranslatedTextInput {...props} multiline />
  return (
    <Input.TextArea
      id={props.id}
      value={inputText(props.value)}
      onChange={(event) => props.onChange(event.target.value === '' ? props.emptyValue : event.target.value)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.hasError ? 'error' : undefined}
      autoSize={{ minRows: 3, maxRows: 12 }}
      autoFocus={props.autoFocus}
    />
  )
}
