import { Badge } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useNotifications } from '../notifications/notificationsStore.ts'
import { useSession } from '../stores/session.ts'
import { useWaiting } from './waitingStore.ts'
import './waitingCount.css'

/**
 * The number of workflow steps waiting for the signed-in person, beside the menu entry that
 * leads to them (issue 24). Kept current: read again when a notification arrives live (a step
 * opened for them, most likely), when the window gets the focus back, and on each page change
 * (after acting on a step); nothing is shown while none waits.
 */
export function WaitingCount(): ReactNode {
  const { t } = useTranslation('waiting')
  const userId = useSession((state) => state.user?.id)
  const arrivals = useNotifications((state) => state.arrivals)
  const { pathname } = useLocation()
  const count = useWaiting((state) => state.steps?.length ?? 0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: each live arrival and each page change reads the list again.
  useEffect(() => {
    if (userId !== undefined) void useWaiting.getState().load(userId)
  }, [userId, arrivals, pathname])
  useEffect(() => {
    if (userId === undefined) return
    const again = () => void useWaiting.getState().load(userId)
    window.addEventListener('focus', again)
    return () => window.removeEventListener('focus', again)
  }, [userId])

  return (
    <span className="menu-waiting-count" data-testid="waiting-menu-count" data-count={count}>
      <Badge count={count} overflowCount={99} size="small" title={t('count', { count })} />
    </span>
  )
}
