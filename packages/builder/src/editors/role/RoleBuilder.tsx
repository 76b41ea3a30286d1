import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  defaultMenuChoices,
  type FlatRoleMenuRow,
  flattenRoleMenuRows,
  localizedText,
  type MenuKrudEntry,
  ROLE_EXTRA_FLAGS,
  ROW_CONDITION_TYPES,
  ROW_RIGHTS,
  type RowCondition,
  roleMenuRows,
  withEntryRight,
  withEntryShown,
  withExtraFlag,
  withKrudAdded,
  withKrudRemoved,
  withKrudRight,
  withKrudRowConditions,
  withRoleNames,
} from '@tamga/schema'
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Table, Typography } from 'antd'
import { useMemo } from 'react'
import { type DocumentChoice, useDocument, useDocumentNames } from '../../client/useDocuments.ts'
import { FlagCheckboxes } from '../../controls/FlagCheckboxes.tsx'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import type { EditorProps } from '../editorProps.ts'
import { RolePreview } from './RolePreview.tsx'
import { roleWord } from './words.ts'

// The permissions table's columns, left to right.
const PERMISSION_FLAGS = ['show', ...ROW_RIGHTS] as const

/**
 * The visual editor of a role (spec 3.8, 3.13, 6): its names, menu and landing entry, the
 * show/c/r/u/d of each menu entry, the extra flags, what it may query, its own krud rights with
 * row conditions, and a preview of the menu and krud actions a user of the role would get.
 */
