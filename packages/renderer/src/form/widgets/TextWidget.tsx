import { Input } from 'antd'
import { NumberWidget } from './NumberWidget.tsx'
import { TranslatedTextInput } from './TranslatedTextInput.tsx'
import { fieldInputProps, type RecordWidgetProps } from './widgetProps.ts'

/** The text shown for any value a text input holds. */
export function inputText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** What each antd text input of the form (one line, several, password) takes from its widget's props. */
export function textInputProps(props: RecordWidgetProps) {
  return {
    ...fieldInputProps(props),
    value: inputText(props.value),
    onChange: (event: { target: { value: string } }) =>
      props.onChange(event.target.value === '' ? props.emptyValue : event.target.value),
  }
}

/** A one-line text; a number column typed as text gets a number input, a translatable one an input per language. */
export function TextWidget(props: RecordWidgetProps) {
  if (props.field.translation?.shape === 'per-language') return <TranslatedTextInput {...props} multiline={false} />
  if (props.field.valueType === 'integer' || props.field.valueType === 'number') return <NumberWidget {...props} />
  return <Input {...textInputProps(props)} />
}
