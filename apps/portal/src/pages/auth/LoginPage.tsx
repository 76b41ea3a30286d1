import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled'
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined'
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined'
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined'
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { api } from '../../api/client.ts'
import { storeToken } from '../../api/token.ts'
import { notify } from '../../shell/notices.ts'
import { PlainIcon } from '../../shell/PlainIcon.tsx'
import { goTo, signIn } from '../../startup/afterSignIn.ts'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'
import { type AuthText, signInFailureText } from './authText.ts'
import { PlainField } from './PlainField.tsx'
import { useAuthText } from './useAuthText.ts'

type LoginField = 'login' | 'password'

const REQUIRED: AuthText = { key: 'problemRequired' }

/**
 * `/auth/login` (spec 2.2, 2.8): login, password and remember-me. A wrong username or password,
 * a locked sign-in or any other failure shows under the form in the interface language; success
 * shows the sign-in notice (8.3) and goes to the server's redirect, or to `/select-role` for a
 * user with several roles. Drawn without antd, in antd's look: a visitor on a slow link gets the
 * form after the app's own code alone; antd arrives with the page they go to, which also shows
 * the notice.
 */
export function LoginPage() {
  const { t } = useTranslation('auth')
  const say = useAuthText()
  const language = useApp((state) => state.language)
  const navigate = useNavigate()
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [missing, setMissing] = useState<Partial<Record<LoginField, AuthText[]>>>({})
  const [failure, setFailure] = useState<AuthText | undefined>()
  const [busy, setBusy] = useState(false)
  const [passwordShown, setPasswordShown] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const empty: Partial<Record<LoginField, AuthText[]>> = {}
    if (login.trim() === '') empty.login = [REQUIRED]
    if (password === '') empty.password = [REQUIRED]
    setMissing(empty)
    setFailure(undefined)
    if (Object.keys(empty).length > 0) return
    setBusy(true)
    const outcome = await signIn(
      { client: api, session: () => useSession.getState(), storeToken, origin: window.location.origin },
      { login, password, remember },
    )
    setBusy(false)
    if (!outcome.ok) {
      setFailure(signInFailureText(outcome.reason, outcome.failure, language))
      return
    }
    notify({ type: 'success', text: t('loginSuccess') })
    goTo(outcome.destination, {
      navigate: (path) => void navigate(path, { replace: true }),
      assign: (url) => window.location.assign(url),
    })
  }

  const describedBy = (field: LoginField) => (missing[field] === undefined ? undefined : `login-${field}-problems`)
  return (
    <form className="plain-form" onSubmit={(event) => void submit(event)} data-testid="login-form" noValidate>
      <h1 className="plain-title">{t('loginTitle')}</h1>
      <PlainField
        inputId="login-username"
        label={t('username')}
        problems={missing.login}
        problemsTestId="login-username-error"
      >
        <span className="plain-input">
          <PlainIcon icon={UserOutlined} />
          <input
            id="login-username"
            data-testid="login-username"
            autoComplete="username"
            // biome-ignore lint/a11y/noAutofocus: the page exists to take these two fields.
            autoFocus
            value={login}
            aria-invalid={missing.login !== undefined}
            aria-describedby={describedBy('login')}
            onChange={(event) => setLogin(event.target.value)}
          />
        </span>
      </PlainField>
      <PlainField
        inputId="login-password"
        label={t('password')}
        problems={missing.password}
        problemsTestId="login-password-error"
      >
        <span className="plain-input">
          <PlainIcon icon={LockOutlined} />
          <input
            id="login-password"
            data-testid="login-password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            aria-invalid={missing.password !== undefined}
            aria-describedby={describedBy('password')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className="plain-input-action"
            aria-label={t(passwordShown ? 'hidePassword' : 'showPassword')}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown(!passwordShown)}
          >
            <PlainIcon icon={passwordShown ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        </span>
      </PlainField>
      <div className="plain-row">
        <label className="plain-check">
          <input
            type="checkbox"
            id="login-remember"
            data-testid="login-remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <span>{t('remember')}</span>
        </label>
        <Link to="/auth/forgot" data-testid="login-forgot">
          {t('forgot')}
        </Link>
      </div>
      <button type="submit" className="plain-button primary block" aria-busy={busy} data-testid="login-submit">
        {busy && <span className="plain-button-spinner" aria-hidden="true" />}
        <span>{t('login')}</span>
      </button>
      {failure !== undefined && (
        <div className="plain-alert error" role="alert">
          <PlainIcon icon={CloseCircleFilled} />
          <span data-testid="login-error">{say(failure)}</span>
        </div>
      )}
      <p className="plain-footnote">
        {t('noAccount')}{' '}
        <Link to="/auth/register" data-testid="login-register">
          {t('register')}
        </Link>
      </p>
    </form>
  )
}
