import { Input } from 'antd'
import type { ReactNode } from 'react'

const HEX = /^#[0-9a-fA-F]{6}$/

export interface ColorInputProps {
  value: string | undefined
  onChange: (value: string | undefined) => void
  invalid?: boolean
  testId?: string
}

/**
 * A colour as its text (`#0057FF`, `rgb(…)`) with the browser's own picker beside it; antd's
 * ColorPicker is left out for the reason the renderer's ColorWidget gives (its presets module).
 */
export function ColorInput({ value, onChange, invalid, testId }: ColorInputProps): ReactNode {
  return (
    <Input
      value={value ?? ''}
      placeholder="#rrggbb"
      allowClear
      status={invalid === true ? 'error' : undefined}
      data-testid={testId}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      prefix={
        <input
          type="color"
          aria-hidden
          tabIndex={-1}
          value={value !== undefined && HEX.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          style={{ width: 22, height: 18, padding: 0, border: 'none', background: 'none' }}
        />
      }
    />
  )
}
