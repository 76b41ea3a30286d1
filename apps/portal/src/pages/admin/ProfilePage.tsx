import { UserOutlined } from '@ant-design/icons'
import { formatDateTime } from '@tamga/schema'
import { Alert, App, Avatar, Button, Card, Descriptions, Form, Skeleton, Space, Typography } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { API_BASE } from '../../api/apiBase.ts'
import { api } from '../../api/client.ts'
import { useSession } from '../../stores/session.ts'
import { failureProblems } from '../auth/authText.ts'
import type { AccountUser, UserAnswer } from './accountTypes.ts'
import { formErrors } from './formProblems.ts'
import { LoadFailed } from './LoadFailed.tsx'
import { PersonalFormItems } from './PersonalFormItems.tsx'
import {
  PERSONAL_FIELDS,
  type PersonalValues,
  personalChanges,
  personalProblems,
  personalValues,
} from './personalFields.ts'
import { useProblemWords } from './useProblemWords.ts'

/**
 * `/admin/profile` (spec 2.2, 3.13): the signed-in user's own data from `GET /profile`, saved
 * with `PATCH /profile` (only what changed). Problems show under their fields, found by the
 * shared rules before sending and by the server after.
 */
export function ProfilePage() {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('common')
  const words = useProblemWords()
  const { message, notification } = App.useApp()
  const [form] = Form.useForm<PersonalValues>()
  const [user, setUser] = useState<AccountUser>()
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)
  const [others, setOthers] = useState<string[]>([])

  const load = useCallback(async (signal?: AbortSignal) => {
    setFailed(false)
    const result = await api.get<UserAnswer>('/profile', { signal })
    // The form mounts with the user's values as its initial ones.
    if (result.ok) setUser(result.data.user)
    else if (!result.cancelled) setFailed(true)
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  const showProblems = (problems: ReturnType<typeof personalProblems>) => {
    const { entries, others: rest } = formErrors(PERSONAL_FIELDS, problems, words)
    form.setFields(entries)
    setOthers(rest)
    return problems.size > 0
  }

  const save = async (values: PersonalValues) => {
    if (user === undefined) return
    if (showProblems(personalProblems(values))) return
    const changes = personalChanges(personalValues(user), values)
    if (Object.keys(changes).length === 0) {
      void message.info(t('noChanges'))
      return
    }
    setSaving(true)
    const result = await api.patch<UserAnswer>('/profile', changes, { quiet: true })
    setSaving(false)
    if (result.ok) {
      const saved = result.data.user
      setUser(saved)
      form.setFieldsValue(personalValues(saved))
      // The shell greets the user by name: it shows the new one at once.
      const session = useSession.getState()
      if (session.user !== undefined) {
        session.setUser({
          ...session.user,
          first_name: saved.first_name,
          last_name: saved.last_name,
          email: saved.email,
        })
      }
      void message.success(tc('savedSuccess'))
      return
    }
    if (result.cancelled) return
    showProblems(failureProblems(result))
    notification.error({ title: tc('saveError'), description: result.message })
  }

  if (failed) return <LoadFailed onReload={() => void load()} />

  return (
    <Card title={t('profileTitle')} className="admin-profile">
      {user === undefined ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space size="large" align="center" wrap>
            <Avatar
              size={72}
              icon={<UserOutlined />}
              alt={t('image')}
              data-testid="profile-image"
              {...(user.image === null ? {} : { src: `${API_BASE}/uploads/${encodeURIComponent(user.image)}` })}
            />
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {[user.last_name, user.first_name].filter(Boolean).join(' ') || user.login}
              </Typography.Title>
              <Typography.Text type="secondary">{t('profileDescription')}</Typography.Text>
            </div>
          </Space>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'login', label: t('username'), children: <span data-testid="profile-login">{user.login}</span> },
              { key: 'created', label: t('createdAt'), children: formatDateTime(user.created_at) },
            ]}
          />
          {others.length > 0 && <Alert type="error" showIcon title={others.join(' ')} />}
          <Form
            form={form}
            layout="vertical"
            data-testid="profile-form"
            onFinish={(values) => void save(values)}
            initialValues={personalValues(user)}
          >
            <PersonalFormItems testIdPrefix="profile-" />
            <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
              {tc('save')}
            </Button>
          </Form>
        </Space>
      )}
    </Card>
  )
}
