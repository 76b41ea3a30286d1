import { KeyOutlined, LockOutlined, MailOutlined } from '@ant-design/icons'
import { Alert, App, Button, Form, Input, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { api } from '../../api/client.ts'
import { fieldState } from './FieldHelp.tsx'
import { PasswordHintList } from './PasswordHintList.tsx'
import { type ResetField, type ResetOutcome, resetPassword, verifyResetCode } from './passwordReset.ts'
import { useAuthText } from './useAuthText.ts'

type Refusal = Extract<ResetOutcome, { ok: false }>

/**
 * `/auth/password-reset` (spec 2.2, 4.8, 5): the code from the mail first, checked by the server,
 * then the new password and its confirmation with the password rule as hints. The address comes
 * from `?email=` (the forgot page), or is typed when the page is opened from the mail's link.
 */
export function PasswordResetPage() {
  const { t } = useTranslation('auth')
  const say = useAuthText()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [step, setStep] = useState<'code' | 'password'>('code')
  const [email, setEmail] = useState(params.get('email') ?? '')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [refusal, setRefusal] = useState<Refusal | undefined>()
  const [busy, setBusy] = useState(false)

  const errorsOf = (field: ResetField) => fieldState(`reset-${field}-error`, refusal?.fields[field])
  // A field's error goes once the person changes that field; the others stay.
  const edited = (field: ResetField) => {
    if (refusal?.fields[field] !== undefined)
      setRefusal({ ...refusal, fields: { ...refusal.fields, [field]: undefined } })
  }

  const verify = async () => {
    setRefusal(undefined)
    setBusy(true)
    const outcome = await verifyResetCode(api, { email, code })
    setBusy(false)
    if (!outcome.ok) setRefusal(outcome)
    else setStep('password')
  }

  const save = async () => {
    setRefusal(undefined)
    setBusy(true)
    const outcome = await resetPassword(api, { email, code, password, confirmation })
    setBusy(false)
    if (!outcome.ok) {
      setRefusal(outcome)
      if (outcome.backToCode === true) setStep('code')
      return
    }
    void message.success(t('passwordResetSuccess'))
    void navigate('/auth/login', { replace: true })
  }

  const general =
    refusal?.general === undefined ? undefined : (
      <Alert type="error" showIcon title={say(refusal.general)} data-testid="reset-error" style={{ marginTop: 16 }} />
    )

  return (
    <>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {t('passwordReset')}
      </Typography.Title>
      {step === 'code' ? (
        <Form layout="vertical" onFinish={() => void verify()} data-testid="reset-code-form" requiredMark={false}>
          <Form.Item label={t('email')} htmlFor="reset-email" {...errorsOf('email')}>
            <Input
              id="reset-email"
              data-testid="reset-email"
              prefix={<MailOutlined />}
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                edited('email')
              }}
            />
          </Form.Item>
          <Form.Item
            label={t('passwordResetCode')}
            htmlFor="reset-code"
            extra={t('passwordResetCodeHint')}
            {...errorsOf('code')}
          >
            <Input
              id="reset-code"
              data-testid="reset-code"
              prefix={<KeyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(event) => {
                setCode(event.target.value)
                edited('code')
              }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-verify">
            {t('verifyCode')}
          </Button>
          {general}
          <Space orientation="vertical" align="center" style={{ width: '100%', marginTop: 16 }}>
            <Link
              to={`/auth/forgot${email.trim() === '' ? '' : `?email=${encodeURIComponent(email.trim())}`}`}
              data-testid="reset-new-code"
            >
              {t('requestNewCode')}
            </Link>
            <Link to="/auth/login" data-testid="reset-back-to-login">
              {t('backToLogin')}
            </Link>
          </Space>
        </Form>
      ) : (
        <Form layout="vertical" onFinish={() => void save()} data-testid="reset-password-form" requiredMark={false}>
          <Alert
            type="success"
            showIcon
            title={t('codeCorrect')}
            data-testid="reset-code-correct"
            style={{ marginBottom: 16 }}
          />
          <Form.Item
            label={t('newPassword')}
            htmlFor="reset-password"
            extra={t('passwordHint')}
            {...errorsOf('password')}
          >
            <Input.Password
              id="reset-password"
              data-testid="reset-password"
              prefix={<LockOutlined />}
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value)
                edited('password')
              }}
            />
          </Form.Item>
          <PasswordHintList password={password} />
          <Form.Item
            label={t('passwordConfirm')}
            htmlFor="reset-confirm"
            style={{ marginTop: 16 }}
            {...fieldState('reset-confirm-error', refusal?.fields.password_confirmation)}
          >
            <Input.Password
              id="reset-confirm"
              data-testid="reset-confirm"
              prefix={<LockOutlined />}
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => {
                setConfirmation(event.target.value)
                edited('password_confirmation')
              }}
            />
          </Form.Item>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Button onClick={() => setStep('code')} data-testid="reset-back">
              {t('previous')}
            </Button>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="reset-submit">
              {t('savePassword')}
            </Button>
          </Space>
          {general}
        </Form>
      )}
    </>
  )
}