export function RoleBuilder({ document: role, onChange, issues, language, documents }: EditorProps<'role'>) {
  const word = (key: Parameters<typeof roleWord>[0]) => roleWord(key, language)
  const menus = useDocumentNames(documents, 'menu')
  const krudNames = useDocumentNames(documents, 'krud')
  const models = useDocumentNames(documents, 'model')
  const datasources = useDocumentNames(documents, 'datasource')
  const charts = useDocumentNames(documents, 'chart')
  const menu = useDocument(documents, 'menu', role.menu)
  const items = menu?.items ?? []
  const kruds: MenuKrudEntry[] = useMemo(
    () => krudNames.map((krud) => ({ id: krud.name, title: krud.title ?? krud.name })),
    [krudNames],
  )
  const permissions = role.permissions ?? {}
  const rows = flattenRoleMenuRows(roleMenuRows(items, permissions, kruds))
  const at = (pointer: string, deep = false) => issuesAt(issues, pointer, deep)
  const errorOf = (pointer: string, deep = false) => (at(pointer, deep).length > 0 ? ('error' as const) : undefined)
  const choices = (names: readonly DocumentChoice[]) =>
    names.map((one) => ({
      value: one.name,
      label: one.title === null ? one.name : `${localizedText(one.title, language)} (${one.name})`,
    }))
  const landing = defaultMenuChoices(items, permissions, kruds)
  const ownKruds = Object.entries(role.kruds ?? {})

  const setConditions = (krud: string, conditions: readonly RowCondition[], what: string) =>
    onChange(withKrudRowConditions(role, krud, conditions), `kruds/${krud}/${what}`)

  const permissionColumns = [
    {
      key: 'entry',
      title: word('entry'),
      render: (_: unknown, row: FlatRoleMenuRow) => (
        <span style={{ paddingInlineStart: row.depth * 18 }}>
          {localizedText(row.title, language)} <Typography.Text type="secondary">({row.id})</Typography.Text>
          <IssueText issues={at(`/permissions/${row.id}`, true)} language={language} />
        </span>
      ),
    },
    ...PERMISSION_FLAGS.map((flag) => ({
      key: flag,
      title: word(flag),
      width: 72,
      align: 'center' as const,
      render: (_: unknown, row: FlatRoleMenuRow) =>
        flag !== 'show' && !row.hasRights ? null : (
          <Checkbox
            data-testid={`role-permission-${row.id}-${flag}`}
            aria-label={`${row.id} ${word(flag)}`}
            checked={flag === 'show' ? row.show : row.rights[flag]}
            onChange={(event) => {
              const current = { ...role, permissions }
              const next =
                flag === 'show'
                  ? withEntryShown(current, items, row.id, event.target.checked)
                  : withEntryRight(current, row.id, flag, event.target.checked)
              onChange(next, `permissions/${row.id}/${flag}`)
            }}
          />
        ),
    })),
  ]

  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>
        <Form layout="vertical">
          <Row gutter={8}>
            <Col span={6}>
              <Form.Item label={word('id')}>
                <InputNumber
                  data-testid="role-id"
                  min={1}
                  precision={0}
                  value={role.id}
                  status={errorOf('/id')}
                  onChange={(value) => {
                    if (typeof value === 'number') onChange({ ...role, id: value }, 'id')
                  }}
                />
                <IssueText issues={at('/id')} language={language} />
              </Form.Item>
            </Col>
            <Col span={18}>
              <Form.Item label={word('displayName')}>
                <LocalizedTextInput
                  testId="role-display-name"
                  value={role.display_name}
                  invalid={at('/display_name', true).length > 0}
                  onChange={(value) => onChange({ ...role, display_name: value ?? '' }, 'display_name')}
                />
                <IssueText issues={at('/display_name', true)} language={language} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={word('note')}>
            <Input.TextArea
              data-testid="role-note"
              autoSize={{ minRows: 1, maxRows: 4 }}
              value={role.note ?? ''}
              onChange={(event) => {
                const { note: _previous, ...rest } = role
                onChange(event.target.value === '' ? rest : { ...rest, note: event.target.value }, 'note')
              }}
            />
          </Form.Item>
          <Row gutter={8}>
            <Col span={12}>
              <Form.Item label={word('menu')}>
                <Select
                  data-testid="role-menu"
                  showSearch
                  value={role.menu}
                  status={errorOf('/menu')}
                  options={choices(menus)}
                  onChange={(value: string) => onChange({ ...role, menu: value }, 'menu')}
                />
                <IssueText issues={at('/menu')} language={language} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label={word('defaultMenu')}>
                <Select
                  data-testid="role-default-menu"
                  value={role.default_menu}
                  status={errorOf('/default_menu')}
                  options={landing.map((one) => ({
                    value: one.id,
                    label: `${localizedText(one.title, language)} (${one.id})`,
                  }))}
                  onChange={(value: string) => onChange({ ...role, default_menu: value }, 'default_menu')}
                />
                <IssueText issues={at('/default_menu')} language={language} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={word('permissions')}>
            <Table<FlatRoleMenuRow>
              data-testid="role-permissions"
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={rows}
              columns={permissionColumns}
              locale={{ emptyText: word('noMenu') }}
            />
            <IssueText issues={at('/permissions')} language={language} />
          </Form.Item>
          <Form.Item label={word('extra')}>
            <FlagCheckboxes
              flags={ROLE_EXTRA_FLAGS}
              testId="role-extra"
              isOn={(flag) => role.extra?.[flag] === true}
              onToggle={(flag, on) => onChange(withExtraFlag(role, flag, on), `extra/${flag}`)}
              label={word}
            />
          </Form.Item>
          <Form.Item label={word('permittedTables')}>
            <Select
              data-testid="role-permitted-tables"
              mode="tags"
              value={role.permitted_tables ?? []}
              status={errorOf('/permitted_tables', true)}
              options={models.map((one) => ({ value: one.name, label: one.name }))}
              onChange={(value: string[]) =>
                onChange(withRoleNames(role, 'permitted_tables', value), 'permitted_tables')
              }
            />
            <IssueText issues={at('/permitted_tables', true)} language={language} />
          </Form.Item>
          <Form.Item label={word('permittedDatasources')}>
            <Select
              data-testid="role-permitted-datasources"
              mode="multiple"
              value={role.permitted_datasources ?? []}
              status={errorOf('/permitted_datasources', true)}
              options={choices(datasources)}
              onChange={(value: string[]) =>
                onChange(withRoleNames(role, 'permitted_datasources', value), 'permitted_datasources')
              }
            />
            <IssueText issues={at('/permitted_datasources', true)} language={language} />
          </Form.Item>
          <Form.Item label={word('dashboard')}>
            <Select
              data-testid="role-dashboard"
              mode="multiple"
              value={role.dashboard ?? []}
              status={errorOf('/dashboard', true)}
              options={choices(charts)}
              onChange={(value: string[]) => onChange(withRoleNames(role, 'dashboard', value), 'dashboard')}
            />
            <IssueText issues={at('/dashboard', true)} language={language} />
          </Form.Item>
          <Form.Item label={word('kruds')} extra={word('krudsHelp')}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {ownKruds.map(([krud, rights]) => (
                <Card
                  key={krud}
                  size="small"
                  data-testid={`role-krud-${krud}`}
                  title={localizedText(kruds.find((one) => one.id === krud)?.title ?? krud, language)}
                  extra={
                    <RemoveButton
                      label={word('remove')}
                      testId={`role-krud-${krud}-remove`}
                      onClick={() => onChange(withKrudRemoved(role, krud), `kruds/${krud}/remove`)}
                    />
                  }
                >
                  <Space wrap>
                    {ROW_RIGHTS.map((right) => (
                      <Checkbox
                        key={right}
                        data-testid={`role-krud-${krud}-${right}`}
                        checked={rights[right] === true}
                        onChange={(event) =>
                          onChange(withKrudRight(role, krud, right, event.target.checked), `kruds/${krud}/${right}`)
                        }
                      >
                        {word(right)}
                      </Checkbox>
                    ))}
                    <Button
                      size="small"
                      type="dashed"
                      icon={<PlusOutlined />}
                      data-testid={`role-krud-${krud}-add-condition`}
                      onClick={() =>
                        setConditions(
                          krud,
                          [...(rights.rowConditions ?? []), { type: 'current-user', column: 'created_by' }],
                          'rowConditions',
                        )
                      }
                    >
                      {word('addCondition')}
                    </Button>
                  </Space>
                  {(rights.rowConditions ?? []).map((condition, index) => {
                    const conditions = rights.rowConditions ?? []
                    const replace = (next: RowCondition | undefined) =>
                      setConditions(
                        krud,
                        next === undefined
                          ? conditions.filter((_, at) => at !== index)
                          : conditions.map((one, at) => (at === index ? next : one)),
                        `rowConditions/${index}`,
                      )
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; edits address them by place.
                      <Space.Compact key={index} block style={{ marginTop: 4 }}>
                        <Select
                          style={{ width: 200 }}
                          value={condition.type}
                          options={ROW_CONDITION_TYPES.map((type) => ({ value: type, label: word(type) }))}
                          onChange={(type: RowCondition['type']) => replace({ type, column: condition.column })}
                        />
                        <Input
                          placeholder={word('column')}
                          value={condition.column}
                          status={errorOf(`/kruds/${krud}/rowConditions/${index}`, true)}
                          onChange={(event) => replace({ type: condition.type, column: event.target.value })}
                        />
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={word('remove')}
                          onClick={() => replace(undefined)}
                        />
                      </Space.Compact>
                    )
                  })}
                  <IssueText issues={at(`/kruds/${krud}`, true)} language={language} />
                </Card>
              ))}
              <Select
                data-testid="role-krud-add"
                style={{ minWidth: 240 }}
                placeholder={word('addKrud')}
                value={null}
                options={choices(krudNames.filter((one) => role.kruds?.[one.name] === undefined))}
                onChange={(krud: string) => onChange(withKrudAdded(role, krud), `kruds/${krud}/add`)}
              />
            </Space>
          </Form.Item>
        </Form>
      </Col>
      <Col xs={24} xl={8}>
        <RolePreview role={{ ...role, permissions }} items={items} kruds={kruds} language={language} />
      </Col>
    </Row>
  )
}
