import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { createExportWorkbook, ReaderGone, sheetNameOf } from './exportWorkbook.ts'
import type { TransferColumn } from './transferColumns.ts'

const columns: TransferColumn[] = [
  { field: 'name', header: 'Нэр', kind: 'text', precision: undefined, width: 120, relation: false, labels: undefined },
]
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Батболд ${index}` }))

describe('a streamed export workbook', () => {
  it('waits for its reader while the reader’s buffer is full, and stops when the reader leaves', async () => {
    // Nobody reads this stream: its buffer fills and stays full.
    const stream = new PassThrough()
    const workbook = createExportWorkbook({ stream, sheetName: 'Нэрс', columns, language: 'mn_MN' })
    // The zip writer compresses behind the rows (in zlib's threads): a batch or two go by before
    // the buffer is full.
    let waiting: Promise<void> | undefined
    for (let batch = 0; batch < 50 && waiting === undefined; batch += 1) {
      const adding = workbook.addRows(rows(2_000))
      const state = await Promise.race([
        adding.then(() => 'added'),
        new Promise((resolve) => setTimeout(resolve, 200, 'waiting')),
      ])
      if (state === 'waiting') waiting = adding
      // The next batch's fetch from the database: time for the zip writer to compress.
      else await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(waiting).toBeDefined()
    stream.destroy()
    await expect(waiting).rejects.toBeInstanceOf(ReaderGone)
    await expect(workbook.addRows(rows(1))).rejects.toBeInstanceOf(ReaderGone)
  })

  it('ends with an error rather than waiting for ever when the reader leaves at the end', async () => {
    const stream = new PassThrough()
    const workbook = createExportWorkbook({ stream, sheetName: 'Нэрс', columns, language: 'mn_MN' })
    const finishing = workbook.finish()
    stream.destroy()
    await expect(finishing).rejects.toBeInstanceOf(ReaderGone)
  })

  it('formats each cell as its column: amounts with their digits, dates as dates, texts as they are', async () => {
    const column = (field: string, kind: TransferColumn['kind'], precision?: number): TransferColumn => ({
      field,
      header: field,
      kind,
      precision,
      width: 120,
      relation: false,
      labels: undefined,
    })
    // Read once the workbook is finished: a stream read to its end meanwhile would close first.
    const stream = new PassThrough({ highWaterMark: 1024 * 1024 })
    const workbook = createExportWorkbook({
      stream,
      sheetName: 'Төсөв',
      columns: [column('name', 'text'), column('amount', 'money', 2), column('day', 'date')],
      language: 'mn_MN',
    })
    await workbook.addRows(
      Array.from({ length: 3 }, (_, index) => ({ name: `Төсөл ${index}`, amount: 1234.5 + index, day: '2026-03-08' })),
    )
    await workbook.finish()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    const read = new ExcelJS.Workbook()
    await read.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer)
    const sheet = read.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true)
    for (const number of [2, 3, 4]) {
      const row = sheet?.getRow(number)
      expect(row?.getCell(1).value).toBe(`Төсөл ${number - 2}`)
      expect(row?.getCell(1).numFmt).toBeUndefined()
      expect(row?.getCell(2).numFmt).toBe('#,##0.00')
      expect(row?.getCell(3).numFmt).toBe('yyyy-mm-dd')
      expect(row?.getCell(3).value).toEqual(new Date(Date.UTC(2026, 2, 8)))
    }
  })

  it('names its sheet as Excel allows', () => {
    expect(sheetNameOf('Өргөдөл: 2026/03 [шинэ]')).toBe('Өргөдөл  2026 03  шинэ')
    expect(sheetNameOf('а'.repeat(40))).toHaveLength(31)
    expect(sheetNameOf('  ')).toBe('Sheet1')
  })
})
