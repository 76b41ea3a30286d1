import type { ActivityEntry, FlatMenuEntry, LanguageCode } from '@tamga/schema'
import { formatDateTime, localizedText } from '@tamga/schema'
import { Card, Empty, Typography, theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ACTION_COLORS, ACTION_WORDS, activityScreenPath, activityUserName, timeAgo } from './activity.ts'

/** Props of {@link ActivityTimeline}. */
export interface ActivityTimelineProps {
  entries: readonly ActivityEntry[]
  language: LanguageCode
  /** The role's menu, for the screen each record opens in. */
  menuList: readonly FlatMenuEntry[]
  onNavigate(path: string): void
  /** When "how long ago" is counted from. */
  now: number
}

/**
 * The latest record writes the caller may see, newest first: who did what to which record, and
 * when, as a list with a dot in each action's colour on a line (antd's Timeline draws itself with
 * its Steps, a download the dashboard does not need for a list).
 */
export function ActivityTimeline(props: ActivityTimelineProps): ReactNode {
  const { t } = useTranslation('dashboard')
  const { token } = theme.useToken()
  const dotColors: Readonly<Record<(typeof ACTION_COLORS)[keyof typeof ACTION_COLORS], string>> = {
    green: token.colorSuccess,
    blue: token.colorPrimary,
    red: token.colorError,
    orange: token.colorWarning,
    gray: token.colorTextDisabled,
  }
  const { entries, language } = props
  const agoText = (at: string) => {
    const ago = timeAgo(at, props.now)
    if (ago.key === 'date') return formatDateTime(at)
    return ago.key === 'justNow' ? t('justNow') : t(ago.key, { count: ago.count })
  }
  return (
    <Card size="small" title={t('activity')} data-testid="dashboard-activity" className="dashboard-activity">
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noActivity')} />
      ) : (
        <ol className="dashboard-activity-list">
          {entries.map((entry) => {
            const path = activityScreenPath(entry, props.menuList)
            const record =
              entry.label === undefined ? t('record', { id: entry.rowId }) : localizedText(entry.label, language)
            const screen = entry.krudTitle === undefined ? entry.krud : localizedText(entry.krudTitle, language)
            return (
              <li
                key={entry.id}
                style={{ '--dashboard-activity-dot': dotColors[ACTION_COLORS[entry.action]] } as CSSProperties}
              >
                <div
                  data-testid="activity-entry"
                  data-action={entry.action}
                  data-krud={entry.krud}
                  data-row={entry.rowId}
                >
                  <div>
                    <Typography.Text strong>{activityUserName(entry.user) ?? t('unknownUser')}</Typography.Text>{' '}
                    {t(ACTION_WORDS[entry.action])}
                    <Typography.Text type="secondary"> · {screen}</Typography.Text>
                  </div>
                  <div className="dashboard-activity-record">
                    {path === undefined || entry.action === 'purge' ? (
                      record
                    ) : (
                      <Typography.Link
                        href={path}
                        onClick={(event) => {
                          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
                          event.preventDefault()
                          props.onNavigate(path)
                        }}
                      >
                        {record}
                      </Typography.Link>
                    )}
                  </div>
                  <Typography.Text type="secondary" className="dashboard-activity-time">
                    <time dateTime={entry.at} title={formatDateTime(entry.at)}>
                      {agoText(entry.at)}
                    </time>
                  </Typography.Text>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </Card>
  )
}
