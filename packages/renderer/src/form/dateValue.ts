import type { LanguageCode } from '@tamga/schema'
import dayjs, { type Dayjs } from 'dayjs'

/** The widgets that pick a date, a time or both. */
export type DateWidgetKind = 'date' | 'datetime' | 'time' | 'datetimeAutoFill'

/** What the picker shows: a calendar, a calendar with a clock, or a clock. */
export type PickerKind = 'date' | 'datetime' | 'time'

/** The picker a date widget draws. */
export function pickerKind(widget: DateWidgetKind): PickerKind {
  return widget === 'datetimeAutoFill' ? 'datetime' : widget
}

/**
 * The dayjs format of the value a date widget stores, decided by the record schema's format of
 * the column (the compiled `valueFormat`), because the server refuses any other spelling:
 *
 * - `date` (a `date` column): `2024-05-01`;
 * - `iso-date-time` (`timestamp`): the wall-clock time without a zone, `2024-05-01T14:30:00`;
 * - `date-time` (`timestamptz`): with the zone offset, `2024-05-01T14:30:00+08:00`;
 * - `iso-time` (`time`): `14:30:00`; `time` (with a zone): `14:30:00+08:00`.
 *
 * A text column (no format) takes the same spellings, chosen by the widget.
 */
export function storedDateFormat(widget: DateWidgetKind, valueFormat: string | undefined): string {
  switch (valueFormat) {
    case 'date':
      return 'YYYY-MM-DD'
    case 'iso-date-time':
      return 'YYYY-MM-DDTHH:mm:ss'
    case 'date-time':
      return 'YYYY-MM-DDTHH:mm:ssZ'
    case 'iso-time':
      return 'HH:mm:ss'
    case 'time':
      return 'HH:mm:ssZ'
  }
  switch (pickerKind(widget)) {
    case 'date':
      return 'YYYY-MM-DD'
    case 'datetime':
      return 'YYYY-MM-DDTHH:mm:ss'
    case 'time':
      return 'HH:mm:ss'
  }
}

/** The picked moment as the stored value; undefined when nothing is picked. */
export function toStoredDate(picked: Dayjs | null | undefined, format: string): string | undefined {
  if (picked === null || picked === undefined || !picked.isValid()) return undefined
  // A date column keeps the calendar day alone; a picked time of day must not leak into it.
  return (format === 'YYYY-MM-DD' ? picked.startOf('day') : picked).format(format)
}

const CLOCK = /^(\d{2}):(\d{2})(?::(\d{2}))?/

/**
 * A stored value as the moment the picker shows, in the browser's time zone: a date as that
 * calendar day, a timestamp as the instant it names (an offset or `Z` is honoured, a value
 * without one is wall-clock time), a time of day as that clock time today. Undefined when the
 * value is empty or not a date.
 */
export function fromStoredDate(value: unknown, widget: DateWidgetKind): Dayjs | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const text = value.trim()
  if (pickerKind(widget) === 'time') {
    const clock = CLOCK.exec(text)
    if (clock !== null) {
      return dayjs()
        .hour(Number(clock[1]))
        .minute(Number(clock[2]))
        .second(Number(clock[3] ?? 0))
        .millisecond(0)
    }
  }
  const parsed = dayjs(text)
  return parsed.isValid() ? parsed : undefined
}

/** The current moment as a date widget stores it, for `datetimeAutoFill` on a new record. */
export function nowStored(widget: DateWidgetKind, valueFormat: string | undefined, now: Dayjs = dayjs()): string {
  return now.format(storedDateFormat(widget, valueFormat))
}

// The shown day, as spec 9 writes it and the grid shows it; typed, it may also be separated as
// people write it by hand (Mongolian and Korean writers often use dots) or not at all.
const SHOWN_DAY = 'YYYY-MM-DD'
const TYPED_DAY_SEPARATORS = ['.', '/', ''] as const

/**
 * The formats a date picker takes, for antd's `format`: the first is the one it shows (the
 * field's display format, `YYYY-MM-DD` by spec 9 unless the document sets another); a display
 * format that starts with the day as spec 9 writes it is also read back when typed with dots,
 * slashes or no separators (`2024.05.01`, `2024/05/01`, `20240501`), and shown as spec 9 then.
 *
 * @example pickerFormats('YYYY-MM-DD HH:mm')
 * // ['YYYY-MM-DD HH:mm', 'YYYY.MM.DD HH:mm', 'YYYY/MM/DD HH:mm', 'YYYYMMDD HH:mm']
 */
export function pickerFormats(display: string): string[] {
  if (!display.startsWith(SHOWN_DAY)) return [display]
  const rest = display.slice(SHOWN_DAY.length)
  return [display, ...TYPED_DAY_SEPARATORS.map((separator) => `YYYY${separator}MM${separator}DD${rest}`)]
}

// The letters of a date format in each interface language: он, сар, өдөр, цаг, минут.
const FORMAT_LETTERS: Readonly<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  mn_MN: { Y: 'О', M: 'С', D: 'Ө', H: 'Ц', m: 'м' },
  en_US: {},
  ko_KR: {},
}

/**
 * A date format as a person of `language` reads it, for an empty picker's placeholder: the
 * letters of year, month, day, hour and minute in the language's words.
 *
 * @example dateFormatHint('YYYY-MM-DD HH:mm', 'mn_MN') // 'ОООО-СС-ӨӨ ЦЦ:мм'
 */
export function dateFormatHint(format: string, language: LanguageCode): string {
  const letters = FORMAT_LETTERS[language]
  return [...format].map((letter) => letters[letter] ?? letter).join('')
}
