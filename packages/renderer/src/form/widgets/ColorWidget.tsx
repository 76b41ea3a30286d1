import { Input } from 'antd'
import { useEffect, useState } from 'react'
import { normalizeHexColor } from '../colorValue.ts'
import type { RecordWidgetProps } from './widgetProps.ts'

/**
 * A colour, stored as its hex text (`#1890ff`): the browser's own colour picker beside the hex
 * text. antd's ColorPicker is not used on purpose: its presets module is imported by antd's
 * button and tag styles, so using the picker anywhere drags its Collapse into the admin shell's
 * first download (about 7 KB gzip).
 */
export function ColorWidget(props: RecordWidgetProps) {
  const stored = typeof props.value === 'string' ? props.value : ''
  const [text, setText] = useState(stored)
  useEffect(() => setText(stored), [stored])
  const swatch = normalizeHexColor(stored) ?? '#000000'
  const commit = (typed: string) => {
    if (typed.trim() === '') return props.onChange(props.emptyValue)
    const color = normalizeHexColor(typed)
    if (color !== undefined) props.onChange(color)
  }
  return (
    <Input
      id={props.id}
      value={text}
      placeholder={props.placeholder ?? '#rrggbb'}
      maxLength={7}
      allowClear
      disabled={props.disabled}
      status={props.hasError ? 'error' : undefined}
      autoFocus={props.autoFocus}
      onChange={(event) => {
        setText(event.target.value)
        commit(event.target.value)
      }}
      onBlur={() => {
        setText(normalizeHexColor(text) ?? stored)
        props.onBlur()
      }}
      onFocus={props.onFocus}
      prefix={
        <input
          type="color"
          aria-label={props.label}
          className="tamga-color-swatch"
          value={swatch}
          disabled={props.disabled}
          onChange={(event) => {
            setText(event.target.value)
            props.onChange(event.target.value)
          }}
          style={{ width: 24, height: 22, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        />
      }
      style={{ maxWidth: 200 }}
    />
  )
}
