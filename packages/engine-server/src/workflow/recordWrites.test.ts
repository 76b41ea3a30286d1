// Record writes of a krud with a workflow: an Excel import starts a process per row, in the
// import's transaction, its rows then changed only by their steps' subjects, and only the
// workflow writes the status column.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { MemoryDocumentStore } from '../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from '../records/testing.ts'
import { userId, type WorkflowTestServer, workflowServer } from './testing.ts'

/** The heritage documents, the applications grid importing title, amount and bearer. */
async function importingStore(): Promise<MemoryDocumentStore> {
  const documents = (await createFolderStore(HERITAGE_DIR).listAll()).map(({ document }) => {
    if (document.kind === 'grid' && document.name === 'application-grid') {
      return {
        ...document,
        excel: {
          export: true,
          import: {
            columns: [
              { column: 'heritage_bearer_id', header: 'Өв тээгч' },
              { column: 'title', header: 'Гарчиг' },
              { column: 'amount', header: 'Дүн' },
              { column: 'process_status', header: 'Төлөв' },
            ],
            startRow: 2,
          },
        },
      }
    }
    return document
  })
  return new MemoryDocumentStore(documents)
}

async function workbook(rows: ReadonlyArray<readonly unknown[]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Өргөдөл')
  sheet.addRow(['Өв тээгч', 'Гарчиг', 'Дүн', 'Төлөв'])
  for (const row of rows) sheet.addRow([...row])
  return Buffer.from(await book.xlsx.writeBuffer())
}

describe.each(testBackends())('record writes under a workflow on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer

  beforeAll(async () => {
    await seedHeritage(database().db)
    server = await workflowServer(database(), { store: await importingStore() })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  it('starts a process at START for every imported record, whatever status the workbook gives', async () => {
    const file = await workbook([
      [1, 'Импортын өргөдөл 1', 100_000, 'END'],
      [2, 'Импортын өргөдөл 2', 200_000, null],
      [3, 'Импортын өргөдөл 3', 300_000, 'VOTE'],
    ])
    const boundary = '----tamga-import'
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/records/applications/import',
      headers: { ...(await server.as('applicant')), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ inserted: 3 })
    const db = database().db
    const rows = await db
      .selectFrom('application' as never)
      .select(['id' as never, 'process_status' as never])
      .where('title' as never, 'like', 'Импортын өргөдөл%' as never)
      .execute()
    expect((rows as Array<{ process_status: string }>).map((row) => row.process_status)).toEqual([
      'START',
      'START',
      'START',
    ])
    const processes = await db
      .selectFrom('tamga_process as p')
      .innerJoin('tamga_process_step as s', 's.process_id', 'p.id')
      .select(['p.row_id', 'p.status_type', 's.status_type as step', 's.user_id', 's.is_done'])
      .where(
        'p.row_id',
        'in',
        (rows as Array<{ id: number }>).map((row) => String(row.id)),
      )
      .execute()
    const applicant = await userId(database(), 'applicant')
    expect(processes).toHaveLength(3)
    for (const process of processes) {
      expect(process).toMatchObject({ status_type: 'START', step: 'START', user_id: applicant, is_done: 0 })
    }

    // An imported record is a draft like one filed by hand: the importer, its START step's
    // subject, may change it; staff, whose role grants updates, may not while it is not theirs.
    const [first] = rows as Array<{ id: number }>
    const change = async (login: string) => {
      const headers = await server.as(login)
      const read = await server.app.inject({
        method: 'GET',
        url: `/api/records/applications/${String(first?.id)}`,
        headers,
      })
      const { record, rights } = read.json<{ record: { _version: string }; rights: { update: boolean } }>()
      const patched = await server.app.inject({
        method: 'PATCH',
        url: `/api/records/applications/${String(first?.id)}?version=${record._version}`,
        headers,
        payload: { amount: 150_000 },
      })
      return { rights: rights.update, status: patched.statusCode, code: patched.json<{ code?: string }>().code }
    }
    expect(await change('applicant')).toEqual({ rights: true, status: 200, code: undefined })
    expect(await change('staff')).toEqual({ rights: false, status: 403, code: 'NOT_STEP_ASSIGNEE' })
  })
})
