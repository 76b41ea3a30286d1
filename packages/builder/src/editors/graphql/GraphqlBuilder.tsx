import { PlusOutlined } from '@ant-design/icons'
import { type GraphqlSubTable, localizedText } from '@tamga/schema'
import { Button, Card, Checkbox, Col, Empty, Form, Input, Row, Select, Space, Switch, Typography } from 'antd'
import { useMemo } from 'react'
import { useDocument, useDocumentNames, useRoleChoices } from '../../client/useDocuments.ts'
import { FlagCheckboxes } from '../../controls/FlagCheckboxes.tsx'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
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
  const hidden = new Set(entry.hiddenFields ?? [])
  const query = useMemo(() => sampleQuery(entry, queryableColumns(model)), [entry, model])
  const at = (pointer: string, deep = false) => issuesAt(issues, pointer, deep)
  const errorOf = (pointer: string, deep = false) => (at(pointer, deep).length > 0 ? ('error' as const) : undefined)
  const modelChoices = models.map((one) => ({
    value: one.name,
    label: one.title === null ? one.name : `${localizedText(one.title, language)} (${one.name})`,
  }))
  const subTables = entry.subTables ?? []

  const changeSub = (index: number, change: Partial<GraphqlSubTable>, what: string) =>
    onChange(withSubTable(entry, index, change), `subTables/${index}/${what}`)

  return (
    <Row gutter={16}>
      <Col xs={24} xl={13}>
        <Form layout="vertical">
          <Form.Item label={word('model')}>
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
          <Row gutter={8}>
            <Col span={12}>
              <Form.Item label={word('typeName')}>
                <Input
                  data-testid="graphql-type-name"
                  value={entry.typeName ?? ''}
                  status={errorOf('/typeName')}
                  onChange={(event) => onChange({ ...entry, typeName: event.target.value }, 'typeName')}
                />
                <IssueText issues={at('/typeName')} language={language} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label={word('idField')}>
                <Select
                  data-testid="graphql-id-field"
                  value={entry.idField ?? 'id'}
                  status={errorOf('/idField')}
                  options={(columns.length > 0 ? columns : ['id']).map((name) => ({ value: name, label: name }))}
                  onChange={(value: string) => {
                    const { idField: _previous, ...rest } = entry
                    onChange(value === 'id' ? rest : { ...rest, idField: value }, 'idField')
                  }}
                />
                <IssueText issues={at('/idField')} language={language} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={word('hiddenFields')}>
            {columns.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={word('noColumns')} />
            ) : (
              <Space wrap>
                {columns.map((column) => (
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
                    {column}
                  </Checkbox>
                ))}
              </Space>
            )}
            <IssueText issues={at('/hiddenFields', true)} language={language} />
          </Form.Item>
          <Form.Item label={word('actions')}>
            <FlagCheckboxes
              flags={GRAPHQL_ACTIONS}
              testId="graphql-action"
              isOn={(action) => entry.actions?.[action] === true}
              onToggle={(action, on) => onChange(withAction(entry, action, on), `actions/${action}`)}
              label={word}
            />
            <IssueText issues={at('/actions', true)} language={language} />
          </Form.Item>
          <Form.Item label={word('access')}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Checkbox
                data-testid="graphql-public"
                checked={entry.access?.public === true}
                onChange={(event) => onChange(withAccess(entry, { public: event.target.checked }), 'access/public')}
              >
                {word('public')}
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
          <Form.Item label={word('subTables')}>
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
                  <Row gutter={8}>
                    <Col span={12}>
                      <Typography.Text type="secondary">{word('model')}</Typography.Text>
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
                      <Typography.Text type="secondary">{word('subName')}</Typography.Text>
                      <Input
                        value={sub.name}
                        status={errorOf(`/subTables/${index}/name`)}
                        onChange={(event) => changeSub(index, { name: event.target.value }, 'name')}
                      />
                    </Col>
                    <Col span={12}>
                      <Typography.Text type="secondary">{word('connectionField')}</Typography.Text>
                      <Input
                        value={sub.connectionField}
                        status={errorOf(`/subTables/${index}/connectionField`)}
                        onChange={(event) =>
                          changeSub(index, { connectionField: event.target.value }, 'connectionField')
                        }
                      />
                    </Col>
                    <Col span={12}>
                      <Typography.Text type="secondary">{word('parentIdField')}</Typography.Text>
                      <Input
                        value={sub.parentIdField ?? ''}
                        placeholder="id"
                        onChange={(event) => {
                          const { parentIdField: _previous, ...rest } = sub
                          const value = event.target.value
                          const next = value === '' ? rest : { ...rest, parentIdField: value }
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
                      <Typography.Text type="secondary">{word('hiddenFields')}</Typography.Text>
                      <Select
                        mode="tags"
                        style={{ width: '100%' }}
                        value={sub.hiddenFields ?? []}
                        onChange={(value: string[]) => {
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
                  onChange(
                    withSubTables(entry, [...subTables, { model: '', name: '', connectionField: '' }]),
                    'subTables',
                  )
                }
              >
                {word('addSubTable')}
              </Button>
            </Space>
          </Form.Item>
          <Form.Item label={word('subscription')}>
            <Switch
              data-testid="graphql-subscription"
              checked={entry.subscription === true}
              onChange={(checked) => {
                const { subscription: _previous, ...rest } = entry
                onChange(checked ? { ...rest, subscription: true } : rest, 'subscription')
              }}
            />
          </Form.Item>
        </Form>
      </Col>
      <Col xs={24} xl={11}>
        <GraphqlTryIt entry={entry} sampleQuery={query} roles={roles} http={http} language={language} />
      </Col>
    </Row>
  )
}
