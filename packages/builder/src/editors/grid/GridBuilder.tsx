import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  effectiveColumns,
  type GridDocument,
  GridDocumentSchema,
  GridExcelSchema,
  GridTriggersSchema,
  type LanguageCode,
  localizedText,
  type ModelDocument,
} from '@tamga/schema'
import { Button, Card, Col, Collapse, Empty, Input, Row, Select, Space, Switch, Tag, Typography } from 'antd'
import { type JSX, useState } from 'react'
import { useDocument, useDocumentsNamed } from '../../client/useDocuments.ts'
import { fieldNameOptions } from '../../controls/documentNameOptions.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { DocumentPicker, FieldPicker } from '../../controls/NamePickers.tsx'
import { choiceLabel, choiceOptions } from '../../controls/propertyWords.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import type { EditorProps } from '../editorProps.ts'
import { ColumnProperties } from './ColumnProperties.tsx'
import { GridPreview } from './GridPreview.tsx'
import {
  addAllGridColumns,
  addGridColumns,
  columnsNotInGrid,
  moveGridColumn,
  removeGridColumn,
  setExcelImport,
  setGridColumn,
  withExcel,
} from './gridEdits.ts'
import { PropertyFields } from './PropertyFields.tsx'
import { schemaProperties, withProperty } from './schemaProperties.ts'
import { gridWord } from './words.ts'

type Edit = (next: GridDocument, what: string) => void

/** The grid's own flags of spec 3.13; the envelope, the source and the nested settings have their own places. */
const FLAG_PROPERTIES = schemaProperties(GridDocumentSchema, [
  'kind',
  'version',
  'name',
  'title',
  'description',
  'model',
  'dataSource',
  'identity',
])
/** The grid's `@default`s of the schema, which its JSON Schema does not carry. */
const GRID_DEFAULTS = { columnFilter: true, paging: true, pageSize: 50, selection: 'none', actions: ['edit', 'delete'] }
const PRINT_DEFAULTS = { paperSize: 'A4', orientation: 'portrait' }
const IMPORT_DEFAULTS = { startRow: 2 }
const PRINT_PROPERTIES = schemaProperties(GridDocumentSchema.properties.print)
const IMPORT_PROPERTIES = schemaProperties(GridExcelSchema.properties.import, ['columns'])
const TRIGGER_PROPERTIES = schemaProperties(GridTriggersSchema)

