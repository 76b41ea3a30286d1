import { theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import type { ChartTableView } from './compile/chartView.ts'

/**
 * A `table` chart: the aggregated rows as they are, measured values right-aligned, in a plain
 * HTML table drawn with the theme's tokens as antd's small table is. Not antd's `Table`: the
 * rows are few and never sorted, filtered or paged here, and its sorting, filtering, selection
 * and paging (rc-table, tree, select, pagination) would be a dashboard's largest download after
 * ECharts.
 */
export function ChartTableCard(props: { view: ChartTableView }): ReactNode {
  const { view } = props
  const { token } = theme.useToken()
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`
  const cell = (numeric: boolean): CSSProperties => ({
    padding: token.paddingXS,
    borderBottom: border,
    textAlign: numeric ? 'right' : 'left',
    fontVariantNumeric: numeric ? 'tabular-nums' : undefined,
  })
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        style={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          color: token.colorText,
        }}
      >
        <thead>
          <tr>
            {view.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={{
                  ...cell(column.numeric),
                  background: token.colorFillAlter,
                  fontWeight: token.fontWeightStrong,
                  color: token.colorTextHeading,
                  whiteSpace: 'nowrap',
                }}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.length === 0 ? (
            <tr>
              <td
                colSpan={Math.max(1, view.columns.length)}
                style={{
                  ...cell(false),
                  textAlign: 'center',
                  color: token.colorTextDescription,
                  padding: token.padding,
                }}
              >
                {view.emptyText}
              </td>
            </tr>
          ) : (
            view.rows.map((row, index) => (
              // The rows are the answer's, in its order, and never reordered: the index is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <tr key={index}>
                {view.columns.map((column) => (
                  <td key={column.key} style={cell(column.numeric)}>
                    {row[column.key]}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
