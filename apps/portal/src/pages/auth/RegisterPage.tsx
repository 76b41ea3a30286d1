import { DeleteOutlined, UploadOutlined } from '@ant-design/icons'
import { formatDate, NAME_MAX_LENGTH, type RegistrationInput } from '@tamga/schema'
import { Alert, App, Button, DatePicker, Descriptions, Form, Input, Radio, Space, Steps, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { api } from '../../api/client.ts'
import type { AuthText } from './authText.ts'
import { fieldState } from './FieldHelp.tsx'
import { PasswordHintList } from './PasswordHintList.tsx'
import {
  EMPTY_REGISTRATION,
  firstStepWithErrors,
  hasErrors,
  PROFILE_IMAGE_TYPES,
  registrationErrors,
  registrationFormData,
  registrationRefusal,
  stepErrors,
  WIZARD_STEPS,
  type WizardErrors,
  type WizardField,
  type WizardStep,
} from './registrationWizard.ts'
import { useAuthText } from './useAuthText.ts'

/** How the birthday is typed and shown: the stored form, the same in every language. */
const DATE_FORMAT = 'YYYY-MM-DD'

const LAST_STEP = WIZARD_STEPS.length - 1

/** The object URL of a chosen image, for its preview; revoked when the image changes. */
function usePreview(image: File | undefined, valid: boolean): string | undefined {
  const [url, setUrl] = useState<string | undefined>()
  useEffect(() => {
    if (image === undefined || !valid) {
      setUrl(undefined)
      return
    }
    const made = URL.createObjectURL(image)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [image, valid])
  return url
}

/**
 * `/auth/register`: the agent registration wizard of spec 2.8 in five steps (personal info,
 * contact, profile image, new password, review) with previous/next buttons. Each field shows its
 * spec 5 hint; Next is refused while the step's fields break a shared rule, and the problems show
 * under their fields. The review sends everything (`POST /auth/register`, multipart with the
 * image); problems the server finds go back to their fields.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth')
  const say = useAuthText()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const fileInput = useRef<HTMLInputElement>(null)
  const [step, setStep] = useState(0)
  const [values, setValues] = useState<RegistrationInput>(EMPTY_REGISTRATION)
  const [image, setImage] = useState<File | undefined>()
  // Steps whose Next was pressed: their problems show, and follow the typing from then on.
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set())
  const [refused, setRefused] = useState<WizardErrors>({})
  const [general, setGeneral] = useState<AuthText | undefined>()
  const [busy, setBusy] = useState(false)

  const today = formatDate(new Date())
  const live = registrationErrors(values, image, today)
  const imageValid = image !== undefined && live.image === undefined
  const preview = usePreview(image, imageValid)

  const shownErrors = (field: WizardField): AuthText[] | undefined => {
    const stepOfField = WIZARD_STEPS.findIndex((entry) => entry.fields.includes(field))
    // A chosen image is judged at once: a wrong file should not wait for Next.
    const own = checked.has(stepOfField) || (field === 'image' && image !== undefined) ? live[field] : undefined
    const problems = own ?? refused[field]
    return problems?.map((problem) => ({ problem, field }))
  }
  const fieldProps = (field: WizardField) => fieldState(`register-${field}-error`, shownErrors(field))

  const change = (field: keyof RegistrationInput, value: string) => {
    setValues((before) => ({ ...before, [field]: value }))
    if (refused[field] !== undefined) setRefused((before) => ({ ...before, [field]: undefined }))
  }

  const chooseImage = (file: File | undefined) => {
    setImage(file)
    setRefused((before) => ({ ...before, image: undefined }))
  }

  const next = () => {
    setChecked((before) => new Set(before).add(step))
    if (hasErrors(stepErrors(step, values, image, today))) return
    setStep((current) => Math.min(current + 1, LAST_STEP))
  }

  const send = async () => {
    const errors = registrationErrors(values, image, today)
    const wrong = firstStepWithErrors(errors)
    if (wrong !== undefined) {
      setChecked(new Set(WIZARD_STEPS.map((_, index) => index)))
      setStep(wrong)
      return
    }
    setGeneral(undefined)
    setBusy(true)
    const answer = await api.post('/auth/register', registrationFormData(values, image, image?.name), { quiet: true })
    setBusy(false)
    if (answer.ok) {
      void message.success(t('registered'))
      void navigate('/auth/login', { replace: true })
      return
    }
    const refusal = registrationRefusal(answer)
    setRefused(refusal.errors)
    setGeneral(refusal.general)
    const back = firstStepWithErrors(refusal.errors)
    if (back !== undefined) setStep(back)
  }

  const text = (
    field: keyof RegistrationInput,
    label: string,
    extra?: string,
    input?: Partial<{ inputMode: 'email' | 'numeric' | 'tel'; autoComplete: string }>,
  ) => (
    <Form.Item label={label} htmlFor={`register-${field}`} extra={extra} {...fieldProps(field)}>
      <Input
        id={`register-${field}`}
        data-testid={`register-${field}`}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        {...input}
      />
    </Form.Item>
  )

  const password = (field: 'password' | 'password_confirmation', label: string, extra?: string) => (
    <Form.Item label={label} htmlFor={`register-${field}`} extra={extra} {...fieldProps(field)}>
      <Input.Password
        id={`register-${field}`}
        data-testid={`register-${field}`}
        autoComplete="new-password"
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
      />
    </Form.Item>
  )

  const stepContent: Record<WizardStep['key'], ReactNode> = {
    personal: (
      <>
        {text('first_name', t('firstName'), t('hintName', { max: NAME_MAX_LENGTH }), { autoComplete: 'given-name' })}
        {text('last_name', t('lastName'), t('hintName', { max: NAME_MAX_LENGTH }), { autoComplete: 'family-name' })}
        <Form.Item label={t('birthday')} htmlFor="register-birthday" {...fieldProps('birthday')}>
          {/* A typed or picked YYYY-MM-DD, as every date of the app reads: the browser's own
              date box would show its locale's mm/dd/yyyy. */}
          <DatePicker
            id="register-birthday"
            data-testid="register-birthday"
            format={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            maxDate={dayjs(today)}
            style={{ width: '100%' }}
            value={values.birthday === '' ? null : dayjs(values.birthday, DATE_FORMAT)}
            onChange={(date: Dayjs | null) => change('birthday', date === null ? '' : date.format(DATE_FORMAT))}
          />
        </Form.Item>
        <Form.Item label={t('gender')} {...fieldProps('gender')}>
          <Radio.Group
            aria-label={t('gender')}
            data-testid="register-gender"
            value={values.gender === '' ? undefined : values.gender}
            onChange={(event) => change('gender', String(event.target.value))}
          >
            <Radio value="men" data-testid="register-gender-men">
              {t('men')}
            </Radio>
            <Radio value="women" data-testid="register-gender-women">
              {t('women')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {text('register_no', t('registerNo'), t('hintRegisterNo'))}
      </>
    ),
    contact: (
      <>
        {text('email', t('email'), t('hintEmail'), { inputMode: 'email', autoComplete: 'email' })}
        {text('phone', t('phone'), t('hintPhone'), { inputMode: 'numeric', autoComplete: 'tel-national' })}
      </>
    ),
    image: (
      <Form.Item label={t('image')} htmlFor="register-image" extra={t('hintImage')} {...fieldProps('image')}>
        <input
          ref={fileInput}
          id="register-image"
          data-testid="register-image"
          type="file"
          accept={PROFILE_IMAGE_TYPES.join(',')}
          hidden
          onChange={(event) => {
            chooseImage(event.target.files?.[0])
            // Choosing the same file again after removing it must fire a change too.
            event.target.value = ''
          }}
        />
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          {preview !== undefined ? (
            <img
              src={preview}
              alt={t('imagePreview')}
              data-testid="register-image-preview"
              style={{ width: 128, height: 128, objectFit: 'cover', borderRadius: '50%' }}
            />
          ) : (
            <Typography.Text type="secondary">{t('noImage')}</Typography.Text>
          )}
          <Space>
            <Button
              icon={<UploadOutlined />}
              onClick={() => fileInput.current?.click()}
              data-testid="register-image-choose"
            >
              {t('chooseImage')}
            </Button>
            {image !== undefined && (
              <Button
                icon={<DeleteOutlined />}
                onClick={() => chooseImage(undefined)}
                data-testid="register-image-remove"
              >
                {t('removeImage')}
              </Button>
            )}
          </Space>
        </Space>
      </Form.Item>
    ),
    password: (
      <>
        {password('password', t('password'), t('passwordHint'))}
        <PasswordHintList password={values.password} />
        <div style={{ marginTop: 16 }}>{password('password_confirmation', t('passwordConfirm'))}</div>
      </>
    ),
    review: (
      <Descriptions
        column={1}
        size="small"
        bordered
        data-testid="register-review"
        style={{ marginBottom: 24 }}
        items={[
          { key: 'first_name', label: t('firstName'), children: values.first_name },
          { key: 'last_name', label: t('lastName'), children: values.last_name },
          { key: 'birthday', label: t('birthday'), children: values.birthday },
          {
            key: 'gender',
            label: t('gender'),
            children: values.gender === 'men' ? t('men') : values.gender === 'women' ? t('women') : '',
          },
          { key: 'register_no', label: t('registerNo'), children: values.register_no },
          { key: 'email', label: t('email'), children: values.email },
          { key: 'phone', label: t('phone'), children: values.phone },
          {
            key: 'image',
            label: t('image'),
            children:
              preview === undefined ? (
                t('noImage')
              ) : (
                <img
                  src={preview}
                  alt={t('imagePreview')}
                  style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: '50%' }}
                />
              ),
          },
        ]}
      />
    ),
  }

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      data-testid="register-form"
      onFinish={() => (step === LAST_STEP ? void send() : next())}
    >
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {t('registerTitle')}
      </Typography.Title>
      <Steps
        size="small"
        titlePlacement="vertical"
        current={step}
        style={{ marginBottom: 24 }}
        onChange={(target) => {
          if (target < step) setStep(target)
        }}
        items={WIZARD_STEPS.map((entry, index) => ({
          key: entry.key,
          title: t(entry.title),
          disabled: index > step,
          ...(index === step && checked.has(index) && hasErrors(stepErrors(index, values, image, today))
            ? { status: 'error' as const }
            : {}),
        }))}
      />
      <div data-testid={`register-step-${step + 1}`}>{stepContent[WIZARD_STEPS[step]?.key ?? 'personal']}</div>
      {general !== undefined && (
        <Alert type="error" showIcon title={say(general)} data-testid="register-error" style={{ marginBottom: 16 }} />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button
          onClick={() => setStep((current) => Math.max(current - 1, 0))}
          disabled={step === 0}
          data-testid="register-prev"
        >
          {t('previous')}
        </Button>
        {step === LAST_STEP ? (
          <Button type="primary" htmlType="submit" loading={busy} data-testid="register-submit">
            {t('sendRegistration')}
          </Button>
        ) : (
          <Button type="primary" htmlType="submit" data-testid="register-next">
            {t('next')}
          </Button>
        )}
      </Space>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/auth/login" data-testid="register-back-to-login">
          {t('backToLogin')}
        </Link>
      </Typography.Paragraph>
    </Form>
  )
}
