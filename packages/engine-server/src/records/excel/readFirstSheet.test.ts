import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { readFirstSheet } from './checkImport.ts'

const ROWS = 20_000
const nameOf = (index: number) => `Өлзийбаяр Сүхбаатарын хөөмийч №${index} — Говь-Алтай`

async function collect(workbook: Buffer): Promise<string[]> {
  const texts: string[] = []
  await readFirstSheet(workbook, (_number, cells) => {
    texts.push(String(cells[1]))
    return undefined
  })
  return texts
}

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
})
