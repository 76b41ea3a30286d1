import {
  ArrowRightOutlined,
  CloseOutlined,
  DisconnectOutlined,
  LockOutlined,
  PictureOutlined,
  ThunderboltFilled,
  UnlockOutlined,
  UserOutlined,
  WifiOutlined,
} from '@ant-design/icons'
import { Avatar, Button, Input, type InputRef, Spin } from 'antd'
import { type ChangeEvent, type CSSProperties, type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDisplaySettings } from '../settings/displaySettings.ts'
import { ThemedAntd } from '../shell/ThemedAntd.tsx'
import { useApp } from '../stores/app.ts'
import { useSession } from '../stores/session.ts'
import type { BatteryReading } from './battery.ts'
import { DEFAULT_LOCK_BACKGROUND } from './lockImageStore.ts'
import { type LockMachine, type LockState, UNLOCK_ANIMATION_MS } from './lockMachine.ts'
import { lockUserName } from './lockUserName.ts'
import { useBattery, useOnline } from './useDeviceStatus.ts'
import { useLockBackground } from './useLockBackground.ts'
import { useLockClock } from './useLockClock.ts'
import './lock.css'

/** A battery at or below this percentage, not charging, is drawn in red. */
const LOW_BATTERY_PERCENT = 15

/** What the lock screen's view draws and drives. */
export interface LockViewProps {
  machine: LockMachine
  state: LockState
}

/**
 * The lock screen as the user sees it (spec 2.6): background picture and picker, online and
 * battery indicators, clock and Mongolian date, the unlock toggle and the password box. Its
 * own chunk, so the app's first load does not carry it; `LockScreen` covers the page until it
 * is there.
 */
