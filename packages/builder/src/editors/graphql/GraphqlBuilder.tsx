import { PlusOutlined } from '@ant-design/icons'
import { effectiveColumns, type GraphqlSubTable, type LocalizedText, localizedText } from '@tamga/schema'
import { Alert, Button, Card, Checkbox, Col, Empty, Form, Input, Row, Select, Space, Switch, Typography } from 'antd'
import { useMemo } from 'react'
import { useDocument, useDocumentNames, useRoleChoices } from '../../client/useDocuments.ts'
import { fieldNameOptions } from '../../controls/documentNameOptions.ts'
import { FlagCheckboxes } from '../../controls/FlagCheckboxes.tsx'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { FieldPicker, FieldsPicker } from '../../controls/NamePickers.tsx'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { PropertyRows } from '../../controls/PropertyRows.tsx'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import { useSourceFields } from '../chart/useSourceFields.ts'
import { useModelColumns } from '../datasource/useModelColumns.ts'
import type { EditorProps } from '../editorProps.ts'
import { GraphqlTryIt } from './GraphqlTryIt.tsx'
import {
  exposableColumns,
  GRAPHQL_ACTIONS,
  queryableColumns,
  sampleQuery,
  withAccess,
  withAction,
  withHiddenField,
  withSubTable,
  withSubTables,
} from './graphqlEntry.ts'
import { useInsertRequired } from './useInsertRequired.ts'
import { graphqlWord } from './words.ts'

/**
 * The visual editor of a GraphQL entry (spec 3.13): its table, the columns it hides, the
 * mutations it allows, who may read it, its sub-tables and subscription, and a pane that runs a
 * query against the live endpoint.
 */
