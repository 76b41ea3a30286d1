// The Excel import inside the server, over a copy of the heritage example whose grids carry
// import settings for every required field: dry runs that name bad cells, all-or-nothing
// commits with their audit rows, the sample workbook and the settings the client reads.

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
import type { RecordChange } from '../changes.ts'
import { HERITAGE_DIR, seedHeritage } from '../testing.ts'
import { IMPORT_BATCH_ROWS } from './importWorkbook.ts'
import { BEARER_IMPORT_COLUMNS, transferTestApp } from './testing.ts'

const heritage = HERITAGE_DIR

const HEADERS = ['Овог', 'Нэр', 'Регистрийн дугаар', 'Өвийн төрөл', 'Аймаг', 'Нийтлэх']

/** The heritage example with import settings that cover the form's required fields. */
async function projectWithImports(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'tamga-import-'))
  await cp(heritage, folder, { recursive: true })
  const edit = async (file: string, change: (document: Record<string, unknown>) => void) => {
    const path = join(folder, 'documents', 'grids', file)
    const document = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>
    change(document)
    await writeFile(path, `${JSON.stringify(document, null, 2)}\n`)
  }
  await edit('heritage-bearer-grid.json', (grid) => {
    grid.excel = {
      export: true,
      import: {
        columns: BEARER_IMPORT_COLUMNS,
        startRow: 2,
        sampleFile: '/samples/heritage-bearers.xlsx',
      },
    }
  })
  // A grid whose sample the server makes: headers in row 2, data from row 3.
  await edit('aimag-grid.json', (grid) => {
    grid.excel = { import: { columns: [{ column: 'name', header: 'Аймгийн нэр' }], startRow: 3 } }
  })
  return folder
}

