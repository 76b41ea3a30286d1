import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons'
import {
  columnTypeName,
  effectiveColumns,
  INDEX_METHODS,
  type LanguageCode,
  localizedText,
  type ModelColumn,
  type ModelDocument,
  type ModelForeignKey,
  type ModelIndex,
  NAMED_COLUMN_DEFAULTS,
  ON_DELETE_ACTIONS,
  SOFT_DELETE_COLUMN,
  TIMESTAMP_COLUMNS,
} from '@tamga/schema'
import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, Switch, Table, Tooltip, Typography } from 'antd'
import { type JSX, useEffect, useRef, useState } from 'react'
import { type DocumentChoice, useDocument, useDocumentNames } from '../../client/useDocuments.ts'
import { type DocumentNameOption, documentNameOptions, fieldNameOptions } from '../../controls/documentNameOptions.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { PropertyRows } from '../../controls/PropertyRows.tsx'
import { choiceLabel, choiceOptions, propertyLabel } from '../../controls/propertyWords.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import type { EditorProps } from '../editorProps.ts'
import { ColumnTypeInput } from './ColumnTypeInput.tsx'
import { MigrationPanel } from './MigrationPanel.tsx'
import {
  addColumn,
  defaultFromText,
  defaultText,
  labelColumn,
  moveColumn,
  removeColumn,
  renameColumn,
  tableFollowsName,
  tableFromName,
  updateColumn,
  withoutUndefined,
} from './modelEdits.ts'
import { useModelPlan } from './useModelPlan.ts'
import { modelWord } from './words.ts'

type Edit = (next: ModelDocument, what: string) => void

/** The settings card's boxes stand closer than a form's: the card is one of several on the page. */
const TIGHT = { marginBottom: 12 }

/** The columns a flag adds to the table (a view adds none). */
const FLAG_COLUMNS: Record<'timestamps' | 'softDelete' | 'view', readonly string[]> = {
  timestamps: TIMESTAMP_COLUMNS,
  softDelete: [SOFT_DELETE_COLUMN],
  view: [],
}

