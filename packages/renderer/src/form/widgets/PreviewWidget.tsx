import { InfoCircleOutlined } from '@ant-design/icons'
import { Flex, Typography } from 'antd'
import { formMessage } from '../formMessages.ts'
import { previewText } from '../previewText.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import type { RecordWidgetProps } from './widgetProps.ts'

/**
 * Rich text, map shapes, sub-forms and workflow elements until their editors land: the stored
 * value as text to read, with a note that it cannot be changed here. The value stays as it is
 * and an update leaves it untouched.
 */
export function PreviewWidget(props: RecordWidgetProps) {
  const { language } = useRecordForm()
  const text = previewText(props.value)
  return (
    <Flex vertical gap={4} id={props.id} data-preview={props.field.widget}>
      <div
        style={{
          whiteSpace: 'pre-wrap',
          maxHeight: 240,
          overflow: 'auto',
          padding: '6px 11px',
          border: '1px solid rgba(128, 128, 128, 0.25)',
          borderRadius: 6,
          minHeight: 32,
          fontFamily: typeof props.value === 'object' && props.value !== null ? 'monospace' : undefined,
        }}
      >
        {text === '' ? <Typography.Text type="secondary">{formMessage('empty', language)}</Typography.Text> : text}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <InfoCircleOutlined /> {formMessage('notEditableHere', language)}
      </Typography.Text>
    </Flex>
  )
}
