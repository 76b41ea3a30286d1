import { KeyOutlined } from '@ant-design/icons'
import { Button, Flex, Input, Tooltip } from 'antd'
import { formMessage } from '../formMessages.ts'
import { generatePassword } from '../generatePassword.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import { textInputProps } from './TextWidget.tsx'
import type { RecordWidgetProps } from './widgetProps.ts'

/**
 * A password, never shown back (the record schema marks it write-only). When the document asks
 * for a confirmation, a second input takes it and the form refuses a different one with spec
 * 5's mismatch message; a generate button fills both with a password that keeps the rule.
 */
export function PasswordWidget(props: RecordWidgetProps) {
  const form = useRecordForm()
  const settings = props.field.settings.password
  const value = typeof props.value === 'string' ? props.value : ''
  const confirm = settings?.confirm === true
  const generate = () => {
    const password = generatePassword()
    props.onChange(password)
    if (confirm) form.setConfirmation(props.name, password)
  }
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input.Password {...textInputProps(props)} value={value} autoComplete="new-password" />
        {settings?.generate === true && !props.disabled && (
          <Tooltip title={formMessage('passwordGenerate', form.language)}>
            <Button
              icon={<KeyOutlined />}
              onClick={generate}
              aria-label={formMessage('passwordGenerate', form.language)}
            />
          </Tooltip>
        )}
      </Flex>
      {confirm && (
        <Input.Password
          id={`${props.id}__confirm`}
          value={form.confirmations[props.name] ?? ''}
          onChange={(event) => form.setConfirmation(props.name, event.target.value)}
          disabled={props.disabled}
          placeholder={formMessage('passwordConfirm', form.language)}
          aria-label={formMessage('passwordConfirm', form.language)}
          autoComplete="new-password"
        />
      )}
    </Flex>
  )
}
