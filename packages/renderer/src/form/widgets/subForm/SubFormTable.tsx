import { DeleteOutlined } from '@ant-design/icons'
import type { FormWidget } from '@tamga/schema'
import { Button, Table, type TableColumnsType, Typography } from 'antd'
import type { HTMLAttributes } from 'react'
import { SubFormCell, SubFormRowScope } from './SubFormCell.tsx'
import type { SubFormRowsProps } from './SubFormEditor.tsx'
import { subFormMessage } from './subFormMessages.ts'
import { canDeleteRow, canEditRow, rowKey, type SubFormRow } from './subFormRows.ts'

/**
 * Each column's width, and how narrow it may get before the table scrolls sideways: wide enough
 * to read its value. A wider form shares the extra width among the columns.
 */
const CELL_WIDTHS: Partial<Record<FormWidget, number>> = {
  number: 96,
  money: 130,
  checkbox: 56,
  switch: 64,
  color: 80,
  date: 156,
  time: 110,
  datetime: 190,
  datetimeAutoFill: 190,
  text: 150,
  select: 160,
  radio: 160,
  textarea: 200,
}
const cellWidth = (widget: FormWidget | undefined) => (widget === undefined ? 140 : (CELL_WIDTHS[widget] ?? 140))

/**
 * A sub-form drawn as a grid (`display: 'grid'`): an editable antd table, one line per child row
 * and one column per field the child form places, each cell drawn by the child field's widget.
 * The rows are few, so a plain table does; ag-grid is for the krud's records.
 */
export function SubFormTable(props: SubFormRowsProps) {
  const { sub, rows, errors, locked, language } = props
  const keyOf = (row: SubFormRow) => rowKey(row, rows.indexOf(row))
  const columns: TableColumnsType<SubFormRow> = []
  if (sub.settings.showRowNumbers) {
    columns.push({
      key: 'row-number',
      title: subFormMessage('rowNumber', language),
      width: 48,
      align: 'right',
      render: (_value, _row, index) => index + 1,
    })
  }
  for (const name of sub.columns) {
    const field = sub.create.widgets[name]
    columns.push({
      key: name,
      title: (
        <span className="sub-form-heading">
          {field?.required === true && (
            <Typography.Text type="danger" style={{ marginInlineEnd: 4 }}>
              *
            </Typography.Text>
          )}
          {field?.label ?? name}
        </span>
      ),
      width: cellWidth(field?.widget),
      onCell: () => ({ style: { verticalAlign: 'top' } }),
      render: (_value, row, index) => {
        const rowLocked = locked || !canEditRow(sub, row)
        return (
          <SubFormRowScope sub={sub} row={row} index={index} locked={rowLocked}>
            <SubFormCell
              name={name}
              locked={rowLocked}
              labelled={false}
              errors={errors?.rows.get(keyOf(row))?.[name]}
              onChange={(value) => props.onValue(index, name, value)}
            />
          </SubFormRowScope>
        )
      },
    })
  }
  if (!locked) {
    columns.push({
      key: 'actions',
      width: 48,
      align: 'center',
      onCell: () => ({ style: { verticalAlign: 'top' } }),
      render: (_value, row, index) =>
        canDeleteRow(sub, row, rows.length) ? (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            title={subFormMessage('deleteRow', language)}
            aria-label={subFormMessage('deleteRow', language)}
            data-testid="sub-form-delete"
            onClick={() => props.onRemove(index)}
          />
        ) : null,
    })
  }
  return (
    <Table<SubFormRow>
      className="sub-form-table"
      size="small"
      bordered
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: columns.reduce((total, column) => total + Number(column.width ?? 0), 0) }}
      rowKey={keyOf}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText: subFormMessage('noRows', language) }}
      onRow={(_row, index) =>
        ({ 'data-testid': 'sub-form-row', 'data-row-index': index }) as HTMLAttributes<HTMLElement>
      }
    />
  )
}
