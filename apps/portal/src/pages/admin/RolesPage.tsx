import { builderEditor, sameJson } from '@tamga/builder'
import { type DocumentIssue, flattenMenu, localizedText, type RoleDocument } from '@tamga/schema'
import { App, Badge, Button, Card, Col, Empty, List, Row, Skeleton, Space, Tag, Typography } from 'antd'
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { loadPermissions } from '../../startup/loadPermissions.ts'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'
import type { RoleSavedAnswer, RolesAnswer, StoredRole } from './accountTypes.ts'
import { LoadFailed } from './LoadFailed.tsx'
import { roleProblems } from './roleEditing.ts'
import { rolesDocuments } from './rolesDocuments.ts'

// The role builder's editor, the one role editor (loaded with the screen's first role).
const RoleBuilder = builderEditor('role')

/** The issues a refused save lists (`DOCUMENT_INVALID`), as the server sent them. */
function refusedIssues(body: unknown): DocumentIssue[] {
  if (typeof body !== 'object' || body === null) return []
  const issues = (body as { issues?: unknown }).issues
  return Array.isArray(issues) ? (issues as DocumentIssue[]) : []
}

/**
 * `/admin/roles`, roles and permission management (spec 2.8, 3.13, 6): the roles from
 * `GET /roles` with display name, note and default menu; choosing one opens its editor, and
 * the edited document is saved with `PUT /roles/:name` (with the revision read, so a save never
 * overwrites another one). Test ids: `roles-list`, `role-{name}`, `role-save`, `role-discard`.
 */
export function RolesPage() {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('common')
  const language = useApp((state) => state.language)
  const { message, modal, notification } = App.useApp()
  const [answer, setAnswer] = useState<RolesAnswer>()
  const [failed, setFailed] = useState(false)
  const [selected, setSelected] = useState<StoredRole>()
  const [draft, setDraft] = useState<RoleDocument>()
  const [issues, setIssues] = useState<DocumentIssue[]>([])
  const [saving, setSaving] = useState(false)

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setFailed(false)
      const result = await api.get<RolesAnswer>('/roles', { signal, quiet: true })
      if (result.ok) setAnswer(result.data)
      else if (!result.cancelled) {
        setFailed(true)
        notification.error({ title: t('loadError'), description: result.message })
      }
    },
    [notification, t],
  )

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  const documents = useMemo(() => (answer === undefined ? undefined : rolesDocuments(answer)), [answer])
  const changed = selected !== undefined && draft !== undefined && !sameJson(selected.document, draft)

  const open = (role: StoredRole) => {
    const go = () => {
      setSelected(role)
      setDraft(role.document)
      setIssues([])
    }
    if (!changed || role.document.name === selected?.document.name) {
      go()
      return
    }
    modal.confirm({
      title: t('unsavedTitle'),
      content: t('unsavedDescription'),
      okText: tc('yes'),
      cancelText: tc('no'),
      onOk: go,
    })
  }

  const edit = (next: RoleDocument) => {
    setDraft(next)
    // Problems of the document itself show as soon as they arise and vanish when fixed.
    setIssues(roleProblems(next))
  }

  const save = async () => {
    if (selected === undefined || draft === undefined) return
    const own = roleProblems(draft)
    setIssues(own)
    if (own.length > 0) return
    setSaving(true)
    const result = await api.put<RoleSavedAnswer>(`/roles/${encodeURIComponent(draft.name)}`, draft, {
      query: { revision: selected.revision },
      quiet: true,
    })
    setSaving(false)
    if (!result.ok) {
      if (result.cancelled) return
      setIssues(refusedIssues(result.body))
      notification.error({ title: tc('saveError'), description: result.message })
      return
    }
    const saved = result.data.role
    setSelected(saved)
    setDraft(saved.document)
    setAnswer((current) =>
      current === undefined
        ? current
        : {
            ...current,
            roles: current.roles.map((role) => (role.document.name === saved.document.name ? saved : role)),
          },
    )
    void message.success(tc('savedSuccess'))
    // The signed-in user's own role changed: the shell's menu follows at once.
    if (saved.document.id === useSession.getState().user?.role) {
      await loadPermissions({ client: api, session: useSession.getState })
    }
  }

  if (failed) return <LoadFailed onReload={() => void load()} />
  if (answer === undefined) return <Skeleton active />

  /** The title of the role's default menu entry, a crud entry's from its krud (spec 3.9). */
  const defaultMenuTitle = (role: RoleDocument) => {
    const items = answer.menus.find((candidate) => candidate.name === role.menu)?.items ?? []
    const kruds = answer.kruds.map((krud) => ({ id: krud.name, title: krud.title }))
    const entry = flattenMenu(items, kruds).find((candidate) => candidate.id === role.default_menu)
    return entry === undefined ? role.default_menu : localizedText(entry.title, language)
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('rolesTitle')}>
          <Typography.Paragraph type="secondary">{t('rolesDescription')}</Typography.Paragraph>
          <List
            data-testid="roles-list"
            dataSource={answer.roles}
            rowKey={(role) => role.document.name}
            renderItem={(role) => {
              const active = role.document.name === selected?.document.name
              return (
                <List.Item
                  data-testid={`role-${role.document.name}`}
                  onClick={() => open(role)}
                  style={{
                    cursor: 'pointer',
                    paddingInline: 8,
                    background: active ? 'var(--ant-control-item-bg-active, #e6f4ff)' : undefined,
                  }}
                  aria-current={active ? 'true' : undefined}
                >
                  <List.Item.Meta
                    title={
                      <Space size="small" wrap>
                        <Tag>{role.document.id}</Tag>
                        <span>{localizedText(role.document.display_name, language)}</span>
                        {active && changed && <Badge status="warning" text={t('unsaved')} />}
                      </Space>
                    }
                    description={
                      <>
                        {role.document.note !== undefined && <div>{role.document.note}</div>}
                        <Typography.Text type="secondary">
                          {t('defaultMenu')}: {defaultMenuTitle(role.document)}
                        </Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              )
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card
          title={draft === undefined ? t('rolesTitle') : localizedText(draft.display_name, language)}
          extra={
            draft !== undefined && (
              <Space>
                <Button
                  data-testid="role-discard"
                  disabled={!changed || saving}
                  onClick={() => selected !== undefined && open({ ...selected })}
                >
                  {t('discard')}
                </Button>
                <Button
                  type="primary"
                  data-testid="role-save"
                  disabled={!changed}
                  loading={saving}
                  onClick={() => void save()}
                >
                  {tc('save')}
                </Button>
              </Space>
            )
          }
        >
          {draft === undefined || documents === undefined || RoleBuilder === undefined ? (
            <Empty description={t('selectRole')} />
          ) : (
            <Suspense fallback={<Skeleton active />}>
              <RoleBuilder
                document={draft}
                onChange={edit}
                issues={issues}
                language={language}
                http={api}
                documents={documents}
              />
            </Suspense>
          )}
        </Card>
      </Col>
    </Row>
  )
}
