import { KeyOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDisplaySettings } from '../settings/displaySettings.ts'
import { useSession } from '../stores/session.ts'
import { signOut } from './logout.ts'

/** The user menu (spec 2.5): profile, password, lock screen, and logout after a confirmation. */
export function UserMenu() {
  const { t } = useTranslation('shell')
  const { t: tc } = useTranslation('common')
  const user = useSession((state) => state.user)
  const navigate = useNavigate()
  const { modal } = App.useApp()
  const name = user?.first_name ?? user?.login ?? ''

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/admin/profile')
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
          { key: 'profile', icon: <UserOutlined />, label: t('profile') },
          { key: 'change-password', icon: <KeyOutlined />, label: t('changePassword') },
          { key: 'lock', icon: <LockOutlined />, label: t('lockScreen') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
        ],
      }}
    >
      <Button type="text" className="user-menu" data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="user-name">{name}</span>
      </Button>
    </Dropdown>
  )
}
