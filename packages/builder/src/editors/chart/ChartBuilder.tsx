// The chart builder: type, source, elements and sort, with a live preview of the chart being edited.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  CHART_AGGREGATIONS,
  CHART_TIME_UNITS,
  CHART_TYPES,
  type ChartAggregation,
  type ChartDocument,
  type ChartElement,
  type ChartSort,
  type ChartTimeUnit,
  type ChartType,
  chartElementKey,
  localizedText,
} from '@tamga/schema'
import { AutoComplete, Button, Card, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useDocumentNames } from '../../client/useDocuments.ts'
import { documentNameOptions } from '../../controls/documentNameOptions.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { formItemIssues, issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { CHART_ICONS, FieldPicker, IconPicker } from '../../controls/NamePickers.tsx'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { PropertyRows } from '../../controls/PropertyRows.tsx'
import { choiceOptions, propertyLabel } from '../../controls/propertyWords.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import type { EditorProps } from '../editorProps.ts'
import { ChartPreview } from './ChartPreview.tsx'
import { ColorInput } from './ColorInput.tsx'
import {
  addChartElement,
  type ChartElementPatch,
  elementsOf,
  labelRows,
  labelsFromRows,
  labelsWhileTyping,
  moveChartElement,
  newChartElement,
  removeChartElement,
  updateChartElement,
} from './chartElements.ts'
import type { FieldChoice } from './sourceFields.ts'
import { useSourceFields } from './useSourceFields.ts'
import { chartTypeWord, chartWord } from './words.ts'

type Language = EditorProps['language']
type Issues = EditorProps['issues']

/** What Form.Item shows for the issues at a place (deep: those inside it too). */
function itemStatus(issues: Issues, pointer: string, language: Language, deep = true) {
  return formItemIssues(issuesAt(issues, pointer, deep), language)
}

/**
 * The visual editor of a `chart` document: its type, its source (a model or a data source), its
 * elements (field, grouping or aggregation, labels, icon, colours, link), sort and row limit, with
 * the renderer's drawing of the document being edited beside it, redrawn a moment after each edit.
 *
 * Test ids: `chart-type`, `chart-source-kind`, `chart-source-name`, `chart-add-element`,
 * `chart-element-{i}` and inside it `chart-element-{i}-{field|alias|title|group|time-unit|
 * aggregation|labels|icon|background|color|link|up|down|remove}`, `chart-add-sort`,
 * `chart-sort-{i}-by`, `chart-limit`, `chart-preview`, `chart-preview-refresh`, `chart-preview-invalid`.
 */
