import { menuIcon } from '@tamga/renderer'
import { localizedText } from '@tamga/schema'
import { Skeleton, Typography } from 'antd'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'
import { useShellFirst } from './dashboard/useShellFirst.ts'

// The dashboard brings in the chart renderer, which loads ECharts in turn: the shell is drawn
// before either arrives.
const Dashboard = lazy(async () => ({ default: (await import('./dashboard/Dashboard.tsx')).Dashboard }))

/**
 * The admin home (spec 2.2 `/admin`): a greeting, the role's dashboard (its charts and the recent
 * activity), and the role's crud screens as tiles.
 */
export function AdminHome() {
  const { t } = useTranslation(['shell', 'dashboard'])
  const language = useApp((state) => state.language)
  const user = useSession((state) => state.user)
  const menuList = useSession((state) => state.menuList)
  const navigate = useNavigate()
  const screens = menuList.filter((entry) => entry.link_to === 'crud')
  const shellDrawn = useShellFirst()
  const waiting = <Skeleton active paragraph={{ rows: 6 }} />
  return (
    <section className="admin-home">
      <Typography.Title level={3}>{t('welcome', { name: user?.first_name ?? user?.login ?? '' })}</Typography.Title>
      {shellDrawn ? (
        <Suspense fallback={waiting}>
          <Dashboard />
        </Suspense>
      ) : (
        waiting
      )}
      {screens.length === 0 ? null : (
        <>
          <Typography.Title level={5}>{t('dashboard:screens')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('welcomeDescription')}</Typography.Paragraph>
        </>
      )}
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
