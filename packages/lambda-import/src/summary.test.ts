import { describe, expect, it } from 'vitest'
import { MYSQL_DUMP, roleFile, seedText } from './__fixtures__/documents.ts'
import { importLambda } from './import.ts'
import { formatImportSummary, summarizeImport } from './summary.ts'

describe('summarizeImport', () => {
  it('sums documents, carried fields and notes by kind per folder, with what the import made apart', () => {
    const result = importLambda([
      { path: 'a/vb_schemas.json', text: seedText() },
      { path: 'a/role_2.json', text: JSON.stringify(roleFile()) },
      { path: 'b/shop.sql', text: MYSQL_DUMP },
    ])
    const summaries = summarizeImport(result.documents, result.report)
    expect(summaries.map((summary) => summary.folder)).toEqual(['(import)', 'a', 'b'])
    const total = (key: 'documents') =>
      summaries.reduce((sum, summary) => sum + Object.values(summary[key]).reduce((a, b) => a + (b ?? 0), 0), 0)
    expect(total('documents')).toBe(result.documents.length)
    expect(
      summaries.reduce((sum, summary) => sum + Object.values(summary.notes).reduce((a, b) => a + (b ?? 0), 0), 0),
    ).toBe(result.report.length)
    const b = summaries.find((summary) => summary.folder === 'b')
    const models = result.documents.filter((entry) => entry.source.startsWith('b/') && entry.document.kind === 'model')
    expect(b?.documents.model).toBe(models.length)
    expect(b?.fields).toBe(
      models.reduce((sum, entry) => sum + (entry.document.kind === 'model' ? entry.document.columns.length : 0), 0),
    )
    const text = formatImportSummary(summaries, 'mn_MN')
    expect(text.split('\n')[0]).toBe('Хавтас бүрээр:')
    expect(text).toMatch(
      /^ {2}b: \d+ баримт \(model \d+\), \d+ талбар; тэмдэглэл: шилжүүлээгүй \d+, ойролцоогоор шилжүүлсэн \d+, уншигдсангүй 0, нэмж үүсгэсэн \d+$/m,
    )
  })
})