function ColumnsTable(props: EditorProps<'model'> & { edit: Edit }): JSX.Element {
  const { document: model, issues, language, edit } = props
  const columns = model.columns ?? []
  const w = (key: Parameters<typeof modelWord>[0]) => modelWord(key, language)
  // The columns the builder opened with may be in the table already: a label never renames them.
  const opened = useRef<ReadonlySet<string>>(new Set(columns.map((column) => column.name)))
  return (
    <Table<ModelColumn & { index: number }>
      size="small"
      pagination={false}
      // The boxes keep a width a name can be read in; a narrow panel scrolls instead.
      scroll={{ x: 'max-content' }}
      rowKey="index"
      dataSource={columns.map((column, index) => ({ ...column, index }))}
      data-testid="model-columns"
      expandable={{
        expandedRowRender: ({ index, label, comment }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <PropertyLabel name="label" language={language} />
            <LocalizedTextInput
              value={label}
              invalid={issuesAt(issues, `/columns/${index}/label`, true).length > 0}
              testId={`model-column-${index}-label`}
              onChange={(next) => edit(updateColumn(model, index, { label: next }), `columns/${index}/label`)}
            />
            <PropertyLabel name="comment" language={language} />
            <Input
              value={comment ?? ''}
              onChange={(event) =>
                edit(
                  updateColumn(model, index, { comment: event.target.value === '' ? undefined : event.target.value }),
                  `columns/${index}/comment`,
                )
              }
              data-testid={`model-column-${index}-comment`}
            />
          </Space>
        ),
      }}
      columns={[
        {
          key: 'order',
          width: 64,
          render: (_, { index }) => (
            <Space.Compact>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                title={w('moveUp')}
                disabled={index === 0}
                onClick={() => edit(moveColumn(model, index, index - 1), `columns/${index}/move`)}
                data-testid={`model-column-${index}-up`}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                title={w('moveDown')}
                disabled={index === columns.length - 1}
                onClick={() => edit(moveColumn(model, index, index + 1), `columns/${index}/move`)}
                data-testid={`model-column-${index}-down`}
              />
            </Space.Compact>
          ),
        },
        {
          key: 'label',
          title: <PropertyLabel name="label" language={language} />,
          render: (_, { index, label }) => (
            <Input
              style={{ minWidth: 160 }}
              value={localizedText(label, 'mn_MN') ?? ''}
              onChange={(event) => {
                const text = event.target.value
                // Only the Mongolian text is typed here; the other languages (below the row) stay.
                const next = typeof label === 'object' ? { ...label, mn_MN: text } : text === '' ? undefined : text
                edit(labelColumn(model, index, next, opened.current), `columns/${index}/label`)
              }}
              data-testid={`model-column-${index}-caption`}
            />
          ),
        },
        {
          key: 'name',
          title: <PropertyLabel name="name" language={language} />,
          render: (_, { index, name }) => {
            const here = issuesAt(issues, `/columns/${index}/name`, true)
            return (
              <>
                <Input
                  style={{ minWidth: 160 }}
                  value={name ?? ''}
                  status={here.length > 0 ? 'error' : undefined}
                  onChange={(event) => edit(renameColumn(model, index, event.target.value), `columns/${index}/name`)}
                  data-testid={`model-column-${index}-name`}
                />
                <IssueText issues={here} language={language} />
              </>
            )
          },
        },
        {
          key: 'type',
          title: <PropertyLabel name="type" language={language} />,
          render: (_, { index, type }) => {
            const here = issuesAt(issues, `/columns/${index}/type`, true)
            return (
              <>
                <ColumnTypeInput
                  value={type}
                  language={language}
                  invalid={here.length > 0}
                  testId={`model-column-${index}-type`}
                  onChange={(next, what) =>
                    edit(updateColumn(model, index, { type: next }), `columns/${index}/${what}`)
                  }
                />
                <IssueText issues={here} language={language} />
              </>
            )
          },
        },
        {
          key: 'nullable',
          title: <PropertyLabel name="nullable" language={language} />,
          width: 90,
          render: (_, { index, nullable }) => (
            <Checkbox
              checked={nullable !== false}
              onChange={(event) =>
                edit(
                  updateColumn(model, index, { nullable: event.target.checked ? undefined : false }),
                  `columns/${index}/nullable`,
                )
              }
              data-testid={`model-column-${index}-nullable`}
            />
          ),
        },
        {
          key: 'default',
          title: <PropertyLabel name="default" language={language} />,
          render: (_, column) => {
            const here = issuesAt(issues, `/columns/${column.index}/default`, true)
            return (
              <DefaultInput
                column={column}
                index={column.index}
                language={language}
                invalid={here.length > 0}
                onChange={(value) =>
                  edit(updateColumn(model, column.index, { default: value }), `columns/${column.index}/default`)
                }
              >
                <IssueText issues={here} language={language} />
              </DefaultInput>
            )
          },
        },
        {
          key: 'unique',
          title: <PropertyLabel name="unique" language={language} />,
          width: 80,
          render: (_, { index, unique }) => (
            <Checkbox
              checked={unique === true}
              onChange={(event) =>
                edit(
                  updateColumn(model, index, { unique: event.target.checked ? true : undefined }),
                  `columns/${index}/unique`,
                )
              }
              data-testid={`model-column-${index}-unique`}
            />
          ),
        },
        {
          key: 'translatable',
          title: <PropertyLabel name="translatable" language={language} />,
          width: 90,
          render: (_, { index, type, translatable }) => {
            const holdsText = columnTypeName(type) === 'text' || columnTypeName(type) === 'varchar'
            return (
              <Checkbox
                checked={translatable === true}
                // A column that stopped holding text may still be unmarked, so the box stays usable then.
                disabled={!holdsText && translatable !== true}
                onChange={(event) =>
                  edit(
                    updateColumn(model, index, { translatable: event.target.checked ? true : undefined }),
                    `columns/${index}/translatable`,
                  )
                }
                data-testid={`model-column-${index}-translatable`}
              />
            )
          },
        },
        {
          key: 'remove',
          width: 40,
          render: (_, { index }) => (
            <RemoveButton
              label={w('remove')}
              disabled={columns.length <= 1}
              testId={`model-column-${index}-remove`}
              onClick={() => edit(removeColumn(model, index), `columns/${index}/remove`)}
            />
          ),
        },
      ]}
    />
  )
}

