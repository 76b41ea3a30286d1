import { NAME_MAX_LENGTH } from '@tamga/schema'
import { Col, DatePicker, Form, Input, Row, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { AUTH_WORDS } from './authWords.ts'
import { NICKNAME_MAX_LENGTH, NOTE_MAX_LENGTH } from './personalFields.ts'

/** Text fields hold '' for none; antd's pickers want undefined for none. */
const dateProps = (value: unknown) => ({
  value: typeof value === 'string' && value !== '' ? dayjs(value) : undefined,
})
const dateText = (value: Dayjs | null | undefined): string => (value ? value.format('YYYY-MM-DD') : '')
const choiceProps = (value: unknown) => ({ value: typeof value === 'string' && value !== '' ? value : undefined })
const choiceText = (value: string | null | undefined): string => value ?? ''

/**
 * The personal fields of a user (spec 3.13) as antd form items, each with the spec 5 hint the
 * registration wizard shows. Test ids are `{testIdPrefix}{field}`.
 */
export function PersonalFormItems({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation('admin')
  const { t: ta } = useTranslation('auth')
  const id = (field: string) => `${testIdPrefix}${field}`
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="last_name" label={t('lastName')} extra={ta(AUTH_WORDS.hintName, { max: NAME_MAX_LENGTH })}>
          <Input data-testid={id('last_name')} maxLength={NAME_MAX_LENGTH} autoComplete="family-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="first_name" label={t('firstName')} extra={ta(AUTH_WORDS.hintName, { max: NAME_MAX_LENGTH })}>
          <Input data-testid={id('first_name')} maxLength={NAME_MAX_LENGTH} autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="nickname" label={t('nickname')}>
          <Input data-testid={id('nickname')} maxLength={NICKNAME_MAX_LENGTH} autoComplete="nickname" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t('email')} extra={ta(AUTH_WORDS.hintEmail)}>
          <Input data-testid={id('email')} type="email" autoComplete="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t('phone')} extra={ta(AUTH_WORDS.hintPhone)}>
          <Input data-testid={id('phone')} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="mobile" label={t('mobile')} extra={ta(AUTH_WORDS.hintPhone)}>
          <Input data-testid={id('mobile')} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="birthday" label={t('birthday')} getValueProps={dateProps} normalize={dateText}>
          <DatePicker data-testid={id('birthday')} format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="gender" label={t('gender')} getValueProps={choiceProps} normalize={choiceText}>
          <Select
            data-testid={id('gender')}
            allowClear
            options={[
              { value: 'men', label: t('men') },
              { value: 'women', label: t('women') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="register_no" label={t('registerNo')} extra={ta(AUTH_WORDS.hintRegisterNo)}>
          <Input data-testid={id('register_no')} maxLength={10} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea data-testid={id('note')} maxLength={NOTE_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Col>
    </Row>
  )
}
