import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SearchOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { formatDateTime, localizedText } from '@tamga/schema'
import {
  App,
  Avatar,
  Button,
  Card,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { API_BASE } from '../../api/apiBase.ts'
import { api } from '../../api/client.ts'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'
import type { AccountUser, UserAnswer, UserListAnswer } from './accountTypes.ts'
import { PermanentDeleteModal } from './PermanentDeleteModal.tsx'
import { UserFormDrawer } from './UserFormDrawer.tsx'
import { useRoleChoices } from './useRoleChoices.ts'
import {
  type ConfirmedFilter,
  INITIAL_USERS_VIEW,
  pageAfterRemoval,
  type UsersView,
  userDisplayName,
  usersRequest,
} from './usersList.ts'

/**
 * `/admin/users`, the platform's users screen (spec 2.8, 4.8): the users in a table paged by the
 * server, searched and filtered by confirmation; adding and editing in a drawer; confirming a
 * registration; deleting (restorable) after a confirmation; the deleted users with restore and
 * a permanent delete that needs the login typed. Notices are spec 8.3's.
 */
export function UsersPage() {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('common')
  const language = useApp((state) => state.language)
  const me = useSession((state) => state.user)
  const { message, notification } = App.useApp()
  const roles = useRoleChoices()
  const [view, setView] = useState<UsersView>(INITIAL_USERS_VIEW)
  const [searchText, setSearchText] = useState('')
  const [answer, setAnswer] = useState<{ users: AccountUser[]; total: number }>({ users: [], total: 0 })
  const [loading, setLoading] = useState(false)
  const [reloads, setReloads] = useState(0)
  const [editing, setEditing] = useState<{ open: boolean; user: AccountUser | undefined }>({
    open: false,
    user: undefined,
  })
  const [permanent, setPermanent] = useState<AccountUser>()
  const [busy, setBusy] = useState<string>()
  const [searchParams, setSearchParams] = useSearchParams()
  const linkedUser = searchParams.get('user')

  // A registration's notice links here with `?user={id}`: that user's drawer opens, to confirm them.
  useEffect(() => {
    if (linkedUser === null || !/^[1-9]\d{0,9}$/.test(linkedUser)) return
    const controller = new AbortController()
    void api.get<UserAnswer>(`/users/${linkedUser}`, { quiet: true, signal: controller.signal }).then((result) => {
      if (result.ok) setEditing({ open: true, user: result.data.user })
      else if (result.cancelled) return
      else notification.error({ title: t('loadError'), description: result.message })
      setSearchParams({}, { replace: true })
    })
    return () => controller.abort()
  }, [linkedUser, notification, t, setSearchParams])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same view again after a change
  useEffect(() => {
    const controller = new AbortController()
    const { path, query } = usersRequest(view)
    setLoading(true)
    void api.get<UserListAnswer>(path, { query, quiet: true, signal: controller.signal }).then((result) => {
      if (result.ok) {
        setAnswer({ users: result.data.users, total: result.data.total })
        setLoading(false)
      } else if (!result.cancelled) {
        setLoading(false)
        notification.error({ title: t('loadError'), description: result.message })
      }
    })
    return () => controller.abort()
  }, [view, reloads, notification, t])

  const roleName = (id: number) => {
    const role = roles.find((choice) => choice.id === id)
    return role === undefined ? t('roleNumber', { id }) : localizedText(role.displayName, language)
  }

  /** After a row left the list: the same view again, a page back if it was the last row there. */
  const afterRemoval = () => {
    const page = pageAfterRemoval(view, answer.total)
    if (page === view.page) setReloads((count) => count + 1)
    else setView({ ...view, page })
  }

  const act = async (key: string, run: () => Promise<boolean>) => {
    setBusy(key)
    try {
      return await run()
    } finally {
      setBusy(undefined)
    }
  }

  const confirmUser = (user: AccountUser) =>
    act(`confirm-${user.id}`, async () => {
      const result = await api.post(`/users/${user.id}/confirm`, undefined, { quiet: true })
      if (result.ok) {
        void message.success(t('userConfirmed'))
        setReloads((count) => count + 1)
      } else if (!result.cancelled) notification.error({ title: t('updateError'), description: result.message })
      return result.ok
    })

  const deleteUser = (user: AccountUser) =>
    act(`delete-${user.id}`, async () => {
      const result = await api.delete(`/users/${user.id}`, { quiet: true })
      if (result.ok) {
        void message.success(tc('deletedSuccess'))
        afterRemoval()
      } else if (!result.cancelled) notification.error({ title: t('deleteError'), description: result.message })
      return result.ok
    })

  const restoreUser = (user: AccountUser) =>
    act(`restore-${user.id}`, async () => {
      const result = await api.post(`/users/${user.id}/restore`, undefined, { quiet: true })
      if (result.ok) {
        void message.success(t('restored'))
        afterRemoval()
      } else if (!result.cancelled) notification.error({ title: t('restoreError'), description: result.message })
      return result.ok
    })

  const removeForGood = (user: AccountUser) =>
    act(`permanent-${user.id}`, async () => {
      const result = await api.delete(`/users/${user.id}/permanent`, { quiet: true })
      if (result.ok) {
        void message.success(tc('deletedSuccess'))
        setPermanent(undefined)
        afterRemoval()
      } else if (!result.cancelled) notification.error({ title: t('deleteError'), description: result.message })
      return result.ok
    })

  const live = view.list === 'live'
  const columns: TableColumnsType<AccountUser> = [
    {
      key: 'name',
      title: t('name'),
      render: (_value, user) => (
        <Space>
          <Avatar
            size="small"
            icon={<UserOutlined />}
            {...(user.image === null ? {} : { src: `${API_BASE}/uploads/${encodeURIComponent(user.image)}` })}
          />
          <span>{userDisplayName(user)}</span>
        </Space>
      ),
    },
    { key: 'login', dataIndex: 'login', title: t('username') },
    { key: 'email', dataIndex: 'email', title: t('email'), responsive: ['md'] },
    {
      key: 'role',
      title: t('role'),
      responsive: ['lg'],
      render: (_value, user) => (
        <Space size={[0, 4]} wrap>
          <Tag color="blue">{roleName(user.role_id)}</Tag>
          {user.extra_role_ids.map((id) => (
            <Tag key={id}>{roleName(id)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'confirmed',
      title: t('registration'),
      render: (_value, user) => (
        <Tag color={user.confirmed ? 'green' : 'orange'} data-testid={`user-state-${user.id}`}>
          {user.confirmed ? t('confirmed') : t('notConfirmed')}
        </Tag>
      ),
    },
    live
      ? {
          key: 'created',
          title: t('createdAt'),
          responsive: ['xl'],
          render: (_value, user) => formatDateTime(user.created_at),
        }
      : {
          key: 'deleted',
          title: t('deletedAt'),
          responsive: ['md'],
          render: (_value, user) => formatDateTime(user.deleted_at),
        },
    {
      key: 'actions',
      title: t('actions'),
      render: (_value, user) =>
        live ? (
          <Space size="small" wrap>
            {!user.confirmed && (
              <Popconfirm
                title={t('confirmUserQuestion')}
                okText={tc('yes')}
                cancelText={tc('no')}
                onConfirm={() => confirmUser(user)}
              >
                <Button
                  size="small"
                  icon={<CheckOutlined />}
                  loading={busy === `confirm-${user.id}`}
                  data-testid={`user-confirm-${user.id}`}
                >
                  {t('confirmUser')}
                </Button>
              </Popconfirm>
            )}
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={tc('edit')}
              data-testid={`user-edit-${user.id}`}
              onClick={() => setEditing({ open: true, user })}
            />
            {user.id === me?.id ? (
              <Tooltip title={t('cannotDeleteSelf')}>
                <Button size="small" danger disabled icon={<DeleteOutlined />} aria-label={tc('delete')} />
              </Tooltip>
            ) : (
              <Popconfirm
                title={t('deleteUserQuestion')}
                description={t('deleteUserDescription')}
                okText={tc('delete')}
                okButtonProps={{ danger: true }}
                cancelText={tc('cancel')}
                onConfirm={() => deleteUser(user)}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={tc('delete')}
                  loading={busy === `delete-${user.id}`}
                  data-testid={`user-delete-${user.id}`}
                />
              </Popconfirm>
            )}
          </Space>
        ) : (
          <Space size="small" wrap>
            <Button
              size="small"
              icon={<UndoOutlined />}
              loading={busy === `restore-${user.id}`}
              data-testid={`user-restore-${user.id}`}
              onClick={() => void restoreUser(user)}
            >
              {t('restore')}
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid={`user-permanent-${user.id}`}
              onClick={() => setPermanent(user)}
            >
              {t('permanentDelete')}
            </Button>
          </Space>
        ),
    },
  ]

  const toolbar = (
    <Space wrap style={{ marginBottom: 16 }}>
      <Space.Compact style={{ width: 340 }}>
        <Input
          data-testid="users-search"
          aria-label={tc('search')}
          placeholder={t('searchPlaceholder')}
          allowClear
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value)
            // Clearing the box shows everyone again at once.
            if (event.target.value === '' && view.search !== '') setView({ ...view, search: '', page: 1 })
          }}
          onPressEnter={() => setView({ ...view, search: searchText, page: 1 })}
        />
        <Button
          icon={<SearchOutlined />}
          aria-label={tc('search')}
          data-testid="users-search-button"
          onClick={() => setView({ ...view, search: searchText, page: 1 })}
        />
      </Space.Compact>
      {live && (
        <Select<ConfirmedFilter>
          data-testid="users-confirmed-filter"
          aria-label={t('registration')}
          value={view.confirmed}
          onChange={(confirmed) => setView({ ...view, confirmed, page: 1 })}
          style={{ width: 180 }}
          options={[
            { value: 'all', label: t('filterAll') },
            { value: 'confirmed', label: t('filterConfirmed') },
            { value: 'unconfirmed', label: t('filterUnconfirmed') },
          ]}
        />
      )}
    </Space>
  )

  return (
    <Card
      title={t('usersTitle')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="users-add"
          onClick={() => setEditing({ open: true, user: undefined })}
        >
          {t('addUser')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('usersDescription')}</Typography.Paragraph>
      <Tabs
        activeKey={view.list}
        onChange={(key) =>
          setView({ ...INITIAL_USERS_VIEW, list: key === 'deleted' ? 'deleted' : 'live', search: view.search })
        }
        items={[
          { key: 'live', label: <span data-testid="users-live-tab">{t('liveUsers')}</span> },
          { key: 'deleted', label: <span data-testid="users-deleted-tab">{t('deletedUsers')}</span> },
        ]}
      />
      {toolbar}
      <Table<AccountUser>
        data-testid="users-table"
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={answer.users}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total: answer.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('totalUsers', { total }),
          onChange: (page, pageSize) => setView({ ...view, page: pageSize === view.pageSize ? page : 1, pageSize }),
        }}
      />
      <UserFormDrawer
        open={editing.open}
        user={editing.user}
        roles={roles}
        onClose={() => setEditing({ open: false, user: undefined })}
        onSaved={() => {
          setEditing({ open: false, user: undefined })
          setReloads((count) => count + 1)
        }}
      />
      <PermanentDeleteModal
        user={permanent}
        busy={permanent !== undefined && busy === `permanent-${permanent.id}`}
        onCancel={() => setPermanent(undefined)}
        onConfirm={(user) => void removeForGood(user)}
      />
    </Card>
  )
}
