// A rich text to read: its sanitised HTML, without the editor. Loaded on its own (React.lazy in
// RichTextWidget), so a read-only form never loads TipTap.
import { Typography, theme } from 'antd'
import { useMemo } from 'react'
import { formMessage } from '../../formMessages.ts'
import { useRecordForm } from '../../RecordFormContext.ts'
import { sanitizeRichText } from './sanitizeRichText.ts'
import './richText.css'

/** Props of {@link RichTextView}. */
export interface RichTextViewProps {
  id: string
  /** The HTML held; `''` for none. */
  html: string
}

/** A read-only rich-text field: the sanitised HTML shown as it will be published, no toolbar. */
export default function RichTextView(props: RichTextViewProps) {
  const { language } = useRecordForm()
  const { token } = theme.useToken()
  const clean = useMemo(() => sanitizeRichText(props.html), [props.html])
  const frame = {
    padding: '8px 11px',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainerDisabled,
    maxHeight: 480,
    overflow: 'auto',
  }
  if (clean === '') {
    return (
      <div id={props.id} style={frame} data-testid="rich-text-view">
        <Typography.Text type="secondary">{formMessage('empty', language)}</Typography.Text>
      </div>
    )
  }
  return (
    <div
      id={props.id}
      className="tamga-rich-text"
      style={frame}
      data-testid="rich-text-view"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through sanitizeRichText's allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
