import { describe, expect, it } from 'vitest'
import { crudToolbar } from './crudToolbar.ts'

describe('the CRUD toolbar', () => {
  it('shows a button only for an action the server granted', () => {
    const applicant = crudToolbar(['create', 'view', 'excel-export', 'print'], {})
    expect(applicant).toMatchObject({ create: true, view: true, edit: false, delete: false, restore: false })
    expect(applicant.exportExcel).toBe(true)
  })

  it('needs the role’s excelupload flag besides the krud’s excel-import for the upload', () => {
    const actions = ['create', 'excel-import'] as const
    expect(crudToolbar(actions, {}).importExcel).toBe(false)
    expect(crudToolbar(actions, { excelupload: true }).importExcel).toBe(true)
    expect(crudToolbar(['create'], { excelupload: true }).importExcel).toBe(false)
  })
})
