// The data source builder: base model, joins, output columns, filters, parameters, grouping and
// sort, as the schema models them, with a preview of the rows the document returns now.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  DATASOURCE_AGGREGATES,
  type DatasourceAggregate,
  type DatasourceColumn,
  type DatasourceDocument,
  type DatasourceFilter,
  type DatasourceJoin,
  type DatasourceOrder,
  type DatasourceParameter,
  FILTER_OPERATORS,
  type FilterOperator,
  JOIN_TYPES,
  PARAMETER_TYPES,
} from '@tamga/schema'
import { AutoComplete, Button, Card, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { useDocumentNames } from '../../client/useDocuments.ts'
import { documentNameOptions } from '../../controls/documentNameOptions.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { sameJson } from '../../session/documentSession.ts'
import type { EditorProps } from '../editorProps.ts'
import { DatasourcePreview } from './DatasourcePreview.tsx'
import {
  columnRefOptions,
  datasourceSources,
  freeAlias,
  moveAt,
  removeAt,
  replaceAt,
  withDatasourceList,
} from './datasourceEdits.ts'
import { filterValueForOperator, filterValueText, NULL_OPERATORS, parseFilterValue } from './filterValueText.ts'
import { useModelColumns } from './useModelColumns.ts'
import { datasourceWord } from './words.ts'

type Language = EditorProps['language']
type Issues = EditorProps['issues']

const statusAt = (issues: Issues, pointer: string) =>
  issuesAt(issues, pointer, true).length > 0 ? ('error' as const) : undefined

function ListButtons(props: {
  index: number
  count: number
  testId: string
  language: Language
  move?: (by: -1 | 1) => void
  remove: () => void
}) {
  const { index, count, testId, language, move } = props
  return (
    <Space size={4}>
      {move === undefined ? null : (
        <>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => move(-1)}
            aria-label={datasourceWord('moveUp', language)}
            data-testid={`${testId}-up`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => move(1)}
            aria-label={datasourceWord('moveDown', language)}
            data-testid={`${testId}-down`}
          />
        </>
      )}
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        onClick={props.remove}
        aria-label={datasourceWord('remove', language)}
        data-testid={`${testId}-remove`}
      />
    </Space>
  )
}

/** A filter's value as one line of text (see filterValueText.ts), kept as typed while it reads back the same. */
function FilterValueInput(props: {
  value: DatasourceFilter['value']
  operator: FilterOperator
  invalid: boolean
  testId: string
  onChange: (value: DatasourceFilter['value']) => void
}) {
  const { value, operator } = props
  const [text, setText] = useState(() => filterValueText(value))
  // A change from outside (undo, the JSON tab) shows the new value; one's own typing is kept as typed.
  useEffect(() => {
    setText((typed) => (sameJson(parseFilterValue(typed, operator), value) ? typed : filterValueText(value)))
  }, [value, operator])
  return (
    <Input
      value={text}
      disabled={NULL_OPERATORS.includes(operator)}
      status={props.invalid ? 'error' : undefined}
      data-testid={props.testId}
      onChange={(event) => {
        setText(event.target.value)
        props.onChange(parseFilterValue(event.target.value, operator))
      }}
    />
  )
}

/**
 * The visual editor of a `datasource` document. Test ids: `datasource-base-model`,
 * `datasource-base-alias`; `datasource-add-join`, `datasource-join-{i}-{type|model|alias|add-pair|remove}`,
 * `datasource-join-{i}-on-{p}-{left|right|remove}`; `datasource-add-column`,
 * `datasource-column-{i}-{source|as|aggregate|label|up|down|remove}`; `datasource-add-filter`,
 * `datasource-filter-{i}-{column|operator|value|remove}`; `datasource-add-parameter`,
 * `datasource-parameter-{i}-{name|type|required|label|remove}`; `datasource-group-by`;
 * `datasource-add-order`, `datasource-order-{i}-{by|direction|remove}`; `datasource-limit`; and
 * the preview's (see {@link DatasourcePreview}).
 */
