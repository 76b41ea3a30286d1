import { describe, expect, it } from 'vitest'
import { formatCellValue, formatDecimal } from './formatCell.ts'

describe('formatCellValue', () => {
  it('writes a date as YYYY-MM-DD, in Ulaanbaatar time for an instant', () => {
    expect(formatCellValue('2024-11-21', { kind: 'date', language: 'mn_MN' })).toBe('2024-11-21')
    expect(formatCellValue('2024-11-21T23:30:00Z', { kind: 'date', language: 'mn_MN' })).toBe('2024-11-22')
  })

  it('writes a date-time as YYYY-MM-DD HH:mm, seconds dropped', () => {
    expect(formatCellValue('2024-11-21 14:05:59', { kind: 'datetime', language: 'mn_MN' })).toBe('2024-11-21 14:05')
    expect(formatCellValue('2024-11-21T06:05:00.000Z', { kind: 'datetime', language: 'en_US' })).toBe(
      '2024-11-21 14:05',
    )
  })

  it('writes a time of day as HH:mm', () => {
    expect(formatCellValue('09:30:00', { kind: 'time', language: 'mn_MN' })).toBe('09:30')
  })

  it('writes numbers with thousands separators and no decimals', () => {
    expect(formatCellValue(1250000, { kind: 'number', language: 'mn_MN' })).toBe('1,250,000')
    expect(formatCellValue('1234567.89', { kind: 'number', language: 'mn_MN' })).toBe('1,234,568')
    expect(formatCellValue(-999, { kind: 'number', language: 'mn_MN' })).toBe('-999')
  })

  it('writes an amount followed by ₮', () => {
    expect(formatCellValue(1250000, { kind: 'money', language: 'mn_MN' })).toBe('1,250,000₮')
    expect(formatCellValue('25000000.00', { kind: 'money', language: 'en_US' })).toBe('25,000,000₮')
  })

  it('keeps the decimals a column fixes', () => {
    expect(formatCellValue(1234.5, { kind: 'number', language: 'mn_MN', precision: 2 })).toBe('1,234.50')
    expect(formatCellValue('-0.004', { kind: 'money', language: 'mn_MN', precision: 2 })).toBe('0.00₮')
    expect(formatDecimal(-1234567.891, 1)).toBe('-1,234,567.9')
  })

  it('writes booleans as yes and no in the reader’s language', () => {
    expect(formatCellValue(true, { kind: 'boolean', language: 'mn_MN' })).toBe('Тийм')
    expect(formatCellValue(false, { kind: 'boolean', language: 'en_US' })).toBe('No')
    expect(formatCellValue(true, { kind: 'boolean', language: 'ko_KR' })).toBe('예')
  })

  it('shows a set column’s label instead of its stored value', () => {
    const choices = [
      { value: true, label: 'Нийтэлсэн' },
      { value: false, label: 'Ноорог' },
    ]
    expect(formatCellValue(false, { kind: 'boolean', language: 'mn_MN', choices })).toBe('Ноорог')
    expect(formatCellValue('other', { kind: 'tag', language: 'mn_MN', choices })).toBe('other')
  })

  it('shows nothing for an empty value, and the value itself when it is not what the column expects', () => {
    expect(formatCellValue(null, { kind: 'money', language: 'mn_MN' })).toBe('')
    expect(formatCellValue(undefined, { kind: 'date', language: 'mn_MN' })).toBe('')
    expect(formatCellValue('soon', { kind: 'date', language: 'mn_MN' })).toBe('soon')
  })

  it('shows the text of an HTML cell and the JSON of an object', () => {
    expect(formatCellValue('<p>Морин <b>хуур</b> &amp; дуу</p>', { kind: 'html', language: 'mn_MN' })).toBe(
      'Морин хуур & дуу',
    )
    expect(formatCellValue({ a: 1 }, { kind: 'json', language: 'mn_MN' })).toBe('{"a":1}')
  })
})
