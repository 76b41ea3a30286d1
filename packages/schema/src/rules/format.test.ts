import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TIME_ZONE_OFFSET_MINUTES,
  formatClock,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTugrik,
  MONGOLIAN_WEEKDAY_ABBREVIATIONS,
  MONGOLIAN_WEEKDAYS,
  mongolianDateText,
  signatureImageSrc,
  signerName,
  wallClock,
} from './format.ts'

describe('formatDate', () => {
  it('writes a date as YYYY-MM-DD with zero padding', () => {
    expect(formatDate('2024-03-05')).toBe('2024-03-05')
    expect(formatDate('0987-01-09')).toBe('0987-01-09')
  })

  it('shows an ISO text without a zone in its own wall clock, whatever the offset', () => {
    expect(formatDate('2024-11-21 23:30:00')).toBe('2024-11-21')
    expect(formatDate('2024-11-21T23:30', { timeZoneOffsetMinutes: -600 })).toBe('2024-11-21')
  })

  it('shows an instant in Ulaanbaatar time (UTC+8) by default', () => {
    expect(DEFAULT_TIME_ZONE_OFFSET_MINUTES).toBe(480)
    expect(formatDate('2024-11-21T17:30:00Z')).toBe('2024-11-22')
    expect(formatDate(new Date(Date.UTC(2024, 10, 21, 15, 59)))).toBe('2024-11-21')
    expect(formatDate(new Date(Date.UTC(2024, 10, 21, 16, 0)))).toBe('2024-11-22')
  })

  it('shows an instant at the given offset', () => {
    const instant = Date.UTC(2024, 10, 21, 2, 0)
    expect(formatDate(instant, { timeZoneOffsetMinutes: 0 })).toBe('2024-11-21')
    expect(formatDate(instant, { timeZoneOffsetMinutes: -180 })).toBe('2024-11-20')
  })

  it('converts an ISO text carrying an offset to the display offset', () => {
    expect(formatDate('2024-11-21T01:00:00+09:00', { timeZoneOffsetMinutes: 0 })).toBe('2024-11-20')
    expect(formatDate('2024-11-21T01:00:00+0900', { timeZoneOffsetMinutes: 540 })).toBe('2024-11-21')
  })

  it('returns an empty text for empty, invalid or impossible dates', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('21/11/2024')).toBe('')
    expect(formatDate('2023-02-29')).toBe('')
    expect(formatDate('2024-13-01')).toBe('')
    expect(formatDate('2024-01-01 24:00')).toBe('')
    expect(formatDate(new Date(Number.NaN))).toBe('')
    expect(formatDate(Number.POSITIVE_INFINITY)).toBe('')
  })

  it('accepts 29 February in a leap year', () => {
    expect(formatDate('2024-02-29')).toBe('2024-02-29')
  })

  it('refuses an offset beyond ±18 hours instead of guessing', () => {
    expect(() => formatDate('2024-01-01', { timeZoneOffsetMinutes: 20 * 60 })).toThrow(RangeError)
    expect(() => formatDate('2024-01-01', { timeZoneOffsetMinutes: Number.NaN })).toThrow(RangeError)
  })
})

describe('formatDateTime', () => {
  it('writes YYYY-MM-DD HH:mm on a 24-hour clock', () => {
    expect(formatDateTime('2024-11-21 14:05:00')).toBe('2024-11-21 14:05')
    expect(formatDateTime('2024-11-21T09:07')).toBe('2024-11-21 09:07')
  })

  it('drops the seconds instead of rounding them up', () => {
    expect(formatDateTime('2024-11-21 14:05:59.999')).toBe('2024-11-21 14:05')
  })

  it('writes midnight for a date without a time', () => {
    expect(formatDateTime('2024-11-21')).toBe('2024-11-21 00:00')
  })

  it('shows an instant at the display offset', () => {
    expect(formatDateTime('2024-11-21T17:30:00.000Z')).toBe('2024-11-22 01:30')
    expect(formatDateTime('2024-11-21T17:30:00.000Z', { timeZoneOffsetMinutes: 0 })).toBe('2024-11-21 17:30')
    expect(formatDateTime(Date.UTC(2024, 0, 1, 0, 0), { timeZoneOffsetMinutes: 330 })).toBe('2024-01-01 05:30')
  })

  it('returns an empty text when the value is not a date', () => {
    expect(formatDateTime('yesterday')).toBe('')
    expect(formatDateTime(null)).toBe('')
  })
})