function ColumnsList(
  props: EditorProps<'grid'> & {
    edit: Edit
    selected: number
    onSelect: (index: number) => void
    model: ModelDocument | undefined
  },
): JSX.Element {
  const { document: grid, edit, selected, onSelect, model, language, issues } = props
  const w = (key: Parameters<typeof gridWord>[0]) => gridWord(key, language)
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const columns = grid.columns ?? []
  const missing = columnsNotInGrid(grid, model)
  // The models its foreign keys point at: "add" shows their rows' labels, not their keys.
  const related = useDocumentsNamed(
    props.documents,
    'model',
    (model?.foreignKeys ?? []).map((key) => key.references.model),
  )
  const relatedModels = [...related.values()]
  return (
    <Card size="small" title={w('columns')} data-testid="grid-columns">
      <Space.Compact block style={{ marginBottom: 8 }}>
        <Select
          showSearch
          style={{ flex: 1 }}
          placeholder={w('pickColumn')}
          value={picked !== undefined && missing.some((c) => c.name === picked) ? picked : undefined}
          options={missing.map((column) => ({ value: column.name, label: column.name }))}
          onChange={setPicked}
          disabled={missing.length === 0}
          data-testid="grid-add-column-select"
        />
        <Button
          icon={<PlusOutlined />}
          disabled={picked === undefined || !missing.some((c) => c.name === picked)}
          onClick={() => {
            if (picked === undefined) return
            edit(addGridColumns(grid, model, [picked], relatedModels), 'columns/add')
            onSelect(columns.length)
            setPicked(undefined)
          }}
          data-testid="grid-add-column"
        >
          {w('addColumn')}
        </Button>
      </Space.Compact>
      <Button
        block
        size="small"
        disabled={missing.length === 0}
        onClick={() => edit(addAllGridColumns(grid, model, relatedModels), 'columns/add-all')}
        data-testid="grid-add-all"
        style={{ marginBottom: 8 }}
      >
        {w('addAll')}
      </Button>
      {model === undefined && grid.model !== undefined && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {w('noModel')}
        </Typography.Text>
      )}
      <IssueText issues={issuesAt(issues, '/columns')} language={language} />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {columns.map((column, index) => {
          const wrong = issuesAt(issues, `/columns/${index}`, true).length > 0
          return (
            <li
              // Two columns can share a field while it is being fixed: the place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${index}-${column.field}`}
              data-testid={`grid-column-${index}`}
              data-selected={index === selected}
              style={{
                display: 'flex',
                alignItems: 'center',
                borderRadius: 6,
                background: index === selected ? 'rgba(22,119,255,0.10)' : undefined,
              }}
            >
              <Button
                type="text"
                style={{ flex: 1, justifyContent: 'flex-start', overflow: 'hidden' }}
                onClick={() => onSelect(index)}
                data-testid={`grid-column-${index}-select`}
              >
                <Typography.Text type={wrong ? 'danger' : undefined} strong={index === selected}>
                  {localizedText(column.label, language) ?? column.field}
                </Typography.Text>
                {column.hidden === true && <Tag>{w('hidden')}</Tag>}
                {column.pinned !== undefined && <Tag color="blue">{choiceLabel(column.pinned, language)}</Tag>}
              </Button>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                title={w('moveUp')}
                disabled={index === 0}
                onClick={() => {
                  edit(moveGridColumn(grid, index, index - 1), `columns/${index}/move`)
                  onSelect(index - 1)
                }}
                data-testid={`grid-column-${index}-up`}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                title={w('moveDown')}
                disabled={index === columns.length - 1}
                onClick={() => {
                  edit(moveGridColumn(grid, index, index + 1), `columns/${index}/move`)
                  onSelect(index + 1)
                }}
                data-testid={`grid-column-${index}-down`}
              />
              <RemoveButton
                label={w('remove')}
                type="text"
                disabled={columns.length <= 1}
                testId={`grid-column-${index}-remove`}
                onClick={() => {
                  edit(removeGridColumn(grid, index), `columns/${index}/remove`)
                  onSelect(Math.max(0, Math.min(selected, columns.length - 2)))
                }}
              />
            </li>
          )
        })}
      </ul>
    </Card>
  )
}

function SourceSettings(props: EditorProps<'grid'> & { edit: Edit; model: ModelDocument | undefined }): JSX.Element {
  const { document: grid, edit, model, language, issues, documents } = props
  const w = (key: Parameters<typeof gridWord>[0]) => gridWord(key, language)
  const identities =
    model === undefined
      ? (grid.columns ?? []).map((column) => ({ name: column.field, label: column.label }))
      : effectiveColumns({ ...model, columns: model.columns ?? [] }).map(({ name, label }) => ({ name, label }))
  return (
    <Card size="small" title={w('source')}>
      <Space wrap align="start">
        <div>
          <div>{w('model')}</div>
          <DocumentPicker
            documents={documents}
            kind="model"
            language={language}
            style={{ minWidth: 240 }}
            value={grid.model}
            invalid={issuesAt(issues, '/model').length > 0}
            onChange={(name) => edit(withProperty(grid, 'model', name), 'model')}
            testId="grid-model"
          />
        </div>
        {grid.dataSource !== undefined && (
          <div>
            <div>{w('dataSource')}</div>
            <DocumentPicker
              documents={documents}
              kind="datasource"
              language={language}
              style={{ minWidth: 240 }}
              value={grid.dataSource}
              invalid={issuesAt(issues, '/dataSource').length > 0}
              onChange={(name) => edit(withProperty(grid, 'dataSource', name), 'dataSource')}
              testId="grid-data-source"
            />
          </div>
        )}
        <div>
          <div>{w('identity')}</div>
          <FieldPicker
            fields={identities}
            language={language}
            style={{ minWidth: 180 }}
            value={grid.identity || undefined}
            invalid={issuesAt(issues, '/identity').length > 0}
            onChange={(identity) => edit({ ...grid, identity: identity ?? '' }, 'identity')}
            testId="grid-identity"
          />
        </div>
      </Space>
      <IssueText
        issues={[
          ...issuesAt(issues, ''),
          ...issuesAt(issues, '/model'),
          ...issuesAt(issues, '/dataSource'),
          ...issuesAt(issues, '/identity'),
        ]}
        language={language}
      />
    </Card>
  )
}

