import { Input, Space } from 'antd'

/** Props of {@link AddonInput}. */
export interface AddonInputProps {
  /** The word shown before the box. */
  label: string
  /** The width of label and box together, in pixels. */
  width: number
  value: string
  status: 'error' | undefined
  testId: string
  onChange: (value: string) => void
}

/** A one-line text box with its name joined to its left, for the short names a data source gives (aliases, output names). */
export function AddonInput({ label, width, value, status, testId, onChange }: AddonInputProps) {
  return (
    <Space.Compact style={{ width }}>
      <Space.Addon>{label}</Space.Addon>
      <Input value={value} status={status} data-testid={testId} onChange={(event) => onChange(event.target.value)} />
    </Space.Compact>
  )
}
