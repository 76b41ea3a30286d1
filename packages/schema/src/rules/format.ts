/**
 * The display formats of spec 9: dates, date-times, the lock-screen clock and date text,
 * numbers, tugrik amounts and signatures. Every function here is pure and independent of the
 * machine's locale and time zone: no `Intl`, no `toLocale…`, no `Date#getHours()`. The same
 * value is shown the same way in the browser, on the server and in generated code.
 */

/**
 * The time-zone offset used when none is given: Ulaanbaatar, UTC+8 (Mongolia has not observed
 * daylight saving time since 2017). A fixed default keeps a server running in UTC and a browser
 * in Ulaanbaatar showing the same text for the same instant.
 *
 * @default 480
 */
export const DEFAULT_TIME_ZONE_OFFSET_MINUTES = 480

/**
 * A point in time as Tamga receives one: a `Date`, an epoch in milliseconds, or an ISO 8601
 * text (`2024-11-21`, `2024-11-21 14:05`, `2024-11-21T14:05:09.123Z`, `2024-11-21T14:05+08:00`).
 */
export type DateInput = Date | number | string

/** How instants are turned into a wall-clock time. */
export interface TimeZoneOptions {
  /**
   * Minutes east of UTC at which a `Date`, an epoch or an ISO text carrying a zone (`Z`,
   * `+08:00`) is shown. ISO texts without a zone are wall-clock times already (what a
   * `timestamp without time zone` column holds) and are shown exactly as written.
   * In a browser, `-new Date().getTimezoneOffset()` gives the visitor's own offset.
   *
   * @default 480 (Ulaanbaatar, see {@link DEFAULT_TIME_ZONE_OFFSET_MINUTES})
   */
  timeZoneOffsetMinutes?: number
}

/** A calendar date and time of day, as a person reads it on a clock. */
export interface WallClock {
  year: number
  /** 1 (January) to 12. */
  month: number
  /** 1 to 31. */
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
  /** 0 (Sunday, Ням) to 6 (Saturday, Бямба), as JavaScript numbers weekdays. */
  weekday: number
}

const MINUTE_MS = 60_000
const MAX_OFFSET_MINUTES = 18 * 60

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/

function checkOffset(options: TimeZoneOptions | undefined): number {
  const offset = options?.timeZoneOffsetMinutes ?? DEFAULT_TIME_ZONE_OFFSET_MINUTES
  if (!Number.isFinite(offset) || Math.abs(offset) > MAX_OFFSET_MINUTES) {
    throw new RangeError(`timeZoneOffsetMinutes must be a number of minutes within ±18 hours, got ${String(offset)}`)
  }
  return offset
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function fromShiftedInstant(shifted: Date): WallClock | null {
  if (Number.isNaN(shifted.getTime())) return null
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
    weekday: shifted.getUTCDay(),
  }
}

function zoneMinutes(zone: string): number {
  if (zone === 'Z' || zone === 'z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'))
}

function parseIso(text: string, offset: number): WallClock | null {
  const match = ISO_PATTERN.exec(text.trim())
  if (match === null) return null
  const [, y, mo, d, h, mi, s, fraction, zone] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h ?? '0')
  const minute = Number(mi ?? '0')
  const second = Number(s ?? '0')
  const millisecond = Number((fraction ?? '0').padEnd(3, '0').slice(0, 3))
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  if (hour > 23 || minute > 59 || second > 59) return null
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
  if (zone === undefined) {
    // No zone: the text is already a wall-clock time, so it is shown as written.
    return fromShiftedInstant(new Date(utc))
  }
  const instant = utc - zoneMinutes(zone) * MINUTE_MS
  return fromShiftedInstant(new Date(instant + offset * MINUTE_MS))
}

/**
 * Reads a date input as a wall-clock time (see {@link TimeZoneOptions} for which zone is used).
 * Returns `null` for `null`, `undefined`, an invalid `Date`, a non-finite epoch or a text that is
 * not an ISO 8601 date (or names an impossible one, such as `2023-02-29`).
 */
