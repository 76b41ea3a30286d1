import { PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { uploadIdsIn } from '@tamga/schema'
import { App, Button, message as staticMessage, Typography, Upload, type UploadFile } from 'antd'
import { useState } from 'react'
import { formMessage } from '../formMessages.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import { exceedsSize, fileFieldValue, sizeLimitText, uploadEntries } from '../uploadValue.ts'
import { storedUploadFiles } from './storedUploads.ts'
import { useStoredUploadNames } from './useStoredUploadNames.ts'
import type { RecordWidgetProps } from './widgetProps.ts'

/** A file being sent, shown in the list until the server answers. */
interface Sending {
  uid: string
  name: string
  percent: number
  failed: boolean
}

/**
 * A `file` or `image` field: files go to `POST /records/{krud}/uploads/{field}` through the
 * form's `upload` (with progress) as soon as they are chosen, and the field stores the ids the
 * server answered, shaped for its column. The field's size limit is checked before sending;
 * the server checks it again, with the type. Without an `upload` the field cannot take files.
 * A stored record's files are listed by the names the server keeps, each a link to the file,
 * and an image field shows their pictures.
 */
export function UploadWidget(props: RecordWidgetProps) {
  const form = useRecordForm()
  const app = App.useApp()
  const notify = typeof app.message.error === 'function' ? app.message : staticMessage
  const { language, upload } = form
  const settings = props.field.settings.file ?? { multiple: false }
  const image = props.field.widget === 'image'
  const maxCount = settings.multiple ? settings.maxCount : 1
  const [sending, setSending] = useState<Sending[]>([])
  const storedNames = useStoredUploadNames(form.krud, props.value, form.uploads)
  const entries = uploadEntries(props.value, storedUploadFiles(props.value, form.uploads, form.krud, storedNames))
  const disabled = props.disabled || upload === undefined

  const store = (ids: readonly string[]) =>
    props.onChange(
      fileFieldValue(ids, { multiple: settings.multiple, valueType: props.field.valueType }) ?? props.emptyValue,
    )

  const send = async (file: File) => {
    if (upload === undefined) return
    const uid = `${file.name}-${file.size}-${Date.now()}`
    setSending((list) => [...list, { uid, name: file.name, percent: 0, failed: false }])
    const progress = (percent: number) =>
      setSending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item)))
    const stored = await upload(props.name, file, progress).catch(() => undefined)
    if (stored === undefined) {
      setSending((list) => list.map((item) => (item.uid === uid ? { ...item, failed: true } : item)))
      void notify.error(formMessage('uploadFailed', language))
      return
    }
    form.rememberUpload(stored)
    setSending((list) => list.filter((item) => item.uid !== uid))
    // A single field takes the new file in place of the old one.
    const before = settings.multiple ? uploadIdsIn(props.value) : []
    store([...before, stored.id].slice(-(maxCount ?? Number.MAX_SAFE_INTEGER)))
  }

  const fileList: UploadFile[] = [
    ...entries.map(
      (entry): UploadFile => ({
        uid: entry.key,
        name: entry.name,
        status: 'done',
        ...(entry.url === undefined ? {} : { url: entry.url, thumbUrl: entry.url }),
      }),
    ),
    ...sending.map(
      (item): UploadFile => ({
        uid: item.uid,
        name: item.name,
        status: item.failed ? 'error' : 'uploading',
        percent: item.percent,
      }),
    ),
  ]
  const full = maxCount !== undefined && settings.multiple && entries.length >= maxCount

  if (upload === undefined && fileList.length === 0) {
    return (
      <Typography.Text id={props.id} type="secondary">
        {props.disabled ? formMessage('empty', language) : formMessage('uploadUnavailable', language)}
      </Typography.Text>
    )
  }
  return (
    <div id={props.id}>
      <Upload
        listType={image ? 'picture-card' : 'text'}
        fileList={fileList}
        multiple={settings.multiple}
        accept={settings.accept?.join(',')}
        disabled={disabled}
        beforeUpload={(file) => {
          if (exceedsSize(file.size, settings.maxSizeKb)) {
            void notify.error(formMessage('fileTooLarge', language, { limit: sizeLimitText(settings.maxSizeKb ?? 0) }))
            return Upload.LIST_IGNORE
          }
          void send(file)
          // The form sends the file itself, with its own progress; antd's request is not used.
          return false
        }}
        onRemove={(file) => {
          if (sending.some((item) => item.uid === file.uid)) {
            setSending((list) => list.filter((item) => item.uid !== file.uid))
            return true
          }
          // An older path or address has no id: removing it empties the field.
          store(uploadIdsIn(props.value).filter((id) => id !== file.uid))
          return true
        }}
      >
        {disabled || full ? null : image ? (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{formMessage('uploadImage', language)}</div>
          </button>
        ) : (
          <Button icon={<UploadOutlined />}>{formMessage('upload', language)}</Button>
        )}
      </Upload>
      {upload === undefined && !props.disabled && (
        <Typography.Text type="secondary">{formMessage('uploadUnavailable', language)}</Typography.Text>
      )}
    </div>
  )
}
