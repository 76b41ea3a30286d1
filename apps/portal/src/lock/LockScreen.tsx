import {
  Component,
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { HttpClient } from '../api/httpClient.ts'
import { i18n } from '../i18n/instance.ts'
import { useDisplaySettings } from '../settings/displaySettings.ts'
import { prefetchWhenIdle } from '../shell/prefetchWhenIdle.ts'
import { useSession } from '../stores/session.ts'
import { coverPage } from './coverPage.ts'
import { createLockClient } from './lockClient.ts'
import { createLockMachine, type PasswordVerdict } from './lockMachine.ts'
import { verifyLockPassword } from './verifyLockPassword.ts'

/** The id of the element React renders the app into: made inert while locked. */
const APP_ROOT_ID = 'root'

/**
 * How long after sign-in the view's fetch waits before looking for an idle moment: the shell's
 * own chunks come first (on a slow line the lock view would compete with them, and the browser is
 * "idle" in every gap between their downloads), and nobody locks in the first seconds.
 */
const PREFETCH_DELAY_MS = 3000

/** How long after that the view is fetched at the latest, when the browser is never idle. */
const PREFETCH_TIMEOUT_MS = 5000

const loadLockView = () => import('./LockView.tsx')
const LockView = lazy(loadLockView)

let lockClient: HttpClient | undefined

// Spec 7: on the lock screen the login is the stored user's login.
function checkPassword(password: string): Promise<PasswordVerdict> {
  const login = useSession.getState().user?.login
  // The submit waits for the user; this is only reached if it is pressed before start-up ends.
  if (login === undefined) return Promise.resolve({ kind: 'failed', message: i18n.t('loading', { ns: 'lock' }) })
  lockClient ??= createLockClient()
  return verifyLockPassword(lockClient, login, password)
}

const clearLock = () => useDisplaySettings.getState().update({ lockScreen: false })

/**
 * The lock screen (spec 2.6, 4.5, 5): over everything while the display setting `lockScreen`
 * is on and someone is signed in, from the first paint of a reload on, during start-up too.
 * It shows the clock, the Mongolian date, the online and battery indicators and a background
 * picture the user can change; the unlock toggle opens a password box that checks the signed-in
 * user's password, and a right one clears the lock after the unlock animation.
 *
 * Only the state and the cover live in the app's first chunk; the view is fetched once someone
 * is signed in, so it is there when they lock, offline too.
 */
export function LockScreen() {
  const lockScreen = useDisplaySettings((state) => state.settings.lockScreen)
  const signedIn = useSession((state) => state.token !== undefined)
  const shown = lockScreen && signedIn
  const [machine] = useState(() => createLockMachine({ verify: checkPassword, onUnlocked: clearLock, locked: shown }))
  const state = useSyncExternalStore(machine.subscribe, machine.getState)
  const visible = state.phase !== 'hidden'

  useEffect(() => {
    if (shown) machine.lock()
    else machine.hide()
  }, [shown, machine])

  useEffect(() => () => machine.dispose(), [machine])

  // A lock outliving its session (logout, an expired or refused token) protects nothing, and
  // left on it would lock the next sign-in at once, before the new user saw anything.
  useEffect(() => {
    if (lockScreen && !signedIn) clearLock()
  }, [lockScreen, signedIn])

  useEffect(() => {
    if (!visible) return
    return coverPage({ body: document.body, app: document.getElementById(APP_ROOT_ID) })
  }, [visible])

  useEffect(() => {
    if (signedIn) return prefetchWhenIdle(loadLockView, { delayMs: PREFETCH_DELAY_MS, timeoutMs: PREFETCH_TIMEOUT_MS })
  }, [signedIn])

  if (!visible) return null
  // Outside the app's root, so the root can be made inert while the lock stays usable.
  return createPortal(
    <LockViewBoundary>
      <Suspense fallback={<LockCover />}>
        <LockView machine={machine} state={state} />
      </Suspense>
    </LockViewBoundary>,
    document.body,
  )
}

const COVER_STYLE: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1900,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'linear-gradient(180deg, #020617 0%, #0b1a3d 55%, #1e2a5a 85%, #3b3a6b 100%)',
  color: '#ffffff',
}

/** Hides the app while the view loads, or for good when it cannot: the lock must never show what it covers. */
function LockCover({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('lock')
  return (
    <div style={COVER_STYLE} data-testid="lock-cover" role="dialog" aria-modal="true" aria-label={t('locked')}>
      {children}
    </div>
  )
}

function ReloadButton() {
  const { t } = useTranslation('lock')
  return (
    <button
      type="button"
      data-testid="lock-reload"
      style={{
        padding: '8px 24px',
        borderRadius: 999,
        border: '1px solid #ffffff',
        background: 'transparent',
        color: 'inherit',
        font: 'inherit',
        cursor: 'pointer',
      }}
      onClick={() => window.location.reload()}
    >
      {t('reload')}
    </button>
  )
}

/** A view that could not be fetched (offline, or a build replaced since) leaves the cover, with a way to reload. */
class LockViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <LockCover>
        <ReloadButton />
      </LockCover>
    )
  }
}
