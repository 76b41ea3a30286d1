import { ReloadOutlined } from '@ant-design/icons'
import { ChartView } from '@tamga/renderer/chart'
import type { DashboardAnswer } from '@tamga/schema'
import { Alert, Button, Skeleton } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api } from '../../../api/client.ts'
import { useProcessWords } from '../../../i18n/useProcessWords.ts'
import { useDisplaySettings } from '../../../settings/displaySettings.ts'
import { useApp } from '../../../stores/app.ts'
import { useSession } from '../../../stores/session.ts'
import { ActivityTimeline } from './ActivityTimeline.tsx'
import { dashboardSections } from './activity.ts'
import { WaitingSteps } from './WaitingSteps.tsx'
import './dashboard.css'

type DashboardLoad =
  | { state: 'loading' }
  | { state: 'ready'; answer: DashboardAnswer; at: number }
  | { state: 'failed' }

/**
 * The signed-in role's dashboard (issue 7, "Admin home"): the chart documents granted to the
 * role (`GET /dashboard`), count boxes first and then the charts, each drawn by the renderer's
 * `ChartView` in the interface language and theme, beside the latest record writes the caller
 * may see, and the workflow steps waiting for the caller.
 */
export function Dashboard(): ReactNode {
  const { t } = useTranslation('dashboard')
  const language = useApp((state) => state.language)
  const dark = useDisplaySettings((state) => state.settings.darkMode)
  const menuList = useSession((state) => state.menuList)
  const processWords = useProcessWords()
  const navigate = useNavigate()
  const [load, setLoad] = useState<DashboardLoad>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (the retry button) reads the dashboard again.
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    void api.get<DashboardAnswer>('/dashboard', { signal: controller.signal, quiet: true }).then((answer) => {
      if (answer.ok) setLoad({ state: 'ready', answer: answer.data, at: Date.now() })
      else if (!answer.cancelled) setLoad({ state: 'failed' })
    })
    return () => controller.abort()
  }, [attempt])

  if (load.state === 'loading') return <Skeleton active paragraph={{ rows: 6 }} data-testid="dashboard-loading" />
  if (load.state === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => setAttempt((count) => count + 1)}>
            {t('retry')}
          </Button>
        }
      />
    )
  }

  const { counts, drawn } = dashboardSections(load.answer.charts)
  const open = (path: string) => void navigate(path)
  const chart = (document: DashboardAnswer['charts'][number]) => (
    <ChartView
      client={api}
      chart={document}
      language={language}
      dark={dark}
      onNavigate={open}
      processWords={processWords}
    />
  )
  return (
    <div className="dashboard" data-testid="dashboard">
      {counts.length === 0 ? null : (
        <section className="dashboard-counts" aria-label={t('charts')}>
          {counts.map((document) => (
            <div key={document.name}>{chart(document)}</div>
          ))}
        </section>
      )}
      <div className="dashboard-main">
        {drawn.length === 0 ? (
          <div />
        ) : (
          <section className="dashboard-charts" aria-label={t('charts')}>
            {drawn.map((document) => (
              <div key={document.name} className={document.type === 'table' ? 'dashboard-chart-wide' : undefined}>
                {chart(document)}
              </div>
            ))}
          </section>
        )}
        <div className="dashboard-side">
          <WaitingSteps language={language} menuList={menuList} onNavigate={open} />
          <ActivityTimeline
            entries={load.answer.activity}
            language={language}
            menuList={menuList}
            onNavigate={open}
            now={load.at}
          />
        </div>
      </div>
    </div>
  )
}
