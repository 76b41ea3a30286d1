import type { GridDocument, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../print/printHtml.ts'
import {
  displayText,
  excelCellValue,
  htmlToText,
  numberText,
  requestLanguage,
  transferColumns,
} from './transferColumns.ts'

const model: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'grant',
  table: 'grant',
  columns: [
    { name: 'id', type: 'bigint' },
    { name: 'title', type: 'text' },
    { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 } },
    { name: 'decided_on', type: 'date' },
    { name: 'photo', type: 'text' },
    { name: 'status', type: 'text' },
  ],
  primaryKey: ['id'],
  timestamps: true,
}

const grid: GridDocument = {
  kind: 'grid',
  version: 1,
  name: 'grant-grid',
  model: 'grant',
  identity: 'id',
  numbered: true,
  columns: [
    { field: 'id', hidden: true, printable: false },
    { field: 'title', label: { mn_MN: 'Гарчиг', en_US: 'Title' } },
    { field: 'amount', label: 'Дүн', type: 'money', precision: 0 },
    { field: 'decided_on', label: 'Огноо' },
    { field: 'photo', label: 'Зураг', type: 'image', printable: false },
    {
      field: 'status',
      filter: {
        type: 'set',
        options: [{ value: 'END', label: { mn_MN: 'Шийдвэрлэсэн', en_US: 'Decided' } }],
      },
    },
    { field: 'created_at', label: 'Үүсгэсэн', type: 'datetime' },
  ],
}

describe('the columns of an export and a printout', () => {
  it('export what the grid shows and print what is printable, after the № of a numbered grid', () => {
    const exported = transferColumns(grid, model, 'en_US', 'export')
    expect(exported.map((column) => column.header)).toEqual([
      '№',
      'Title',
      'Дүн',
      'Огноо',
      'Зураг',
      'status',
      'Үүсгэсэн',
    ])
    const printed = transferColumns(grid, model, 'mn_MN', 'print')
    expect(printed.map((column) => column.field)).toEqual(['', 'title', 'amount', 'decided_on', 'status', 'created_at'])
    // A plain column takes its shape from the model: a date column is a date.
    expect(printed.find((column) => column.field === 'decided_on')?.kind).toBe('date')
  })

  it('write numbers, dates and labels as Excel values and as printed text', () => {
    const columns = transferColumns(grid, model, 'mn_MN', 'print')
    const row = {
      title: 'Уртын дуу',
      amount: '1250000.00',
      decided_on: '2026-03-08',
      status: 'END',
      created_at: new Date('2026-03-08T01:30:00Z'),
    }
    const [, title, amount, decided, status, created] = columns
    if (!title || !amount || !decided || !status || !created) throw new Error('columns missing')
    expect(excelCellValue(amount, row, 'mn_MN')).toBe(1_250_000)
    expect(excelCellValue(decided, row, 'mn_MN')).toEqual(new Date(Date.UTC(2026, 2, 8)))
    // The Ulaanbaatar wall clock, which Excel shows as it is.
    expect(excelCellValue(created, row, 'mn_MN')).toEqual(new Date(Date.UTC(2026, 2, 8, 9, 30)))
    expect(excelCellValue(status, row, 'mn_MN')).toBe('Шийдвэрлэсэн')
    expect(displayText(amount, row, 'mn_MN')).toBe('1,250,000₮')
    expect(displayText(created, row, 'mn_MN')).toBe('2026-03-08 09:30')
    expect(displayText(title, { title: null }, 'mn_MN')).toBe('')
  })
})

describe('a workflow status column in an export and a printout', () => {
  const workflowGrid: GridDocument = {
    ...grid,
    numbered: false,
    columns: [
      {
        field: 'status',
        type: 'process_status',
        filter: {
          type: 'set',
          options: [
            { value: 'CHECK', label: { mn_MN: 'Хянаж байна', en_US: 'Checking' } },
            { value: 'ARCHIVED', label: { mn_MN: 'Архивласан', en_US: 'Archived' } },
          ],
        },
      },
    ],
  }
  const statusColumn = (language: 'mn_MN' | 'en_US' | 'ko_KR', staticWords?: Parameters<typeof transferColumns>[4]) => {
    const [column] = transferColumns(workflowGrid, model, language, 'print', staticWords)
    if (column === undefined) throw new Error('no status column')
    return column
  }

  it('reads a step type as the grid’s status cell does, in the download’s language, not as stored', () => {
    expect(displayText(statusColumn('mn_MN'), { status: 'CHECK' }, 'mn_MN')).toBe('Хянагдаж байна')
    expect(excelCellValue(statusColumn('en_US'), { status: 'CHECK' }, 'en_US')).toBe('Being checked')
    expect(displayText(statusColumn('ko_KR'), { status: 'RE_CREATE' }, 'ko_KR')).toBe('반려됨')
    expect(excelCellValue(statusColumn('mn_MN'), { status: 'START' }, 'mn_MN')).toBe('Ноорог')
  })

  it('takes the project’s own word for a status over the vocabulary’s, as the browser does', () => {
    const column = statusColumn('en_US', { en_US: { END_grid: 'Granted' } })
    expect(displayText(column, { status: 'END' }, 'en_US')).toBe('Granted')
    expect(displayText(column, { status: 'CANCEL' }, 'en_US')).toBe('Cancelled')
  })

  it('falls back to the grid’s label of a value that names no step type, then to the stored value', () => {
    expect(displayText(statusColumn('en_US'), { status: 'ARCHIVED' }, 'en_US')).toBe('Archived')
    expect(excelCellValue(statusColumn('mn_MN'), { status: 'Өөр төлөв' }, 'mn_MN')).toBe('Өөр төлөв')
    expect(displayText(statusColumn('mn_MN'), { status: null }, 'mn_MN')).toBe('')
  })
})

describe('the language of a download', () => {
  it('is the one asked for, else the browser’s, else the project’s, else Mongolian', () => {
    expect(requestLanguage('en_US', 'mn', 'mn_MN')).toBe('en_US')
    expect(requestLanguage(undefined, 'en-GB,en;q=0.9', 'mn_MN')).toBe('en_US')
    expect(requestLanguage(undefined, 'ko-KR', undefined)).toBe('ko_KR')
    expect(requestLanguage(undefined, 'de-DE', 'en_US')).toBe('en_US')
    expect(requestLanguage(undefined, undefined, undefined)).toBe('mn_MN')
  })
})

describe('texts of a printout', () => {
  it('group thousands and keep the precision asked for', () => {
    expect(numberText(1234567.891, 2)).toBe('1,234,567.89')
    expect(numberText(-1234, 0)).toBe('-1,234')
    expect(numberText(0.5, undefined)).toBe('0.5')
  })

  it('drop HTML tags and decode entities', () => {
    expect(htmlToText('<p>Морин&nbsp;хуур</p><p>&lt;ёс&gt; &amp; заншил</p>')).toBe('Морин хуур <ёс> & заншил')
  })

  it('escape what HTML would read as markup', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    )
  })
})
