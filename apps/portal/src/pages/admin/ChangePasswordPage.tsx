import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tamga/schema'
import { App, Button, Card, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { passwordHints } from '../auth/passwordHints.ts'
import { AUTH_WORDS } from './authWords.ts'
import { formErrors } from './formProblems.ts'
import { type PasswordChangeValues, passwordChangeFailure, passwordChangeProblems } from './passwordChange.ts'
import { useProblemWords } from './useProblemWords.ts'

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const
const EMPTY: PasswordChangeValues = { current_password: '', password: '', password_confirmation: '' }
// Read by screen readers only: the tick and cross say it to the eye.
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const

/**
 * `/admin/change-password` (spec 2.2, 5): the current password, a new one kept to the shared
 * password rule (its parts listed as they are met) and its confirmation, sent to
 * `POST /change-password`. A wrong current password shows 'Нууц үг буруу байна' under its field.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('admin')
  const { t: ta } = useTranslation('auth')
  const { t: tc } = useTranslation('common')
  const words = useProblemWords()
  const { message, notification } = App.useApp()
  const [form] = Form.useForm<PasswordChangeValues>()
  const password = Form.useWatch('password', form) ?? ''
  const [saving, setSaving] = useState(false)

  const show = (problems: ReturnType<typeof passwordChangeProblems>) => {
    form.setFields(formErrors(FIELDS, problems, words).entries)
    return problems.size > 0
  }

  const submit = async (values: PasswordChangeValues) => {
    const filled = { ...EMPTY, ...values }
    if (show(passwordChangeProblems(filled))) return
    setSaving(true)
    const result = await api.post('/change-password', filled, { quiet: true })
    setSaving(false)
    if (result.ok) {
      form.resetFields()
      void message.success(t('passwordChanged'))
      return
    }
    if (result.cancelled) return
    // The field's own message says a wrong current password; anything else gets a notice too.
    if (!show(passwordChangeFailure(result)) || result.status >= 500) {
      notification.error({ title: tc('saveError'), description: result.message })
    }
  }

  return (
    <Card title={t('changePasswordTitle')} style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t('changePasswordDescription')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        data-testid="password-form"
        initialValues={EMPTY}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="current_password" label={t('currentPassword')}>
          <Input.Password
            data-testid="password-current"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
        </Form.Item>
        <Form.Item name="password" label={t('newPassword')} extra={ta(AUTH_WORDS.passwordHint)}>
          <Input.Password data-testid="password-new" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <ul
          aria-label={ta(AUTH_WORDS.passwordRules)}
          data-testid="password-rules"
          style={{ listStyle: 'none', padding: 0, margin: '-8px 0 16px' }}
        >
          {passwordHints(password).map((hint) => (
            <li key={hint.code} data-met={hint.met} data-testid={`password-rule-${hint.code}`}>
              <Typography.Text type={hint.met ? 'success' : 'secondary'}>
                {hint.met ? <CheckCircleFilled /> : <CloseCircleOutlined />}{' '}
                {ta(hint.key, { min: PASSWORD_MIN_LENGTH })}
                <span style={SCREEN_READER_ONLY}> ({ta(hint.met ? AUTH_WORDS.ruleMet : AUTH_WORDS.ruleNotMet)})</span>
              </Typography.Text>
            </li>
          ))}
        </ul>
        <Form.Item name="password_confirmation" label={t('passwordConfirm')}>
          <Input.Password data-testid="password-confirm" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
          {t('changePassword')}
        </Button>
      </Form>
    </Card>
  )
}
