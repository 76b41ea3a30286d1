import { MailOutlined } from '@ant-design/icons'
import { Alert, App, Button, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { api } from '../../api/client.ts'
import { fieldState } from './FieldHelp.tsx'
import { type ResetOutcome, requestResetCode, resetPageAddress } from './passwordReset.ts'
import { useAuthText } from './useAuthText.ts'

type Refusal = Extract<ResetOutcome, { ok: false }>

/**
 * `/auth/forgot` (spec 2.2, 4.8): the first step of the reset, asking for a code by e-mail.
 * The notice 'reset code sent' follows, then the reset page with the address filled in.
 */
export function ForgotPage() {
  const { t } = useTranslation('auth')
  const say = useAuthText()
  const { notification } = App.useApp()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [email, setEmail] = useState(params.get('email') ?? '')
  const [refusal, setRefusal] = useState<Refusal | undefined>()
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    setRefusal(undefined)
    setBusy(true)
    const outcome = await requestResetCode(api, email)
    setBusy(false)
    if (!outcome.ok) {
      setRefusal(outcome)
      return
    }
    notification.success({
      key: 'password-reset-code-sent',
      title: t('passwordResetCodeSent'),
      description: t('passwordResetCodeSentHint'),
    })
    void navigate(resetPageAddress(email))
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()} data-testid="forgot-form" requiredMark={false}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {t('forgot')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('forgotDescription')}</Typography.Paragraph>
      <Form.Item label={t('email')} htmlFor="forgot-email" {...fieldState('forgot-email-error', refusal?.fields.email)}>
        <Input
          id="forgot-email"
          data-testid="forgot-email"
          prefix={<MailOutlined />}
          inputMode="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="forgot-submit">
        {t('sendPasswordResetCode')}
      </Button>
      {refusal?.general !== undefined && (
        <Alert
          type="error"
          showIcon
          title={say(refusal.general)}
          data-testid="forgot-error"
          style={{ marginTop: 16 }}
        />
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/auth/login" data-testid="forgot-back">
          {t('backToLogin')}
        </Link>
      </Typography.Paragraph>
    </Form>
  )
}