export function wallClock(value: DateInput | null | undefined, options?: TimeZoneOptions): WallClock | null {
  const offset = checkOffset(options)
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return parseIso(value, offset)
  const epoch = typeof value === 'number' ? value : value.getTime()
  if (!Number.isFinite(epoch)) return null
  return fromShiftedInstant(new Date(epoch + offset * MINUTE_MS))
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0')

/** `YYYY-MM-DD` of a wall-clock time. */
export function isoDateOf(clock: WallClock): string {
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`
}

/**
 * Formats a date as `YYYY-MM-DD` (spec 9). Returns `''` when the value is empty or not a date,
 * so a grid cell or a label shows nothing rather than "Invalid Date".
 *
 * @example formatDate('2024-11-21T23:30:00Z') // '2024-11-22' (Ulaanbaatar, UTC+8)
 */
export function formatDate(value: DateInput | null | undefined, options?: TimeZoneOptions): string {
  const clock = wallClock(value, options)
  return clock === null ? '' : isoDateOf(clock)
}

/**
 * Formats a date and time as `YYYY-MM-DD HH:mm` (spec 9), 24-hour clock, seconds dropped (not
 * rounded). Returns `''` when the value is empty or not a date.
 *
 * @example formatDateTime('2024-11-21 14:05:59') // '2024-11-21 14:05'
 */
export function formatDateTime(value: DateInput | null | undefined, options?: TimeZoneOptions): string {
  const clock = wallClock(value, options)
  return clock === null ? '' : `${isoDateOf(clock)} ${pad(clock.hour)}:${pad(clock.minute)}`
}

/**
 * Formats the time of day as `HH:mm`, the lock screen's clock (spec 2.6). Returns `''` when
 * the value is empty or not a date.
 */
export function formatClock(value: DateInput | null | undefined, options?: TimeZoneOptions): string {
  const clock = wallClock(value, options)
  return clock === null ? '' : `${pad(clock.hour)}:${pad(clock.minute)}`
}

/** The Mongolian weekday names, indexed like `Date#getDay()`: 0 is Sunday (Ням), 6 Saturday (Бямба). */
export const MONGOLIAN_WEEKDAYS = ['Ням', 'Даваа', 'Мягмар', 'Лхагва', 'Пүрэв', 'Баасан', 'Бямба'] as const

/** The two-letter Mongolian weekday abbreviations for 0 (Sunday) to 6 (Saturday) (spec 9). */
export const MONGOLIAN_WEEKDAY_ABBREVIATIONS = ['Ня', 'Да', 'Мя', 'Лх', 'Пү', 'Ба', 'Бя'] as const

/**
 * The lock screen's Mongolian date text (spec 2.6): month number, day, weekday, in the form
 * `'{month} сарын {day}, {weekday} гараг'`. Returns `''` when the value is empty or not a date.
 *
 * @example mongolianDateText('2024-11-23') // '11 сарын 23, Бямба гараг'
 */
export function mongolianDateText(value: DateInput | null | undefined, options?: TimeZoneOptions): string {
  const clock = wallClock(value, options)
  if (clock === null) return ''
  return `${clock.month} сарын ${clock.day}, ${MONGOLIAN_WEEKDAYS[clock.weekday] ?? ''} гараг`
}

const DECIMAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/** A number as the database driver may hand it over: PostgreSQL `numeric` and `bigint` arrive as text. */
export type NumberInput = number | bigint | string

function roundedDigits(value: NumberInput): { negative: boolean; digits: string } | null {
  if (typeof value === 'bigint') return { negative: value < 0n, digits: (value < 0n ? -value : value).toString() }
  let number: number
  if (typeof value === 'string') {
    const text = value.trim()
    if (!DECIMAL_PATTERN.test(text)) return null
    number = Number(text)
  } else {
    number = value
  }
  if (!Number.isFinite(number)) return null
  // Half away from zero, the rule of a paper ledger: 2.5 → 3 and -2.5 → -3.
  const magnitude = Math.round(Math.abs(number))
  // BigInt writes every digit where String() would switch to exponent form (1e21).
  return { negative: number < 0 && magnitude !== 0, digits: BigInt(magnitude).toString() }
}

/**
 * Formats a number with a comma between thousands and no decimals (spec 9). The value is
 * rounded half away from zero (`2.5` → `'3'`, `-2.5` → `'-3'`); a value that rounds to zero is
 * `'0'`, never `'-0'`. Numeric text (as PostgreSQL returns `numeric`) and `bigint` are accepted.
 * Returns `''` for `null`, `undefined`, `NaN`, infinities and text that is not a number.
 *
 * @example formatNumber(1250000) // '1,250,000'
 */
export function formatNumber(value: NumberInput | null | undefined): string {
  if (value === null || value === undefined) return ''
  const rounded = roundedDigits(value)
  if (rounded === null) return ''
  const grouped = rounded.digits.replace(/\B(?=(\d{3})+$)/g, ',')
  return rounded.negative ? `-${grouped}` : grouped
}

/** The tugrik sign, written after the amount. */
export const TUGRIK_SIGN = '₮'

/**
 * Formats an amount in tugrik: the number as {@link formatNumber} writes it, followed by ₮ with
 * no space (spec 9). Returns `''` when the value is not a number, so no lone ₮ is shown.
 *
 * @example formatTugrik(1250000) // '1,250,000₮'
 */
export function formatTugrik(value: NumberInput | null | undefined): string {
  const number = formatNumber(value)
  return number === '' ? '' : `${number}${TUGRIK_SIGN}`
}

/** The name fields of a signature or a status-history signer (spec 3.3). */
export interface SignerNameParts {
  lastname?: string | null
  firstname?: string | null
}

/**
 * The signer as the spec shows one: the first letter of the last name, a dot, then the first
 * name, with no space (`'Б.Болд'`). The initial is upper-cased (Cyrillic included) because it
 * stands for a proper name. With no last name the first name alone is shown; with no first
 * name the last name is shown in full, so the person stays recognisable; with neither, `''`.
 *
 * @example signerName({ lastname: 'Батбаяр', firstname: 'Болд' }) // 'Б.Болд'
 */
export function signerName(parts: SignerNameParts): string {
  const lastname = (parts.lastname ?? '').normalize('NFC').trim()
  const firstname = (parts.firstname ?? '').normalize('NFC').trim()
  if (lastname === '') return firstname
  if (firstname === '') return lastname
  // Array.from splits by code point, so an initial outside the BMP is not cut in half.
  const initial = Array.from(lastname)[0] ?? ''
  return `${initial.toUpperCase()}.${firstname}`
}

/** The image fields of a signature (spec 3.3, 3.4). */
export interface SignatureImage {
  /** `'draw'` for a drawn signature stored as a data URL; `'text'` for a typed one; anything else is an uploaded image path. */
  type?: string | null
  /** The data URL, the text, or the image path on the file host. */
  signature?: string | null
}

/**
 * The `src` of a signature's image (spec 9): a drawn signature (type `'draw'`, a data URL) is
 * returned unchanged; any other image gets the file host in front of its path, joined with
 * exactly one `/`. A path that is already an absolute URL (`https:`, `data:`, `blob:`, `//`) is
 * returned unchanged rather than prefixed twice. A typed signature (type `'text'`) and an empty
 * one have no image: `null`.
 *
 * @example signatureImageSrc({ type: 'image', signature: '/uploads/s.png' }, 'https://cdn.example.mn/') // 'https://cdn.example.mn/uploads/s.png'
 */
export function signatureImageSrc(signature: SignatureImage | null | undefined, host: string): string | null {
  const raw = signature?.signature ?? ''
  const source = raw.trim()
  if (source === '' || signature?.type === 'text') return null
  if (signature?.type === 'draw') return raw
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(source)) return source
  const base = host.trim().replace(/\/+$/, '')
  return `${base}/${source.replace(/^\/+/, '')}`
}
