import { Input } from 'antd'
import { textInputProps } from './TextWidget.tsx'
import { TranslatedTextInput } from './TranslatedTextInput.tsx'
import type { RecordWidgetProps } from './widgetProps.ts'

/** 3 to 12 lines of the input's line height, growing with the text. */
const GROWING = { fieldSizing: 'content', minHeight: 'calc(3lh + 10px)', maxHeight: 'calc(12lh + 10px)' } as const

/**
 * A text of several lines, growing with its content up to 12 lines (CSS `field-sizing`, where
 * the browser has it; 3 lines and a scroll bar elsewhere); a translatable one gets one per
 * language. antd's `autoSize` is not used: it measures each box with `getComputedStyle` as it
 * mounts, a forced layout per text area, which made a form with many of them slow to open.
 */
export function TextareaWidget(props: RecordWidgetProps) {
  if (props.field.translation?.shape === 'per-language') return <TranslatedTextInput {...props} multiline />
  return <Input.TextArea {...textInputProps(props)} rows={3} style={GROWING} />
}
