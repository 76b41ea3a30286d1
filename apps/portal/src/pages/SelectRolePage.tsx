import { CheckCircleFilled, UserSwitchOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api } from '../api/client.ts'
import { signOut } from '../shell/logout.ts'
import { goTo } from '../startup/afterSignIn.ts'
import { useApp } from '../stores/app.ts'
import { useSession } from '../stores/session.ts'
import { type AuthText, failureText } from './auth/authText.ts'
import { useAuthText } from './auth/useAuthText.ts'
import { roleChoices, roleDisplayName } from './roleNames.ts'
import { selectRole } from './selectRole.ts'

/**
 * `/select-role` (spec 2.2, 6): a user with several roles chooses the one to work as; the session
 * switches to it, its permissions load and the role's redirect follows. Each role shows its
 * display name in the interface language, as the session names the user's roles; a role the
 * session does not name shows as "Эрх {id}".
 */
export function SelectRolePage() {
  const { t } = useTranslation('auth')
  const say = useAuthText()
  const navigate = useNavigate()
  const user = useSession((state) => state.user)
  const language = useApp((state) => state.language)
  const [choosing, setChoosing] = useState<number | undefined>()
  const [failure, setFailure] = useState<AuthText | undefined>()

  if (user === undefined) return null

  const choose = async (roleId: number) => {
    setFailure(undefined)
    setChoosing(roleId)
    const outcome = await selectRole(
      { client: api, session: () => useSession.getState(), origin: window.location.origin },
      roleId,
    )
    setChoosing(undefined)
    if (!outcome.ok) {
      setFailure(failureText(outcome.failure, {}, 'sorryError'))
      return
    }
    goTo(outcome.destination, {
      navigate: (path) => void navigate(path, { replace: true }),
      assign: (url) => window.location.assign(url),
    })
  }

  const leave = async () => {
    await signOut(() => navigate('/auth/login', { replace: true }))
  }

  return (
    <div style={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <Card style={{ width: '100%', maxWidth: 440 }} data-testid="select-role">
        <Typography.Title level={4} style={{ textAlign: 'center' }}>
          <UserSwitchOutlined /> {t('selectRoleTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('selectRoleDescription')}
        </Typography.Paragraph>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {roleChoices(user).map((roleId) => (
            <Button
              key={roleId}
              block
              size="large"
              type={roleId === user.role ? 'primary' : 'default'}
              loading={choosing === roleId}
              disabled={choosing !== undefined && choosing !== roleId}
              onClick={() => void choose(roleId)}
              data-testid={`select-role-${roleId}`}
            >
              {roleDisplayName(user, roleId, language) ?? t('roleName', { id: roleId })}
              {roleId === user.role && (
                <Tag icon={<CheckCircleFilled />} style={{ marginInlineStart: 8 }}>
                  {t('currentRole')}
                </Tag>
              )}
            </Button>
          ))}
        </Space>
        {failure !== undefined && (
          <Alert type="error" showIcon title={say(failure)} data-testid="select-role-error" style={{ marginTop: 16 }} />
        )}
        <Button
          type="link"
          block
          onClick={() => void leave()}
          style={{ marginTop: 16 }}
          data-testid="select-role-sign-out"
        >
          {t('signOut')}
        </Button>
      </Card>
    </div>
  )
}