describe('formatClock', () => {
  it('writes HH:mm with leading zeros', () => {
    expect(formatClock('2024-11-21 07:03:45')).toBe('07:03')
    expect(formatClock('2024-11-21 23:59:59')).toBe('23:59')
  })

  it('shows the clock at the display offset', () => {
    const instant = new Date(Date.UTC(2024, 10, 21, 20, 15))
    expect(formatClock(instant)).toBe('04:15')
    expect(formatClock(instant, { timeZoneOffsetMinutes: 0 })).toBe('20:15')
  })

  it('returns an empty text when the value is not a date', () => {
    expect(formatClock(new Date(Number.NaN))).toBe('')
  })
})

describe('Mongolian weekdays and the lock-screen date text', () => {
  it('names the weekdays from Sunday (0) to Saturday (6)', () => {
    expect(MONGOLIAN_WEEKDAYS).toEqual(['Ням', 'Даваа', 'Мягмар', 'Лхагва', 'Пүрэв', 'Баасан', 'Бямба'])
    expect(MONGOLIAN_WEEKDAY_ABBREVIATIONS).toEqual(['Ня', 'Да', 'Мя', 'Лх', 'Пү', 'Ба', 'Бя'])
  })

  it('abbreviates every weekday with the first two letters of its name', () => {
    MONGOLIAN_WEEKDAYS.forEach((name, index) => {
      expect(MONGOLIAN_WEEKDAY_ABBREVIATIONS[index]).toBe(name.slice(0, 2))
    })
  })

  it('writes the month number, the day and the weekday', () => {
    expect(mongolianDateText('2024-11-23')).toBe('11 сарын 23, Бямба гараг')
    expect(mongolianDateText('2024-11-24')).toBe('11 сарын 24, Ням гараг')
    expect(mongolianDateText('2025-01-06')).toBe('1 сарын 6, Даваа гараг')
  })

  it('names the right weekday for every day of a week', () => {
    const texts = [17, 18, 19, 20, 21, 22, 23].map((day) => mongolianDateText(`2024-11-${day}`))
    expect(texts).toEqual([
      '11 сарын 17, Ням гараг',
      '11 сарын 18, Даваа гараг',
      '11 сарын 19, Мягмар гараг',
      '11 сарын 20, Лхагва гараг',
      '11 сарын 21, Пүрэв гараг',
      '11 сарын 22, Баасан гараг',
      '11 сарын 23, Бямба гараг',
    ])
  })

  it('uses the date at the display offset, weekday included', () => {
    const instant = new Date(Date.UTC(2024, 10, 22, 18, 0))
    expect(mongolianDateText(instant)).toBe('11 сарын 23, Бямба гараг')
    expect(mongolianDateText(instant, { timeZoneOffsetMinutes: 0 })).toBe('11 сарын 22, Баасан гараг')
  })

  it('returns an empty text when the value is not a date', () => {
    expect(mongolianDateText('')).toBe('')
  })

  it('reads weekdays like Date#getDay for dates before 1970', () => {
    expect(wallClock('1969-07-20')?.weekday).toBe(0)
  })
})

describe('formatNumber', () => {
  it('separates thousands with commas and shows no decimals', () => {
    expect(formatNumber(1250000)).toBe('1,250,000')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(12345678901)).toBe('12,345,678,901')
  })

  it('rounds half away from zero', () => {
    expect(formatNumber(2.5)).toBe('3')
    expect(formatNumber(2.4999)).toBe('2')
    expect(formatNumber(-2.5)).toBe('-3')
    expect(formatNumber(1249999.5)).toBe('1,250,000')
  })

  it('keeps the sign of negatives but never writes -0', () => {
    expect(formatNumber(-1250000)).toBe('-1,250,000')
    expect(formatNumber(-0.4)).toBe('0')
    expect(formatNumber(-0)).toBe('0')
  })

  it('writes every digit of very large numbers instead of exponent notation', () => {
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000')
    expect(formatNumber(12345678901234567890n)).toBe('12,345,678,901,234,567,890')
  })

  it('accepts numeric text as PostgreSQL returns numeric columns', () => {
    expect(formatNumber('1250000.75')).toBe('1,250,001')
    expect(formatNumber(' -42 ')).toBe('-42')
    expect(formatNumber('1.5e3')).toBe('1,500')
  })

  it('returns an empty text for non-finite and non-numeric values', () => {
    expect(formatNumber(Number.NaN)).toBe('')
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('')
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe('')
    expect(formatNumber(null)).toBe('')
    expect(formatNumber(undefined)).toBe('')
    expect(formatNumber('')).toBe('')
    expect(formatNumber('12abc')).toBe('')
    expect(formatNumber('0x10')).toBe('')
    expect(formatNumber('Infinity')).toBe('')
  })
})

