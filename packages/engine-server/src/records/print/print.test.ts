// Printouts of a krud's rows inside the server, over the heritage example: a PDF of the right
// number of pages with the Cyrillic font embedded, print-ready HTML with every value escaped,
// the role's row conditions and the printout's row limit.

import { processStatusWord } from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaApp } from '../../app.ts'
import { testBackends, useMigratedDatabase } from '../../db/testing.ts'
import { createFolderStore } from '../../documents/folderStore.ts'
import { signInHeaders } from '../../http/testing.ts'
import { transferTestApp } from '../excel/testing.ts'
import { HERITAGE_DIR, seedHeritage } from '../testing.ts'

const heritage = HERITAGE_DIR

/** Rows printed in the big set: one line each, so the page count is known within a few pages. */
const BIG_SET = 600
/** The printout's limit: the big set fits it exactly, the whole table does not. */
const MAX_PRINT_ROWS = BIG_SET

/** The pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
}

describe.each(testBackends())('printouts on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db)
    await sql`insert into heritage_bearer (last_name, first_name, register_number, is_published)
      select 'Хэвлэх', 'Нэр ' || g, null, true from generate_series(1, ${BIG_SET}::int) g`.execute(db)
    await sql`insert into heritage_bearer (last_name, first_name, is_published)
      values ('<script>alert(1)</script>', 'Бат & "Болд"', false)`.execute(db)
    ;({ app } = await transferTestApp({
      projectDir: heritage,
      store: createFolderStore(heritage),
      database: database(),
      limits: { maxPrintRows: MAX_PRINT_ROWS },
    }))
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  const printOf = async (login: string | undefined, krud: string, query = '') => {
    const headers = login === undefined ? {} : await signInHeaders(app, login)
    return app.inject({ url: `/api/records/${krud}/print${query}`, headers })
  }
  const bearersFilter = (text: string) => encodeURIComponent(JSON.stringify({ last_name: { text } }))

  it('prints a big set as a PDF of many landscape A4 pages with the Cyrillic font embedded', async () => {
    const response = await printOf('staff', 'heritage-bearers', `?filter=${bearersFilter('Хэвлэх')}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const pdf = response.rawPayload
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // One line a row at 8 pt on A4 landscape: about 30 rows a page.
    const pages = pageCount(pdf)
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(BIG_SET / 40))
    expect(pages).toBeLessThanOrEqual(Math.ceil(BIG_SET / 20))
    const text = pdf.toString('latin1')
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/)
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/)
    // The grid's paper: A4 landscape, 841.89 × 595.28 points.
    expect(text).toMatch(/\/MediaBox \[0 0 841\.88\d* 595\.27\d*\]/)
  })

  it('prints a small set on one page, at a portrait grid’s paper', async () => {
    const pdf = await printOf('sysadmin', 'news')
    expect(pdf.statusCode).toBe(200)
    expect(pageCount(pdf.rawPayload)).toBe(1)
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.27\d* 841\.88\d*\]/)
  })

  it('prints HTML for the paper, with the header repeated on each page and every value escaped', async () => {
    const response = await printOf('staff', 'heritage-bearers', `?format=html&filter=${bearersFilter('script')}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'")
    const html = response.body
    expect(html).toContain('@page { size: A4 landscape;')
    expect(html).toContain('counter(page)')
    expect(html).toContain('thead { display: table-header-group; }')
    expect(html).toContain('<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>')
    expect(html).toContain('<td>Бат &amp; &quot;Болд&quot;</td>')
    expect(html).not.toContain('<script>')
    // Only printable columns: the hidden id and the photo are marked printable: false.
    expect(html).toContain('<th>Овог</th>')
    expect(html).not.toContain('<th>Зураг</th>')
    expect(html).not.toContain('<th>ID</th>')
  })

  it('prints at the paper size and orientation the reader chose over the grid’s, and refuses a paper it does not know', async () => {
    const html = await printOf('sysadmin', 'news', '?format=html&paperSize=A3&orientation=landscape')
    expect(html.statusCode).toBe(200)
    expect(html.body).toContain('@page { size: A3 landscape;')
    // A5 portrait: 419.53 × 595.28 points.
    const pdf = await printOf('sysadmin', 'news', '?paperSize=A5')
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 419\.52\d* 595\.27\d*\]/)
    expect((await printOf('sysadmin', 'news', '?paperSize=B5')).statusCode).toBe(400)
    expect((await printOf('sysadmin', 'news', '?orientation=sideways')).statusCode).toBe(400)
  })

  it('prints a workflow status as the word the grid shows, in the printout’s language', async () => {
    const list = await app.inject({
      url: '/api/records/applications?pageSize=1000',
      headers: await signInHeaders(app, 'sysadmin'),
    })
    const statuses = new Set((list.json().rows as Array<{ process_status: string }>).map((row) => row.process_status))
    expect(statuses.has('CHECK')).toBe(true)
    for (const language of ['mn_MN', 'en_US'] as const) {
      const html = (await printOf('sysadmin', 'applications', `?format=html&lang=${language}`)).body
      for (const status of statuses) {
        expect(html).toContain(`<td>${processStatusWord(status, language)}</td>`)
        expect(html).not.toContain(`<td>${status}</td>`)
      }
    }
    const english = (await printOf('sysadmin', 'applications', '?format=html&lang=en_US')).body
    expect(english).toContain('<td>Being checked</td>')
    // The grid's own filter label for CHECK ("Хянаж байна") is not what the grid's cell shows.
    const mongolian = (await printOf('sysadmin', 'applications', '?format=html')).body
    expect(mongolian).toContain('<td>Хянагдаж байна</td>')
    expect(mongolian).not.toContain('<td>Хянаж байна</td>')
  })

  it('prints only the rows the role may read', async () => {
    const own = await app.inject({
      url: '/api/records/applications?pageSize=1000',
      headers: await signInHeaders(app, 'applicant'),
    })
    const all = await app.inject({
      url: '/api/records/applications?pageSize=1000',
      headers: await signInHeaders(app, 'sysadmin'),
    })
    const html = (await printOf('applicant', 'applications', '?format=html')).body
    const body = html.split('<tbody>')[1]?.split('</tbody>')[0] ?? ''
    const rowsPrinted = body.match(/<tr>/g)?.length ?? 0
    expect(rowsPrinted).toBe(own.json().total)
    expect(rowsPrinted).toBeLessThan(all.json().total)
    for (const row of all.json().rows as Array<{ title: string; applicant_id: number }>) {
      const mine = (own.json().rows as Array<{ title: string }>).some((candidate) => candidate.title === row.title)
      if (!mine) expect(html).not.toContain(`<td>${row.title}</td>`)
    }
  })

  it('refuses a set larger than a printout takes, and a grid without print settings', async () => {
    const response = await printOf('staff', 'heritage-bearers')
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].code).toBe('too-many-rows-to-print')
    expect((await printOf('staff', 'heritage-domains')).statusCode).toBe(404)
    expect((await printOf(undefined, 'news')).statusCode).toBe(401)
  })
})
