// The workbook users download to fill in for an import: the import's headers in the row
// before its first data row, each column formatted for its type.
import { effectiveColumns, type ModelDocument } from '@tamga/schema'
import ExcelJS from 'exceljs'
import type { ImportSettings } from './checkImport.ts'
import { columnTypeName } from './importCells.ts'

function formatOf(type: string | undefined): string | undefined {
  switch (type) {
    case 'date':
      return 'yyyy-mm-dd'
    case 'timestamp':
    case 'timestamptz':
      return 'yyyy-mm-dd hh:mm'
    case 'integer':
    case 'bigint':
    case 'numeric':
    case 'boolean':
    case undefined:
      return undefined
    default:
      // Text stays text: a register number or a phone keeps its leading zeros.
      return '@'
  }
}

/**
 * An .xlsx with the import's headers (bold) in row `startRow - 1` and the rows above it empty,
 * or no header row when the data starts at row 1; text columns formatted as text, dates as
 * dates.
 */
export async function sampleWorkbook(settings: ImportSettings, model: ModelDocument, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Tamga'
  const startRow = settings.startRow ?? 2
  const sheet = workbook.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: startRow >= 2 ? [{ state: 'frozen', ySplit: startRow - 1 }] : [],
  })
  const types = new Map(effectiveColumns(model).map((column) => [column.name, columnTypeName(column)]))
  settings.columns.forEach((setting, index) => {
    const column = sheet.getColumn(index + 1)
    column.width = Math.max(12, Math.min(50, setting.header.length + 4))
    const numFmt = formatOf(types.get(setting.column))
    if (numFmt !== undefined) column.numFmt = numFmt
  })
  if (startRow >= 2) {
    const header = sheet.getRow(startRow - 1)
    settings.columns.forEach((setting, index) => {
      const cell = header.getCell(index + 1)
      cell.value = setting.header
      cell.numFmt = 'General'
    })
    header.font = { bold: true }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