export default function LockView({ machine, state }: LockViewProps) {
  const { t } = useTranslation('lock')
  const user = useSession((session) => session.user)
  const ready = useApp((app) => app.ready)
  const darkMode = useDisplaySettings((display) => display.settings.darkMode)
  const time = useLockClock()
  const online = useOnline()
  const battery = useBattery()
  const background = useLockBackground()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const passwordRef = useRef<InputRef>(null)

  const { phase } = state
  const open = phase !== 'locked'
  const checking = phase === 'checking'
  const unlocking = phase === 'afterUnlock'
  const name = lockUserName(user)
  const error = state.wrongPassword ? t('wrongPassword') : state.failure

  useEffect(() => {
    if (phase === 'locked') toggleRef.current?.focus()
    // After a wrong password the typed one is selected, so typing again replaces it.
    if (phase === 'password') passwordRef.current?.focus({ cursor: 'all' })
  }, [phase])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && phase === 'password') machine.toggle()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (name !== undefined) machine.submit()
  }

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared, so picking the same file again is a change too.
    event.target.value = ''
    if (file !== undefined) background.pick(file)
  }

  const backdrop = background.pending ? 'pending' : background.picture === undefined ? 'default' : 'picked'
  const backdropStyle: CSSProperties | undefined = background.pending
    ? undefined
    : { backgroundImage: `url("${background.picture ?? DEFAULT_LOCK_BACKGROUND}")` }
  const classes = ['lock-screen', darkMode ? 'lock-screen--dark' : '', unlocking ? 'lock-screen--unlocking' : '']

  return (
    <ThemedAntd toasts={false}>
      <div
        className={classes.filter(Boolean).join(' ')}
        data-testid="lock-screen"
        data-phase={phase}
        role="dialog"
        aria-modal="true"
        aria-label={t('locked')}
        onKeyDown={onKeyDown}
        style={{ '--lock-unlock-ms': `${UNLOCK_ANIMATION_MS}ms` } as CSSProperties}
      >
        <div
          className="lock-screen__backdrop"
          data-testid="lock-background"
          data-picture={backdrop}
          style={backdropStyle}
        />

        <header className="lock-screen__bar">
          <label className="lock-screen__pill lock-screen__picker" title={t('changeBackground')}>
            <input
              type="file"
              accept="image/*"
              className="lock-screen__file"
              data-testid="lock-background-input"
              aria-label={t('changeBackground')}
              onChange={onPick}
            />
            <PictureOutlined aria-hidden />
            <span className="lock-screen__picker-text">{t('changeBackground')}</span>
          </label>
          <div className="lock-screen__status">
            {!ready && (
              <span className="lock-screen__pill" data-testid="lock-loading" aria-busy="true" title={t('loading')}>
                <Spin size="small" />
              </span>
            )}
            <span className="lock-screen__pill" data-testid="lock-online" data-online={online} role="status">
              {online ? <WifiOutlined aria-hidden /> : <DisconnectOutlined aria-hidden />}
              <span>{online ? t('online') : t('offline')}</span>
            </span>
            {battery !== undefined && <BatteryIndicator reading={battery} />}
          </div>
        </header>

        {background.refused && (
          <div className="lock-screen__alert" role="alert" data-testid="lock-background-error">
            <span>{t('imagesOnly')}</span>
            <button
              type="button"
              className="lock-screen__alert-close"
              aria-label={t('closeAlert')}
              onClick={background.dismiss}
            >
              <CloseOutlined aria-hidden />
            </button>
          </div>
        )}

        <main className="lock-screen__center">
          <time className="lock-screen__clock" data-testid="lock-clock">
            {time.clock}
          </time>
          <div className="lock-screen__date" data-testid="lock-date">
            {time.date}
          </div>

          {open && (
            <form className="lock-screen__box" data-testid="lock-password-box" onSubmit={onSubmit}>
              <Avatar size={64} icon={<UserOutlined />} className="lock-screen__avatar" />
              <div className="lock-screen__name" data-testid="lock-user-name">
                {name ?? <Spin size="small" />}
              </div>
              {/* Tells password managers whose password this is. */}
              <input type="text" name="username" autoComplete="username" value={user?.login ?? ''} readOnly hidden />
              <div className="lock-screen__field">
                <Input.Password
                  ref={passwordRef}
                  name="password"
                  autoComplete="current-password"
                  data-testid="lock-password"
                  aria-label={t('password')}
                  aria-invalid={error !== undefined}
                  aria-describedby={error === undefined ? undefined : 'lock-error'}
                  placeholder={t('password')}
                  value={state.password}
                  status={error === undefined ? undefined : 'error'}
                  disabled={checking || unlocking}
                  onChange={(event) => machine.input(event.target.value)}
                />
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<ArrowRightOutlined />}
                  aria-label={t('submit')}
                  title={t('submit')}
                  data-testid="lock-submit"
                  loading={checking}
                  disabled={name === undefined || unlocking}
                />
              </div>
              {error !== undefined && (
                <div id="lock-error" className="lock-screen__error" role="alert" data-testid="lock-error">
                  {error}
                </div>
              )}
            </form>
          )}

          <Button
            ref={toggleRef}
            className="lock-screen__toggle"
            shape="round"
            size="large"
            icon={open ? <LockOutlined /> : <UnlockOutlined />}
            data-testid="lock-unlock-toggle"
            aria-expanded={open}
            disabled={checking || unlocking}
            onClick={machine.toggle}
          >
            {open ? t('cancel') : t('unlock')}
          </Button>
        </main>
      </div>
    </ThemedAntd>
  )
}

/** The battery level as a small battery drawing and a percentage, with a bolt while charging. */
function BatteryIndicator({ reading }: { reading: BatteryReading }) {
  const { t } = useTranslation('lock')
  const { percent, charging } = reading
  const low = !charging && percent <= LOW_BATTERY_PERCENT
  const label = charging ? t('charging', { percent }) : t('battery', { percent })
  return (
    <span
      className={`lock-screen__pill lock-screen__battery${low ? ' lock-screen__battery--low' : ''}`}
      data-testid="lock-battery"
      data-charging={charging}
      data-percent={percent}
      role="img"
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 26 14" width="26" height="14" aria-hidden="true">
        <rect x="0.75" y="0.75" width="22" height="12.5" rx="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <rect x="23.5" y="4.5" width="2" height="5" rx="1" fill="currentColor" />
        <rect x="2.5" y="2.5" width={(18.5 * percent) / 100} height="9" rx="1.5" fill="currentColor" />
      </svg>
      {charging && <ThunderboltFilled aria-hidden />}
      <span aria-hidden="true">{percent}%</span>
    </span>
  )
}
