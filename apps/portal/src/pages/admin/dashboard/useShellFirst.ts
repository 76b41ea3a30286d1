import { useEffect, useState } from 'react'

/** The longest the dashboard waits for an idle moment after the shell is drawn. */
const IDLE_TIMEOUT_MS = 500

/**
 * False until the browser is idle after the first paint, then true: what the admin home renders
 * behind it (the dashboard, its chart renderer, Ant Design's table and timeline) starts loading
 * only once the menu and header are drawn, so they never hold up the shell.
 */
export function useShellFirst(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const go = () => setReady(true)
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS })
      return () => cancelIdleCallback(idle)
    }
    const timer = setTimeout(go, 0)
    return () => clearTimeout(timer)
  }, [])
  return ready
}
