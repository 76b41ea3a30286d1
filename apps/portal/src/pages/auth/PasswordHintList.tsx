import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons'
import { PASSWORD_MIN_LENGTH } from '@tamga/schema'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { passwordHints } from './passwordHints.ts'

/**
 * The password rule of spec 5 as a checklist under a new-password field, each line ticked as
 * the typed password meets it.
 */
export function PasswordHintList({ password }: { password: string }) {
  const { t } = useTranslation('auth')
  return (
    <div className="password-hints" data-testid="password-hints">
      <Typography.Text type="secondary">{t('passwordRules')}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {passwordHints(password).map((hint) => (
          <li key={hint.code} data-testid={`password-hint-${hint.code}`} data-met={hint.met}>
            <Typography.Text type={hint.met ? 'success' : 'secondary'}>
              {hint.met ? (
                <CheckCircleFilled aria-label={t('ruleMet')} />
              ) : (
                <CloseCircleOutlined aria-label={t('ruleNotMet')} />
              )}{' '}
              {t(hint.key, { min: PASSWORD_MIN_LENGTH })}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  )
}
