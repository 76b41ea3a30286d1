import { BellOutlined } from '@ant-design/icons'
import { formatDateTime } from '@tamga/schema'
import { App, Badge, Button, Empty, Popover, Spin } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDisplaySettings } from '../settings/displaySettings.ts'
import { useApp } from '../stores/app.ts'
import type { AppNotification } from './notificationList.ts'
import { playNotificationSound } from './notificationSound.ts'
import { useNotifications } from './notificationsStore.ts'
import { notificationTarget } from './notificationTarget.ts'
import { useNotificationFeed } from './useNotificationFeed.ts'
import './NotificationsWidget.css'

// Icons that failed once are not asked for again by every list item.
const brokenIcons = new Set<string>()

/** The project's notification icon (`notify.icon`), or the bell when there is none or it does not load. */
function NotificationIcon({ icon }: { icon: string | undefined }) {
  const [broken, setBroken] = useState(() => icon !== undefined && brokenIcons.has(icon))
  if (icon === undefined || broken) return <BellOutlined />
  const onError = () => {
    brokenIcons.add(icon)
    setBroken(true)
  }
  return <img src={icon} alt="" onError={onError} />
}

/**
 * The notifications widget of the admin shell header (spec 2.5): a bell with the unread count,
 * a list of the user's notifications (click: mark read and follow its link), "mark all read",
 * and live arrival with a toast, the project's sound and icon (`notify`, spec 3.7).
 */
export function NotificationsWidget() {
  const { t } = useTranslation('notifications')
  const { notification } = App.useApp()
  const navigate = useNavigate()
  const notify = useApp((state) => state.config?.notify)
  const items = useNotifications((state) => state.items)
  const unread = useNotifications((state) => state.unread)
  const status = useNotifications((state) => state.status)
  const hasMore = useNotifications((state) => state.hasMore)
  const loadingMore = useNotifications((state) => state.loadingMore)
  const live = useNotifications((state) => state.live)
  const [open, setOpen] = useState(false)

  const follow = (item: AppNotification) => {
    void useNotifications.getState().markRead(item.id)
    const target = notificationTarget(item.link, window.location.origin)
    if (target === undefined) return
    setOpen(false)
    if (target.kind === 'route') void navigate(target.path)
    else window.open(target.url, '_blank', 'noopener')
  }

  useNotificationFeed((item) => {
    if (notify?.sound !== undefined) playNotificationSound(notify.sound)
    // A toast would show the notification's words over the lock screen, to whoever is at the desk.
    if (useDisplaySettings.getState().settings.lockScreen) return
    const key = `notification-${item.id}`
    notification.open({
      key,
      title: item.title,
      description: item.body ?? t('newNotification'),
      icon: <NotificationIcon icon={notify?.icon} />,
      className: 'notification-toast',
      onClick: () => {
        notification.destroy(key)
        follow(item)
      },
    })
  })

  const store = useNotifications.getState
  const list =
    status === 'loading' && items.length === 0 ? (
      <div className="notifications-state">
        <Spin />
      </div>
    ) : status === 'failed' && items.length === 0 ? (
      <div className="notifications-state" data-testid="notifications-failed">
        <div>{t('loadFailed')}</div>
        <Button size="small" onClick={() => void store().load()}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <>
        <ul className="notifications-list" data-testid="notifications-list" aria-label={t('listTitle')}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={item.readAt === null ? 'notification-item unread' : 'notification-item'}
                data-testid={`notification-${item.id}`}
                data-read={item.readAt !== null}
                onClick={() => follow(item)}
              >
                <span className="notification-icon">
                  <NotificationIcon icon={notify?.icon} />
                </span>
                <span className="notification-text">
                  <span className="notification-title">{item.title}</span>
                  {item.body !== null && item.body !== '' && <span className="notification-body">{item.body}</span>}
                  <time className="notification-time" dateTime={item.createdAt}>
                    {formatDateTime(item.createdAt)}
                  </time>
                </span>
                {item.readAt === null && <span className="notification-dot" role="img" aria-label={t('unread')} />}
              </button>
            </li>
          ))}
        </ul>
        {items.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} data-testid="notifications-empty" />
        )}
        {hasMore && (
          <Button
            type="link"
            block
            loading={loadingMore}
            onClick={() => void store().loadMore()}
            data-testid="notifications-more"
          >
            {t('loadMore')}
          </Button>
        )}
      </>
    )

  const content = (
    <div className="notifications-panel">
      <div className="notifications-head">
        <strong>{t('listTitle')}</strong>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          onClick={() => void store().markAllRead()}
          data-testid="notifications-read-all"
        >
          {t('markAllRead')}
        </Button>
      </div>
      {live === 'gave-up' && (
        <div className="notifications-live-off" data-testid="notifications-live-off">
          <span>{t('liveOff')}</span>
          <Button type="link" size="small" onClick={() => store().requestReconnect()}>
            {t('reconnect')}
          </Button>
        </div>
      )}
      {list}
    </div>
  )

  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Badge
        count={unread}
        overflowCount={99}
        size="small"
        title={t('unreadCount', { unread })}
        data-testid="notifications-badge"
        data-count={unread}
        data-live={live}
      >
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={unread === 0 ? t('bell') : t('bellUnread', { unread })}
          data-testid="notifications-bell"
        />
      </Badge>
    </Popover>
  )
}