export function DatasourceBuilder(props: EditorProps<'datasource'>): ReactNode {
  const { document, onChange, issues, language } = props
  const models = useDocumentNames(props.documents, 'model')
  const sources = datasourceSources(document)
  const columnsByModel = useModelColumns(
    props.documents,
    sources.map((source) => source.model),
  )
  const refs = columnRefOptions(sources, columnsByModel).map((value) => ({ value }))
  const modelOptions = (current: string | undefined) => documentNameOptions(models, language, current)

  const base = document.base ?? { model: '', alias: '' }
  const joins = Array.isArray(document.joins) ? document.joins : []
  const columns = Array.isArray(document.columns) ? document.columns : []
  const filters = Array.isArray(document.filters) ? document.filters : []
  const parameters = Array.isArray(document.parameters) ? document.parameters : []
  const groupBy = Array.isArray(document.groupBy) ? document.groupBy : []
  const orderBy = Array.isArray(document.orderBy) ? document.orderBy : []
  const outputs = columns.map((column) => column.as).filter((name) => name !== '')

  const setJoins = (next: DatasourceJoin[], what: string) => onChange(withDatasourceList(document, 'joins', next), what)
  const setColumns = (next: DatasourceColumn[], what: string) => onChange({ ...document, columns: next }, what)
  const setFilters = (next: DatasourceFilter[], what: string) =>
    onChange(withDatasourceList(document, 'filters', next), what)
  const setParameters = (next: DatasourceParameter[], what: string) =>
    onChange(withDatasourceList(document, 'parameters', next), what)
  const setOrderBy = (next: DatasourceOrder[], what: string) =>
    onChange(withDatasourceList(document, 'orderBy', next), what)

  const refInput = (value: string, pointer: string, testId: string, change: (value: string) => void, width = 200) => (
    <AutoComplete
      style={{ width }}
      value={value}
      placeholder="alias.column"
      status={statusAt(issues, pointer)}
      data-testid={testId}
      options={refs}
      filterOption={(typed, option) => (option?.value ?? '').includes(typed)}
      onChange={change}
    />
  )

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="datasource-builder">
      <Card size="small" title={datasourceWord('base', language)}>
        <Space wrap>
          <Select
            showSearch
            style={{ minWidth: 240 }}
            value={base.model === '' ? undefined : base.model}
            placeholder={datasourceWord('model', language)}
            status={statusAt(issues, '/base/model')}
            data-testid="datasource-base-model"
            options={modelOptions(base.model)}
            onChange={(model: string) => onChange({ ...document, base: { ...base, model } }, 'base/model')}
          />
          <Space.Compact style={{ width: 220 }}>
            <Space.Addon>{datasourceWord('alias', language)}</Space.Addon>
            <Input
              value={base.alias}
              status={statusAt(issues, '/base/alias')}
              data-testid="datasource-base-alias"
              onChange={(event) =>
                onChange({ ...document, base: { ...base, alias: event.target.value } }, 'base/alias')
              }
            />
          </Space.Compact>
        </Space>
        <IssueText issues={issuesAt(issues, '/base', true)} language={language} />
      </Card>

      <Card
        size="small"
        title={datasourceWord('joins', language)}
        extra={
          <Button
            size="small"
            icon={<PlusOutlined />}
            data-testid="datasource-add-join"
            onClick={() =>
              setJoins(
                [
                  ...joins,
                  {
                    type: 'left',
                    model: '',
                    alias: freeAlias(document),
                    on: [{ left: `${base.alias}.id`, right: '' }],
                  },
                ],
                'joins/add',
              )
            }
          >
            {datasourceWord('addJoin', language)}
          </Button>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {joins.map((join, index) => {
            const at = `/joins/${index}`
            const testId = `datasource-join-${index}`
            const setJoin = (next: DatasourceJoin, field: string) =>
              setJoins(replaceAt(joins, index, next), `joins/${index}/${field}`)
            const pairs = Array.isArray(join.on) ? join.on : []
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a join's place is its identity while its alias is typed.
              <div key={index} style={{ borderBottom: '1px solid rgba(127,127,127,0.2)', paddingBottom: 8 }}>
                <Space wrap>
                  <Select
                    style={{ width: 220 }}
                    value={join.type}
                    data-testid={`${testId}-type`}
                    options={JOIN_TYPES.map((type) => ({ value: type, label: datasourceWord(type, language) }))}
                    onChange={(type: DatasourceJoin['type']) => setJoin({ ...join, type }, 'type')}
                  />
                  <Select
                    showSearch
                    style={{ minWidth: 200 }}
                    value={join.model === '' ? undefined : join.model}
                    placeholder={datasourceWord('model', language)}
                    status={statusAt(issues, `${at}/model`)}
                    data-testid={`${testId}-model`}
                    options={modelOptions(join.model)}
                    onChange={(model: string) => setJoin({ ...join, model }, 'model')}
                  />
                  <Space.Compact style={{ width: 200 }}>
                    <Space.Addon>{datasourceWord('alias', language)}</Space.Addon>
                    <Input
                      value={join.alias}
                      status={statusAt(issues, `${at}/alias`)}
                      data-testid={`${testId}-alias`}
                      onChange={(event) => setJoin({ ...join, alias: event.target.value }, 'alias')}
                    />
                  </Space.Compact>
                  <ListButtons
                    index={index}
                    count={joins.length}
                    testId={testId}
                    language={language}
                    remove={() => setJoins(removeAt(joins, index), `joins/${index}/remove`)}
                  />
                </Space>
                <div style={{ marginTop: 6 }}>
                  <span style={{ marginInlineEnd: 8 }}>{datasourceWord('on', language)}:</span>
                  {pairs.map((pair, position) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a pair's place is its identity.
                    <Space key={position} style={{ marginInlineEnd: 12, marginBottom: 4 }}>
                      {refInput(pair.left, `${at}/on/${position}/left`, `${testId}-on-${position}-left`, (left) =>
                        setJoin({ ...join, on: replaceAt(pairs, position, { ...pair, left }) }, `on/${position}/left`),
                      )}
                      =
                      {refInput(pair.right, `${at}/on/${position}/right`, `${testId}-on-${position}-right`, (right) =>
                        setJoin(
                          { ...join, on: replaceAt(pairs, position, { ...pair, right }) },
                          `on/${position}/right`,
                        ),
                      )}
                      <Button
                        size="small"
                        icon={<DeleteOutlined />}
                        disabled={pairs.length <= 1}
                        aria-label={datasourceWord('remove', language)}
                        data-testid={`${testId}-on-${position}-remove`}
                        onClick={() => setJoin({ ...join, on: removeAt(pairs, position) }, `on/${position}/remove`)}
                      />
                    </Space>
                  ))}
                  <Button
                    size="small"
                    type="dashed"
                    icon={<PlusOutlined />}
                    data-testid={`${testId}-add-pair`}
                    onClick={() => setJoin({ ...join, on: [...pairs, { left: '', right: '' }] }, 'on/add')}
                  >
                    {datasourceWord('addPair', language)}
                  </Button>
                </div>
                <IssueText issues={issuesAt(issues, at, true)} language={language} />
              </div>
            )
          })}
        </Space>
      </Card>

      <Card
        size="small"
        title={datasourceWord('columns', language)}
        extra={
          <Button
            size="small"
            icon={<PlusOutlined />}
            data-testid="datasource-add-column"
            onClick={() => setColumns([...columns, { source: '', as: '' }], 'columns/add')}
          >
            {datasourceWord('addColumn', language)}
          </Button>
        }
      >
        <IssueText issues={issuesAt(issues, '/columns')} language={language} />
        <Space orientation="vertical" style={{ width: '100%' }}>
          {columns.map((column, index) => {
            const at = `/columns/${index}`
            const testId = `datasource-column-${index}`
            const setColumn = (next: DatasourceColumn, field: string) =>
              setColumns(replaceAt(columns, index, next), `columns/${index}/${field}`)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity while its name is typed.
              <div key={index}>
                <Space wrap>
                  {refInput(column.source, `${at}/source`, `${testId}-source`, (source) => {
                    // A new column is named after its source column until it is named otherwise.
                    const named = column.as === '' || column.as === column.source.split('.')[1]
                    setColumn({ ...column, source, ...(named ? { as: source.split('.')[1] ?? '' } : {}) }, 'source')
                  })}
                  <Space.Compact style={{ width: 240 }}>
                    <Space.Addon>{datasourceWord('as', language)}</Space.Addon>
                    <Input
                      value={column.as}
                      status={statusAt(issues, `${at}/as`)}
                      data-testid={`${testId}-as`}
                      onChange={(event) => setColumn({ ...column, as: event.target.value }, 'as')}
                    />
                  </Space.Compact>
                  <Select<DatasourceAggregate>
                    allowClear
                    style={{ width: 150 }}
                    placeholder={datasourceWord('aggregate', language)}
                    value={column.aggregate}
                    data-testid={`${testId}-aggregate`}
                    options={DATASOURCE_AGGREGATES.map((aggregate) => ({ value: aggregate, label: aggregate }))}
                    onChange={(aggregate) => {
                      const { aggregate: _old, ...rest } = column
                      setColumn(aggregate === undefined ? rest : { ...rest, aggregate }, 'aggregate')
                    }}
                  />
                  <div style={{ minWidth: 320 }}>
                    <LocalizedTextInput
                      value={column.label}
                      testId={`${testId}-label`}
                      onChange={(label) => {
                        const { label: _old, ...rest } = column
                        setColumn(label === undefined ? rest : { ...rest, label }, 'label')
                      }}
                    />
                  </div>
                  <ListButtons
                    index={index}
                    count={columns.length}
                    testId={testId}
                    language={language}
                    move={(by) => setColumns(moveAt(columns, index, by), `columns/${index}/move`)}
                    remove={() => setColumns(removeAt(columns, index), `columns/${index}/remove`)}
                  />
                </Space>
                <IssueText issues={issuesAt(issues, at, true)} language={language} />
              </div>
            )
          })}
        </Space>
      </Card>

      <Card
        size="small"
        title={datasourceWord('filters', language)}
        extra={
          <Button
            size="small"
            icon={<PlusOutlined />}
            data-testid="datasource-add-filter"
            onClick={() => setFilters([...filters, { column: '', operator: '=', value: '' }], 'filters/add')}
          >
            {datasourceWord('addFilter', language)}
          </Button>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {filters.map((filter, index) => {
            const at = `/filters/${index}`
            const testId = `datasource-filter-${index}`
            const setFilter = (next: DatasourceFilter, field: string) =>
              setFilters(replaceAt(filters, index, next), `filters/${index}/${field}`)
            const withValue = (next: DatasourceFilter, value: DatasourceFilter['value']): DatasourceFilter => {
              const { value: _old, ...rest } = next
              return value === undefined ? rest : { ...rest, value }
            }
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a filter's place is its identity.
              <div key={index}>
                <Space wrap>
                  {refInput(filter.column, `${at}/column`, `${testId}-column`, (column) =>
                    setFilter({ ...filter, column }, 'column'),
                  )}
                  <Select<FilterOperator>
                    style={{ width: 130 }}
                    value={filter.operator}
                    data-testid={`${testId}-operator`}
                    options={FILTER_OPERATORS.map((operator) => ({ value: operator, label: operator }))}
                    // The value is read again for the new operator: a list for `in`, nothing for `is-null`.
                    onChange={(operator) =>
                      setFilter(
                        withValue({ ...filter, operator }, filterValueForOperator(filter.value, operator)),
                        'operator',
                      )
                    }
                  />
                  <div style={{ width: 280 }}>
                    <FilterValueInput
                      value={filter.value}
                      operator={filter.operator}
                      invalid={statusAt(issues, `${at}/value`) === 'error'}
                      testId={`${testId}-value`}
                      onChange={(value) => setFilter(withValue(filter, value), 'value')}
                    />
                  </div>
                  <ListButtons
                    index={index}
                    count={filters.length}
                    testId={testId}
                    language={language}
                    remove={() => setFilters(removeAt(filters, index), `filters/${index}/remove`)}
                  />
                </Space>
                <IssueText issues={issuesAt(issues, at, true)} language={language} />
              </div>
            )
          })}
          {filters.length === 0 ? null : (
            <span style={{ fontSize: 12, opacity: 0.65 }}>
              {datasourceWord('value', language)}: {datasourceWord('valueHelp', language)}
            </span>
          )}
        </Space>
      </Card>

      <Card
        size="small"
        title={datasourceWord('parameters', language)}
        extra={
          <Button
            size="small"
            icon={<PlusOutlined />}
            data-testid="datasource-add-parameter"
            onClick={() => setParameters([...parameters, { name: '', type: 'text' }], 'parameters/add')}
          >
            {datasourceWord('addParameter', language)}
          </Button>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {parameters.map((parameter, index) => {
            const at = `/parameters/${index}`
            const testId = `datasource-parameter-${index}`
            const setParameter = (next: DatasourceParameter, field: string) =>
              setParameters(replaceAt(parameters, index, next), `parameters/${index}/${field}`)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a parameter's place is its identity while its name is typed.
              <div key={index}>
                <Space wrap>
                  <Space.Compact style={{ width: 220 }}>
                    <Space.Addon>{datasourceWord('name', language)}</Space.Addon>
                    <Input
                      value={parameter.name}
                      status={statusAt(issues, `${at}/name`)}
                      data-testid={`${testId}-name`}
                      onChange={(event) => setParameter({ ...parameter, name: event.target.value }, 'name')}
                    />
                  </Space.Compact>
                  <Select<DatasourceParameter['type']>
                    style={{ width: 120 }}
                    value={parameter.type}
                    data-testid={`${testId}-type`}
                    options={PARAMETER_TYPES.map((type) => ({ value: type, label: type }))}
                    onChange={(type) => setParameter({ ...parameter, type }, 'type')}
                  />
                  <Checkbox
                    checked={parameter.required === true}
                    data-testid={`${testId}-required`}
                    onChange={(event) => {
                      const { required: _old, ...rest } = parameter
                      setParameter(event.target.checked ? { ...rest, required: true } : rest, 'required')
                    }}
                  >
                    {datasourceWord('required', language)}
                  </Checkbox>
                  <div style={{ minWidth: 320 }}>
                    <LocalizedTextInput
                      value={parameter.label}
                      testId={`${testId}-label`}
                      onChange={(label) => {
                        const { label: _old, ...rest } = parameter
                        setParameter(label === undefined ? rest : { ...rest, label }, 'label')
                      }}
                    />
                  </div>
                  <ListButtons
                    index={index}
                    count={parameters.length}
                    testId={testId}
                    language={language}
                    remove={() => setParameters(removeAt(parameters, index), `parameters/${index}/remove`)}
                  />
                </Space>
                <IssueText issues={issuesAt(issues, at, true)} language={language} />
              </div>
            )
          })}
        </Space>
      </Card>

      <Card size="small" title={`${datasourceWord('groupBy', language)} · ${datasourceWord('orderBy', language)}`}>
        <Form layout="vertical" size="small">
          <Form.Item label={datasourceWord('groupBy', language)}>
            <Select
              mode="tags"
              value={groupBy}
              placeholder="alias.column"
              status={statusAt(issues, '/groupBy')}
              data-testid="datasource-group-by"
              options={refs}
              onChange={(next: string[]) =>
                onChange(withDatasourceList(document, 'groupBy', [...new Set(next)]), 'groupBy')
              }
            />
            <IssueText issues={issuesAt(issues, '/groupBy', true)} language={language} />
          </Form.Item>
          <Form.Item label={datasourceWord('orderBy', language)}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {orderBy.map((order, index) => {
                const testId = `datasource-order-${index}`
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a sort key's place is its identity.
                  <div key={index}>
                    <Space>
                      <AutoComplete
                        style={{ width: 240 }}
                        value={order.by}
                        status={statusAt(issues, `/orderBy/${index}`)}
                        data-testid={`${testId}-by`}
                        options={[...outputs.map((value) => ({ value })), ...refs]}
                        onChange={(by: string) =>
                          setOrderBy(replaceAt(orderBy, index, { ...order, by }), `orderBy/${index}/by`)
                        }
                      />
                      <Select
                        style={{ width: 140 }}
                        value={order.direction ?? 'asc'}
                        data-testid={`${testId}-direction`}
                        options={[
                          { value: 'asc', label: datasourceWord('asc', language) },
                          { value: 'desc', label: datasourceWord('desc', language) },
                        ]}
                        onChange={(direction: 'asc' | 'desc') =>
                          setOrderBy(replaceAt(orderBy, index, { ...order, direction }), `orderBy/${index}/direction`)
                        }
                      />
                      <ListButtons
                        index={index}
                        count={orderBy.length}
                        testId={testId}
                        language={language}
                        move={(by) => setOrderBy(moveAt(orderBy, index, by), `orderBy/${index}/move`)}
                        remove={() => setOrderBy(removeAt(orderBy, index), `orderBy/${index}/remove`)}
                      />
                    </Space>
                    <IssueText issues={issuesAt(issues, `/orderBy/${index}`, true)} language={language} />
                  </div>
                )
              })}
              <Button
                size="small"
                type="dashed"
                icon={<PlusOutlined />}
                data-testid="datasource-add-order"
                onClick={() => setOrderBy([...orderBy, { by: outputs[0] ?? '', direction: 'asc' }], 'orderBy/add')}
              >
                {datasourceWord('addOrder', language)}
              </Button>
            </Space>
          </Form.Item>
          <Form.Item label={datasourceWord('limit', language)}>
            <InputNumber
              min={1}
              max={100000}
              precision={0}
              value={document.limit ?? null}
              status={statusAt(issues, '/limit')}
              data-testid="datasource-limit"
              onChange={(limit) => {
                const next: DatasourceDocument = { ...document }
                if (limit === null) delete next.limit
                else next.limit = limit
                onChange(next, 'limit')
              }}
            />
          </Form.Item>
        </Form>
      </Card>

      <Card size="small">
        <DatasourcePreview datasource={document} http={props.http} language={language} />
      </Card>
    </div>
  )
}
