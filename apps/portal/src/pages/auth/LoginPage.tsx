import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { Alert, App, Button, Checkbox, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { api } from '../../api/client.ts'
import { storeToken } from '../../api/token.ts'
import { goTo, signIn } from '../../startup/afterSignIn.ts'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'
import { type AuthText, signInFailureText } from './authText.ts'
import { fieldState } from './FieldHelp.tsx'
import { useAuthText } from './useAuthText.ts'

type LoginField = 'login' | 'password'

const REQUIRED: AuthText = { key: 'problemRequired' }

/**
 * `/auth/login` (spec 2.2, 2.8): login, password and remember-me. A wrong username or password,
 * a locked sign-in or any other failure shows under the form in the interface language; success
 * shows the sign-in notice (8.3) and goes to the server's redirect, or to `/select-role` for a
 * user with several roles.
 */
export function LoginPage() {
  const { t } = useTranslation('auth')
  const say = useAuthText()
  const language = useApp((state) => state.language)
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [missing, setMissing] = useState<Partial<Record<LoginField, AuthText[]>>>({})
  const [failure, setFailure] = useState<AuthText | undefined>()
  const [busy, setBusy] = useState(false)

  const submit = async () => {
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
    void message.success(t('loginSuccess'))
    goTo(outcome.destination, {
      navigate: (path) => void navigate(path, { replace: true }),
      assign: (url) => window.location.assign(url),
    })
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()} data-testid="login-form" requiredMark={false}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {t('loginTitle')}
      </Typography.Title>
      <Form.Item label={t('username')} htmlFor="login-username" {...fieldState('login-username-error', missing.login)}>
        <Input
          id="login-username"
          data-testid="login-username"
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
      </Form.Item>
      <Form.Item
        label={t('password')}
        htmlFor="login-password"
        {...fieldState('login-password-error', missing.password)}
      >
        <Input.Password
          id="login-password"
          data-testid="login-password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Form.Item>
      <Form.Item>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Checkbox
            id="login-remember"
            data-testid="login-remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          >
            {t('remember')}
          </Checkbox>
          <Link to="/auth/forgot" data-testid="login-forgot">
            {t('forgot')}
          </Link>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('login')}
      </Button>
      {failure !== undefined && (
        <Alert type="error" showIcon title={say(failure)} data-testid="login-error" style={{ marginTop: 16 }} />
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('noAccount')}{' '}
        <Link to="/auth/register" data-testid="login-register">
          {t('register')}
        </Link>
      </Typography.Paragraph>
    </Form>
  )
}