/** An .xlsx with `headers` in row 1 (unless null) and `rows` under them. */
async function workbookOf(headers: readonly string[] | null, rows: ReadonlyArray<readonly unknown[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Өв тээгч')
  if (headers !== null) sheet.addRow([...headers])
  for (const row of rows) sheet.addRow([...row])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** A multipart/form-data body with one file. */
function multipartOf(file: Buffer, name = 'import.xlsx'): { payload: Buffer; contentType: string } {
  const boundary = `----tamga${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  )
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

interface ImportAnswer {
  status: boolean
  dryRun: boolean
  rows: number
  goodRows: number
  inserted: number
  cellCount: number
  cells: Array<{
    row: number
    column: string | null
    header: string | null
    field: string
    code: string
    reason: { mn_MN: string; en_US: string }
  }>
  code?: string
  issues?: Array<{ path: string; code: string; params?: Record<string, unknown> }>
}

describe.each(testBackends())('the Excel import on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let project: string
  let domainId: number
  let aimagId: number

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db, { allTheApplicants: true })
    project = await projectWithImports()
    ;({ app } = await transferTestApp({ projectDir: project, store: createFolderStore(project), database: database() }))
    domainId = Number((await sql<{ id: number }>`select min(id) as id from heritage_domain`.execute(db)).rows[0]?.id)
    aimagId = Number((await sql<{ id: number }>`select min(id) as id from aimag`.execute(db)).rows[0]?.id)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    if (project !== undefined) await rm(project, { recursive: true, force: true })
  })

  const bearers = async () =>
    Number((await sql<{ n: number }>`select count(*)::int as n from heritage_bearer`.execute(database().db)).rows[0]?.n)
  const auditRows = async () =>
    Number(
      (
        await sql<{
          n: number
        }>`select count(*)::int as n from tamga_crud_log where krud = 'heritage-bearers' and action = 'create'`.execute(
          database().db,
        )
      ).rows[0]?.n,
    )
  const importOf = async (file: Buffer, query = '', login = 'staff', krud = 'heritage-bearers') => {
    const { payload, contentType } = multipartOf(file)
    const response = await app.inject({
      method: 'POST',
      url: `/api/records/${krud}/import${query}`,
      headers: { ...(await signInHeaders(app, login)), 'content-type': contentType },
      payload,
    })
    return { status: response.statusCode, body: response.json() as ImportAnswer }
  }
  const seededRegister = async () =>
    String(
      (
        await sql<{
          register_number: string
        }>`select register_number from heritage_bearer where register_number is not null limit 1`.execute(database().db)
      ).rows[0]?.register_number,
    )

  it('names every bad cell in a dry run, by row, column letter, header and reason, and writes nothing', async () => {
    const before = await bearers()
    const taken = await seededRegister()
    const file = await workbookOf(HEADERS, [
      ['Батболд', 'Дорж', 'УБ00000001', domainId, aimagId, 'Тийм'],
      ['Сүрэн', 'Оюун', 'bad-number', domainId, aimagId, 'Үгүй'],
      ['Ганаа', 'Тэмүүлэн', 'УБ00000003', 999_999, null, 'Тийм'],
      ['Болд', 'Сараа', taken, domainId, null, 'Үгүй'],
      ['Нямаа', 'Золзаяа', 'УБ00000005', 'арав', null, 'Тийм'],
      ['Дулам', 'Энх', 'УБ00000001', domainId, null, 'Тийм'],
      [null, 'Хонгор', 'УБ00000007', domainId, null, 'Тийм'],
    ])
    const { status, body } = await importOf(file, '?dryRun=true')
    expect(status).toBe(200)
    expect(body.dryRun).toBe(true)
    expect(body.rows).toBe(7)
    expect(body.goodRows).toBe(1)
    const at = (row: number) => body.cells.filter((cell) => cell.row === row)
    expect(at(3)).toEqual([
      expect.objectContaining({ column: 'C', header: 'Регистрийн дугаар', field: 'register_number' }),
    ])
    expect(at(3)[0]?.reason.mn_MN).toBe('Регистрийн дугаар 2 монгол үсэг, 8 цифр байна')
    expect(at(3)[0]?.reason.en_US).toBe('Two Mongolian letters and eight digits')
    expect(at(4)).toEqual([
      expect.objectContaining({ column: 'D', field: 'heritage_domain_id', code: 'no-related-row' }),
    ])
    expect(at(5)).toEqual([expect.objectContaining({ column: 'C', field: 'register_number', code: 'unique' })])
    // Not a key, so a name: no heritage domain is called that.
    expect(at(6)).toEqual([
      expect.objectContaining({ column: 'D', field: 'heritage_domain_id', code: 'no-related-row' }),
    ])
    // A value repeated inside the workbook: the later row is the bad one.
    expect(at(7)).toEqual([expect.objectContaining({ column: 'C', code: 'duplicate-in-file' })])
    expect(at(8)).toEqual([expect.objectContaining({ column: 'A', header: 'Овог', field: 'last_name' })])
    expect(body.cellCount).toBe(6)
    expect(await bearers()).toBe(before)
  })

  it('commits nothing when one cell is bad, and names the cell in the refusal', async () => {
    const before = await bearers()
    const audit = await auditRows()
    const rows = Array.from({ length: 40 }, (_, index) => [
      'Тест',
      `Нэр${String.fromCharCode(1072 + (index % 26))}`,
      null,
      domainId,
      aimagId,
      'Үгүй',
    ])
    rows[29] = ['Тест', 'Нэр', null, domainId, aimagId, 'магадгүй']
    const { status, body } = await importOf(await workbookOf(HEADERS, rows))
    expect(status).toBe(400)
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.issues).toEqual([
      expect.objectContaining({
        path: '/rows/31/is_published',
        code: 'not-an-option',
        params: { row: 31, column: 'F', header: 'Нийтлэх', field: 'is_published' },
      }),
    ])
    expect(await bearers()).toBe(before)
    expect(await auditRows()).toBe(audit)
  })

  it('commits every row of a good workbook in one go, with an audit row for each', async () => {
    const before = await bearers()
    const audit = await auditRows()
    const count = 1_500
    const rows = Array.from({ length: count }, (_, index) => [
      'Импорт',
      'Нэр',
      `ИМ${String(index).padStart(8, '0')}`,
      domainId,
      index % 2 === 0 ? aimagId : null,
      index % 3 === 0 ? 'Тийм' : false,
    ])
    const { status, body } = await importOf(await workbookOf(HEADERS, rows))
    expect(status).toBe(200)
    expect(body).toMatchObject({ dryRun: false, rows: count, goodRows: count, inserted: count, cellCount: 0 })
    expect(await bearers()).toBe(before + count)
    expect(await auditRows()).toBe(audit + count)
    const stored = await sql<{
      register_number: string
      aimag_id: number | null
      is_published: boolean
    }>`select register_number, aimag_id, is_published from heritage_bearer where last_name = 'Импорт' order by register_number limit 3`.execute(
      database().db,
    )
    expect(stored.rows).toEqual([
      { register_number: 'ИМ00000000', aimag_id: aimagId, is_published: true },
      { register_number: 'ИМ00000001', aimag_id: null, is_published: false },
      { register_number: 'ИМ00000002', aimag_id: aimagId, is_published: false },
    ])
  })

  /** Good bearer rows, `count` of them, register numbers from `prefix`; every fourth names its aimag as an export does. */
  const bearerRows = async (count: number, prefix: string) => {
    const aimagName = String(
      (await sql<{ name: string }>`select name from aimag where id = ${aimagId}`.execute(database().db)).rows[0]?.name,
    )
    return Array.from({ length: count }, (_, index) => [
      'Багц',
      'Нэр',
      `${prefix}${String(index).padStart(8, '0')}`,
      domainId,
      index % 2 === 0 ? (index % 4 === 0 ? aimagName : aimagId) : null,
      index % 3 === 0,
    ])
  }

  it('imports nothing when the last row is bad, after more rows than one batch were written', async () => {
    const before = await bearers()
    const audit = await auditRows()
    const rows = await bearerRows(IMPORT_BATCH_ROWS + 300, 'БА')
    // The last row repeats the first one's register number: found only against the earlier batch.
    rows.push(['Багц', 'Сүүлч', 'БА00000000', domainId, null, false])
    const file = await workbookOf(HEADERS, rows)
    const last = rows.length + 1

    const { status, body } = await importOf(file)
    expect(status).toBe(400)
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.issues).toEqual([
      expect.objectContaining({
        path: `/rows/${last}/register_number`,
        code: 'duplicate-in-file',
        params: { row: last, column: 'C', header: 'Регистрийн дугаар', field: 'register_number' },
      }),
    ])
    expect(await bearers()).toBe(before)
    expect(await auditRows()).toBe(audit)

    const dryRun = await importOf(file, '?dryRun=true')
    expect(dryRun.body).toMatchObject({ rows: rows.length, goodRows: rows.length - 1, cellCount: 1 })
    expect(dryRun.body.cells[0]?.reason.en_US).toBe('repeats the value of row 2')
    expect(await bearers()).toBe(before)
  })

  it('names a registered value repeated in a later batch as taken and as repeated', async () => {
    const taken = await seededRegister()
    const rows = await bearerRows(IMPORT_BATCH_ROWS + 10, 'БВ')
    rows[4] = ['Багц', 'Эхний', taken, domainId, null, false]
    rows.push(['Багц', 'Сүүлч', taken, domainId, null, false])
    const { body } = await importOf(await workbookOf(HEADERS, rows), '?dryRun=true')
    const codes = (row: number) => body.cells.filter((cell) => cell.row === row).map((cell) => cell.code)
    expect(codes(6)).toEqual(['unique'])
    expect(codes(rows.length + 1)).toEqual(['duplicate-in-file', 'unique'])
    expect(body).toMatchObject({ rows: rows.length, goodRows: rows.length - 2, cellCount: 3 })
  })

  it('keeps every row of an import of several batches, and tells subscribers of each once committed', async () => {
    const db = database().db
    // The hand-built server, whose change hub the test can listen to.
    const { app: server, changes } = await transferTestApp({
      projectDir: project,
      store: createFolderStore(project),
      database: database(),
      limits: {},
    })
    const told: RecordChange[] = []
    const stop = changes?.listen((change) => told.push(change))
    try {
      const before = await bearers()
      const audit = await auditRows()
      const count = IMPORT_BATCH_ROWS * 2 + 150
      const rows = await bearerRows(count, 'БХ')
      const { payload, contentType } = multipartOf(await workbookOf(HEADERS, rows))
      const response = await server.inject({
        method: 'POST',
        url: '/api/records/heritage-bearers/import',
        headers: { ...(await signInHeaders(server, 'staff')), 'content-type': contentType },
        payload,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ rows: count, goodRows: count, inserted: count, cellCount: 0 })
      expect(await bearers()).toBe(before + count)
      expect(await auditRows()).toBe(audit + count)
      const stored = await sql<{
        register_number: string
        aimag_id: number | null
        is_published: boolean
      }>`select register_number, aimag_id, is_published from heritage_bearer
        where register_number like 'БХ%' order by register_number`.execute(db)
      expect(stored.rows.map((row) => row.register_number)).toEqual(rows.map((row) => row[2]))
      for (const index of [0, IMPORT_BATCH_ROWS - 1, IMPORT_BATCH_ROWS, IMPORT_BATCH_ROWS * 2 + 1, count - 1]) {
        expect(stored.rows[index]).toEqual({
          register_number: rows[index]?.[2],
          aimag_id: index % 2 === 0 ? aimagId : null,
          is_published: index % 3 === 0,
        })
      }
      const inserted = told.filter((change) => change.action === 'insert' && change.krud === 'heritage-bearers')
      expect(inserted.map((change) => change.row.register_number)).toEqual(rows.map((row) => row[2]))
      expect(new Set(inserted.map((change) => change.id)).size).toBe(count)
    } finally {
      stop?.()
      await server.close()
    }
  })

  it('takes back a workbook the export wrote, relations by their labels', async () => {
    const db = database().db
    await sql`insert into heritage_bearer (last_name, first_name, register_number, heritage_domain_id, aimag_id, is_published)
      select 'Тойрог', 'Нэр', 'ТР' || lpad(g::text, 8, '0'), ${domainId}, case when g % 2 = 0 then ${aimagId}::bigint end, g % 3 = 0
      from generate_series(1, 30) g`.execute(db)
    const stored = async () =>
      (
        await sql<Record<string, unknown>>`select register_number, heritage_domain_id, aimag_id, is_published
          from heritage_bearer where last_name = 'Тойрог' order by register_number`.execute(db)
      ).rows
    const before = await stored()
    const filter = encodeURIComponent(JSON.stringify({ last_name: { text: 'Тойрог' } }))
    const exported = await app.inject({
      url: `/api/records/heritage-bearers/export.xlsx?filter=${filter}`,
      headers: await signInHeaders(app, 'staff'),
    })
    expect(exported.statusCode).toBe(200)
    await sql`delete from heritage_bearer where last_name = 'Тойрог'`.execute(db)
    const { status, body } = await importOf(exported.rawPayload)
    expect(status).toBe(200)
    expect(body.inserted).toBe(30)
    expect(await stored()).toEqual(before)
  })

  it('reads the headers wherever the columns are, and names a missing one', async () => {
    const reordered = await workbookOf(
      ['Нийтлэх', 'Аймаг', 'Өвийн төрөл', 'Регистрийн дугаар', 'Нэр', 'Овог', 'Тайлбар'],
      [['Үгүй', null, domainId, null, 'Ариун', 'Баяр', 'ignored']],
    )
    const good = await importOf(reordered, '?dryRun=true')
    expect(good.body).toMatchObject({ rows: 1, goodRows: 1, cellCount: 0 })

    const missing = await workbookOf(['Овог', 'Нэр', 'Регистрийн дугаар', 'Аймаг', 'Нийтлэх'], [['Баяр', 'Ариун']])
    const { body } = await importOf(missing, '?dryRun=true')
    expect(body.cells).toEqual([
      expect.objectContaining({ row: 1, column: null, header: 'Өвийн төрөл', field: 'heritage_domain_id' }),
    ])
    expect(body.goodRows).toBe(0)
  })

  it('refuses a file that is not a workbook, and an upload without a file', async () => {
    const { status, body } = await importOf(Buffer.from('last_name,first_name\nA,B\n'))
    expect(status).toBe(400)
    expect(body.issues?.[0]).toMatchObject({ path: '/file', code: 'not-xlsx' })
    const response = await app.inject({
      method: 'POST',
      url: '/api/records/heritage-bearers/import',
      headers: await signInHeaders(app, 'staff'),
      payload: { last_name: 'x' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('/file')
  })

  it('refuses an import to a role without create rights, and a grid without import settings', async () => {
    const file = await workbookOf(HEADERS, [])
    expect((await importOf(file, '?dryRun=true', 'council1')).status).toBe(403)
    expect((await importOf(file, '?dryRun=true', 'sysadmin', 'news')).status).toBe(404)
  })

  it('sends the client the import settings, and the sample workbook or the grid’s own', async () => {
    const headers = await signInHeaders(app, 'staff')
    const settings = await app.inject({ url: '/api/records/heritage-bearers/import?lang=en_US', headers })
    expect(settings.statusCode).toBe(200)
    expect(settings.json()).toMatchObject({
      startRow: 2,
      sampleUrl: '/samples/heritage-bearers.xlsx',
      customUrl: null,
      columns: expect.arrayContaining([{ column: 'last_name', header: 'Овог', label: 'Last name' }]),
    })
    const redirect = await app.inject({ url: '/api/records/heritage-bearers/import/sample.xlsx', headers })
    expect(redirect.statusCode).toBe(302)
    expect(redirect.headers.location).toBe('/samples/heritage-bearers.xlsx')

    const sample = await app.inject({
      url: '/api/records/aimags/import/sample.xlsx',
      headers: await signInHeaders(app, 'sysadmin'),
    })
    expect(sample.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(new Uint8Array(sample.rawPayload).buffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(2).getCell(1).value).toBe('Аймгийн нэр')
    expect(sheet?.getRow(1).getCell(1).value ?? null).toBeNull()
  })

  it('imports a sample filled in from its start row', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Аймаг')
    sheet.getCell('A1').value = 'Аймгууд'
    sheet.getCell('A2').value = 'Аймгийн нэр'
    sheet.getCell('A3').value = 'Шинэ аймаг'
    sheet.getCell('A4').value = 'Шинэ аймаг 2'
    const file = Buffer.from(await workbook.xlsx.writeBuffer())
    const { status, body } = await importOf(file, '', 'sysadmin', 'aimags')
    expect({ status, body }).toMatchObject({ status: 200 })
    expect(body.inserted).toBe(2)
    const names = await sql<{
      name: string
    }>`select name from aimag where name like 'Шинэ аймаг%' order by name`.execute(database().db)
    expect(names.rows.map((row) => row.name)).toEqual(['Шинэ аймаг', 'Шинэ аймаг 2'])
  })
})
