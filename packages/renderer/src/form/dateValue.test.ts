import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createAjv, type FormDocument, type ModelDocument } from '@tamga/schema'
import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat.js'
import { describe, expect, it } from 'vitest'
import { compileForm } from './compile/index.ts'
import {
  type DateWidgetKind,
  dateFormatHint,
  fromStoredDate,
  nowStored,
  pickerFormats,
  pickerKind,
  storedDateFormat,
  toStoredDate,
} from './dateValue.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T
const ajv = createAjv()
const accepts = (format: string, value: unknown) => ajv.validate({ type: 'string', format }, value) === true

const picked = dayjs('2025-05-28T14:37:21')

describe('the value a date widget stores', () => {
  const cases: Array<[DateWidgetKind, string, string]> = [
    ['date', 'date', 'YYYY-MM-DD'],
    ['datetime', 'iso-date-time', 'YYYY-MM-DDTHH:mm:ss'],
    ['datetime', 'date-time', 'YYYY-MM-DDTHH:mm:ssZ'],
    ['datetimeAutoFill', 'date-time', 'YYYY-MM-DDTHH:mm:ssZ'],
    ['time', 'iso-time', 'HH:mm:ss'],
    ['time', 'time', 'HH:mm:ssZ'],
    ['date', 'date-time', 'YYYY-MM-DDTHH:mm:ssZ'],
  ]
  it.each(cases)(
    'of a %s widget over a %s column is one the server’s format check accepts',
    (widget, format, expected) => {
      expect(storedDateFormat(widget, format)).toBe(expected)
      const stored = toStoredDate(picked, storedDateFormat(widget, format))
      expect(accepts(format, stored)).toBe(true)
    },
  )

  it('over a date column is the calendar day alone, never the time of day picked with it', () => {
    expect(toStoredDate(picked, storedDateFormat('date', 'date'))).toBe('2025-05-28')
  })

  it('over a timestamptz column carries the browser’s offset and names the instant picked', () => {
    const stored = toStoredDate(picked, storedDateFormat('datetime', 'date-time')) ?? ''
    expect(stored).toMatch(/^2025-05-28T14:37:21[+-]\d{2}:\d{2}$/)
    expect(Date.parse(stored)).toBe(picked.valueOf())
  })

  it('over a text column takes the spellings of the widget, which the records API reads back', () => {
    expect(storedDateFormat('date', undefined)).toBe('YYYY-MM-DD')
    expect(storedDateFormat('datetime', undefined)).toBe('YYYY-MM-DDTHH:mm:ss')
    expect(storedDateFormat('time', undefined)).toBe('HH:mm:ss')
  })

  it('is undefined when nothing is picked', () => {
    expect(toStoredDate(null, 'YYYY-MM-DD')).toBeUndefined()
    expect(toStoredDate(dayjs('not a date'), 'YYYY-MM-DD')).toBeUndefined()
  })

  it('is chosen from the column of a real form: a timestamptz, a date', () => {
    const news = compileForm(readJson<FormDocument>('forms/news-form.json'), {
      model: readJson<ModelDocument>('models/news.json'),
      language: 'mn_MN',
      mode: 'create',
    })
    const publishedAt = news.widgets.published_at
    expect(publishedAt?.settings.valueFormat).toBe('date-time')
    const stored = nowStored('datetime', publishedAt?.settings.valueFormat, picked)
    expect(accepts('date-time', stored)).toBe(true)
    const members = compileForm(readJson<FormDocument>('forms/ahas-member-form.json'), {
      model: readJson<ModelDocument>('models/ahas_member.json'),
      language: 'mn_MN',
      mode: 'create',
    })
    expect(storedDateFormat('date', members.widgets.joined_at?.settings.valueFormat)).toBe('YYYY-MM-DD')
  })
})

