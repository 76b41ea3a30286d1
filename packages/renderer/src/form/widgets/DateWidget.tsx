import { DatePicker, TimePicker } from 'antd'
import type { Dayjs } from 'dayjs'
import { type DateWidgetKind, fromStoredDate, pickerKind, storedDateFormat, toStoredDate } from '../dateValue.ts'
import { fieldInputProps, type RecordWidgetProps } from './widgetProps.ts'

const DATE_KINDS: readonly string[] = ['date', 'datetime', 'time', 'datetimeAutoFill']

/**
 * A date, a date and time, or a time of day. The picker shows the field's display format
 * (spec 9: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`) and hands the form exactly the spelling the
 * column's record schema format accepts, since the server refuses any other. A
 * `datetimeAutoFill` is a date and time a new record fills with the moment the form opened.
 */
export function DateWidget(props: RecordWidgetProps) {
  const kind: DateWidgetKind = DATE_KINDS.includes(props.field.widget) ? (props.field.widget as DateWidgetKind) : 'date'
  const stored = storedDateFormat(kind, props.field.settings.valueFormat)
  const picker = pickerKind(kind)
  const value = fromStoredDate(props.value, kind) ?? null
  const change = (picked: Dayjs | null) => props.onChange(toStoredDate(picked, stored) ?? props.emptyValue)
  const common = { ...fieldInputProps(props), value, style: { width: '100%' } }
  if (picker === 'time') {
    return (
      <TimePicker
        {...common}
        format={props.field.settings.displayFormat ?? 'HH:mm'}
        onChange={change}
        needConfirm={false}
      />
    )
  }
  return (
    <DatePicker
      {...common}
      format={props.field.settings.displayFormat ?? (picker === 'datetime' ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD')}
      showTime={picker === 'datetime' ? { format: 'HH:mm' } : false}
      needConfirm={false}
      onChange={change}
    />
  )
}
