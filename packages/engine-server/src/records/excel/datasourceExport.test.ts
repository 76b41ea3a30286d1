// Export and print of a krud whose grid lists a data source: the data source's rows, compiled
// for the caller as its list reads them.

import { rm } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaApp } from '../../app.ts'
import { testBackends, useMigratedDatabase } from '../../db/testing.ts'
import { createFolderStore } from '../../documents/folderStore.ts'
import { signInHeaders } from '../../http/testing.ts'
import { projectWithDatasourceGrid, seedHeritage } from '../testing.ts'
import { transferTestApp } from './testing.ts'

describe.each(testBackends())(
  'export and print of a grid over a data source on $name',
  { timeout: 120_000 },
  (backend) => {
    const database = useMigratedDatabase(backend)
    let app: TamgaApp
    let project: string

    beforeAll(async () => {
      await seedHeritage(database().db)
      project = await projectWithDatasourceGrid({
        title: { mn_MN: 'Өргөдлийн тойм', en_US: 'Applications overview' },
        excel: { export: true },
        print: { paperSize: 'A4', orientation: 'portrait' },
      })
      ;({ app } = await transferTestApp({
        projectDir: project,
        store: createFolderStore(project),
        database: database(),
      }))
    }, 120_000)
    afterAll(async () => {
      await app?.close()
      if (project !== undefined) await rm(project, { recursive: true, force: true })
    })

    it('exports the data source’s rows the caller may read, as its list gives them', async () => {
      for (const login of ['admin', 'applicant']) {
        const headers = await signInHeaders(app, login)
        const list = await app.inject({ url: '/api/records/application-overview?pageSize=1000', headers })
        expect(list.statusCode).toBe(200)
        const exported = await app.inject({ url: '/api/records/application-overview/export.xlsx', headers })
        expect(exported.statusCode).toBe(200)
        const workbook = new ExcelJS.Workbook()
        await workbook.xlsx.load(new Uint8Array(exported.rawPayload).buffer)
        const titles: unknown[] = []
        workbook.worksheets[0]?.eachRow((row, number) => {
          if (number > 1) titles.push(row.getCell(1).value)
        })
        expect(titles).toEqual((list.json().rows as Array<{ title: string }>).map((row) => row.title))
      }
      const all = await app.inject({
        url: '/api/records/application-overview/export.xlsx',
        headers: await signInHeaders(app, 'admin'),
      })
      const own = await app.inject({
        url: '/api/records/application-overview/export.xlsx',
        headers: await signInHeaders(app, 'applicant'),
      })
      expect(Number(own.headers['x-total-rows'])).toBeLessThan(Number(all.headers['x-total-rows']))
    })

    it('prints the data source’s rows', async () => {
      const response = await app.inject({
        url: '/api/records/application-overview/print?format=html&lang=en_US',
        headers: await signInHeaders(app, 'applicant'),
      })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('@page { size: A4 portrait;')
      expect(response.body).toContain('<h1>Applications overview</h1>')
    })
  },
)
