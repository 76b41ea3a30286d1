// The Excel export inside the server, over the heritage example's documents and seed rows:
// the workbook read back with exceljs and compared with the list the same caller gets.

import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { processStatusWord } from '@tamga/schema'
import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaApp } from '../../app.ts'
import { testBackends, useMigratedDatabase } from '../../db/testing.ts'
import { createFolderStore } from '../../documents/folderStore.ts'
import { signInHeaders } from '../../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from '../testing.ts'
import { transferTestApp } from './testing.ts'

const heritage = HERITAGE_DIR

/** Rows inserted on top of the seed, so an export needs several cursor fetches. */
const EXTRA_BEARERS = 2_345

interface Sheet {
  headers: string[]
  rows: unknown[][]
}

async function readSheet(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(new Uint8Array(bytes).buffer)
  const sheet = workbook.worksheets[0]
  if (sheet === undefined) throw new Error('the workbook has no sheet')
  const rows: unknown[][] = []
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1))
  })
  const [headers = [], ...data] = rows
  return { headers: headers.map(String), rows: data }
}

describe.each(testBackends())('the Excel export on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db)
    await sql`insert into heritage_bearer (last_name, first_name, is_published)
      select 'Экспорт', 'Нэр ' || g, g % 2 = 0 from generate_series(1, ${EXTRA_BEARERS}::int) g`.execute(db)
    ;({ app } = await transferTestApp({
      projectDir: heritage,
      store: createFolderStore(heritage),
      database: database(),
    }))
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  const exportOf = async (login: string | undefined, krud: string, query = '') => {
    const headers = login === undefined ? {} : await signInHeaders(app, login)
    return app.inject({ url: `/api/records/${krud}/export.xlsx${query}`, headers })
  }
  const listOf = async (login: string, krud: string, query = '') => {
    const response = await app.inject({
      url: `/api/records/${krud}?pageSize=1000${query}`,
      headers: await signInHeaders(app, login),
    })
    expect(response.statusCode).toBe(200)
    return response.json() as { rows: Array<Record<string, unknown>>; total: number }
  }

  it('exports the filtered list as a workbook that reads back as the same rows, in the list’s order', async () => {
    const response = await exportOf('sysadmin', 'applications')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applications\.xlsx"/)
    const list = await listOf('sysadmin', 'applications')
    expect(response.headers['x-total-rows']).toBe(String(list.total))
    const sheet = await readSheet(response.rawPayload)
    // The numbered grid's № column, then the visible columns' Mongolian labels (the hidden id is left out).
    expect(sheet.headers).toEqual(['№', 'Гарчиг', 'Өв тээгч', 'Хүссэн дүн (₮)', 'Төлөв', 'Үүсгэсэн огноо'])
    expect(sheet.rows).toHaveLength(list.total)
    sheet.rows.forEach((row, index) => {
      const listed = list.rows[index] ?? {}
      expect(row[0]).toBe(index + 1)
      expect(row[1]).toBe(listed.title)
      // A relation column holds the related row's label, not its key.
      expect(row[2]).toBe(listed.heritage_bearer_id__label ?? undefined)
      // An amount is a number in Excel, not text.
      expect(row[3]).toBe(listed.amount === null ? undefined : Number(listed.amount))
      expect(row[5]).toBeInstanceOf(Date)
    })
  })

  it('writes a date-time as the Ulaanbaatar wall clock and a status as its label', async () => {
    const list = await listOf('sysadmin', 'applications')
    const sheet = await readSheet((await exportOf('sysadmin', 'applications')).rawPayload)
    const first = list.rows[0] ?? {}
    const created = new Date(String(first.created_at))
    const exported = sheet.rows[0]?.[5] as Date
    expect(exported.getTime()).toBe(Math.floor(created.getTime() / 1000) * 1000 + 8 * 3_600_000)
    const statuses = new Set(sheet.rows.map((row) => row[4]))
    expect([...statuses].some((status) => status === 'START' || status === 'END')).toBe(false)
  })

  it('writes a workflow status as the word the grid shows, in the language asked for', async () => {
    const list = await listOf('sysadmin', 'applications')
    for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
      const sheet = await readSheet((await exportOf('sysadmin', 'applications', `?lang=${language}`)).rawPayload)
      const written = sheet.rows.map((row) => row[4])
      const expected = list.rows.map((row) => processStatusWord(String(row.process_status), language))
      expect(expected.every((word) => word !== undefined)).toBe(true)
      expect(written).toEqual(expected)
    }
    const english = await readSheet((await exportOf('sysadmin', 'applications', '?lang=en_US')).rawPayload)
    expect(english.rows.map((row) => row[4])).toContain('Being checked')
  })

  it('writes the headers in the language asked for', async () => {
    const sheet = await readSheet((await exportOf('sysadmin', 'applications', '?lang=en_US')).rawPayload)
    expect(sheet.headers).toEqual(['№', 'Title', 'Heritage bearer', 'Requested amount (₮)', 'Status', 'Created at'])
  })

  it('gives an applicant’s export only the applications they filed', async () => {
    const own = await listOf('applicant', 'applications')
    const all = await listOf('sysadmin', 'applications')
    const response = await exportOf('applicant', 'applications')
    expect(response.statusCode).toBe(200)
    const sheet = await readSheet(response.rawPayload)
    expect(sheet.rows.map((row) => row[1])).toEqual(own.rows.map((row) => row.title))
    expect(sheet.rows.length).toBeLessThan(all.total)
    expect(response.headers['x-total-rows']).toBe(String(own.total))
  })

  it('applies the list’s filter and sort to the export', async () => {
    const filter = encodeURIComponent(JSON.stringify({ last_name: { text: 'Экспорт' } }))
    const response = await exportOf('staff', 'heritage-bearers', `?filter=${filter}&sort=-first_name`)
    expect(response.statusCode).toBe(200)
    const sheet = await readSheet(response.rawPayload)
    expect(sheet.rows).toHaveLength(EXTRA_BEARERS)
    const firstNames = sheet.rows.map((row) => String(row[3]))
    expect(firstNames).toEqual([...firstNames].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
  })

  it('reads every row of a set larger than one cursor fetch', async () => {
    const response = await exportOf('staff', 'heritage-bearers')
    const count = await sql<{
      count: number
    }>`select count(*)::int as count from heritage_bearer where deleted_at is null`.execute(database().db)
    expect(Number(response.headers['x-total-rows'])).toBe(count.rows[0]?.count)
    const sheet = await readSheet(response.rawPayload)
    expect(sheet.rows).toHaveLength(count.rows[0]?.count ?? -1)
    // The set column's labels (Тийм/Үгүй) stand for the stored booleans.
    expect(new Set(sheet.rows.map((row) => row.at(-1)))).toEqual(new Set(['Тийм', 'Үгүй']))
  })

  it('exports every heritage krud whose grid offers it, each workbook holding the list’s rows', async () => {
    const kruds = readdirSync(join(heritage, 'documents', 'kruds')).map((file) => file.replace(/\.json$/, ''))
    let exported = 0
    for (const krud of kruds) {
      const response = await exportOf('sysadmin', krud)
      if (response.statusCode === 404) continue
      expect(response.statusCode, krud).toBe(200)
      const sheet = await readSheet(response.rawPayload)
      expect(sheet.headers.length, krud).toBeGreaterThan(0)
      expect(sheet.rows.length, krud).toBe((await listOf('sysadmin', krud)).total)
      exported += 1
    }
    expect(exported).toBeGreaterThanOrEqual(10)
  })

  it('has no export for a grid without excel.export, and refuses callers without read rights', async () => {
    expect((await exportOf('sysadmin', 'aimags')).statusCode).toBe(404)
    expect((await exportOf('applicant', 'news')).statusCode).toBe(403)
    expect((await exportOf(undefined, 'news')).statusCode).toBe(401)
  })

  it('refuses a filter the grid does not offer, before anything is streamed', async () => {
    const filter = encodeURIComponent(JSON.stringify({ password: { text: 'x' } }))
    const response = await exportOf('sysadmin', 'applications', `?filter=${filter}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_FAILED')
  })
})
