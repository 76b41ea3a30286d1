import { describe, expect, it } from 'vitest'
import { columnLetter, importCellValue } from './importCells.ts'

const value = (result: ReturnType<typeof importCellValue>) => (result.ok ? result.value : `bad:${result.code}`)

describe('an Excel cell read for a model column', () => {
  it('is empty (undefined) when blank, whatever the column', () => {
    expect(value(importCellValue(null, { type: 'bigint' }))).toBeUndefined()
    expect(value(importCellValue('   ', { type: 'text' }))).toBeUndefined()
    expect(value(importCellValue({ richText: [{ text: ' ' }] }, { type: 'varchar' }))).toBeUndefined()
  })

  it('keeps a number typed into a text column as its digits, and trims text', () => {
    expect(value(importCellValue(88012345, { type: 'varchar' }))).toBe('88012345')
    expect(value(importCellValue('  Батболд ', { type: 'text' }))).toBe('Батболд')
    expect(value(importCellValue({ text: 'сайт', hyperlink: 'https://example.mn' }, { type: 'text' }))).toBe('сайт')
    expect(value(importCellValue({ formula: 'A1&B1', result: 'AB' }, { type: 'text' }))).toBe('AB')
  })

  it('reads whole numbers with thousands separators and refuses fractions and words', () => {
    expect(value(importCellValue('1,250,000', { type: 'bigint' }))).toBe(1_250_000)
    expect(value(importCellValue('1 250 000₮', { type: 'integer' }))).toBe(1_250_000)
    expect(value(importCellValue(2.5, { type: 'integer' }))).toBe('bad:not-an-integer')
    expect(value(importCellValue('арав', { type: 'bigint' }))).toBe('bad:not-an-integer')
    expect(value(importCellValue('12.75', { type: 'numeric' }))).toBe(12.75)
    expect(value(importCellValue('12,5', { type: 'numeric' }))).toBe('bad:not-a-number')
  })

  it('reads yes and no in Mongolian and English, and 1/0', () => {
    expect(value(importCellValue('Тийм', { type: 'boolean' }))).toBe(true)
    expect(value(importCellValue('үгүй', { type: 'boolean' }))).toBe(false)
    expect(value(importCellValue(1, { type: 'boolean' }))).toBe(true)
    expect(value(importCellValue('магадгүй', { type: 'boolean' }))).toBe('bad:not-a-boolean')
  })

  it('reads dates from date cells, serial numbers and text, and refuses impossible ones', () => {
    expect(value(importCellValue(new Date(Date.UTC(2026, 2, 8)), { type: 'date' }))).toBe('2026-03-08')
    expect(value(importCellValue(46089, { type: 'date' }))).toBe('2026-03-08')
    expect(value(importCellValue('2026.3.8', { type: 'date' }))).toBe('2026-03-08')
    expect(value(importCellValue('2026-02-30', { type: 'date' }))).toBe('bad:not-a-date')
  })

  it('reads a date-time typed without a zone as Ulaanbaatar time', () => {
    expect(value(importCellValue('2026-03-08 09:30', { type: 'timestamptz' }))).toBe('2026-03-08T01:30:00.000Z')
    expect(value(importCellValue(new Date(Date.UTC(2026, 2, 8, 9, 30)), { type: 'timestamptz' }))).toBe(
      '2026-03-08T01:30:00.000Z',
    )
    expect(value(importCellValue('2026-03-08T09:30:00Z', { type: 'timestamptz' }))).toBe('2026-03-08T09:30:00.000Z')
    expect(value(importCellValue('2026-03-08 09:30', { type: 'timestamp' }))).toBe('2026-03-08T09:30:00')
  })

  it('reads times of day', () => {
    expect(value(importCellValue('9:05', { type: 'time' }))).toBe('09:05:00')
    expect(value(importCellValue(0.5, { type: 'time' }))).toBe('12:00:00')
    expect(value(importCellValue('25:00', { type: 'time' }))).toBe('bad:not-a-time')
  })

  it('takes a set column’s label in any language or its stored value, and nothing else', () => {
    const options = new Map<string, string | number | boolean>([
      ['шийдвэрлэсэн', 'END'],
      ['decided', 'END'],
    ])
    expect(value(importCellValue('Шийдвэрлэсэн', { type: 'text', options }))).toBe('END')
    expect(value(importCellValue('END', { type: 'text', options }))).toBe('END')
    expect(value(importCellValue('Unknown', { type: 'text', options }))).toBe('bad:not-an-option')
  })

  it('names a cell holding an Excel error', () => {
    const result = importCellValue({ error: '#N/A' }, { type: 'text' })
    expect(result).toEqual({
      ok: false,
      code: 'cell-error',
      reason: { en_US: 'the cell holds an error (#N/A)', mn_MN: 'нүдэнд алдаа байна (#N/A)' },
    })
  })
})

describe('column letters', () => {
  it('count as Excel does', () => {
    expect([1, 3, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'C', 'Z', 'AA', 'AZ', 'AAA'])
  })
})
