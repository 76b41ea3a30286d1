import { useEffect, useRef } from 'react'
import { useSession } from '../stores/session.ts'
import type { AppNotification } from './notificationList.ts'
import { connectNotificationStream } from './notificationStream.ts'
import { useNotifications } from './notificationsStore.ts'

/**
 * Keeps the signed-in user's notifications current while the shell is shown: loads the newest
 * page, listens to the live stream (reloading after a break, since the stream does not replay
 * what was missed), and calls `onArrival` for each notification new to the list. Another user
 * signing in, or signing out, starts from an empty list. A stream the server ends with the
 * session signs the person out here too.
 */
export function useNotificationFeed(onArrival: (item: AppNotification) => void): void {
  const userId = useSession((state) => state.user?.id)
  const reconnectRequests = useNotifications((state) => state.reconnectRequests)
  // The latest callback, so a new one (a new configuration, a new language) does not reconnect.
  const arrival = useRef(onArrival)
  arrival.current = onArrival

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reconnect request must open a new stream.
  useEffect(() => {
    if (userId === undefined) return
    const store = useNotifications.getState()
    store.reset()
    void store.load()
    const stop = connectNotificationStream({
      onNotification: (item) => {
        if (useNotifications.getState().receive(item)) arrival.current(item)
      },
      onReconnect: () => void useNotifications.getState().load(),
      onStatusChange: (live) => useNotifications.getState().setLive(live),
      // Signed out elsewhere, or the session ran out: forgetting it here sends the person to sign
      // in again, with the access rule's warning. Their own sign-out ends it too, and goes on by
      // itself.
      onSessionEnded: () => {
        if (!useSession.getState().signingOut) useSession.getState().logout()
      },
    })
    return () => {
      stop()
      useNotifications.getState().reset()
    }
  }, [userId, reconnectRequests])
}