export function GraphqlBuilder({
  document: entry,
  onChange,
  issues,
  language,
  http,
  documents,
}: EditorProps<'graphql'>) {
  const word = (key: Parameters<typeof graphqlWord>[0]) => graphqlWord(key, language)
  const models = useDocumentNames(documents, 'model')
  const model = useDocument(documents, 'model', entry.model)
  const roles = useRoleChoices(documents)
  const columns = useMemo(() => exposableColumns(model), [model])
  const columnLabels = useMemo(
    () =>
      new Map<string, LocalizedText | undefined>(
        model === undefined || !Array.isArray(model.columns)
          ? []
          : effectiveColumns(model).map((column) => [column.name, column.label]),
      ),
    [model],
  )
  const hidden = new Set(entry.hiddenFields ?? [])
  const insertRequired = useInsertRequired(documents, model)
  // An entry that allows adding but hides a column every insert needs refuses every add.
  const hiddenRequired =
    entry.actions?.add === true ? columns.filter((column) => hidden.has(column) && insertRequired.has(column)) : []
  const query = useMemo(() => sampleQuery(entry, queryableColumns(model)), [entry, model])
  const at = (pointer: string, deep = false) => issuesAt(issues, pointer, deep)
  const errorOf = (pointer: string, deep = false) => (at(pointer, deep).length > 0 ? ('error' as const) : undefined)
  const modelChoices = models.map((one) => ({
    value: one.name,
    label: one.title === null ? one.name : `${localizedText(one.title, language)} (${one.name})`,
  }))
  const subTables = entry.subTables ?? []
  const subColumns = useModelColumns(
    documents,
    subTables.map((sub) => sub.model),
  )
  const parentColumns = useSourceFields(documents, { kind: 'model', name: entry.model })

  const changeSub = (index: number, change: Partial<GraphqlSubTable>, what: string) =>
    onChange(withSubTable(entry, index, change), `subTables/${index}/${what}`)

  const label = (name: string) => <PropertyLabel name={name} language={language} />
  const modelItem = (
    <Form.Item label={label('model')}>
      <Select
        data-testid="graphql-model"
        showSearch
        value={entry.model}
        status={errorOf('/model')}
        options={modelChoices}
        onChange={(value: string) => onChange({ ...entry, model: value }, 'model')}
      />
      <IssueText issues={at('/model')} language={language} />
    </Form.Item>
  )
  const typeNameItem = (
    <Form.Item label={label('typeName')}>
      <Input
        data-testid="graphql-type-name"
        value={entry.typeName ?? ''}
        status={errorOf('/typeName')}
        onChange={(event) => onChange({ ...entry, typeName: event.target.value }, 'typeName')}
      />
      <IssueText issues={at('/typeName')} language={language} />
    </Form.Item>
  )
  const idFieldItem = (
    <Form.Item label={label('idField')}>
      <Select
        data-testid="graphql-id-field"
        value={entry.idField ?? 'id'}
        status={errorOf('/idField')}
        options={fieldNameOptions(
          columns.length > 0 ? columns.map((name) => ({ name, label: columnLabels.get(name) })) : [{ name: 'id' }],
          language,
          entry.idField,
        )}
        onChange={(value: string) => {
          const { idField: _previous, ...rest } = entry
          onChange(value === 'id' ? rest : { ...rest, idField: value }, 'idField')
        }}
      />
      <IssueText issues={at('/idField')} language={language} />
    </Form.Item>
  )
  const hiddenFieldsItem = (
    <Form.Item label={label('hiddenFields')}>
      {columns.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={word('noColumns')} />
      ) : (
        <Space wrap>
          {columns.map((column) => {
            const caption = localizedText(columnLabels.get(column), language)
            return (
              <Checkbox
                key={column}
                data-testid={`graphql-hidden-${column}`}
                checked={hidden.has(column)}
                // Clients address rows by the ID field, so it is never hidden (checkGraphql's rule).
                disabled={column === (entry.idField ?? 'id') && !hidden.has(column)}
                onChange={(event) =>
                  onChange(withHiddenField(entry, column, event.target.checked, columns), 'hiddenFields')
                }
              >
                {/* The column by its label, its name as code for the expert who writes the queries. */}
                {caption === undefined || caption === '' ? null : `${caption} `}
                <Typography.Text code>{column}</Typography.Text>
              </Checkbox>
            )
          })}
        </Space>
      )}
      <IssueText issues={at('/hiddenFields', true)} language={language} />
      {hiddenRequired.length === 0 ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="graphql-hidden-required"
          title={
            <>
              {word('hiddenRequired')}{' '}
              {hiddenRequired.map((column) => (
                <Typography.Text key={column} code>
                  {column}
                </Typography.Text>
              ))}
            </>
          }
          description={word('hiddenRequiredFix')}
        />
      )}
    </Form.Item>
  )
  const actionsItem = (
    <Form.Item label={label('actions')}>
      <FlagCheckboxes
        flags={GRAPHQL_ACTIONS}
        testId="graphql-action"
        isOn={(action) => entry.actions?.[action] === true}
        onToggle={(action, on) => onChange(withAction(entry, action, on), `actions/${action}`)}
        label={word}
      />
      <IssueText issues={at('/actions', true)} language={language} />
    </Form.Item>
  )
  const accessItem = (
    <Form.Item label={label('access')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Checkbox
          data-testid="graphql-public"
          checked={entry.access?.public === true}
          onChange={(event) => onChange(withAccess(entry, { public: event.target.checked }), 'access/public')}
        >
          <PropertyLabel name="public" language={language} />
        </Checkbox>
        <Select
          data-testid="graphql-roles"
          mode="multiple"
          style={{ width: '100%' }}
          placeholder={word('roles')}
          value={entry.access?.roles ?? []}
          status={errorOf('/access', true)}
          options={roles.map((role) => ({
            value: role.id,
            label: `${localizedText(role.title, language)} (${role.id})`,
          }))}
          onChange={(value: number[]) => onChange(withAccess(entry, { roles: value }), 'access/roles')}
        />
        <IssueText issues={at('/access', true)} language={language} />
      </Space>
    </Form.Item>
  )
  const subLabel = (name: string) => (
    <Typography.Text type="secondary">
      <PropertyLabel name={name} language={language} />
    </Typography.Text>
  )
  const subTablesItem = (
    <Form.Item label={label('subTables')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {subTables.map((sub, index) => (
          <Card
            // biome-ignore lint/suspicious/noArrayIndexKey: sub-tables have no id; the index is the place edits point at.
            key={index}
            size="small"
            data-testid={`graphql-sub-table-${index}`}
            extra={
              <RemoveButton
                label={word('remove')}
                testId={`graphql-sub-table-${index}-remove`}
                onClick={() =>
                  onChange(
                    withSubTables(
                      entry,
                      subTables.filter((_, at) => at !== index),
                    ),
                    'subTables',
                  )
                }
              />
            }
          >
            <Row gutter={[8, 8]}>
              <Col span={12}>
                {subLabel('model')}
                <Select
                  style={{ width: '100%' }}
                  showSearch
                  value={sub.model}
                  status={errorOf(`/subTables/${index}/model`)}
                  options={modelChoices}
                  onChange={(value: string) => changeSub(index, { model: value }, 'model')}
                />
              </Col>
              <Col span={12}>
                {subLabel('name')}
                <Input
                  value={sub.name}
                  status={errorOf(`/subTables/${index}/name`)}
                  onChange={(event) => changeSub(index, { name: event.target.value }, 'name')}
                />
              </Col>
              <Col span={12}>
                {subLabel('connectionField')}
                <FieldPicker
                  fields={subColumns.get(sub.model) ?? []}
                  language={language}
                  value={sub.connectionField}
                  invalid={errorOf(`/subTables/${index}/connectionField`) !== undefined}
                  testId={`graphql-sub-${index}-connection-field`}
                  onChange={(connectionField) =>
                    changeSub(index, { connectionField: connectionField ?? '' }, 'connectionField')
                  }
                />
              </Col>
              <Col span={12}>
                {subLabel('parentIdField')}
                <FieldPicker
                  fields={parentColumns}
                  language={language}
                  value={sub.parentIdField}
                  placeholder="id"
                  allowClear
                  testId={`graphql-sub-${index}-parent-id-field`}
                  onChange={(value) => {
                    const { parentIdField: _previous, ...rest } = sub
                    const next = value === undefined ? rest : { ...rest, parentIdField: value }
                    onChange(
                      withSubTables(
                        entry,
                        subTables.map((one, at) => (at === index ? next : one)),
                      ),
                      `subTables/${index}/parentIdField`,
                    )
                  }}
                />
              </Col>
              <Col span={24}>
                {subLabel('hiddenFields')}
                <FieldsPicker
                  fields={subColumns.get(sub.model) ?? []}
                  language={language}
                  value={sub.hiddenFields ?? []}
                  testId={`graphql-sub-${index}-hidden-fields`}
                  onChange={(value) => {
                    const { hiddenFields: _previous, ...rest } = sub
                    const next = value.length === 0 ? rest : { ...rest, hiddenFields: value }
                    onChange(
                      withSubTables(
                        entry,
                        subTables.map((one, at) => (at === index ? next : one)),
                      ),
                      `subTables/${index}/hiddenFields`,
                    )
                  }}
                />
              </Col>
            </Row>
            <IssueText issues={at(`/subTables/${index}`, true)} language={language} />
          </Card>
        ))}
        <Button
          icon={<PlusOutlined />}
          data-testid="graphql-add-sub-table"
          onClick={() =>
            onChange(withSubTables(entry, [...subTables, { model: '', name: '', connectionField: '' }]), 'subTables')
          }
        >
          {word('addSubTable')}
        </Button>
      </Space>
    </Form.Item>
  )
  const subscriptionItem = (
    <Form.Item label={label('subscription')}>
      <Switch
        data-testid="graphql-subscription"
        checked={entry.subscription === true}
        onChange={(checked) => {
          const { subscription: _previous, ...rest } = entry
          onChange(checked ? { ...rest, subscription: true } : rest, 'subscription')
        }}
      />
    </Form.Item>
  )

  return (
    <Row gutter={16}>
      <Col xs={24} xl={13}>
        <Form layout="vertical">
          <PropertyRows
            language={language}
            rows={[
              [{ key: 'typeName', node: typeNameItem }],
              [
                { key: 'model', node: modelItem },
                { key: 'idField', node: idFieldItem },
              ],
              [{ key: 'subTables', node: subTablesItem }],
              [
                { key: 'actions', node: actionsItem },
                { key: 'subscription', node: subscriptionItem },
              ],
              [{ key: 'hiddenFields', node: hiddenFieldsItem }],
              [{ key: 'access', node: accessItem }],
            ]}
          />
        </Form>
      </Col>
      <Col xs={24} xl={11}>
        <GraphqlTryIt entry={entry} sampleQuery={query} roles={roles} http={http} language={language} />
      </Col>
    </Row>
  )
}
