import { localizedText } from '@tamga/schema'
import { App, Button, Col, Divider, Form, Input, Row, Select, Space, Switch, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { ShellDrawer } from '../../shell/ShellDrawer.tsx'
import { useApp } from '../../stores/app.ts'
import { failureProblems } from '../auth/authText.ts'
import type { AccountUser, UserAnswer } from './accountTypes.ts'
import { AUTH_WORDS } from './authWords.ts'
import { formErrors } from './formProblems.ts'
import { PersonalFormItems } from './PersonalFormItems.tsx'
import { PERSONAL_FIELDS } from './personalFields.ts'
import { useProblemWords } from './useProblemWords.ts'
import type { RoleChoice } from './useRoleChoices.ts'
import { type UserFormValues, userCreateBody, userFormProblems, userFormValues, userPatchBody } from './userForm.ts'

const FIELDS = ['login', 'password', 'role_id', 'extra_role_ids', 'confirmed', ...PERSONAL_FIELDS] as const

/** Props of {@link UserFormDrawer}. */
export interface UserFormDrawerProps {
  open: boolean
  /** The user to edit; undefined adds a new one. */
  user: AccountUser | undefined
  roles: readonly RoleChoice[]
  onClose: () => void
  /** Called with the user as saved. */
  onSaved: (user: AccountUser) => void
}

// A new user's role when the project has it: the staff role of spec 6's examples.
const DEFAULT_ROLE_ID = 3

/**
 * The add/edit user form (spec 2.8, 3.13): login, password, e-mail, names and the other personal
 * fields, main and extra roles, and the registration's confirmation. Adding sends `POST /users`,
 * editing `PATCH /users/:id` with only what changed. Test ids: `user-form-{field}`, `user-save`.
 */
export function UserFormDrawer({ open, user, roles, onClose, onSaved }: UserFormDrawerProps) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('common')
  const { t: ta } = useTranslation('auth')
  const language = useApp((state) => state.language)
  const words = useProblemWords()
  const { message, notification } = App.useApp()
  const [form] = Form.useForm<UserFormValues>()
  const [saving, setSaving] = useState(false)
  const [others, setOthers] = useState<string[]>([])
  const mode = user === undefined ? 'create' : 'edit'
  const defaultRole = roles.some((role) => role.id === DEFAULT_ROLE_ID) ? DEFAULT_ROLE_ID : roles[0]?.id
  const initial = userFormValues(user, defaultRole)

  // Each opening starts from the chosen user (or an empty form), never from the last one typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets only when it opens or changes user
  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(userFormValues(user, defaultRole))
    setOthers([])
  }, [open, user])

  const show = (problems: ReturnType<typeof userFormProblems>) => {
    const { entries, others: rest } = formErrors(FIELDS, problems, words)
    form.setFields(entries)
    setOthers(rest)
    return problems.size > 0
  }

  const submit = async () => {
    const values: UserFormValues = { ...initial, ...form.getFieldsValue(true) }
    if (show(userFormProblems(values, mode))) return
    if (user !== undefined) {
      const body = userPatchBody(initial, values)
      if (body === undefined) {
        void message.info(t('noChanges'))
        return
      }
      setSaving(true)
      const result = await api.patch<UserAnswer>(`/users/${user.id}`, body, { quiet: true })
      setSaving(false)
      if (result.ok) {
        void message.success(tc('updatedSuccess'))
        onSaved(result.data.user)
      } else if (!result.cancelled) {
        show(failureProblems(result))
        notification.error({ title: t('updateError'), description: result.message })
      }
      return
    }
    setSaving(true)
    const result = await api.post<UserAnswer>('/users', userCreateBody(values), { quiet: true })
    setSaving(false)
    if (result.ok) {
      void message.success(tc('savedSuccess'))
      onSaved(result.data.user)
    } else if (!result.cancelled) {
      show(failureProblems(result))
      notification.error({ title: tc('saveError'), description: result.message })
    }
  }

  const roleOptions = roles.map((role) => ({
    value: role.id,
    label: `${role.id}. ${localizedText(role.displayName, language)}`,
  }))

  return (
    <ShellDrawer
      open={open}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={mode === 'create' ? t('addUserTitle') : t('editUserTitle')}
      extra={
        <Space>
          <Button onClick={onClose}>{tc('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="user-save">
            {tc('save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        data-testid="user-form"
        onFinish={() => void submit()}
      >
        {others.length > 0 && (
          <Typography.Paragraph type="danger" data-testid="user-form-errors">
            {others.join(' ')}
          </Typography.Paragraph>
        )}
        <Divider titlePlacement="start">{t('accountSection')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="login" label={t('username')}>
              <Input data-testid="user-form-login" autoComplete="off" maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={t('password')}
              extra={mode === 'edit' ? t('passwordKeepHint') : ta(AUTH_WORDS.passwordHint)}
            >
              <Input.Password data-testid="user-form-password" autoComplete="new-password" maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="role_id" label={t('mainRole')}>
              <Select data-testid="user-form-role_id" options={roleOptions} placeholder={t('role')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="extra_role_ids" label={t('extraRoles')} extra={t('extraRolesHint')}>
              <Select data-testid="user-form-extra_role_ids" mode="multiple" options={roleOptions} allowClear />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="confirmed"
              label={t('registration')}
              valuePropName="checked"
              extra={mode === 'edit' ? t('sessionsEndHint') : undefined}
            >
              <Switch
                data-testid="user-form-confirmed"
                checkedChildren={t('confirmed')}
                unCheckedChildren={t('notConfirmed')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('personalSection')}</Divider>
        <PersonalFormItems testIdPrefix="user-form-" />
        {/* Enter in a field submits, as the save button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </ShellDrawer>
  )
}
