import { DeleteOutlined } from '@ant-design/icons'
import {
  type DocumentIssue,
  defaultMenuChoices,
  type LocalizedText,
  localizedText,
  ROLE_EXTRA_FLAGS,
  ROW_RIGHTS,
  type RoleDocument,
  type RoleExtraFlag,
  type RoleMenuRow,
  type RowRight,
  roleMenuRows,
  withEntryRight,
  withEntryShown,
  withExtraFlag,
  withKrudAdded,
  withKrudRemoved,
  withKrudRight,
  withRoleNames,
} from '@tamga/schema'
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Descriptions,
  Divider,
  Form,
  Input,
  Row,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { useApp } from '../../stores/app.ts'
import { bilingualText } from '../auth/authText.ts'
import type { RolesAnswer } from './accountTypes.ts'

/** Props of {@link RoleEditor}. */
export interface RoleEditorProps {
  /** The role as edited so far. */
  draft: RoleDocument
  /** What a role can refer to: menus, kruds, models, data sources. */
  project: Pick<RolesAnswer, 'menus' | 'kruds' | 'tables' | 'datasources'>
  onChange: (draft: RoleDocument) => void
  /** The problems to show above the editor: the document's own, or the server's refusal. */
  issues: readonly DocumentIssue[]
}

const RIGHT_KEYS: Readonly<Record<RowRight, 'rightC' | 'rightR' | 'rightU' | 'rightD'>> = {
  c: 'rightC',
  r: 'rightR',
  u: 'rightU',
  d: 'rightD',
}

const EXTRA_KEYS: Readonly<
  Record<
    RoleExtraFlag,
    'extraApprove' | 'extraChart' | 'extraDatasource' | 'extraExcelupload' | 'extraHascustomcreatebtn'
  >
> = {
  approve: 'extraApprove',
  chart: 'extraChart',
  datasource: 'extraDatasource',
  excelupload: 'extraExcelupload',
  hascustomcreatebtn: 'extraHascustomcreatebtn',
}

const LANGUAGE_FIELDS = [
  ['mn_MN', 'inMongolian'],
  ['en_US', 'inEnglish'],
  ['ko_KR', 'inKorean'],
] as const

/** A display name in every language field; a plain text is the Mongolian one. */
const textsOf = (text: LocalizedText): { mn_MN: string; en_US?: string; ko_KR?: string } =>
  typeof text === 'string' ? { mn_MN: text } : text

/**
 * The detail panel of one role (spec 2.8, 3.8, 3.13, 6): display name and note, menu and default
 * menu, menu access as a tree with show and c/r/u/d per entry, the extra flags, the role's own
 * krud rights, and its permitted tables and data sources. Every change goes to `onChange`; the
 * page saves. Test ids: `role-display-name-{language}`, `role-note`, `role-menu`,
 * `role-default-menu`, `role-show-{entry}`, `role-right-{entry}-{c|r|u|d}`, `role-extra-{flag}`,
 * `role-krud-{krud}-{c|r|u|d}`, `role-krud-add`, `role-tables`, `role-datasources`.
 */