function ExcelSettings({ grid, edit, issues, language }: SettingsProps): JSX.Element {
  const w = (key: Parameters<typeof gridWord>[0]) => gridWord(key, language)
  const excel = grid.excel ?? {}
  const imported = excel.import
  const fields = (grid.columns ?? []).map((column) => column.field)
  // The grid's columns with the labels a person reads.
  const choices = (grid.columns ?? []).map((column) => ({ name: column.field, label: column.label }))
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch
          size="small"
          checked={excel.export === true}
          onChange={(on) => edit(withExcel(grid, withProperty(excel, 'export', on ? true : undefined)), 'excel/export')}
          data-testid="grid-excel-export"
        />
        {w('export')}
      </Space>
      <Space>
        <Switch
          size="small"
          checked={imported !== undefined}
          onChange={(on) => edit(setExcelImport(grid, on), 'excel/import')}
          data-testid="grid-excel-import"
        />
        {w('import')}
      </Space>
      {imported !== undefined && (
        <>
          {imported.columns.map((mapping, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a mapping has no identity but its place
            <Space.Compact key={i} block data-testid={`grid-import-${i}`}>
              <Select
                style={{ width: '40%' }}
                value={mapping.column}
                status={issuesAt(issues, `/excel/import/columns/${i}`, true).length > 0 ? 'error' : undefined}
                options={fieldNameOptions(choices, language, mapping.column)}
                onChange={(column: string) =>
                  edit(
                    withExcel(grid, {
                      ...excel,
                      import: {
                        ...imported,
                        columns: imported.columns.map((item, j) => (j === i ? { ...item, column } : item)),
                      },
                    }),
                    `excel/import/columns/${i}/column`,
                  )
                }
              />
              <Input
                placeholder={w('header')}
                value={mapping.header}
                onChange={(event) =>
                  edit(
                    withExcel(grid, {
                      ...excel,
                      import: {
                        ...imported,
                        columns: imported.columns.map((item, j) =>
                          j === i ? { ...item, header: event.target.value } : item,
                        ),
                      },
                    }),
                    `excel/import/columns/${i}/header`,
                  )
                }
                data-testid={`grid-import-${i}-header`}
              />
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={imported.columns.length <= 1}
                onClick={() =>
                  edit(
                    withExcel(grid, {
                      ...excel,
                      import: { ...imported, columns: imported.columns.filter((_, j) => j !== i) },
                    }),
                    `excel/import/columns/${i}/remove`,
                  )
                }
              />
            </Space.Compact>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={fields.length === 0}
            onClick={() => {
              const free = fields.find((field) => !imported.columns.some((item) => item.column === field)) ?? fields[0]
              if (free === undefined) return
              edit(
                withExcel(grid, {
                  ...excel,
                  import: { ...imported, columns: [...imported.columns, { column: free, header: free }] },
                }),
                'excel/import/columns/add',
              )
            }}
            data-testid="grid-import-add"
          >
            {w('addMapping')}
          </Button>
          <PropertyFields
            value={imported}
            specs={IMPORT_PROPERTIES}
            onChange={(next, key) => edit(withExcel(grid, { ...excel, import: next }), `excel/import/${key}`)}
            issues={issues}
            pointer="/excel/import"
            language={language}
            testId="grid-import"
            defaults={IMPORT_DEFAULTS}
          />
        </>
      )}
    </Space>
  )
}

interface SettingsProps {
  grid: GridDocument
  edit: Edit
  issues: EditorProps<'grid'>['issues']
  language: LanguageCode
}

function OtherSettings({ grid, edit, issues, language }: SettingsProps): JSX.Element {
  const w = (key: Parameters<typeof gridWord>[0]) => gridWord(key, language)
  // The grid's columns with the labels a person reads.
  const choices = (grid.columns ?? []).map((column) => ({ name: column.field, label: column.label }))
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <div>{w('sort')}</div>
      <Space.Compact block>
        <Select
          allowClear
          style={{ width: '60%' }}
          value={grid.sort?.field}
          status={issuesAt(issues, '/sort', true).length > 0 ? 'error' : undefined}
          options={fieldNameOptions(choices, language, grid.sort?.field)}
          onChange={(field: string | undefined) =>
            edit(withProperty(grid, 'sort', field === undefined ? undefined : { ...grid.sort, field }), 'sort')
          }
          data-testid="grid-sort-field"
        />
        <Select
          style={{ width: '40%' }}
          disabled={grid.sort === undefined}
          value={grid.sort?.order ?? 'asc'}
          options={choiceOptions(['asc', 'desc'], language)}
          onChange={(order: 'asc' | 'desc') =>
            grid.sort !== undefined && edit({ ...grid, sort: { ...grid.sort, order } }, 'sort')
          }
        />
      </Space.Compact>
      <IssueText issues={issuesAt(issues, '/sort', true)} language={language} />
      <Space>
        <Switch
          size="small"
          checked={grid.print !== undefined}
          onChange={(on) => edit(withProperty(grid, 'print', on ? {} : undefined), 'print')}
          data-testid="grid-print"
        />
        {w('print')}
      </Space>
      {grid.print !== undefined && (
        <PropertyFields
          value={grid.print}
          specs={PRINT_PROPERTIES}
          onChange={(print, key) => edit({ ...grid, print }, `print/${key}`)}
          issues={issues}
          pointer="/print"
          language={language}
          testId="grid-print"
          defaults={PRINT_DEFAULTS}
        />
      )}
      <Space>
        <Switch
          size="small"
          checked={grid.triggers !== undefined}
          onChange={(on) => edit(withProperty(grid, 'triggers', on ? { namespace: 'App' } : undefined), 'triggers')}
          data-testid="grid-triggers"
        />
        {w('triggers')}
      </Space>
      {grid.triggers !== undefined && (
        <PropertyFields
          value={grid.triggers}
          specs={TRIGGER_PROPERTIES}
          onChange={(triggers, key) => edit({ ...grid, triggers }, `triggers/${key}`)}
          issues={issues}
          pointer="/triggers"
          language={language}
          testId="grid-triggers"
        />
      )}
    </Space>
  )
}

/**
 * The grid builder: the rows' source, the columns (added from the model, reordered, each with
 * its properties), the grid's flags of spec 3.13, print, Excel import and export, triggers, and
 * a live preview over real rows.
 *
 * @example <GridBuilder {...editorProps} />
 */
export function GridBuilder(props: EditorProps<'grid'>): JSX.Element {
  const { document: grid, onChange, issues, language, documents, http } = props
  const w = (key: Parameters<typeof gridWord>[0]) => gridWord(key, language)
  const edit: Edit = (next, what) => onChange(next, what)
  const model = useDocument(documents, 'model', grid.model)
  const [chosen, setChosen] = useState(0)
  const columns = grid.columns ?? []
  const selected = Math.min(chosen, Math.max(0, columns.length - 1))
  const column = columns[selected]
  const settings: SettingsProps = { grid, edit, issues, language }

  return (
    <div className="grid-builder" data-testid="grid-builder">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <SourceSettings {...props} edit={edit} model={model} />
            <ColumnsList {...props} edit={edit} selected={selected} onSelect={setChosen} model={model} />
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={w('properties')}>
            {column === undefined ? (
              <Empty description={w('pickToEdit')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <ColumnProperties
                column={column}
                index={selected}
                issues={issues}
                language={language}
                documents={documents}
                model={grid.model}
                onChange={(next, what) => edit(setGridColumn(grid, selected, next), what)}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={w('settings')}>
            <Collapse
              size="small"
              defaultActiveKey={['flags']}
              items={[
                {
                  key: 'flags',
                  label: w('settings'),
                  children: (
                    <PropertyFields
                      value={grid}
                      specs={FLAG_PROPERTIES}
                      onChange={(next, key) => edit(next, key)}
                      issues={issues}
                      pointer=""
                      language={language}
                      testId="grid"
                      defaults={GRID_DEFAULTS}
                      scope={{ documents, model: grid.model }}
                    />
                  ),
                },
                { key: 'excel', label: w('excel'), children: <ExcelSettings {...settings} /> },
                {
                  key: 'other',
                  label: `${w('sort')} · ${w('print')} · ${w('triggers')}`,
                  children: <OtherSettings {...settings} />,
                },
              ]}
            />
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={w('preview')}>
            <GridPreview grid={grid} model={model} http={http} documents={documents} language={language} />
          </Card>
        </Col>
      </Row>
    </div>
  )
}
