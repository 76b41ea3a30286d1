import { DeleteOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { MouseEvent } from 'react'

interface RemoveButtonProps {
  /** What the button removes, said to a screen reader and on hover. */
  label: string
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined
  disabled?: boolean | undefined
  /** Shown on hover instead of the label, e.g. why the button is disabled. */
  title?: string | undefined
  /** `text` inside a list row or a card header, where a bordered button would crowd it. */
  type?: 'text' | undefined
  testId?: string | undefined
}

/** The small red bin button with which every builder removes one item of a list. */
export function RemoveButton({ label, onClick, disabled, title, type, testId }: RemoveButtonProps) {
  return (
    <Button
      size="small"
      danger
      type={type}
      icon={<DeleteOutlined />}
      aria-label={label}
      title={title ?? label}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
    />
  )
}