export function RoleEditor({ draft, project, onChange, issues }: RoleEditorProps) {
  const { t } = useTranslation('admin')
  const language = useApp((state) => state.language)
  const menu = project.menus.find((candidate) => candidate.name === draft.menu)
  const kruds = project.kruds.map((krud) => ({ id: krud.name, title: krud.title }))
  const items = menu?.items ?? []
  const rows = roleMenuRows(items, draft.permissions, kruds)
  const texts = textsOf(draft.display_name)

  const setDisplayName = (code: 'mn_MN' | 'en_US' | 'ko_KR', value: string) => {
    const next = { ...texts, [code]: value }
    if (code !== 'mn_MN' && value === '') delete next[code]
    onChange({ ...draft, display_name: next })
  }

  const menuColumns: TableColumnsType<RoleMenuRow> = [
    {
      key: 'title',
      title: t('menuEntry'),
      render: (_value, row) => (
        <Typography.Text type={row.show ? undefined : 'secondary'}>
          {localizedText(row.title, language)}
        </Typography.Text>
      ),
    },
    {
      key: 'show',
      title: t('show'),
      align: 'center',
      width: 90,
      render: (_value, row) => (
        <Checkbox
          checked={row.show}
          data-testid={`role-show-${row.id}`}
          aria-label={`${localizedText(row.title, language)}: ${t('show')}`}
          onChange={(event) => onChange(withEntryShown(draft, items, row.id, event.target.checked))}
        />
      ),
    },
    ...ROW_RIGHTS.map((right): TableColumnsType<RoleMenuRow>[number] => ({
      key: right,
      title: t(RIGHT_KEYS[right]),
      align: 'center',
      width: 80,
      render: (_value, row) =>
        row.hasRights ? (
          <Checkbox
            checked={row.rights[right]}
            data-testid={`role-right-${row.id}-${right}`}
            aria-label={`${localizedText(row.title, language)}: ${t(RIGHT_KEYS[right])}`}
            onChange={(event) => onChange(withEntryRight(draft, row.id, right, event.target.checked))}
          />
        ) : null,
    })),
  ]

  const ownKruds = Object.entries(draft.kruds ?? {})
  const krudTitle = (name: string) => {
    const found = project.kruds.find((krud) => krud.name === name)
    return found === undefined ? name : localizedText(found.title, language)
  }
  const krudColumns: TableColumnsType<(typeof ownKruds)[number]> = [
    { key: 'krud', title: t('krudRights'), render: (_value, [name]) => krudTitle(name) },
    ...ROW_RIGHTS.map((right): TableColumnsType<(typeof ownKruds)[number]>[number] => ({
      key: right,
      title: t(RIGHT_KEYS[right]),
      align: 'center',
      width: 80,
      render: (_value, [name, rights]) => (
        <Checkbox
          checked={rights[right] === true}
          data-testid={`role-krud-${name}-${right}`}
          aria-label={`${krudTitle(name)}: ${t(RIGHT_KEYS[right])}`}
          onChange={(event) => onChange(withKrudRight(draft, name, right, event.target.checked))}
        />
      ),
    })),
    {
      key: 'rows',
      title: t('rowConditions'),
      render: (_value, [, rights]) =>
        (rights.rowConditions ?? []).map((condition) => (
          <Tag key={`${condition.type}:${condition.column}`}>
            {condition.type}: {condition.column}
          </Tag>
        )),
    },
    {
      key: 'remove',
      width: 60,
      render: (_value, [name]) => (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('remove')}: ${krudTitle(name)}`}
          data-testid={`role-krud-remove-${name}`}
          onClick={() => onChange(withKrudRemoved(draft, name))}
        />
      ),
    },
  ]

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="role-issues"
          title={t('cannotSave')}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {issues.map((found) => (
                <li key={`${found.path} ${found.code}`}>
                  <code>{found.path === '' ? '/' : found.path}</code> {bilingualText(found.message, language)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'id', label: t('roleId'), children: draft.id },
          { key: 'name', label: t('roleName'), children: <code>{draft.name}</code> },
        ]}
      />
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          {LANGUAGE_FIELDS.map(([code, label]) => (
            <Col xs={24} md={8} key={code}>
              <Form.Item label={`${t('displayName')} (${t(label)})`} htmlFor={`role-display-name-${code}`}>
                <Input
                  id={`role-display-name-${code}`}
                  data-testid={`role-display-name-${code}`}
                  value={texts[code] ?? ''}
                  onChange={(event) => setDisplayName(code, event.target.value)}
                />
              </Form.Item>
            </Col>
          ))}
          <Col span={24}>
            <Form.Item label={t('note')} htmlFor="role-note">
              <Input.TextArea
                id="role-note"
                data-testid="role-note"
                value={draft.note ?? ''}
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(event) => {
                  const { note: _previous, ...rest } = draft
                  onChange(event.target.value === '' ? rest : { ...rest, note: event.target.value })
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('menu')} htmlFor="role-menu">
              <Select
                id="role-menu"
                data-testid="role-menu"
                value={draft.menu}
                placeholder={t('selectMenu')}
                options={project.menus.map((candidate) => ({
                  value: candidate.name,
                  label: candidate.title === undefined ? candidate.name : localizedText(candidate.title, language),
                }))}
                onChange={(name: string) => onChange({ ...draft, menu: name })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('defaultMenu')} htmlFor="role-default-menu">
              <Select
                id="role-default-menu"
                data-testid="role-default-menu"
                value={draft.default_menu}
                placeholder={t('selectDefaultMenu')}
                showSearch={{ optionFilterProp: 'label' }}
                options={defaultMenuChoices(items, draft.permissions, kruds).map((choice) => ({
                  value: choice.id,
                  label: localizedText(choice.title, language),
                }))}
                onChange={(id: string) => onChange({ ...draft, default_menu: id })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>

      <Divider titlePlacement="start">{t('menuAccess')}</Divider>
      <Table<RoleMenuRow>
        data-testid="role-menu-access"
        rowKey="id"
        size="small"
        pagination={false}
        columns={menuColumns}
        dataSource={rows}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 'max-content' }}
      />

      <Divider titlePlacement="start">{t('extraRights')}</Divider>
      <Space wrap size="large">
        {ROLE_EXTRA_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            checked={draft.extra?.[flag] === true}
            data-testid={`role-extra-${flag}`}
            onChange={(event) => onChange(withExtraFlag(draft, flag, event.target.checked))}
          >
            {t(EXTRA_KEYS[flag])}
          </Checkbox>
        ))}
      </Space>

      <Divider titlePlacement="start">{t('krudRights')}</Divider>
      <Typography.Text type="secondary">{t('krudRightsHint')}</Typography.Text>
      {ownKruds.length > 0 && (
        <Table<(typeof ownKruds)[number]>
          data-testid="role-kruds"
          rowKey={([name]) => name}
          size="small"
          pagination={false}
          columns={krudColumns}
          dataSource={ownKruds}
          scroll={{ x: 'max-content' }}
        />
      )}
      <Select
        data-testid="role-krud-add"
        aria-label={t('addKrud')}
        placeholder={t('addKrud')}
        value={null}
        style={{ minWidth: 260 }}
        showSearch={{ optionFilterProp: 'label' }}
        options={project.kruds
          .filter((krud) => draft.kruds?.[krud.name] === undefined)
          .map((krud) => ({ value: krud.name, label: localizedText(krud.title, language) }))}
        onChange={(name: string | null) => {
          if (name !== null) onChange(withKrudAdded(draft, name))
        }}
      />

      <Divider titlePlacement="start">
        {t('permittedTables')} / {t('permittedDatasources')}
      </Divider>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('permittedTables')} htmlFor="role-tables">
              <Select
                id="role-tables"
                data-testid="role-tables"
                mode="multiple"
                allowClear
                value={draft.permitted_tables ?? []}
                options={project.tables.map((name) => ({ value: name, label: name }))}
                onChange={(names: string[]) => onChange(withRoleNames(draft, 'permitted_tables', names))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('permittedDatasources')} htmlFor="role-datasources">
              <Select
                id="role-datasources"
                data-testid="role-datasources"
                mode="multiple"
                allowClear
                value={draft.permitted_datasources ?? []}
                options={project.datasources.map((name) => ({ value: name, label: name }))}
                onChange={(names: string[]) => onChange(withRoleNames(draft, 'permitted_datasources', names))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Space>
  )
}
