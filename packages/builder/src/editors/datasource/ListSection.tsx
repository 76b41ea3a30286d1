import { PlusOutlined } from '@ant-design/icons'
import { Button, Card, Space } from 'antd'
import type { ReactNode } from 'react'

/** Props of {@link ListSection}. */
export interface ListSectionProps {
  /** The list's label, a PropertyLabel: its words with the help behind the question mark. */
  title: ReactNode
  /** The add button's text. */
  addLabel: string
  addTestId: string
  onAdd: () => void
  /** Shown above the list, e.g. the issues of the list as a whole. */
  header?: ReactNode
  /** The list's rows (see {@link ListRow}) and anything that follows them. */
  children: ReactNode
}

/** A card holding one of the document's lists, with the button that adds an item in its corner. */
export function ListSection({ title, addLabel, addTestId, onAdd, header, children }: ListSectionProps) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Button size="small" icon={<PlusOutlined />} data-testid={addTestId} onClick={onAdd}>
          {addLabel}
        </Button>
      }
    >
      {header}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {children}
      </Space>
    </Card>
  )
}
