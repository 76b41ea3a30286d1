import type { GridDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { crudToolbar, type ToolbarGrid } from './crudToolbar.ts'

/** A grid that offers every tool. */
const everything: ToolbarGrid = {
  model: 'heritage_bearer',
  softDelete: true,
  excel: { export: true, import: { columns: [{ column: 'last_name', header: 'Овог' }] } },
  print: { paperSize: 'A4' },
  savedSearch: true,
  pivot: true,
}

/** A grid that offers none of them. */
const bare: ToolbarGrid = { model: 'heritage_bearer' }

describe('the CRUD toolbar', () => {
  it('shows a button only for an action the server granted', () => {
    const applicant = crudToolbar(['create', 'view', 'excel-export', 'print'], {}, everything)
    expect(applicant).toMatchObject({ create: true, view: true, edit: false, delete: false, restore: false })
    expect(applicant.exportExcel).toBe(true)
    expect(applicant.print).toBe(true)
  })

  it('needs the role’s excelupload flag besides the krud’s excel-import for the upload', () => {
    const actions = ['create', 'excel-import'] as const
    expect(crudToolbar(actions, {}, everything).importExcel).toBe(false)
    expect(crudToolbar(actions, { excelupload: true }, everything).importExcel).toBe(true)
    expect(crudToolbar(['create'], { excelupload: true }, everything).importExcel).toBe(false)
  })

  it('offers no tool the grid document does not: its route would answer 404', () => {
    const all = ['create', 'view', 'edit', 'delete', 'restore', 'excel-import', 'excel-export', 'print'] as const
    const toolbar = crudToolbar(all, { excelupload: true }, bare)
    expect(toolbar).toMatchObject({
      restore: false,
      exportExcel: false,
      importExcel: false,
      print: false,
      savedSearch: false,
      pivot: false,
    })
    expect(toolbar).toMatchObject({ create: true, edit: true, delete: true })
  })

  it('offers saved searches and the pivot from the grid to anyone who reads it', () => {
    expect(crudToolbar(['view'], {}, everything)).toMatchObject({ savedSearch: true, pivot: true })
  })

  it('offers no pivot over a data source: the server groups a model’s rows', () => {
    const overDatasource: Pick<GridDocument, 'dataSource' | 'pivot'> = {
      dataSource: 'application-with-bearer',
      pivot: true,
    }
    expect(crudToolbar(['view'], {}, overDatasource).pivot).toBe(false)
  })
})