export function ChartBuilder(props: EditorProps<'chart'>): ReactNode {
  const { document, onChange, issues, language } = props
  const elements = elementsOf(document.elements)
  const source = document.source ?? { kind: 'model', name: '' }
  const models = useDocumentNames(props.documents, 'model')
  const datasources = useDocumentNames(props.documents, 'datasource')
  const fieldChoices = useSourceFields(props.documents, source)
  const fields = fieldChoices.map((choice) => choice.name)
  const sorts = Array.isArray(document.sort) ? document.sort : []

  const setElements = (next: ChartElement[], what: string) => onChange({ ...document, elements: next }, what)
  const patchElement = (index: number, patch: ChartElementPatch, field: string) =>
    setElements(updateChartElement(elements, index, patch), `elements/${index}/${field}`)
  const setSorts = (next: ChartSort[], what: string) => {
    const { sort: _sort, ...rest } = document
    onChange(next.length === 0 ? (rest as ChartDocument) : { ...document, sort: next }, what)
  }
  const sortKeys = [...new Set(elements.map(chartElementKey).filter((key) => key !== ''))]

  const typeItem = (
    <Form.Item
      label={<PropertyLabel name="type" language={language} />}
      required
      {...itemStatus(issues, '/type', language)}
    >
      <Select<ChartType>
        value={document.type}
        style={{ maxWidth: 320 }}
        data-testid="chart-type"
        options={CHART_TYPES.map((type) => ({ value: type, label: chartTypeWord(type, language) }))}
        onChange={(type) => onChange({ ...document, type }, 'type')}
      />
    </Form.Item>
  )
  const sourceItem = (
    <Form.Item
      label={<PropertyLabel name="source" language={language} />}
      required
      {...itemStatus(issues, '/source', language)}
    >
      <Space.Compact block>
        <Radio.Group
          optionType="button"
          value={source.kind}
          data-testid="chart-source-kind"
          options={[
            { value: 'model', label: chartWord('model', language) },
            { value: 'datasource', label: chartWord('datasource', language) },
          ]}
          // Another kind of source names other documents: the name is chosen again.
          onChange={(event) =>
            onChange(
              { ...document, source: { kind: event.target.value as 'model' | 'datasource', name: '' } },
              'source',
            )
          }
        />
        <Select
          showSearch
          style={{ minWidth: 200, flex: 1 }}
          value={source.name === '' ? undefined : source.name}
          data-testid="chart-source-name"
          options={documentNameOptions(source.kind === 'model' ? models : datasources, language, source.name)}
          onChange={(name: string) => onChange({ ...document, source: { ...source, name } }, 'source/name')}
        />
      </Space.Compact>
    </Form.Item>
  )
  const elementsItem = (
    <Form.Item
      label={<PropertyLabel name="elements" language={language} />}
      required
      {...itemStatus(issues, '/elements', language, false)}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {elements.map((element, index) => (
          <ChartElementCard
            // biome-ignore lint/suspicious/noArrayIndexKey: elements have no identity of their own; the index is their place.
            key={index}
            element={element}
            index={index}
            count={elements.length}
            fields={fieldChoices}
            issues={issues}
            language={language}
            patch={(patch, field) => patchElement(index, patch, field)}
            move={(by) => setElements(moveChartElement(elements, index, by), `elements/${index}/move`)}
            remove={() => setElements(removeChartElement(elements, index), `elements/${index}/remove`)}
          />
        ))}
        <Button
          icon={<PlusOutlined />}
          data-testid="chart-add-element"
          onClick={() =>
            setElements(addChartElement(elements, newChartElement(elements, fields[0] ?? 'id')), 'elements/add')
          }
        >
          {chartWord('addElement', language)}
        </Button>
      </Space>
    </Form.Item>
  )
  const sortItem = (
    <Form.Item
      label={<PropertyLabel name="sort" language={language} />}
      {...itemStatus(issues, '/sort', language, false)}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {sorts.map((sort, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sort key's place is its identity.
          <Space.Compact key={index} block>
            <AutoComplete
              style={{ flex: 1 }}
              value={sort.by}
              placeholder={propertyLabel('by', language)}
              status={issuesAt(issues, `/sort/${index}`, true).length > 0 ? 'error' : undefined}
              data-testid={`chart-sort-${index}-by`}
              aria-label={propertyLabel('by', language)}
              options={sortKeys.map((key) => ({ value: key }))}
              onChange={(by: string) =>
                setSorts(
                  sorts.map((one, at) => (at === index ? { ...one, by } : one)),
                  `sort/${index}/by`,
                )
              }
            />
            <Select
              style={{ width: 140 }}
              value={sort.direction ?? 'asc'}
              aria-label={propertyLabel('direction', language)}
              options={choiceOptions(['asc', 'desc'], language)}
              onChange={(direction: 'asc' | 'desc') =>
                setSorts(
                  sorts.map((one, at) => (at === index ? { ...one, direction } : one)),
                  `sort/${index}/direction`,
                )
              }
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={chartWord('remove', language)}
              onClick={() =>
                setSorts(
                  sorts.filter((_, at) => at !== index),
                  `sort/${index}/remove`,
                )
              }
            />
          </Space.Compact>
        ))}
        <IssueText issues={issuesAt(issues, '/sort', true)} language={language} />
        <Button
          size="small"
          icon={<PlusOutlined />}
          data-testid="chart-add-sort"
          onClick={() => setSorts([...sorts, { by: sortKeys[0] ?? '', direction: 'desc' }], 'sort/add')}
        >
          {chartWord('addSort', language)}
        </Button>
      </Space>
    </Form.Item>
  )
  const limitItem = (
    <Form.Item label={<PropertyLabel name="limit" language={language} />} {...itemStatus(issues, '/limit', language)}>
      <InputNumber
        min={1}
        max={10000}
        precision={0}
        value={document.limit ?? null}
        data-testid="chart-limit"
        onChange={(limit) => {
          const { limit: _limit, ...rest } = document
          onChange(limit === null ? (rest as ChartDocument) : { ...document, limit }, 'limit')
        }}
      />
    </Form.Item>
  )

  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="chart-builder">
      <Form layout="vertical" size="small" style={{ flex: '1 1 480px', minWidth: 360 }}>
        <PropertyRows
          language={language}
          rows={[
            [{ key: 'type', node: typeItem }],
            [{ key: 'source', node: sourceItem }],
            [{ key: 'elements', node: elementsItem }],
            [{ key: 'sort', node: sortItem }],
            [{ key: 'limit', node: limitItem }],
          ]}
        />
      </Form>
      <div style={{ flex: '1 1 360px', minWidth: 320 }}>
        <ChartPreview chart={document} http={props.http} language={language} />
      </div>
    </div>
  )
}

