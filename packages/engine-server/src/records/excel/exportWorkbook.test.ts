import { PassThrough } from 'node:stream'
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

  it('names its sheet as Excel allows', () => {
    expect(sheetNameOf('Өргөдөл: 2026/03 [шинэ]')).toBe('Өргөдөл  2026 03  шинэ')
    expect(sheetNameOf('а'.repeat(40))).toHaveLength(31)
    expect(sheetNameOf('  ')).toBe('Sheet1')
  })
})