describe('formatTugrik', () => {
  it('writes the number followed by ₮ with no space', () => {
    expect(formatTugrik(1250000)).toBe('1,250,000₮')
    expect(formatTugrik(0)).toBe('0₮')
    expect(formatTugrik(-500.5)).toBe('-501₮')
    expect(formatTugrik('75000')).toBe('75,000₮')
  })

  it('shows nothing rather than a lone ₮ when there is no amount', () => {
    expect(formatTugrik(null)).toBe('')
    expect(formatTugrik(Number.NaN)).toBe('')
  })
})

describe('signerName', () => {
  it('writes the initial of the last name, a dot and the first name with no space', () => {
    expect(signerName({ lastname: 'Батбаяр', firstname: 'Болд' })).toBe('Б.Болд')
    expect(signerName({ lastname: 'Smith', firstname: 'John' })).toBe('S.John')
  })

  it('upper-cases a lower-case initial, Cyrillic included', () => {
    expect(signerName({ lastname: 'өлзий', firstname: 'Сараа' })).toBe('Ө.Сараа')
    expect(signerName({ lastname: 'үүрийнтуяа', firstname: 'Ану' })).toBe('Ү.Ану')
  })

  it('ignores surrounding spaces', () => {
    expect(signerName({ lastname: '  Доржийн ', firstname: ' Бат ' })).toBe('Д.Бат')
  })

  it('takes a decomposed initial as one letter', () => {
    expect(signerName({ lastname: 'И\u0306ондон', firstname: 'Сүх' })).toBe('Й.Сүх')
  })

  it('does not cut an initial outside the basic plane in half', () => {
    expect(signerName({ lastname: '𠀋abc', firstname: 'X' })).toBe('𠀋.X')
  })

  it('shows what there is when a name part is missing', () => {
    expect(signerName({ lastname: '', firstname: 'Болд' })).toBe('Болд')
    expect(signerName({ lastname: null, firstname: 'Болд' })).toBe('Болд')
    expect(signerName({ lastname: 'Батбаяр', firstname: '' })).toBe('Батбаяр')
    expect(signerName({ lastname: 'Батбаяр' })).toBe('Батбаяр')
    expect(signerName({})).toBe('')
  })
})

describe('signatureImageSrc', () => {
  const drawn = 'data:image/png;base64,iVBORw0KGgo='

  it('returns a drawn signature unchanged', () => {
    expect(signatureImageSrc({ type: 'draw', signature: drawn }, 'https://files.example.mn')).toBe(drawn)
  })

  it('puts the host in front of an image path', () => {
    expect(signatureImageSrc({ type: 'image', signature: 'uploads/sign.png' }, 'https://files.example.mn')).toBe(
      'https://files.example.mn/uploads/sign.png',
    )
    expect(signatureImageSrc({ type: null, signature: 'uploads/sign.png' }, 'https://files.example.mn')).toBe(
      'https://files.example.mn/uploads/sign.png',
    )
  })

  it('joins host and path with exactly one slash', () => {
    const expected = 'https://files.example.mn/uploads/sign.png'
    expect(signatureImageSrc({ type: 'file', signature: '/uploads/sign.png' }, 'https://files.example.mn/')).toBe(
      expected,
    )
    expect(signatureImageSrc({ type: 'file', signature: 'uploads/sign.png' }, 'https://files.example.mn//')).toBe(
      expected,
    )
    expect(signatureImageSrc({ type: 'file', signature: '/uploads/sign.png' }, 'https://files.example.mn')).toBe(
      expected,
    )
  })

  it('keeps a path relative to the site when the host is empty', () => {
    expect(signatureImageSrc({ type: 'file', signature: 'uploads/sign.png' }, '')).toBe('/uploads/sign.png')
  })

  it('does not prefix a path that is already an absolute URL', () => {
    const url = 'https://cdn.example.mn/s.png'
    expect(signatureImageSrc({ type: 'file', signature: url }, 'https://files.example.mn')).toBe(url)
    expect(signatureImageSrc({ type: 'file', signature: '//cdn.example.mn/s.png' }, 'https://files.example.mn')).toBe(
      '//cdn.example.mn/s.png',
    )
  })

  it('has no image for a typed or empty signature', () => {
    expect(signatureImageSrc({ type: 'text', signature: 'Б.Болд' }, 'https://files.example.mn')).toBeNull()
    expect(signatureImageSrc({ type: 'file', signature: '' }, 'https://files.example.mn')).toBeNull()
    expect(signatureImageSrc(null, 'https://files.example.mn')).toBeNull()
  })
})