interface ChartElementCardProps {
  element: ChartElement
  index: number
  count: number
  /** The source's fields with their labels. */
  fields: readonly FieldChoice[]
  issues: Issues
  language: Language
  patch: (patch: ChartElementPatch, field: string) => void
  move: (by: -1 | 1) => void
  remove: () => void
}

type LabelMode = 'none' | 'step-type' | 'values'

function ChartElementCard(props: ChartElementCardProps): ReactNode {
  const { element, index, count, fields, issues, language, patch } = props
  const at = `/elements/${index}`
  const testId = `chart-element-${index}`
  const status = (field: string) => itemStatus(issues, `${at}/${field}`, language)
  const own = issuesAt(issues, at)
  const labelMode: LabelMode =
    element.labels === undefined ? 'none' : element.labels === 'step-type' ? 'step-type' : 'values'
  const rows = labelRows(element.labels)
  const grouping = element.group === true
  // The card is named in words (its title, else its field's label); the field's name is code, for the expert.
  const fieldLabel = fields.find((choice) => choice.name === element.field)?.label
  const named = localizedText(element.title, language) || localizedText(fieldLabel, language) || ''
  const label = (name: string) => <PropertyLabel name={name} language={language} />

  const titleItem = (
    <Form.Item label={label('title')} {...status('title')}>
      <LocalizedTextInput
        value={element.title}
        testId={`${testId}-title`}
        onChange={(title) => patch({ title }, 'title')}
      />
    </Form.Item>
  )
  const fieldItem = (
    <Form.Item label={label('field')} required {...status('field')}>
      <FieldPicker
        fields={fields}
        language={language}
        value={element.field}
        testId={`${testId}-field`}
        onChange={(field) => patch({ field: field ?? '' }, 'field')}
      />
    </Form.Item>
  )
  const aliasItem = (
    <Form.Item label={label('alias')} {...status('alias')}>
      <Input
        value={element.alias ?? ''}
        placeholder={element.field}
        data-testid={`${testId}-alias`}
        onChange={(event) => patch({ alias: event.target.value }, 'alias')}
      />
    </Form.Item>
  )
  const groupItem = (
    <Form.Item label={label('group')} {...status('group')}>
      <Switch checked={grouping} data-testid={`${testId}-group`} onChange={(group) => patch({ group }, 'group')} />
    </Form.Item>
  )
  const timeUnitItem = (
    <Form.Item label={label('timeUnit')} {...status('timeUnit')}>
      <Select<ChartTimeUnit>
        allowClear
        placeholder={chartWord('exactValue', language)}
        value={element.timeUnit}
        data-testid={`${testId}-time-unit`}
        options={choiceOptions(CHART_TIME_UNITS, language)}
        onChange={(timeUnit) => patch({ timeUnit }, 'timeUnit')}
      />
    </Form.Item>
  )
  const aggregationItem = (
    <Form.Item label={label('aggregation')} {...status('aggregation')}>
      <Select<ChartAggregation>
        allowClear
        value={element.aggregation}
        data-testid={`${testId}-aggregation`}
        options={choiceOptions(CHART_AGGREGATIONS, language)}
        onChange={(aggregation) => patch({ aggregation }, 'aggregation')}
      />
    </Form.Item>
  )
  const labelsItem = (
    <Form.Item label={label('labels')} {...status('labels')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group
          optionType="button"
          size="small"
          value={labelMode}
          data-testid={`${testId}-labels`}
          options={[
            { value: 'none', label: chartWord('labelsNone', language) },
            { value: 'step-type', label: chartWord('labelsStepType', language) },
            { value: 'values', label: chartWord('labelsValues', language) },
          ]}
          onChange={(event) => {
            const mode = event.target.value as LabelMode
            // An empty per-value map is not stored: the first value row is offered blank, to be filled.
            patch({ labels: mode === 'step-type' ? 'step-type' : mode === 'values' ? { '': '' } : undefined }, 'labels')
          }}
        />
        {labelMode === 'values'
          ? [...rows, ...(rows.length === 0 ? [{ value: '', text: undefined }] : [])].map((row, rowIndex, all) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a label row's place is its identity while its value is typed.
              <Space.Compact key={rowIndex} block>
                <Input
                  style={{ width: 160 }}
                  placeholder={chartWord('storedValue', language)}
                  value={row.value}
                  onChange={(event) => {
                    const next = all.map((one, at) => (at === rowIndex ? { ...one, value: event.target.value } : one))
                    patch({ labels: labelsWhileTyping(next) }, `labels/${rowIndex}`)
                  }}
                />
                <LocalizedTextInput
                  value={row.text}
                  onChange={(text) => {
                    const next = all.map((one, at) => (at === rowIndex ? { ...one, text } : one))
                    patch({ labels: labelsWhileTyping(next) }, `labels/${rowIndex}`)
                  }}
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={chartWord('remove', language)}
                  onClick={() => patch({ labels: labelsFromRows(all.filter((_, at) => at !== rowIndex)) }, 'labels')}
                />
              </Space.Compact>
            ))
          : null}
        {labelMode === 'values' ? (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => patch({ labels: { ...labelsWhileTyping(rows), '': '' } }, 'labels')}
          >
            {chartWord('addLabel', language)}
          </Button>
        ) : null}
      </Space>
    </Form.Item>
  )
  const iconItem = (
    <Form.Item label={label('icon')} {...status('icon')}>
      <IconPicker
        icons={CHART_ICONS}
        language={language}
        value={element.icon}
        testId={`${testId}-icon`}
        onChange={(icon) => patch({ icon }, 'icon')}
      />
    </Form.Item>
  )
  const backgroundItem = (
    <Form.Item label={label('background')} {...status('background')}>
      <ColorInput
        value={element.background}
        testId={`${testId}-background`}
        invalid={issuesAt(issues, `${at}/background`).length > 0}
        onChange={(background) => patch({ background }, 'background')}
      />
    </Form.Item>
  )
  const colorItem = (
    <Form.Item label={label('color')} {...status('color')}>
      <ColorInput
        value={element.color}
        testId={`${testId}-color`}
        invalid={issuesAt(issues, `${at}/color`).length > 0}
        onChange={(color) => patch({ color }, 'color')}
      />
    </Form.Item>
  )
  const linkItem = (
    <Form.Item label={label('link')} {...status('link')}>
      <Input
        value={element.link ?? ''}
        placeholder="/admin/p/…"
        data-testid={`${testId}-link`}
        onChange={(event) => patch({ link: event.target.value }, 'link')}
      />
    </Form.Item>
  )

  return (
    <Card
      size="small"
      data-testid={testId}
      title={
        <span>
          {chartWord('element', language)} {index + 1}
          {named === '' ? '' : `: ${named}`}
          {element.field === undefined || element.field === '' ? null : (
            <Typography.Text code type="secondary" style={{ marginInlineStart: 6, fontWeight: 'normal' }}>
              {element.field}
            </Typography.Text>
          )}
        </span>
      }
      style={own.length > 0 ? { borderColor: 'var(--ant-color-error, #ff4d4f)' } : undefined}
      extra={
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => props.move(-1)}
            aria-label={chartWord('moveUp', language)}
            data-testid={`${testId}-up`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => props.move(1)}
            aria-label={chartWord('moveDown', language)}
            data-testid={`${testId}-down`}
          />
          <RemoveButton label={chartWord('remove', language)} testId={`${testId}-remove`} onClick={props.remove} />
        </Space>
      }
    >
      <IssueText issues={own} language={language} style={{ marginBottom: 8 }} />
      <PropertyRows
        language={language}
        rows={[
          [{ key: 'title', node: titleItem }],
          [
            { key: 'field', node: fieldItem },
            { key: 'alias', node: aliasItem },
          ],
          [
            { key: 'group', span: 8, node: groupItem },
            grouping
              ? { key: 'timeUnit', span: 16, node: timeUnitItem }
              : { key: 'aggregation', span: 16, node: aggregationItem },
          ],
          [{ key: 'labels', node: labelsItem }],
          [
            { key: 'icon', node: iconItem },
            { key: 'background', node: backgroundItem },
            { key: 'color', node: colorItem },
          ],
          [{ key: 'link', node: linkItem }],
        ]}
      />
    </Card>
  )
}
