import { readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { firstSheetRows, type WorkbookSource } from './readFirstSheet.ts'

const ROWS = 20_000
const nameOf = (index: number) => `Өлзийбаяр Сүхбаатарын хөөмийч №${index} — Говь-Алтай`

async function collect(workbook: WorkbookSource): Promise<string[]> {
  const texts: string[] = []
  for await (const { cells } of firstSheetRows(workbook)) texts.push(String(cells[1]))
  return texts
}

/** The files this process has open (Linux). */
const openFiles = async () => (await readdir('/proc/self/fd')).length

describe('reading the first sheet of a workbook', { timeout: 60_000 }, () => {
  it('keeps Mongolian text whole where the reader’s chunks split a letter (shared strings)', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Нэрс')
    for (let index = 0; index < ROWS; index += 1) sheet.addRow([nameOf(index)])
    const texts = await collect(Buffer.from(await workbook.xlsx.writeBuffer()))
    expect(texts.filter((text) => text.includes('\uFFFD'))).toEqual([])
    expect(texts).toEqual(Array.from({ length: ROWS }, (_, index) => nameOf(index)))
  })

  it('keeps Mongolian text whole in a streamed workbook’s inline strings', async () => {
    const stream = new PassThrough()
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false })
    const sheet = writer.addWorksheet('Нэрс')
    for (let index = 0; index < ROWS; index += 1) sheet.addRow([nameOf(index)]).commit()
    sheet.commit()
    await writer.commit()
    const texts = await collect(Buffer.concat(chunks))
    expect(texts.filter((text) => text.includes('\uFFFD'))).toEqual([])
    expect(texts).toHaveLength(ROWS)
  })

  it('reads only the first sheet', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('Нэг').addRow(['нэг'])
    workbook.addWorksheet('Хоёр').addRow(['хоёр'])
    expect(await collect(Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual(['нэг'])
  })

  it('reads a workbook from its file, and closes the file when the reader stops early', async () => {
    // Large enough that the file is still being read when the reader stops.
    const rows = 100_000
    const path = join(tmpdir(), `tamga-first-sheet-${process.pid}.xlsx`)
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false })
    const sheet = writer.addWorksheet('Нэрс')
    for (let index = 0; index < rows; index += 1) sheet.addRow([nameOf(index * 7919), index]).commit()
    sheet.commit()
    writer.addWorksheet('Хоёр').addRow(['хоёр']).commit()
    await writer.commit()
    try {
      let count = 0
      for await (const { cells } of firstSheetRows(path)) {
        if (cells[2] !== count) throw new Error(`row ${count} reads ${String(cells[2])}`)
        count += 1
      }
      expect(count).toBe(rows)
      const before = await openFiles()
      let during = 0
      for await (const { number } of firstSheetRows(path)) {
        if (number < 10) continue
        during = await openFiles()
        break
      }
      expect(during).toBeGreaterThan(before)
      // Streams close on the next turns of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await openFiles()).toBe(before)
    } finally {
      await rm(path, { force: true })
    }
  })

  it('names a file that is no workbook', async () => {
    await expect(collect(Buffer.from('last_name,first_name\nA,B\n'))).rejects.toMatchObject({
      issue: { path: '/file', code: 'not-xlsx' },
    })
  })
})
