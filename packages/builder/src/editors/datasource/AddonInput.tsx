import type { LanguageCode } from '@tamga/schema'
import { Input, Space } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'

/** Props of {@link Labelled}. */
export interface LabelledProps {
  /** The property's key in its schema (`as`), which names it; never shown. */
  name: string
  language: LanguageCode
  /** The width of label and control together, in pixels; without it, as wide as they need. */
  width?: number
  style?: CSSProperties
  /** The control, which takes the rest of the width. */
  children: ReactNode
}

/**
 * A control of a list's row with its property's label (and help behind the question mark) joined
 * to its left: a row of a data source names each of its boxes without a header above the list.
 */
export function Labelled({ name, language, width, style, children }: LabelledProps) {
  return (
    <Space.Compact style={{ width, ...style }}>
      <Space.Addon style={{ whiteSpace: 'nowrap' }}>
        <PropertyLabel name={name} language={language} />
      </Space.Addon>
      {children}
    </Space.Compact>
  )
}

/** Props of {@link AddonInput}. */
export interface AddonInputProps {
  /** The property's key (`alias`), whose label is shown before the box. */
  name: string
  language: LanguageCode
  /** The width of label and box together, in pixels. */
  width: number
  value: string
  status: 'error' | undefined
  testId: string
  onChange: (value: string) => void
}

/** A one-line text box with its label joined to its left, for the short names a data source gives (aliases, output names). */
export function AddonInput({ name, language, width, value, status, testId, onChange }: AddonInputProps) {
  return (
    <Labelled name={name} language={language} width={width}>
      <Input value={value} status={status} data-testid={testId} onChange={(event) => onChange(event.target.value)} />
    </Labelled>
  )
}
