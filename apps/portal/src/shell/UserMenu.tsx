import {
  IdcardOutlined,
  KeyOutlined,
  LockOutlined,
  LogoutOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons'
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { roleChoices, roleDisplayName } from '../pages/roleNames.ts'
import { useDisplaySettings } from '../settings/displaySettings.ts'
import { useApp } from '../stores/app.ts'
import { useSession } from '../stores/session.ts'
import { signOut } from './logout.ts'

/**
 * The user menu (spec 2.5): the role the session acts as, by its display name in the interface
 * language; switching to another of the user's roles (`/select-role`) when they have several;
 * profile, password, lock screen, and logout after a confirmation.
 */
export function UserMenu() {
  const { t } = useTranslation('shell')
  const { t: tc } = useTranslation('common')
  const { t: ta } = useTranslation('auth')
  const user = useSession((state) => state.user)
  const language = useApp((state) => state.language)
  const navigate = useNavigate()
  const { modal } = App.useApp()
  const name = user?.first_name ?? user?.login ?? ''
  const role =
    user === undefined ? undefined : (roleDisplayName(user, user.role, language) ?? ta('roleName', { id: user.role }))
  const switchable = user !== undefined && roleChoices(user).length > 1

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'switch-role') void navigate('/select-role')
    else if (key === 'profile') void navigate('/admin/profile')
    else if (key === 'change-password') void navigate('/admin/change-password')
    else if (key === 'lock') useDisplaySettings.getState().update({ lockScreen: true })
    else if (key === 'logout') {
      modal.confirm({
        title: t('logoutConfirmTitle'),
        content: t('logoutConfirmDescription'),
        okText: tc('yes'),
        cancelText: tc('no'),
        onOk: async () => {
          await signOut(() => navigate('/auth/login'))
        },
      })
    }
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        onClick,
        items: [
          ...(role === undefined
            ? []
            : [
                {
                  key: 'role',
                  icon: <IdcardOutlined />,
                  disabled: true,
                  label: <span data-testid="user-menu-role">{t('activeRole', { role })}</span>,
                },
                ...(switchable ? [{ key: 'switch-role', icon: <UserSwitchOutlined />, label: t('switchRole') }] : []),
                { type: 'divider' as const },
              ]),
          { key: 'profile', icon: <UserOutlined />, label: t('profile') },
          { key: 'change-password', icon: <KeyOutlined />, label: t('changePassword') },
          { key: 'lock', icon: <LockOutlined />, label: t('lockScreen') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
        ],
      }}
    >
      <Button type="text" className="user-menu" data-testid="user-menu" title={role}>
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="user-name">{name}</span>
      </Button>
    </Dropdown>
  )
}
