import type {
  GridDocument,
  LanguageCode,
  ModelDocument,
  PivotAggregate,
  PivotAnswer,
  PivotRequest,
} from '@tamga/schema'
import { Alert, Form, Select, Space, Table } from 'antd'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { serverIssuesOf } from '../form/serverIssues.ts'
import type { RecordsClient } from '../records/recordsClient.ts'
import { crudText } from './crudMessages.ts'
import { aggregateLabel, type PivotField, pivotFields, pivotView } from './pivotTable.ts'
import { type ListQuery, pivotScope } from './toolQuery.ts'

/** Props of {@link PivotView}. */
export interface PivotViewProps {
  client: RecordsClient
  krud: string
  grid: GridDocument
  model: ModelDocument | undefined
  language: LanguageCode
  /** The grid's list query: the pivot groups the rows the grid shows. */
  query: ListQuery
}

/** The most row or column fields the pivot endpoint takes. */
const MAX_DIMENSIONS = 4

/** The pivot first shown: counted rows by the first field people group by (a related row, a set value, a flag). */
function openingChoice(fields: readonly PivotField[], grid: GridDocument): Pick<PivotRequest, 'rows' | 'values'> {
  const groupable = fields.filter((field) => field.groupable && field.field !== grid.identity)
  const grouped = (field: PivotField) => {
    const column = grid.columns.find((candidate) => candidate.field === field.field)
    return column?.relation !== undefined || column?.filter?.type === 'set' || field.kind === 'boolean'
  }
  const first = groupable.find(grouped) ?? groupable[0]
  const counted = fields.find((field) => field.field === grid.identity) ?? fields[0]
  return {
    rows: first === undefined ? [] : [first.field],
    values: counted === undefined ? [] : [{ column: counted.field, aggregate: 'count' }],
  }
}

type PivotState = { answer: PivotAnswer } | { failure: string } | undefined

/**
 * The grid's pivot tool (spec 3.13): the rows the grid shows grouped by the chosen row and
 * column fields, one aggregate of one column in each cell, computed by the server's pivot
 * endpoint and shown as a table.
 */
export default function PivotView(props: PivotViewProps): ReactNode {
  const { client, krud, grid, model, language, query } = props
  const fields = useMemo(() => pivotFields(grid, model, language), [grid, model, language])
  const opening = useMemo(() => openingChoice(fields, grid), [fields, grid])
  const [rows, setRows] = useState<string[]>(opening.rows)
  const [columns, setColumns] = useState<string[]>([])
  const [value, setValue] = useState(opening.values[0])
  const [state, setState] = useState<PivotState>(undefined)
  const [loading, setLoading] = useState(false)

  const valueField = fields.find((field) => field.field === value?.column)
  const scopeKey = JSON.stringify(pivotScope(query))

  useEffect(() => {
    if (value === undefined) return
    const controller = new AbortController()
    const request: PivotRequest = { rows, columns, values: [value], ...JSON.parse(scopeKey) }
    setLoading(true)
    void client.pivot(krud, request, controller.signal).then((answer) => {
      if (controller.signal.aborted) return
      setLoading(false)
      if (answer.ok) {
        setState({ answer: answer.data })
        return
      }
      if (answer.cancelled) return
      const issues = serverIssuesOf(answer.body)
        .map((issue) => (language === 'mn_MN' ? issue.message?.mn_MN : issue.message?.en_US))
        .filter((text): text is string => text !== undefined && text !== '')
      setState({ failure: issues.length > 0 ? issues.join('; ') : answer.message || crudText('pivotFailed', language) })
    })
    return () => controller.abort()
  }, [client, krud, rows, columns, value, scopeKey, language])

  const view = useMemo(
    () => (state !== undefined && 'answer' in state ? pivotView(state.answer, grid, model, language) : undefined),
    [state, grid, model, language],
  )

  const dimensionOptions = (taken: readonly string[]) =>
    fields
      .filter((field) => field.groupable)
      .map((field) => ({ value: field.field, label: field.label, disabled: taken.includes(field.field) }))

  return (
    <section data-testid="krud-pivot">
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={crudText('pivotRows', language)}>
          <Select
            mode="multiple"
            style={{ minWidth: 200 }}
            maxCount={MAX_DIMENSIONS}
            value={rows}
            onChange={setRows}
            options={dimensionOptions(columns)}
            data-testid="krud-pivot-rows"
          />
        </Form.Item>
        <Form.Item label={crudText('pivotColumns', language)}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            maxCount={MAX_DIMENSIONS}
            value={columns}
            onChange={setColumns}
            options={dimensionOptions(rows)}
            data-testid="krud-pivot-columns"
          />
        </Form.Item>
        <Form.Item label={crudText('pivotValue', language)}>
          <Space.Compact>
            <Select
              style={{ minWidth: 180 }}
              value={value?.column}
              onChange={(column: string) => {
                const field = fields.find((candidate) => candidate.field === column)
                const aggregate: PivotAggregate =
                  value !== undefined && field?.aggregates.includes(value.aggregate) ? value.aggregate : 'count'
                setValue({ column, aggregate })
              }}
              options={fields.map((field) => ({ value: field.field, label: field.label }))}
              data-testid="krud-pivot-value"
            />
            <Select
              style={{ minWidth: 150 }}
              aria-label={crudText('pivotAggregate', language)}
              value={value?.aggregate}
              onChange={(aggregate: PivotAggregate) => value !== undefined && setValue({ ...value, aggregate })}
              options={(valueField?.aggregates ?? ['count']).map((aggregate) => ({
                value: aggregate,
                label: aggregateLabel(aggregate, language),
              }))}
              data-testid="krud-pivot-aggregate"
            />
          </Space.Compact>
        </Form.Item>
      </Form>
      {state !== undefined && 'failure' in state ? (
        <Alert type="warning" showIcon title={crudText('pivotFailed', language)} description={state.failure} />
      ) : (
        <Table<Record<string, string>>
          size="small"
          bordered
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content', y: 520 }}
          rowKey="key"
          dataSource={view?.rows ?? []}
          locale={{ emptyText: crudText('pivotEmpty', language) }}
          columns={(view?.columns ?? []).map((column, index) => ({
            key: column.key,
            dataIndex: column.key,
            title: column.title,
            align: column.figure ? ('right' as const) : ('left' as const),
            // The row keys stay in sight while the figures scroll sideways.
            fixed: !column.figure && index === 0 ? ('left' as const) : undefined,
          }))}
          data-testid="krud-pivot-table"
        />
      )}
    </section>
  )
}
