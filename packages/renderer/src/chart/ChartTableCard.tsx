import { Table } from 'antd'
import type { ReactNode } from 'react'
import type { ChartTableView } from './compile/chartView.ts'

/** A `table` chart: the aggregated rows as they are, measured values right-aligned. */
export function ChartTableCard(props: { view: ChartTableView }): ReactNode {
  const { view } = props
  const rows = view.rows.map((row, index) => ({ ...row, '\u0000key': String(index) }))
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={'\u0000key'}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: view.emptyText }}
      dataSource={rows}
      columns={view.columns.map((column) => ({
        key: column.key,
        dataIndex: column.key,
        title: column.title,
        align: column.numeric ? ('right' as const) : ('left' as const),
      }))}
    />
  )
}
