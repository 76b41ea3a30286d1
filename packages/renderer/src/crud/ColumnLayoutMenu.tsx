import {
  DownOutlined,
  InsertRowAboveOutlined,
  PicCenterOutlined,
  PicLeftOutlined,
  PicRightOutlined,
} from '@ant-design/icons'
import type { LanguageCode } from '@tamga/schema'
import { Button, Checkbox, Divider, Popover, Segmented, Space } from 'antd'
import type { ReactNode } from 'react'
import type { ShownColumn } from '../grid/columnLayout.ts'
import { crudText } from './crudMessages.ts'

/** Props of {@link ColumnLayoutMenu}. */
export interface ColumnLayoutMenuProps {
  language: LanguageCode
  /** The grid's columns in the order shown, as the person has them now. */
  columns: readonly ShownColumn[]
  /** Each column's header in the reader's language, by field. */
  headers: ReadonlyMap<string, string>
  /** Whether the person has a layout of their own (the reset has something to undo). */
  customized: boolean
  /** The columns as the person changed them here. */
  onChange: (columns: ShownColumn[]) => void
  /** Back to the builder's layout. */
  onReset: () => void
}

type PinChoice = 'left' | 'none' | 'right'

/**
 * The toolbar's "columns" menu: every column of the grid with a box to show or hide it and a
 * choice to pin it left, right or not at all, and a way back to the builder's layout. Moving and
 * resizing are done on the grid's headers themselves; the same layout is kept either way.
 */
export function ColumnLayoutMenu(props: ColumnLayoutMenuProps): ReactNode {
  const { language, columns, headers, customized, onChange, onReset } = props
  const change = (field: string, update: Partial<ShownColumn>) =>
    onChange(columns.map((column) => (column.field === field ? { ...column, ...update } : column)))
  // At least one column stays: a grid with every column hidden shows nothing to bring them back by.
  const shownCount = columns.filter((column) => !column.hidden).length

  const content = (
    <div data-testid="krud-columns-panel" style={{ width: 340, maxHeight: 420, overflowY: 'auto' }}>
      {columns.map((column) => {
        const header = headers.get(column.field) ?? column.field
        return (
          <Space
            key={column.field}
            style={{ display: 'flex', justifyContent: 'space-between', padding: '2px 0' }}
            data-testid="krud-column"
            data-field={column.field}
          >
            <Checkbox
              checked={!column.hidden}
              disabled={!column.hidden && shownCount === 1}
              aria-label={crudText('columnShown', language, { name: header })}
              onChange={(event) => change(column.field, { hidden: !event.target.checked })}
            >
              {header}
            </Checkbox>
            <Segmented<PinChoice>
              size="small"
              value={column.pinned ?? 'none'}
              onChange={(value) => change(column.field, { pinned: value === 'none' ? null : value })}
              options={[
                { value: 'left', icon: <PicLeftOutlined />, title: crudText('pinLeft', language) },
                { value: 'none', icon: <PicCenterOutlined />, title: crudText('unpinned', language) },
                { value: 'right', icon: <PicRightOutlined />, title: crudText('pinRight', language) },
              ]}
            />
          </Space>
        )
      })}
      <Divider style={{ margin: '8px 0' }} />
      <Button block disabled={!customized} onClick={onReset} data-testid="krud-columns-reset">
        {crudText('resetColumns', language)}
      </Button>
    </div>
  )

  return (
    <Popover trigger="click" placement="bottomRight" content={content} destroyOnHidden>
      <Button icon={<InsertRowAboveOutlined />} data-testid="krud-columns">
        <Space size={4}>
          {crudText('columns', language)}
          <DownOutlined />
        </Space>
      </Button>
    </Popover>
  )
}
