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
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Table } from 'antd'
import { useMemo } from 'react'
import { type DocumentChoice, useDocument, useDocumentNames, useDocumentsNamed } from '../../client/useDocuments.ts'
import { FlagCheckboxes } from '../../controls/FlagCheckboxes.tsx'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { FieldPicker } from '../../controls/NamePickers.tsx'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { PropertyRows } from '../../controls/PropertyRows.tsx'
import { choiceOptions, propertyLabel } from '../../controls/propertyWords.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import { useModelColumns } from '../datasource/useModelColumns.ts'
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
  // A row condition names a column of the krud's table: krud → its form → the form's model.
  const krudDocuments = useDocumentsNamed(
    documents,
    'krud',
    ownKruds.map(([krud]) => krud),
  )
  const krudForms = useDocumentsNamed(
    documents,
    'form',
    [...krudDocuments.values()].map((krud) => krud.form),
  )
  const formColumns = useModelColumns(
    documents,
    [...krudForms.values()].map((form) => form.model),
  )
  const columnsOfKrud = (krud: string) => {
    const form = krudForms.get(krudDocuments.get(krud)?.form ?? '')
    return form === undefined ? [] : (formColumns.get(form.model) ?? [])
  }

  const setConditions = (krud: string, conditions: readonly RowCondition[], what: string) =>
    onChange(withKrudRowConditions(role, krud, conditions), `kruds/${krud}/${what}`)

  const permissionColumns = [
    {
      key: 'entry',
      title: word('entry'),
      render: (_: unknown, row: FlatRoleMenuRow) => (
        <span style={{ paddingInlineStart: row.depth * 18 }}>
          {/* The entry's id (its name in links and rights) is there for the expert who hovers. */}
          <span title={row.id}>{localizedText(row.title, language) || row.id}</span>
          <IssueText issues={at(`/permissions/${row.id}`, true)} language={language} />
        </span>
      ),
    },
    ...PERMISSION_FLAGS.map((flag) => ({
      key: flag,
      title: (
        <span style={{ whiteSpace: 'nowrap' }}>
          <PropertyLabel name={flag} language={language} />
        </span>
      ),
      // "Харуулах" with its question mark is the longest of the headings.
      width: flag === 'show' ? 112 : 92,
      align: 'center' as const,
      render: (_: unknown, row: FlatRoleMenuRow) =>
        flag !== 'show' && !row.hasRights ? null : (
          <Checkbox
            data-testid={`role-permission-${row.id}-${flag}`}
            aria-label={`${localizedText(row.title, language) || row.id}: ${propertyLabel(flag, language)}`}
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

  const label = (name: string) => <PropertyLabel name={name} language={language} />
  const idItem = (
    <Form.Item label={label('id')}>
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
  )
  const displayNameItem = (
    <Form.Item label={label('display_name')}>
      <LocalizedTextInput
        testId="role-display-name"
        value={role.display_name}
        invalid={at('/display_name', true).length > 0}
        onChange={(value) => onChange({ ...role, display_name: value ?? '' }, 'display_name')}
      />
      <IssueText issues={at('/display_name', true)} language={language} />
    </Form.Item>
  )
  const noteItem = (
    <Form.Item label={label('note')}>
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
  )
  const menuItem = (
    <Form.Item label={label('menu')}>
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
  )
  const defaultMenuItem = (
    <Form.Item label={label('default_menu')}>
      <Select
        data-testid="role-default-menu"
        value={role.default_menu}
        status={errorOf('/default_menu')}
        options={landing.map((one) => ({ value: one.id, label: localizedText(one.title, language) || one.id }))}
        onChange={(value: string) => onChange({ ...role, default_menu: value }, 'default_menu')}
      />
      <IssueText issues={at('/default_menu')} language={language} />
    </Form.Item>
  )
  const dashboardItem = (
    <Form.Item label={label('dashboard')}>
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
  )
  const permissionsItem = (
    <Form.Item label={label('permissions')}>
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
  )
  const extraItem = (
    <Form.Item label={label('extra')}>
      <FlagCheckboxes
        flags={ROLE_EXTRA_FLAGS}
        testId="role-extra"
        isOn={(flag) => role.extra?.[flag] === true}
        onToggle={(flag, on) => onChange(withExtraFlag(role, flag, on), `extra/${flag}`)}
        label={word}
      />
    </Form.Item>
  )
  const permittedTablesItem = (
    <Form.Item label={label('permitted_tables')}>
      <Select
        data-testid="role-permitted-tables"
        mode="tags"
        value={role.permitted_tables ?? []}
        status={errorOf('/permitted_tables', true)}
        // Tags: a table the project has no model of (a system table) may be named too.
        options={choices(models)}
        onChange={(value: string[]) => onChange(withRoleNames(role, 'permitted_tables', value), 'permitted_tables')}
      />
      <IssueText issues={at('/permitted_tables', true)} language={language} />
    </Form.Item>
  )
  const permittedDatasourcesItem = (
    <Form.Item label={label('permitted_datasources')}>
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
  )
  const krudsItem = (
    <Form.Item label={label('kruds')} extra={word('krudsHelp')}>
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
                  <PropertyLabel name={right} language={language} />
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
            {(rights.rowConditions ?? []).length === 0 ? null : (
              <div style={{ marginTop: 6, fontSize: 12 }}>{label('rowConditions')}</div>
            )}
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
                    aria-label={propertyLabel('type', language)}
                    options={choiceOptions(ROW_CONDITION_TYPES, language)}
                    onChange={(type: RowCondition['type']) => replace({ type, column: condition.column })}
                  />
                  <FieldPicker
                    fields={columnsOfKrud(krud)}
                    language={language}
                    placeholder={propertyLabel('column', language)}
                    style={{ flex: 1, minWidth: 160 }}
                    value={condition.column}
                    invalid={errorOf(`/kruds/${krud}/rowConditions/${index}`, true) !== undefined}
                    testId={`role-krud-${krud}-condition-${index}-column`}
                    onChange={(column) => replace({ type: condition.type, column: column ?? '' })}
                  />
                  <Button icon={<DeleteOutlined />} aria-label={word('remove')} onClick={() => replace(undefined)} />
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
  )

  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>
        <Form layout="vertical">
          <PropertyRows
            language={language}
            rows={[
              [
                { key: 'id', span: 6, node: idItem },
                { key: 'display_name', span: 18, node: displayNameItem },
              ],
              [{ key: 'note', node: noteItem }],
              [{ key: 'menu', node: menuItem }],
              [{ key: 'default_menu', node: defaultMenuItem }],
              // A dashboard's charts are tags with their titles: beside the landing entry they were cut short.
              [{ key: 'dashboard', node: dashboardItem }],
              [{ key: 'permissions', node: permissionsItem }],
              [{ key: 'extra', node: extraItem }],
              [{ key: 'permitted_tables', node: permittedTablesItem }],
              [{ key: 'permitted_datasources', node: permittedDatasourcesItem }],
              [{ key: 'kruds', node: krudsItem }],
            ]}
          />
        </Form>
      </Col>
      <Col xs={24} xl={8}>
        <RolePreview role={{ ...role, permissions }} items={items} kruds={kruds} language={language} />
      </Col>
    </Row>
  )
}
