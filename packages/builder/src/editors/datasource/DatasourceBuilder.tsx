// The data source builder: base model, joins, output columns, filters, parameters, grouping and
// sort, as the schema models them, with a preview of the rows the document returns now.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  DATASOURCE_AGGREGATES,
  type DatasourceAggregate,
  type DatasourceColumn,
  type DatasourceDocument,
  type DatasourceFilter,
  type DatasourceJoin,
  type DatasourceParameter,
  FILTER_OPERATORS,
  type FilterOperator,
  JOIN_TYPES,
  type LocalizedText,
  PARAMETER_TYPES,
} from '@tamga/schema'
import { AutoComplete, Button, Card, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { useDocumentNames } from '../../client/useDocuments.ts'
import { documentNameOptions } from '../../controls/documentNameOptions.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { PropertyRows } from '../../controls/PropertyRows.tsx'
import { choiceOptions, propertyLabel } from '../../controls/propertyWords.ts'
import { sameJson } from '../../session/documentSession.ts'
import type { EditorProps } from '../editorProps.ts'
import { AddonInput, Labelled } from './AddonInput.tsx'
import { DatasourcePreview } from './DatasourcePreview.tsx'
import {
  columnRefOptions,
  datasourceSources,
  freeAlias,
  moveAt,
  removeAt,
  replaceAt,
  withDatasourceList,
  withOptional,
} from './datasourceEdits.ts'
import { filterValueForOperator, filterValueText, NULL_OPERATORS, parseFilterValue } from './filterValueText.ts'
import { ListRow } from './ListRow.tsx'
import { ListSection } from './ListSection.tsx'
import { useModelColumns } from './useModelColumns.ts'
import { datasourceWord } from './words.ts'

type Issues = EditorProps['issues']

/** One of the document's lists as its rows edit it. */
interface ListOf<TItem> {
  items: readonly TItem[]
  /** The list's key in the document, e.g. `joins`. */
  key: string
  /** What one item is called in test ids, e.g. `join`. */
  item: string
  set: (next: TItem[], what: string) => void
  /** Whether its rows have up and down buttons (the order means something). */
  movable?: boolean
}

// A row that takes two lines (a join with its pairs, a column or parameter with its label) is
// ruled off from the next, so which label belongs to which column is plain.
const ROW_APART = { borderBottom: '1px solid rgba(127,127,127,0.2)', paddingBottom: 8 } as const

const statusAt = (issues: Issues, pointer: string) =>
  issuesAt(issues, pointer, true).length > 0 ? ('error' as const) : undefined

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
  const columnNames = new Map([...columnsByModel].map(([model, list]) => [model, list.map((one) => one.name)]))
  const refs = columnRefOptions(sources, columnNames).map((value) => ({ value }))
  const modelOptions = (current: string | undefined) => documentNameOptions(models, language, current)

  const base = document.base ?? { model: '', alias: '' }
  const joins = Array.isArray(document.joins) ? document.joins : []
  const columns = Array.isArray(document.columns) ? document.columns : []
  const filters = Array.isArray(document.filters) ? document.filters : []
  const parameters = Array.isArray(document.parameters) ? document.parameters : []
  const groupBy = Array.isArray(document.groupBy) ? document.groupBy : []
  const orderBy = Array.isArray(document.orderBy) ? document.orderBy : []
  const outputs = columns.map((column) => column.as).filter((name) => name !== '')

  // The lists the builder edits row by row; an emptied optional one is left out of the document.
  const listOf = <TKey extends 'joins' | 'filters' | 'parameters' | 'orderBy'>(
    key: TKey,
    item: string,
    items: NonNullable<DatasourceDocument[TKey]>,
  ): ListOf<NonNullable<DatasourceDocument[TKey]>[number]> => ({
    items,
    key,
    item,
    set: (next, what) =>
      onChange(withDatasourceList(document, key, next as NonNullable<DatasourceDocument[TKey]>), what),
  })
  const joinList = listOf('joins', 'join', joins)
  const columnList: ListOf<DatasourceColumn> = {
    items: columns,
    key: 'columns',
    item: 'column',
    movable: true,
    set: (next, what) => onChange({ ...document, columns: next }, what),
  }
  const filterList = listOf('filters', 'filter', filters)
  const parameterList = listOf('parameters', 'parameter', parameters)
  const orderList = { ...listOf('orderBy', 'order', orderBy), movable: true }

  const refInput = (value: string, pointer: string, testId: string, change: (value: string) => void, width = 200) => (
    <AutoComplete
      style={{ width }}
      value={value}
      placeholder={datasourceWord('refPlaceholder', language)}
      status={statusAt(issues, pointer)}
      data-testid={testId}
      options={refs}
      filterOption={(typed, option) => (option?.value ?? '').includes(typed)}
      onChange={change}
    />
  )
  const modelInput = (options: {
    value: string
    pointer: string
    testId: string
    minWidth: number
    onChange: (model: string) => void
  }) => (
    <Labelled name="model" language={language}>
      <Select
        showSearch
        style={{ minWidth: options.minWidth }}
        value={options.value === '' ? undefined : options.value}
        status={statusAt(issues, options.pointer)}
        data-testid={options.testId}
        options={modelOptions(options.value)}
        onChange={options.onChange}
      />
    </Labelled>
  )
  // A text per language is three boxes: its label stands before them rather than joined to one.
  const labelInput = (value: LocalizedText | undefined, testId: string, change: (label?: LocalizedText) => void) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 420 }}>
      <PropertyLabel name="label" language={language} />
      <div style={{ flex: 1 }}>
        <LocalizedTextInput value={value} testId={testId} onChange={change} />
      </div>
    </div>
  )
  // One row of a list: what its <ListRow> is given (pointer `/joins/0`, test id `datasource-join-0`,
  // its buttons' edits) and the edit of its item, recorded as `joins/0/{field}` so typing coalesces.
  const listRow = <TItem,>(list: ListOf<TItem>, index: number) => {
    const { items, key, set } = list
    const row = {
      pointer: `/${key}/${index}`,
      testId: `datasource-${list.item}-${index}`,
      index,
      count: items.length,
      issues,
      language,
      remove: () => set(removeAt(items, index), `${key}/${index}/remove`),
      move: list.movable ? (by: -1 | 1) => set(moveAt(items, index, by), `${key}/${index}/move`) : undefined,
    }
    const setItem = (next: TItem, field: string) => set(replaceAt(items, index, next), `${key}/${index}/${field}`)
    return { row, at: row.pointer, testId: row.testId, setItem }
  }
  const addTo = <TItem,>(list: ListOf<TItem>, item: NoInfer<TItem>) =>
    list.set([...list.items, item], `${list.key}/add`)

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="datasource-builder">
      <div>
        <PropertyRows
          language={language}
          rowGap={12}
          rows={[
            [
              {
                key: 'base',
                node: (
                  <Card size="small" title={<PropertyLabel name="base" language={language} />}>
                    <Space wrap>
                      {modelInput({
                        value: base.model,
                        pointer: '/base/model',
                        testId: 'datasource-base-model',
                        minWidth: 240,
                        onChange: (model) => onChange({ ...document, base: { ...base, model } }, 'base/model'),
                      })}
                      <AddonInput
                        name="alias"
                        language={language}
                        width={240}
                        value={base.alias}
                        status={statusAt(issues, '/base/alias')}
                        testId="datasource-base-alias"
                        onChange={(alias) => onChange({ ...document, base: { ...base, alias } }, 'base/alias')}
                      />
                    </Space>
                    <IssueText issues={issuesAt(issues, '/base', true)} language={language} />
                  </Card>
                ),
              },
            ],
            [
              {
                key: 'joins',
                node: (
                  <ListSection
                    title={<PropertyLabel name="joins" language={language} />}
                    addLabel={datasourceWord('addJoin', language)}
                    addTestId="datasource-add-join"
                    onAdd={() =>
                      addTo(joinList, {
                        type: 'left',
                        model: '',
                        alias: freeAlias(document),
                        on: [{ left: `${base.alias}.id`, right: '' }],
                      })
                    }
                  >
                    {joins.map((join, index) => {
                      const { row, at, testId, setItem: setJoin } = listRow(joinList, index)
                      const pairs = Array.isArray(join.on) ? join.on : []
                      return (
                        <ListRow
                          // biome-ignore lint/suspicious/noArrayIndexKey: a join's place is its identity while its alias is typed.
                          key={index}
                          {...row}
                          style={ROW_APART}
                          below={
                            <div style={{ marginTop: 6 }}>
                              <span style={{ marginInlineEnd: 8 }}>
                                <PropertyLabel name="on" language={language} />:
                              </span>
                              {pairs.map((pair, position) => (
                                // biome-ignore lint/suspicious/noArrayIndexKey: a pair's place is its identity.
                                <Space key={position} style={{ marginInlineEnd: 12, marginBottom: 4 }}>
                                  {refInput(
                                    pair.left,
                                    `${at}/on/${position}/left`,
                                    `${testId}-on-${position}-left`,
                                    (left) =>
                                      setJoin(
                                        { ...join, on: replaceAt(pairs, position, { ...pair, left }) },
                                        `on/${position}/left`,
                                      ),
                                  )}
                                  =
                                  {refInput(
                                    pair.right,
                                    `${at}/on/${position}/right`,
                                    `${testId}-on-${position}-right`,
                                    (right) =>
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
                                    onClick={() =>
                                      setJoin({ ...join, on: removeAt(pairs, position) }, `on/${position}/remove`)
                                    }
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
                          }
                        >
                          <Labelled name="type" language={language}>
                            <Select
                              style={{ width: 200 }}
                              value={join.type}
                              data-testid={`${testId}-type`}
                              options={JOIN_TYPES.map((type) => ({
                                value: type,
                                label: datasourceWord(type, language),
                              }))}
                              onChange={(type: DatasourceJoin['type']) => setJoin({ ...join, type }, 'type')}
                            />
                          </Labelled>
                          {modelInput({
                            value: join.model,
                            pointer: `${at}/model`,
                            testId: `${testId}-model`,
                            minWidth: 240,
                            onChange: (model) => setJoin({ ...join, model }, 'model'),
                          })}
                          <AddonInput
                            name="alias"
                            language={language}
                            width={200}
                            value={join.alias}
                            status={statusAt(issues, `${at}/alias`)}
                            testId={`${testId}-alias`}
                            onChange={(alias) => setJoin({ ...join, alias }, 'alias')}
                          />
                        </ListRow>
                      )
                    })}
                  </ListSection>
                ),
              },
            ],
            [
              {
                key: 'columns',
                node: (
                  <ListSection
                    title={<PropertyLabel name="columns" language={language} />}
                    addLabel={datasourceWord('addColumn', language)}
                    addTestId="datasource-add-column"
                    onAdd={() => addTo(columnList, { source: '', as: '' })}
                    header={<IssueText issues={issuesAt(issues, '/columns')} language={language} />}
                  >
                    {columns.map((column, index) => {
                      const { row, at, testId, setItem: setColumn } = listRow(columnList, index)
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity while its name is typed.
                        <ListRow key={index} {...row} style={ROW_APART}>
                          <Labelled name="source" language={language}>
                            {refInput(column.source, `${at}/source`, `${testId}-source`, (source) => {
                              // A new column is named after its source column until it is named otherwise.
                              const named = column.as === '' || column.as === column.source.split('.')[1]
                              setColumn(
                                { ...column, source, ...(named ? { as: source.split('.')[1] ?? '' } : {}) },
                                'source',
                              )
                            })}
                          </Labelled>
                          <AddonInput
                            name="as"
                            language={language}
                            width={300}
                            value={column.as}
                            status={statusAt(issues, `${at}/as`)}
                            testId={`${testId}-as`}
                            onChange={(as) => setColumn({ ...column, as }, 'as')}
                          />
                          <Labelled name="aggregate" language={language}>
                            <Select<DatasourceAggregate>
                              allowClear
                              style={{ width: 150 }}
                              value={column.aggregate}
                              data-testid={`${testId}-aggregate`}
                              options={choiceOptions(DATASOURCE_AGGREGATES, language)}
                              onChange={(aggregate) =>
                                setColumn(withOptional(column, 'aggregate', aggregate), 'aggregate')
                              }
                            />
                          </Labelled>
                          {labelInput(column.label, `${testId}-label`, (label) =>
                            setColumn(withOptional(column, 'label', label), 'label'),
                          )}
                        </ListRow>
                      )
                    })}
                  </ListSection>
                ),
              },
            ],
            [
              {
                key: 'filters',
                node: (
                  <ListSection
                    title={<PropertyLabel name="filters" language={language} />}
                    addLabel={datasourceWord('addFilter', language)}
                    addTestId="datasource-add-filter"
                    onAdd={() => addTo(filterList, { column: '', operator: '=', value: '' })}
                  >
                    {filters.map((filter, index) => {
                      const { row, at, testId, setItem: setFilter } = listRow(filterList, index)
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a filter's place is its identity.
                        <ListRow key={index} {...row}>
                          <Labelled name="column" language={language}>
                            {refInput(filter.column, `${at}/column`, `${testId}-column`, (column) =>
                              setFilter({ ...filter, column }, 'column'),
                            )}
                          </Labelled>
                          <Labelled name="operator" language={language}>
                            <Select<FilterOperator>
                              style={{ width: 150 }}
                              value={filter.operator}
                              data-testid={`${testId}-operator`}
                              options={choiceOptions(FILTER_OPERATORS, language)}
                              // The value is read again for the new operator: a list for `in`, nothing for `is-null`.
                              onChange={(operator) =>
                                setFilter(
                                  withOptional(
                                    { ...filter, operator },
                                    'value',
                                    filterValueForOperator(filter.value, operator),
                                  ),
                                  'operator',
                                )
                              }
                            />
                          </Labelled>
                          <Labelled name="value" language={language} width={300}>
                            <FilterValueInput
                              value={filter.value}
                              operator={filter.operator}
                              invalid={statusAt(issues, `${at}/value`) === 'error'}
                              testId={`${testId}-value`}
                              onChange={(value) => setFilter(withOptional(filter, 'value', value), 'value')}
                            />
                          </Labelled>
                        </ListRow>
                      )
                    })}
                    {filters.length === 0 ? null : (
                      <span style={{ fontSize: 12, opacity: 0.65 }}>
                        {propertyLabel('value', language)}: {datasourceWord('valueHelp', language)}
                      </span>
                    )}
                  </ListSection>
                ),
              },
            ],
            [
              {
                key: 'parameters',
                node: (
                  <ListSection
                    title={<PropertyLabel name="parameters" language={language} />}
                    addLabel={datasourceWord('addParameter', language)}
                    addTestId="datasource-add-parameter"
                    onAdd={() => addTo(parameterList, { name: '', type: 'text' })}
                  >
                    {parameters.map((parameter, index) => {
                      const { row, at, testId, setItem: setParameter } = listRow(parameterList, index)
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a parameter's place is its identity while its name is typed.
                        <ListRow key={index} {...row} style={ROW_APART}>
                          <AddonInput
                            name="name"
                            language={language}
                            width={220}
                            value={parameter.name}
                            status={statusAt(issues, `${at}/name`)}
                            testId={`${testId}-name`}
                            onChange={(name) => setParameter({ ...parameter, name }, 'name')}
                          />
                          <Labelled name="type" language={language}>
                            <Select<DatasourceParameter['type']>
                              style={{ width: 130 }}
                              value={parameter.type}
                              data-testid={`${testId}-type`}
                              options={choiceOptions(PARAMETER_TYPES, language)}
                              onChange={(type) => setParameter({ ...parameter, type }, 'type')}
                            />
                          </Labelled>
                          <Checkbox
                            checked={parameter.required === true}
                            data-testid={`${testId}-required`}
                            onChange={(event) =>
                              setParameter(
                                withOptional(parameter, 'required', event.target.checked ? true : undefined),
                                'required',
                              )
                            }
                          >
                            <PropertyLabel name="required" language={language} />
                          </Checkbox>
                          {labelInput(parameter.label, `${testId}-label`, (label) =>
                            setParameter(withOptional(parameter, 'label', label), 'label'),
                          )}
                        </ListRow>
                      )
                    })}
                  </ListSection>
                ),
              },
            ],
            [
              {
                key: 'groupBy',
                node: (
                  <Card
                    size="small"
                    title={`${propertyLabel('groupBy', language)} · ${propertyLabel('orderBy', language)}`}
                  >
                    <Form layout="vertical" size="small">
                      <Form.Item label={<PropertyLabel name="groupBy" language={language} />}>
                        <Select
                          mode="tags"
                          value={groupBy}
                          placeholder={datasourceWord('refPlaceholder', language)}
                          status={statusAt(issues, '/groupBy')}
                          data-testid="datasource-group-by"
                          options={refs}
                          onChange={(next: string[]) =>
                            onChange(withDatasourceList(document, 'groupBy', [...new Set(next)]), 'groupBy')
                          }
                        />
                        <IssueText issues={issuesAt(issues, '/groupBy', true)} language={language} />
                      </Form.Item>
                      <Form.Item label={<PropertyLabel name="orderBy" language={language} />}>
                        <Space orientation="vertical" style={{ width: '100%' }}>
                          {orderBy.map((order, index) => {
                            const { row, testId, setItem: setOrder } = listRow(orderList, index)
                            return (
                              // biome-ignore lint/suspicious/noArrayIndexKey: a sort key's place is its identity.
                              <ListRow key={index} {...row} wrap={false}>
                                <AutoComplete
                                  style={{ width: 240 }}
                                  value={order.by}
                                  aria-label={propertyLabel('by', language)}
                                  status={statusAt(issues, row.pointer)}
                                  data-testid={`${testId}-by`}
                                  options={[...outputs.map((value) => ({ value })), ...refs]}
                                  onChange={(by: string) => setOrder({ ...order, by }, 'by')}
                                />
                                <Select
                                  style={{ width: 140 }}
                                  value={order.direction ?? 'asc'}
                                  data-testid={`${testId}-direction`}
                                  aria-label={propertyLabel('direction', language)}
                                  options={choiceOptions(['asc', 'desc'], language)}
                                  onChange={(direction: 'asc' | 'desc') =>
                                    setOrder({ ...order, direction }, 'direction')
                                  }
                                />
                              </ListRow>
                            )
                          })}
                          <Button
                            size="small"
                            type="dashed"
                            icon={<PlusOutlined />}
                            data-testid="datasource-add-order"
                            onClick={() => addTo(orderList, { by: outputs[0] ?? '', direction: 'asc' })}
                          >
                            {datasourceWord('addOrder', language)}
                          </Button>
                        </Space>
                      </Form.Item>
                      <Form.Item label={<PropertyLabel name="limit" language={language} />}>
                        <InputNumber
                          min={1}
                          max={100000}
                          precision={0}
                          value={document.limit ?? null}
                          status={statusAt(issues, '/limit')}
                          data-testid="datasource-limit"
                          onChange={(limit) => onChange(withOptional(document, 'limit', limit ?? undefined), 'limit')}
                        />
                      </Form.Item>
                    </Form>
                  </Card>
                ),
              },
            ],
          ]}
        />
      </div>
      <Card size="small">
        <DatasourcePreview datasource={document} http={props.http} language={language} />
      </Card>
    </div>
  )
}
