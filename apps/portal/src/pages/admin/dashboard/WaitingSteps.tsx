import type { FlatMenuEntry, LanguageCode, WaitingSteps as WaitingStepsAnswer } from '@tamga/schema'
import { formatDateTime, localizedText, STEP_TYPE_APPEARANCE } from '@tamga/schema'
import { Badge, Card, Empty, Skeleton, Tag, Typography } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../api/client.ts'
import { useNotifications } from '../../../notifications/notificationsStore.ts'

/** Props of {@link WaitingSteps}. */
export interface WaitingStepsProps {
  language: LanguageCode
  /** The role's menu, for the title of each step's screen. */
  menuList: readonly FlatMenuEntry[]
  onNavigate(path: string): void
}

/** Where a waiting step is acted on: its record's form, which shows the process and its buttons. */
export const waitingStepPath = (krud: string, rowId: string | number) =>
  `/form/${encodeURIComponent(krud)}/${encodeURIComponent(String(rowId))}`

/**
 * The workflow steps waiting for the signed-in person (`GET /process/waiting`), oldest first as
 * the server lists them: the step, its record and screen, since when it waits and the date it is
 * due; a click opens the record where the step is acted on. A notification arriving live (a
 * step opened for this person, most likely) reloads the list, keeping the old one shown meanwhile.
 */
export function WaitingSteps(props: WaitingStepsProps): ReactNode {
  const { t } = useTranslation('dashboard')
  const [steps, setSteps] = useState<WaitingStepsAnswer['steps'] | 'loading' | 'failed'>('loading')
  const arrivals = useNotifications((state) => state.arrivals)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each live arrival asks the list again.
  useEffect(() => {
    const controller = new AbortController()
    void api.get<WaitingStepsAnswer>('/process/waiting', { signal: controller.signal, quiet: true }).then((answer) => {
      if (answer.ok) setSteps(answer.data.steps)
      else if (!answer.cancelled) setSteps('failed')
    })
    return () => controller.abort()
  }, [arrivals])
  const title = (
    <span>
      {t('waitingSteps')}{' '}
      {Array.isArray(steps) && steps.length > 0 && <Badge count={steps.length} data-testid="waiting-count" />}
    </span>
  )
  const screenTitle = (krud: string) => {
    const entry = props.menuList.find((item) => item.link_to === 'crud' && item.url === krud)
    return entry === undefined ? krud : (localizedText(entry.title, props.language) ?? krud)
  }
  return (
    <Card size="small" title={title} data-testid="dashboard-waiting" className="dashboard-waiting">
      {steps === 'loading' ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : steps === 'failed' ? (
        <Typography.Text type="secondary">{t('loadFailed')}</Typography.Text>
      ) : steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noWaitingSteps')} />
      ) : (
        <ul className="dashboard-waiting-list">
          {steps.map((item) => {
            const path = waitingStepPath(item.krud, item.rowId)
            const appearance = STEP_TYPE_APPEARANCE[item.step.status_type]
            return (
              <li key={item.step.id} data-testid="waiting-step" data-krud={item.krud} data-row={String(item.rowId)}>
                <Typography.Link
                  href={path}
                  onClick={(event) => {
                    event.preventDefault()
                    props.onNavigate(path)
                  }}
                >
                  {item.step.status}
                </Typography.Link>{' '}
                <Tag color={appearance.color}>{appearance.label[props.language === 'mn_MN' ? 'mn_MN' : 'en_US']}</Tag>
                <div>
                  <Typography.Text type="secondary">
                    {screenTitle(item.krud)} · {t('record', { id: item.rowId })} · {formatDateTime(item.step.opened_at)}
                  </Typography.Text>
                </div>
                {item.step.due_date !== null && (
                  <Typography.Text type="warning">{t('dueDate', { date: item.step.due_date })}</Typography.Text>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}