describe('a stored value as the picker shows it', () => {
  it('is the instant a timestamp names, whether the server wrote it in UTC or with an offset', () => {
    const fromServer = fromStoredDate('2025-05-28T01:00:00.000Z', 'datetime')
    const fromForm = fromStoredDate('2025-05-28T09:00:00+08:00', 'datetime')
    expect(fromServer?.valueOf()).toBe(Date.parse('2025-05-28T01:00:00Z'))
    expect(fromForm?.valueOf()).toBe(fromServer?.valueOf())
  })

  it('is the wall-clock time of a value without a zone, and the day of a date', () => {
    const local = fromStoredDate('2025-05-28T14:37:21', 'datetime')
    expect(local?.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-05-28 14:37:21')
    expect(fromStoredDate('2025-05-28', 'date')?.format('YYYY-MM-DD')).toBe('2025-05-28')
  })

  it('is that clock time for a time of day, with or without seconds and a zone', () => {
    expect(fromStoredDate('14:30:05', 'time')?.format('HH:mm:ss')).toBe('14:30:05')
    expect(fromStoredDate('08:15', 'time')?.format('HH:mm:ss')).toBe('08:15:00')
    expect(fromStoredDate('08:15:00+08:00', 'time')?.format('HH:mm')).toBe('08:15')
  })

  it('comes back to the same stored value once picked again unchanged', () => {
    for (const [widget, format] of [
      ['date', 'date'],
      ['datetime', 'iso-date-time'],
      ['time', 'iso-time'],
    ] as const) {
      const stored = toStoredDate(picked, storedDateFormat(widget, format))
      expect(toStoredDate(fromStoredDate(stored, widget), storedDateFormat(widget, format))).toBe(stored)
    }
  })

  it('is nothing for an empty value or text that is no date', () => {
    expect(fromStoredDate('', 'date')).toBeUndefined()
    expect(fromStoredDate(null, 'datetime')).toBeUndefined()
    expect(fromStoredDate('yesterday', 'datetime')).toBeUndefined()
  })

  it('is drawn by a calendar with a clock for an auto-filled date and time', () => {
    expect(pickerKind('datetimeAutoFill')).toBe('datetime')
    expect(pickerKind('time')).toBe('time')
  })
})

describe('the formats a date picker shows and reads', () => {
  it('shows the day as spec 9 writes it and reads it typed with dots, slashes or no separators', () => {
    expect(pickerFormats('YYYY-MM-DD')).toEqual(['YYYY-MM-DD', 'YYYY.MM.DD', 'YYYY/MM/DD', 'YYYYMMDD'])
    expect(pickerFormats('YYYY-MM-DD HH:mm')[0]).toBe('YYYY-MM-DD HH:mm')
    expect(pickerFormats('YYYY-MM-DD HH:mm')).toContain('YYYY.MM.DD HH:mm')
  })

  it('keeps a display format of the document’s own as the only one', () => {
    expect(pickerFormats('DD/MM/YYYY')).toEqual(['DD/MM/YYYY'])
  })

  it('reads a typed Mongolian day with dots as the day the dashes name', () => {
    // The picker parses with dayjs's customParseFormat, which antd turns on.
    dayjs.extend(customParseFormat)
    const typed = pickerFormats('YYYY-MM-DD').map((format) => dayjs('2024.05.01', format, true))
    expect(typed.some((day) => day.isValid() && day.format('YYYY-MM-DD') === '2024-05-01')).toBe(true)
  })

  it('says the format with the letters of year, month and day in the person’s language', () => {
    expect(dateFormatHint('YYYY-MM-DD', 'mn_MN')).toBe('ОООО-СС-ӨӨ')
    expect(dateFormatHint('YYYY-MM-DD HH:mm', 'mn_MN')).toBe('ОООО-СС-ӨӨ ЦЦ:мм')
    expect(dateFormatHint('YYYY-MM-DD', 'en_US')).toBe('YYYY-MM-DD')
    expect(dateFormatHint('HH:mm', 'ko_KR')).toBe('HH:mm')
  })
})
