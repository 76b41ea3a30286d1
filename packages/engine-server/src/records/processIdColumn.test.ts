// Rows of a krud with a workflow carry their process id (`__process_id`) for the grid's status
// cell: in the page's own statement, null for a record without a process, and only there.
import { type GridDocument, type ModelDocument, PROCESS_ID_FIELD } from '@tamga/schema'
import { PostgresDialect } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { call, fileApplication, type WorkflowTestServer, workflowServer } from '../workflow/testing.ts'
import { compileExport } from './excel/exportQuery.ts'
import { compileList, type ListParams } from './listQuery.ts'
import { seedHeritage } from './testing.ts'

type Row = Record<string, unknown>

describe.each(testBackends())('the process id of listed rows on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer

  beforeAll(async () => {
    await seedHeritage(database().db)
    server = await workflowServer(database())
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  const processIdOf = async (rowId: unknown) =>
    (
      await database()
        .db.selectFrom('tamga_process')
        .select('id')
        .where('krud', '=', 'applications')
        .where('row_id', '=', String(rowId))
        .executeTakeFirst()
    )?.id ?? null

  it('gives each listed row of a workflow krud its process id, or null when it has none', async () => {
    const filed = await fileApplication(server)
    const answer = await call<{ rows: Row[] }>(server, 'admin', 'GET', '/records/applications?pageSize=100')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const rows = answer.body.rows
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) {
      expect(row).toHaveProperty(PROCESS_ID_FIELD)
      expect(row[PROCESS_ID_FIELD]).toBe(await processIdOf(row.id))
    }
    const own = rows.find((row) => row.id === filed.id)
    expect(typeof own?.[PROCESS_ID_FIELD]).toBe('number')
    // The seed's rows were never started here: they have no process.
    expect(rows.some((row) => row[PROCESS_ID_FIELD] === null)).toBe(true)
  })

  it('gives a read record of a workflow krud its process id', async () => {
    const filed = await fileApplication(server)
    const answer = await call<{ record: Row }>(server, 'applicant', 'GET', `/records/applications/${String(filed.id)}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.record[PROCESS_ID_FIELD]).toBe(await processIdOf(filed.id))
    expect(answer.body.record[PROCESS_ID_FIELD]).not.toBeNull()
  })

  it('gives rows of a krud without a workflow no process id', async () => {
    const answer = await call<{ rows: Row[] }>(server, 'admin', 'GET', '/records/news?pageSize=5')
    expect(answer.status).toBe(200)
    expect(answer.body.rows.length).toBeGreaterThan(0)
    for (const row of answer.body.rows) expect(row).not.toHaveProperty(PROCESS_ID_FIELD)
  })

  it('leaves the process id out of the Excel export and the printout', async () => {
    await fileApplication(server)
    const headers = await server.as('admin')
    const exported = await server.app.inject({ url: '/api/records/applications/export.xlsx', headers })
    expect(exported.statusCode, exported.body.slice(0, 500)).toBe(200)
    const ExcelJS = (await import('exceljs')).default
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).filter((value) => value !== undefined)
    expect(header.length).toBeGreaterThan(0)
    expect(header.map(String).join(' ')).not.toContain('process_id')
    const printed = await server.app.inject({ url: '/api/records/applications/print?format=html', headers })
    expect(printed.statusCode, printed.body.slice(0, 500)).toBe(200)
    expect(printed.body).not.toContain('process_id')
  })
})

describe('the process id in the list statements', () => {
  const model = {
    kind: 'model',
    version: 1,
    name: 'application',
    table: 'application',
    columns: [
      { name: 'id', type: 'integer' },
      { name: 'title', type: 'text' },
    ],
  } as ModelDocument
  const grid = {
    kind: 'grid',
    version: 1,
    name: 'g',
    model: 'application',
    identity: 'id',
    columns: [{ field: 'title' }],
  } as GridDocument
  const params: ListParams = { page: 1, pageSize: 20, sort: [], filters: {}, searchVariants: [], deleted: false }
  const compiler = new PostgresDialect({ pool: {} as never }).createQueryCompiler()
  const sqlOf = (node: { toOperationNode(): unknown }) =>
    compiler.compileQuery(node.toOperationNode() as never, { queryId: '' } as never)

  it('reads it in the page’s own statement, by the krud and the row’s key, as a bound value', () => {
    const compiled = compileList(model, grid, params, [], { userId: 1, processesOf: 'applications' })
    const page = sqlOf(compiled.page)
    expect(page.sql).toContain('from tamga_process as p where p.krud = $1 and p.row_id = "t"."id"::text')
    expect(page.parameters[0]).toBe('applications')
    expect(sqlOf(compiled.totals).sql).not.toContain('tamga_process')
  })

  it('is not read by an export or a printout, nor for a krud without a workflow', () => {
    expect(sqlOf(compileList(model, grid, params, [], { userId: 1 }).page).sql).not.toContain('tamga_process')
    const exported = compileExport(model, grid, params, [], { userId: 1 })
    expect(sqlOf(exported.rows).sql).not.toContain('tamga_process')
  })
})
