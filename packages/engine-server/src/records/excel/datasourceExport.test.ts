// Export and print of a krud whose grid lists a data source: the data source's rows, compiled
// for the caller as its list reads them.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaApp } from '../../app.ts'
import { testBackends, useMigratedDatabase } from '../../db/testing.ts'
import { createFolderStore } from '../../documents/folderStore.ts'
import { signInHeaders } from '../../http/testing.ts'
import { applyModelChanges } from '../../models/apply.ts'
import { planModelChanges } from '../../models/plan.ts'
import { heritageModels } from '../../models/testing.ts'
import { seedDemoAccounts } from '../../seed/accounts.ts'
import { readSeedFolder, seedRows } from '../../seed/rows.ts'
import { transferTestApp } from './testing.ts'

const heritage = join(import.meta.dirname, '../../../../../examples/heritage')

/** The heritage project with an exportable, printable krud over the `application-with-bearer` data source. */
async function projectWithDatasourceGrid(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tamga-ds-export-'))
  await cp(heritage, dir, { recursive: true })
  const documents = join(dir, 'documents')
  await writeFile(
    join(documents, 'grids', 'application-overview-grid.json'),
    JSON.stringify({
      kind: 'grid',
      version: 1,
      name: 'application-overview-grid',
      title: { mn_MN: 'Өргөдлийн тойм', en_US: 'Applications overview' },
      dataSource: 'application-with-bearer',
      identity: 'id',
      columns: [
        { field: 'title', label: { mn_MN: 'Гарчиг', en_US: 'Title' }, filter: { type: 'text' } },
        { field: 'amount', label: 'Дүн', type: 'money' },
        { field: 'bearer_last_name', label: 'Өв тээгч' },
      ],
      excel: { export: true },
      print: { paperSize: 'A4', orientation: 'portrait' },
    }),
  )
  await writeFile(
    join(documents, 'kruds', 'application-overview.json'),
    JSON.stringify({
      kind: 'krud',
      version: 1,
      name: 'application-overview',
      title: { mn_MN: 'Өргөдлийн тойм' },
      form: 'application-form',
      grid: 'application-overview-grid',
    }),
  )
  const rolePath = join(documents, 'roles', 'applicant.json')
  const role = JSON.parse(await readFile(rolePath, 'utf8'))
  role.kruds = { ...role.kruds, 'application-overview': { r: true } }
  await writeFile(rolePath, JSON.stringify(role))
  return dir
}

describe.each(testBackends())(
  'export and print of a grid over a data source on $name',
  { timeout: 120_000 },
  (backend) => {
    const database = useMigratedDatabase(backend)
    let app: TamgaApp
    let project: string

    beforeAll(async () => {
      const db = database().db
      const models = heritageModels()
      await applyModelChanges(db, await planModelChanges(db, models))
      await seedDemoAccounts(db)
      await seedRows(db, models, await readSeedFolder(heritage))
      const staff = await db
        .selectFrom('tamga_user')
        .select('id')
        .where('login', '=', 'staff')
        .executeTakeFirstOrThrow()
      await sql`update application set applicant_id = ${staff.id} where id = (select min(id) from application)`.execute(
        db,
      )
      project = await projectWithDatasourceGrid()
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
