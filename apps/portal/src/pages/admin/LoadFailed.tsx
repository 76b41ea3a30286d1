import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'

/** What an admin page shows when its data could not be read: the failure and a way to try again. */
export function LoadFailed({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Result
      status="warning"
      title={t('loadError')}
      extra={
        <Button type="primary" onClick={onReload}>
          {t('reload')}
        </Button>
      }
    />
  )
}