/**
 * The default's box keeps what is typed while it has the focus: the parsed default of `"1."`
 * would read back as `1` and eat the dot.
 */
function DefaultInput(props: {
  column: ModelColumn
  index: number
  language: LanguageCode
  invalid: boolean
  onChange: (value: ModelColumn['default']) => void
  children: JSX.Element
}): JSX.Element {
  const { column, index, language, invalid, onChange, children } = props
  const [draft, setDraft] = useState<string | undefined>(undefined)
  const named = column.default !== undefined && 'named' in column.default ? column.default.named : undefined
  return (
    <>
      <Tooltip title={<DefaultHint language={language} />}>
        <Input
          value={draft ?? defaultText(column.default)}
          status={invalid ? 'error' : undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            onChange(defaultFromText(event.target.value, column.type))
          }}
          onBlur={() => setDraft(undefined)}
          data-testid={`model-column-${index}-default`}
        />
      </Tooltip>
      {/* A default the database works out is said in words under its code. */}
      {named === undefined ? null : (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {choiceLabel(named, language)}
        </Typography.Text>
      )}
      {children}
    </>
  )
}

/** What the default's box takes: a value, or one of the defaults the database works out, each by its code and words. */
function DefaultHint({ language }: { language: LanguageCode }): JSX.Element {
  return (
    <>
      {modelWord('defaultHint', language)}
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {NAMED_COLUMN_DEFAULTS.map((named) => (
          <li key={named}>
            <code>@{named}</code> — {choiceLabel(named, language)}
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The head of an index's or a relation's rows: each property's label (with its help) once, above
 * its boxes, which stand in the same columns of every row so a narrow card does not wrap them.
 */
function RowsHead({ cells, language }: { cells: ReadonlyArray<[string | null, number]>; language: LanguageCode }) {
  return (
    <Row gutter={8}>
      {cells.map(([name, span], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a head's cells have no identity but their place
        <Col key={i} span={span}>
          {name === null ? null : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <PropertyLabel name={name} language={language} />
            </Typography.Text>
          )}
        </Col>
      ))}
    </Row>
  )
}

/** The share of a row each box of an index takes, and each of a relation. */
const INDEX_CELLS: ReadonlyArray<[string | null, number]> = [
  ['columns', 8],
  ['name', 6],
  ['method', 5],
  ['unique', 4],
  [null, 1],
]
const RELATION_CELLS: ReadonlyArray<[string | null, number]> = [
  ['columns', 6],
  [null, 1],
  ['references', 6],
  ['columns', 5],
  ['onDelete', 5],
  [null, 1],
]
const WIDE = { width: '100%' }

/** The model's columns as the index and relation rows offer them: by name, and by name and label. */
interface ColumnsOf {
  edit: Edit
  columnNames: string[]
  columnOptions: DocumentNameOption[]
}

function IndexesEditor(props: EditorProps<'model'> & ColumnsOf): JSX.Element {
  const { document: model, issues, language, edit, columnNames, columnOptions } = props
  const indexes = model.indexes ?? []
  const w = (key: Parameters<typeof modelWord>[0]) => modelWord(key, language)
  const put = (position: number, next: ModelIndex | undefined, what: string) => {
    const list = indexes.flatMap((item, i) => (i === position ? (next === undefined ? [] : [next]) : [item]))
    edit(list.length === 0 ? withoutUndefined({ ...model, indexes: undefined }) : { ...model, indexes: list }, what)
  }
  return (
    <Card
      size="small"
      title={<PropertyLabel name="indexes" language={language} />}
      data-testid="model-indexes"
      extra={
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={columnNames.length === 0}
          onClick={() => edit({ ...model, indexes: [...indexes, { columns: [columnNames[0] ?? ''] }] }, 'indexes/add')}
          data-testid="model-add-index"
        >
          {w('addIndex')}
        </Button>
      }
    >
      {indexes.length === 0 ? (
        <Typography.Text type="secondary">{w('none')}</Typography.Text>
      ) : (
        <RowsHead cells={INDEX_CELLS} language={language} />
      )}
      {indexes.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an index has no identity but its place
        <div key={i} style={{ marginBottom: 8 }} data-testid={`model-index-${i}`}>
          <Row gutter={8} align="middle">
            <Col span={8}>
              <Select
                mode="multiple"
                style={WIDE}
                value={item.columns}
                status={issuesAt(issues, `/indexes/${i}/columns`, true).length > 0 ? 'error' : undefined}
                options={columnOptions}
                onChange={(value) => put(i, { ...item, columns: value }, `indexes/${i}/columns`)}
                data-testid={`model-index-${i}-columns`}
              />
            </Col>
            <Col span={6}>
              <Input
                placeholder={w('indexName')}
                value={item.name ?? ''}
                onChange={(event) =>
                  put(
                    i,
                    withoutUndefined({ ...item, name: event.target.value === '' ? undefined : event.target.value }),
                    `indexes/${i}/name`,
                  )
                }
              />
            </Col>
            <Col span={5}>
              <Select
                style={WIDE}
                allowClear
                value={item.method}
                options={choiceOptions(INDEX_METHODS, language)}
                onChange={(method) => put(i, withoutUndefined({ ...item, method }), `indexes/${i}/method`)}
              />
            </Col>
            <Col span={4}>
              <Checkbox
                aria-label={propertyLabel('unique', language)}
                checked={item.unique === true}
                onChange={(event) =>
                  put(
                    i,
                    withoutUndefined({ ...item, unique: event.target.checked ? true : undefined }),
                    `indexes/${i}/unique`,
                  )
                }
              />
            </Col>
            <Col span={1}>
              <RemoveButton label={w('remove')} onClick={() => put(i, undefined, `indexes/${i}/remove`)} />
            </Col>
          </Row>
          <IssueText issues={issuesAt(issues, `/indexes/${i}`, true)} language={language} />
        </div>
      ))}
    </Card>
  )
}

function RelationRow(props: {
  model: ModelDocument
  relation: ModelForeignKey
  position: number
  columnOptions: DocumentNameOption[]
  modelChoices: DocumentChoice[]
  documents: EditorProps<'model'>['documents']
  issues: EditorProps<'model'>['issues']
  language: LanguageCode
  put: (next: ModelForeignKey | undefined, what: string) => void
}): JSX.Element {
  const { model, relation, position: i, columnOptions, modelChoices, documents, issues, language, put } = props
  const w = (key: Parameters<typeof modelWord>[0]) => modelWord(key, language)
  const self = relation.references.model === model.name
  const saved = useDocument(documents, 'model', self ? undefined : relation.references.model)
  const referenced = self ? model : saved
  const referencedColumns = referenced === undefined ? [] : effectiveColumns(referenced)
  // The model itself may be the one pointed at (a tree), saved or not.
  const models =
    model.name === '' || modelChoices.some((choice) => choice.name === model.name)
      ? modelChoices
      : [...modelChoices, { name: model.name, title: model.title ?? null }]
  return (
    <div style={{ marginBottom: 8 }} data-testid={`model-relation-${i}`}>
      <Row gutter={8} align="middle">
        <Col span={6}>
          <Select
            mode="multiple"
            style={WIDE}
            value={relation.columns}
            options={columnOptions}
            onChange={(value) => put({ ...relation, columns: value }, `foreignKeys/${i}/columns`)}
            data-testid={`model-relation-${i}-columns`}
          />
        </Col>
        <Col span={1} style={{ textAlign: 'center' }}>
          →
        </Col>
        <Col span={6}>
          <Select
            showSearch
            style={WIDE}
            placeholder={w('refModel')}
            value={relation.references.model || undefined}
            options={documentNameOptions(models, language, relation.references.model)}
            onChange={(name) =>
              put({ ...relation, references: { model: name, columns: ['id'] } }, `foreignKeys/${i}/references/model`)
            }
            data-testid={`model-relation-${i}-model`}
          />
        </Col>
        <Col span={5}>
          <Select
            mode="multiple"
            style={WIDE}
            value={relation.references.columns}
            status={issuesAt(issues, `/foreignKeys/${i}/references`, true).length > 0 ? 'error' : undefined}
            options={fieldNameOptions(referencedColumns, language, relation.references.columns)}
            onChange={(value) =>
              put(
                { ...relation, references: { ...relation.references, columns: value } },
                `foreignKeys/${i}/references/columns`,
              )
            }
            data-testid={`model-relation-${i}-ref-columns`}
          />
        </Col>
        <Col span={5}>
          <Select
            style={WIDE}
            allowClear
            value={relation.onDelete}
            options={choiceOptions(ON_DELETE_ACTIONS, language)}
            onChange={(onDelete) => put(withoutUndefined({ ...relation, onDelete }), `foreignKeys/${i}/onDelete`)}
            data-testid={`model-relation-${i}-on-delete`}
          />
        </Col>
        <Col span={1}>
          <RemoveButton label={w('remove')} onClick={() => put(undefined, `foreignKeys/${i}/remove`)} />
        </Col>
      </Row>
      <IssueText issues={issuesAt(issues, `/foreignKeys/${i}`, true)} language={language} />
    </div>
  )
}

function RelationsEditor(props: EditorProps<'model'> & ColumnsOf): JSX.Element {
  const { document: model, language, edit, columnNames, columnOptions, documents, issues } = props
  const modelChoices = useDocumentNames(documents, 'model')
  const keys = model.foreignKeys ?? []
  const put = (position: number, next: ModelForeignKey | undefined, what: string) => {
    const list = keys.flatMap((item, i) => (i === position ? (next === undefined ? [] : [next]) : [item]))
    edit(
      list.length === 0 ? withoutUndefined({ ...model, foreignKeys: undefined }) : { ...model, foreignKeys: list },
      what,
    )
  }
  return (
    <Card
      size="small"
      title={<PropertyLabel name="foreignKeys" language={language} />}
      data-testid="model-relations"
      extra={
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={columnNames.length === 0}
          onClick={() =>
            edit(
              {
                ...model,
                foreignKeys: [
                  ...keys,
                  {
                    columns: [columnNames.find((name) => name.endsWith('_id')) ?? columnNames[0] ?? ''],
                    references: { model: '', columns: ['id'] },
                  },
                ],
              },
              'foreignKeys/add',
            )
          }
          data-testid="model-add-relation"
        >
          {modelWord('addRelation', language)}
        </Button>
      }
    >
      {keys.length === 0 ? (
        <Typography.Text type="secondary">{modelWord('none', language)}</Typography.Text>
      ) : (
        <RowsHead cells={RELATION_CELLS} language={language} />
      )}
      {keys.map((relation, i) => (
        <RelationRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a foreign key has no identity but its place
          key={i}
          model={model}
          relation={relation}
          position={i}
          columnOptions={columnOptions}
          modelChoices={modelChoices}
          documents={documents}
          issues={issues}
          language={language}
          put={(next, what) => put(i, next, what)}
        />
      ))}
    </Card>
  )
}

/**
 * The model (table) builder: the table's name and flags, its columns (name, type with its
 * parameters, nullability, default, uniqueness, label), primary key, indexes and relations,
 * and the migration that saving it would run, asked of the server as the model changes.
 *
 * @example <ModelBuilder {...editorProps} />
 */
export function ModelBuilder(props: EditorProps<'model'>): JSX.Element {
  const { document: model, onChange, issues, language, documents } = props
  const w = (key: Parameters<typeof modelWord>[0]) => modelWord(key, language)
  const edit: Edit = (next, what) => onChange(next, what)
  const { state: plan, refresh } = useModelPlan(documents, model)

  // A new model's table follows its name until someone types a table of their own. Only a new
  // name moves it, so a table box emptied to be retyped is not filled in under the typing.
  const previousName = useRef<string | undefined>(undefined)
  useEffect(() => {
    const name = model.name ?? ''
    const previous = previousName.current
    previousName.current = name
    if (name === '' || previous === name) return
    const follows = previous === undefined ? (model.table ?? '') === '' : tableFollowsName(model.table, previous)
    if (follows && model.table !== tableFromName(name)) onChange({ ...model, table: tableFromName(name) }, 'name')
  }, [model, onChange])

  const effective = effectiveColumns({ ...model, columns: model.columns ?? [] })
  const columnNames = effective.map((column) => column.name)
  const columnOptions = fieldNameOptions(effective, language)
  const tableIssues = issuesAt(issues, '/table', true)
  const keyIssues = issuesAt(issues, '/primaryKey', true)
  const columnListIssues = issuesAt(issues, '/columns')

  const tableItem = (
    <Form.Item label={<PropertyLabel name="table" language={language} />} style={TIGHT}>
      <Input
        value={model.table ?? ''}
        placeholder={tableFromName(model.name ?? '')}
        status={tableIssues.length > 0 ? 'error' : undefined}
        onChange={(event) => edit({ ...model, table: event.target.value }, 'table')}
        data-testid="model-table"
      />
      <IssueText issues={tableIssues} language={language} />
    </Form.Item>
  )
  const keyItem = (
    <Form.Item label={<PropertyLabel name="primaryKey" language={language} />} style={TIGHT}>
      <Select
        mode="multiple"
        value={model.primaryKey ?? []}
        status={keyIssues.length > 0 ? 'error' : undefined}
        options={columnOptions}
        onChange={(primaryKey) => edit({ ...model, primaryKey }, 'primaryKey')}
        data-testid="model-primary-key"
      />
      <IssueText issues={keyIssues} language={language} />
    </Form.Item>
  )
  // A flag's columns (created_at, deleted_at) are the table's own names: shown as code, after its words.
  const flagItem = (flag: 'timestamps' | 'softDelete' | 'view') => (
    <Form.Item label={<PropertyLabel name={flag} language={language} />} style={TIGHT}>
      <Space size={4} wrap>
        <Switch
          size="small"
          checked={model[flag] === true}
          onChange={(on) => edit(withoutUndefined({ ...model, [flag]: on ? true : undefined }), flag)}
          data-testid={`model-${flag}`}
        />
        {FLAG_COLUMNS[flag].map((column) => (
          <Typography.Text key={column} code type="secondary" style={{ fontSize: 12 }}>
            {column}
          </Typography.Text>
        ))}
      </Space>
    </Form.Item>
  )

  return (
    <div className="model-builder" data-testid="model-builder">
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size="middle">
            <Card size="small" data-testid="model-settings">
              <Form layout="vertical" size="small" component="div">
                <PropertyRows
                  language={language}
                  rows={[
                    [
                      { key: 'table', node: tableItem },
                      { key: 'primaryKey', node: keyItem },
                    ],
                    [
                      { key: 'timestamps', node: flagItem('timestamps') },
                      { key: 'view', node: flagItem('view') },
                    ],
                    [{ key: 'softDelete', node: flagItem('softDelete') }],
                  ]}
                />
              </Form>
            </Card>
            <Card
              size="small"
              title={<PropertyLabel name="columns" language={language} />}
              extra={
                <Button
                  size="small"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => edit(addColumn(model), 'columns/add')}
                  data-testid="model-add-column"
                >
                  {w('addColumn')}
                </Button>
              }
            >
              <ColumnsTable {...props} edit={edit} />
              <IssueText issues={columnListIssues} language={language} />
            </Card>
            <IndexesEditor {...props} edit={edit} columnNames={columnNames} columnOptions={columnOptions} />
            <RelationsEditor {...props} edit={edit} columnNames={columnNames} columnOptions={columnOptions} />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <MigrationPanel state={plan} onRefresh={refresh} language={language} />
        </Col>
      </Row>
    </div>
  )
}
