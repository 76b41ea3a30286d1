import { localizedText } from '@tamga/schema'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { menuIcon } from '../../shell/menuIcons.tsx'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'

/** The admin home (spec 2.2 `/admin`): a greeting and the role's crud screens as tiles. */
export function AdminHome() {
  const { t } = useTranslation('shell')
  const language = useApp((state) => state.language)
  const user = useSession((state) => state.user)
  const menuList = useSession((state) => state.menuList)
  const navigate = useNavigate()
  const screens = menuList.filter((entry) => entry.link_to === 'crud')
  return (
    <section className="admin-home">
      <Typography.Title level={3}>{t('welcome', { name: user?.first_name ?? user?.login ?? '' })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('welcomeDescription')}</Typography.Paragraph>
      <nav className="home-tiles" aria-label={t('adminHome')}>
        {screens.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className="home-tile"
            onClick={() => void navigate(`/admin/p/${encodeURIComponent(entry.id)}`)}
          >
            {menuIcon('file-text')}
            <span>{localizedText(entry.title, language)}</span>
          </button>
        ))}
      </nav>
    </section>
  )
}
