import { DatePicker, TimePicker } from 'antd'
import type { Dayjs } from 'dayjs'
import type { KeyboardEvent } from 'react'
import {
  type DateWidgetKind,
  dateFormatHint,
  fromStoredDate,
  pickerFormats,
  pickerKind,
  storedDateFormat,
  toStoredDate,
} from '../dateValue.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import { fieldInputProps, type RecordWidgetProps } from './widgetProps.ts'

const DATE_KINDS: readonly string[] = ['date', 'datetime', 'time', 'datetimeAutoFill']

/**
 * Enter in a picker confirms the typed date (the picker reads it before this runs); it must not
 * also submit the form around it, half filled.
 */
function keepEnterInPicker(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault()
}

/**
 * A date, a date and time, or a time of day. The picker shows the field's display format
 * (spec 9: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`, as the grid shows dates), reads a typed day with
 * dots or slashes too (`2024.05.01`), says the format in the person's language while empty
 * (`ОООО-СС-ӨӨ`), and hands the form exactly the spelling the column's record schema format
 * accepts, since the server refuses any other. A `datetimeAutoFill` is a date and time a new
 * record fills with the moment the form opened. Enter confirms a typed date without saving.
 */
export function DateWidget(props: RecordWidgetProps) {
  const { language } = useRecordForm()
  const kind: DateWidgetKind = DATE_KINDS.includes(props.field.widget) ? (props.field.widget as DateWidgetKind) : 'date'
  const stored = storedDateFormat(kind, props.field.settings.valueFormat)
  const picker = pickerKind(kind)
  const value = fromStoredDate(props.value, kind) ?? null
  const change = (picked: Dayjs | null) => props.onChange(toStoredDate(picked, stored) ?? props.emptyValue)
  const display =
    props.field.settings.displayFormat ??
    (picker === 'time' ? 'HH:mm' : picker === 'datetime' ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD')
  const common = {
    ...fieldInputProps(props),
    placeholder: props.placeholder ?? dateFormatHint(display, language),
    value,
    onKeyDown: keepEnterInPicker,
    style: { width: '100%' },
  }
  if (picker === 'time') {
    return <TimePicker {...common} format={display} onChange={change} needConfirm={false} />
  }
  return (
    <DatePicker
      {...common}
      format={pickerFormats(display)}
      showTime={picker === 'datetime' ? { format: 'HH:mm' } : false}
      needConfirm={false}
      onChange={change}
    />
  )
}
