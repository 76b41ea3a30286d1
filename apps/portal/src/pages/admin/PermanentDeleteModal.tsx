import { Input, Modal, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountUser } from './accountTypes.ts'
import { userDisplayName } from './usersList.ts'

/** Props of {@link PermanentDeleteModal}. */
export interface PermanentDeleteModalProps {
  /** The deleted user to remove for good; undefined closes the dialog. */
  user: AccountUser | undefined
  busy: boolean
  onCancel: () => void
  onConfirm: (user: AccountUser) => void
}

/**
 * The explicit confirmation a permanent delete needs (spec 2.8, 4.8): it cannot be undone, so the
 * button works only once the user's login is typed. Test ids: `user-permanent-input`,
 * `user-permanent-ok`.
 */
export function PermanentDeleteModal({ user, busy, onCancel, onConfirm }: PermanentDeleteModalProps) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('common')
  const [typed, setTyped] = useState('')
  useEffect(() => {
    if (user !== undefined) setTyped('')
  }, [user])
  const matches = user !== undefined && typed.trim() === user.login
  return (
    <Modal
      open={user !== undefined}
      title={t('permanentDeleteTitle')}
      okText={t('permanentDelete')}
      cancelText={tc('cancel')}
      okButtonProps={{ danger: true, disabled: !matches, loading: busy, ...{ 'data-testid': 'user-permanent-ok' } }}
      onCancel={onCancel}
      onOk={() => {
        if (user !== undefined && matches) onConfirm(user)
      }}
      destroyOnHidden
    >
      {user !== undefined && (
        <>
          <Typography.Paragraph>
            {t('permanentDeleteDescription', { name: userDisplayName(user), login: user.login })}
          </Typography.Paragraph>
          <label htmlFor="user-permanent-input">{t('permanentDeleteTypeLogin', { login: user.login })}</label>
          <Input
            id="user-permanent-input"
            data-testid="user-permanent-input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            style={{ marginTop: 8 }}
          />
        </>
      )}
    </Modal>
  )
}
