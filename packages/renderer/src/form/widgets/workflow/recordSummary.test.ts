import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileForm } from '../../compile/index.ts'
import { recordSummaryRows } from './recordSummary.ts'

const heritage = fileURLToPath(new URL('../../../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T
const form = readJson<FormDocument>('forms/application-form.json')
const compiled = compileForm(form, {
  model: readJson<ModelDocument>('models/application.json'),
  language: 'mn_MN',
  mode: 'update',
})
const values = {
  id: 4,
  applicant_id: 9,
  heritage_bearer_id: 2,
  title: 'Морин хуурын сургалт',
  description: '<p>Хөдөөгийн <b>хүүхдүүдэд</b></p>',
  amount: 2500000,
  attachment: ['a.pdf'],
  process_status: 'VOTE',
}

describe('the detail-info modal’s table (spec 2.7)', () => {
  it('lists the placed fields in the form’s order, the status in its words, hidden, file and workflow fields left out', () => {
    const rows = recordSummaryRows(compiled, values, { language: 'mn_MN' })
    expect(rows.map((row) => row.field)).toEqual([
      'heritage_bearer_id',
      'title',
      'description',
      'amount',
      'process_status',
    ])
    expect(rows.find((row) => row.field === 'title')).toEqual({
      field: 'title',
      label: 'Гарчиг',
      value: 'Морин хуурын сургалт',
    })
    expect(rows.find((row) => row.field === 'description')?.value).toBe('Хөдөөгийн хүүхдүүдэд')
    expect(rows.find((row) => row.field === 'process_status')?.value).toBe('Санал хураах')
  })

  it('takes the process namespace’s word for the status, and leaves out empty and rule-hidden fields', () => {
    const rows = recordSummaryRows(
      compiled,
      { ...values, description: null },
      {
        language: 'mn_MN',
        words: (key) => (key === 'VOTE_grid' ? 'Зөвлөл хэлэлцэж байна' : undefined),
        visibility: { hidden: new Set(['amount']), disabled: new Set() },
      },
    )
    expect(rows.map((row) => row.field)).toEqual(['heritage_bearer_id', 'title', 'process_status'])
    expect(rows.at(-1)?.value).toBe('Зөвлөл хэлэлцэж байна')
  })
})

describe('the detail-info modal’s values, written as the grid writes them', () => {
  it('shows a related record by the label its options answer, not its id', () => {
    const rows = recordSummaryRows(compiled, values, {
      language: 'mn_MN',
      labels: new Map([['heritage_bearer_id', [{ value: 2, label: 'Батжаргал Дорж' }]]]),
    })
    expect(rows.find((row) => row.field === 'heritage_bearer_id')?.value).toBe('Батжаргал Дорж')
  })

  it('writes an amount with thousands separators and the tugrik sign, as the grid does', () => {
    const rows = recordSummaryRows(compiled, values, { language: 'mn_MN' })
    expect(rows.find((row) => row.field === 'amount')?.value).toBe('2,500,000₮')
    const asText = recordSummaryRows(compiled, { ...values, amount: '2400000' }, { language: 'en_US' })
    expect(asText.find((row) => row.field === 'amount')?.value).toBe('2,400,000₮')
  })
})
