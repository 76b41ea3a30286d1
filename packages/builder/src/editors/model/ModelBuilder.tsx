import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons'
import {
  columnTypeName,
  effectiveColumns,
  INDEX_METHODS,
  type LanguageCode,
  type ModelColumn,
  type ModelDocument,
  type ModelForeignKey,
  type ModelIndex,
  ON_DELETE_ACTIONS,
} from '@tamga/schema'
import { Button, Card, Checkbox, Col, Input, Row, Select, Space, Switch, Table, Tooltip, Typography } from 'antd'
import { type JSX, useEffect, useRef, useState } from 'react'
import { useDocument, useDocumentNames } from '../../client/useDocuments.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import type { EditorProps } from '../editorProps.ts'
import { ColumnTypeInput } from './ColumnTypeInput.tsx'
import { MigrationPanel } from './MigrationPanel.tsx'
import {
  addColumn,
  defaultFromText,
  defaultText,
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

function ColumnsTable(props: EditorProps<'model'> & { edit: Edit }): JSX.Element {
  const { document: model, issues, language, edit } = props
  const columns = model.columns ?? []
  const w = (key: Parameters<typeof modelWord>[0]) => modelWord(key, language)
  return (
    <Table<ModelColumn & { index: number }>
      size="small"
      pagination={false}
      rowKey="index"
      dataSource={columns.map((column, index) => ({ ...column, index }))}
      data-testid="model-columns"
      expandable={{
        expandedRowRender: ({ index, label, comment }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <span>{w('columnLabel')}</span>
            <LocalizedTextInput
              value={label}
              invalid={issuesAt(issues, `/columns/${index}/label`, true).length > 0}
              testId={`model-column-${index}-label`}
              onChange={(next) => edit(updateColumn(model, index, { label: next }), `columns/${index}/label`)}
            />
            <Input
              placeholder="COMMENT ON COLUMN"
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
          key: 'name',
          title: w('columnName'),
          render: (_, { index, name }) => {
            const here = issuesAt(issues, `/columns/${index}/name`, true)
            return (
              <>
                <Input
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
          title: w('type'),
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
          title: w('nullable'),
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
          title: w('default'),
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
          title: w('unique'),
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
          title: (
            <Tooltip title={w('translatableHint')}>
              <span>{w('translatable')}</span>
            </Tooltip>
          ),
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
  return (
    <>
      <Tooltip title={modelWord('defaultHint', language)}>
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
      {children}
    </>
  )
}

function IndexesEditor(props: EditorProps<'model'> & { edit: Edit; columnNames: string[] }): JSX.Element {
  const { document: model, issues, language, edit, columnNames } = props
  const indexes = model.indexes ?? []
  const w = (key: Parameters<typeof modelWord>[0]) => modelWord(key, language)
  const put = (position: number, next: ModelIndex | undefined, what: string) => {
    const list = indexes.flatMap((item, i) => (i === position ? (next === undefined ? [] : [next]) : [item]))
    edit(list.length === 0 ? withoutUndefined({ ...model, indexes: undefined }) : { ...model, indexes: list }, what)
  }
  return (
    <Card
      size="small"
      title={w('indexes')}
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
      {indexes.length === 0 && <Typography.Text type="secondary">{w('none')}</Typography.Text>}
      {indexes.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an index has no identity but its place
        <div key={i} style={{ marginBottom: 8 }} data-testid={`model-index-${i}`}>
          <Space wrap>
            <Select
              mode="multiple"
              style={{ minWidth: 220 }}
              value={item.columns}
              status={issuesAt(issues, `/indexes/${i}/columns`, true).length > 0 ? 'error' : undefined}
              options={columnNames.map((name) => ({ value: name, label: name }))}
              onChange={(value) => put(i, { ...item, columns: value }, `indexes/${i}/columns`)}
              data-testid={`model-index-${i}-columns`}
            />
            <Input
              style={{ width: 200 }}
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
            <Select
              style={{ width: 100 }}
              placeholder={w('method')}
              allowClear
              value={item.method}
              options={INDEX_METHODS.map((method) => ({ value: method, label: method }))}
              onChange={(method) => put(i, withoutUndefined({ ...item, method }), `indexes/${i}/method`)}
            />
            <Checkbox
              checked={item.unique === true}
              onChange={(event) =>
                put(
                  i,
                  withoutUndefined({ ...item, unique: event.target.checked ? true : undefined }),
                  `indexes/${i}/unique`,
                )
              }
            >
              {w('unique')}
            </Checkbox>
            <RemoveButton label={w('remove')} onClick={() => put(i, undefined, `indexes/${i}/remove`)} />
          </Space>
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
  columnNames: string[]
  modelNames: string[]
  documents: EditorProps<'model'>['documents']
  issues: EditorProps<'model'>['issues']
  language: LanguageCode
  put: (next: ModelForeignKey | undefined, what: string) => void
}): JSX.Element {
  const { model, relation, position: i, columnNames, modelNames, documents, issues, language, put } = props
  const w = (key: Parameters<typeof modelWord>[0]) => modelWord(key, language)
  const self = relation.references.model === model.name
  const saved = useDocument(documents, 'model', self ? undefined : relation.references.model)
  const referenced = self ? model : saved
  const referencedColumns = referenced === undefined ? [] : effectiveColumns(referenced).map((column) => column.name)
  const models = [...new Set([...modelNames, ...(model.name ? [model.name] : [])])]
  return (
    <div style={{ marginBottom: 8 }} data-testid={`model-relation-${i}`}>
      <Space wrap>
        <Select
          mode="multiple"
          style={{ minWidth: 160 }}
          value={relation.columns}
          options={columnNames.map((name) => ({ value: name, label: name }))}
          onChange={(value) => put({ ...relation, columns: value }, `foreignKeys/${i}/columns`)}
          data-testid={`model-relation-${i}-columns`}
        />
        →
        <Select
          showSearch
          style={{ minWidth: 160 }}
          placeholder={w('refModel')}
          value={relation.references.model || undefined}
          options={models.map((name) => ({ value: name, label: name }))}
          onChange={(name) =>
            put({ ...relation, references: { model: name, columns: ['id'] } }, `foreignKeys/${i}/references/model`)
          }
          data-testid={`model-relation-${i}-model`}
        />
        <Select
          mode="multiple"
          style={{ minWidth: 140 }}
          placeholder={w('refColumns')}
          value={relation.references.columns}
          status={issuesAt(issues, `/foreignKeys/${i}/references`, true).length > 0 ? 'error' : undefined}
          options={referencedColumns.map((name) => ({ value: name, label: name }))}
          onChange={(value) =>
            put(
              { ...relation, references: { ...relation.references, columns: value } },
              `foreignKeys/${i}/references/columns`,
            )
          }
          data-testid={`model-relation-${i}-ref-columns`}
        />
        <Select
          style={{ width: 130 }}
          placeholder={w('onDelete')}
          title={w('onDelete')}
          allowClear
          value={relation.onDelete}
          options={ON_DELETE_ACTIONS.map((action) => ({ value: action, label: `ON DELETE ${action}` }))}
          onChange={(onDelete) => put(withoutUndefined({ ...relation, onDelete }), `foreignKeys/${i}/onDelete`)}
        />
        <RemoveButton label={w('remove')} onClick={() => put(undefined, `foreignKeys/${i}/remove`)} />
      </Space>
      <IssueText issues={issuesAt(issues, `/foreignKeys/${i}`, true)} language={language} />
    </div>
  )
}

function RelationsEditor(props: EditorProps<'model'> & { edit: Edit; columnNames: string[] }): JSX.Element {
  const { document: model, language, edit, columnNames, documents, issues } = props
  const modelNames = useDocumentNames(documents, 'model').map((choice) => choice.name)
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
      title={modelWord('relations', language)}
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
      {keys.length === 0 && <Typography.Text type="secondary">{modelWord('none', language)}</Typography.Text>}
      {keys.map((relation, i) => (
        <RelationRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a foreign key has no identity but its place
          key={i}
          model={model}
          relation={relation}
          position={i}
          columnNames={columnNames}
          modelNames={modelNames}
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

  const columnNames = effectiveColumns({ ...model, columns: model.columns ?? [] }).map((column) => column.name)
  const tableIssues = issuesAt(issues, '/table', true)
  const keyIssues = issuesAt(issues, '/primaryKey', true)
  const columnListIssues = issuesAt(issues, '/columns')

  return (
    <div className="model-builder" data-testid="model-builder">
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size="middle">
            <Card size="small">
              <Space wrap align="start">
                <div>
                  <div>{w('table')}</div>
                  <Input
                    style={{ width: 260 }}
                    value={model.table ?? ''}
                    placeholder={tableFromName(model.name ?? '')}
                    status={tableIssues.length > 0 ? 'error' : undefined}
                    onChange={(event) => edit({ ...model, table: event.target.value }, 'table')}
                    data-testid="model-table"
                  />
                  <IssueText issues={tableIssues} language={language} />
                </div>
                <div>
                  <div>{w('primaryKey')}</div>
                  <Select
                    mode="multiple"
                    style={{ minWidth: 200 }}
                    value={model.primaryKey ?? []}
                    status={keyIssues.length > 0 ? 'error' : undefined}
                    options={columnNames.map((name) => ({ value: name, label: name }))}
                    onChange={(primaryKey) => edit({ ...model, primaryKey }, 'primaryKey')}
                    data-testid="model-primary-key"
                  />
                  <IssueText issues={keyIssues} language={language} />
                </div>
                <Space orientation="vertical" size={2}>
                  {(['timestamps', 'softDelete', 'view'] as const).map((flag) => (
                    <Space key={flag}>
                      <Switch
                        size="small"
                        checked={model[flag] === true}
                        onChange={(on) => edit(withoutUndefined({ ...model, [flag]: on ? true : undefined }), flag)}
                        data-testid={`model-${flag}`}
                      />
                      {w(flag)}
                    </Space>
                  ))}
                </Space>
              </Space>
            </Card>
            <Card
              size="small"
              title={w('columns')}
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
            <IndexesEditor {...props} edit={edit} columnNames={columnNames} />
            <RelationsEditor {...props} edit={edit} columnNames={columnNames} />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <MigrationPanel state={plan} onRefresh={refresh} language={language} />
        </Col>
      </Row>
    </div>
  )
}
