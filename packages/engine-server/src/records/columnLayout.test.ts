// Each user's own layout of a krud's grid, through the whole server over the heritage example:
// kept per user and krud, only the grid's columns the caller sees, only the caller's own row,
// and a reset back to the builder's. The field samples' grid gets a column over the form's
// write-only `secret`, which no caller sees.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COLUMN_WIDTH_RANGE, type ColumnLayout } from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { MemoryDocumentStore, signInHeaders, testConfig } from '../http/testing.ts'
import { columnLayoutProblems, shownColumnLayout } from './columnLayout.ts'
import { HERITAGE_DIR, seedHeritage } from './testing.ts'

/** The heritage documents, the field samples' grid with a column over the write-only `secret`. */
async function storeWithSecretColumn(): Promise<MemoryDocumentStore> {
  const documents = (await createFolderStore(HERITAGE_DIR).listAll()).map(({ document }) => {
    if (document.kind !== 'grid' || document.name !== 'field-sample-grid') return document
    return { ...document, columns: [...document.columns, { field: 'secret', label: 'Нууц' }] }
  })
  return new MemoryDocumentStore(documents)
}

describe('a layout checked against the columns the caller sees', () => {
  const shown = new Set(['title', 'published_at', 'view_count'])

  it('names each unknown or repeated column at its entry', () => {
    const issues = columnLayoutProblems(
      { columns: [{ field: 'title' }, { field: 'secret' }, { field: 'title', hidden: true }] },
      shown,
    )
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['/columns/1/field', 'unknown-column'],
      ['/columns/2/field', 'duplicate-column'],
    ])
    expect(columnLayoutProblems({ columns: [{ field: 'view_count', pinned: null }] }, shown)).toEqual([])
  })

  it('reads a stored layout without the columns the grid no longer shows, and none when nothing is left', () => {
    const stored = { columns: [{ field: 'gone' }, { field: 'view_count', width: 90 }, { field: 'view_count' }] }
    expect(shownColumnLayout(stored, shown)).toEqual({ columns: [{ field: 'view_count', width: 90 }] })
    expect(shownColumnLayout({ columns: [{ field: 'gone' }] }, shown)).toBeNull()
    expect(shownColumnLayout('not a layout', shown)).toBeNull()
  })
})

describe.each(testBackends())('grid column layouts on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let dataDir: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    dataDir = await mkdtemp(join(tmpdir(), 'tamga-column-layout-'))
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR, dataDir }),
      store: await storeWithSecretColumn(),
      database: database(),
      logger: false,
    })
    await app.ready()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true })
  })

  const url = (krud: string) => `/api/records/${krud}/column-layout`
  const layoutOf = async (login: string, krud: string) => {
    const answer = await app.inject({ url: url(krud), headers: await signInHeaders(app, login) })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json().layout as ColumnLayout | null
  }
  const put = async (login: string, krud: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: url(krud), headers: await signInHeaders(app, login), payload: payload as object })

  const staffNews: ColumnLayout = {
    columns: [
      { field: 'view_count', pinned: 'left', width: 140 },
      { field: 'title', pinned: null },
      { field: 'image', hidden: true },
    ],
  }

  it('keeps each user’s layout per krud: another user, or another krud, still has the builder’s', async () => {
    expect(await layoutOf('staff', 'news')).toBeNull()
    const saved = await put('staff', 'news', staffNews)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().layout).toEqual(staffNews)
    expect(await layoutOf('staff', 'news')).toEqual(staffNews)
    expect(await layoutOf('admin', 'news')).toBeNull()
    expect(await layoutOf('staff', 'partners')).toBeNull()

    const changed: ColumnLayout = { columns: [{ field: 'title', width: 200 }] }
    expect((await put('staff', 'news', changed)).statusCode).toBe(200)
    expect(await layoutOf('staff', 'news')).toEqual(changed)
    const rows = await sql<{
      n: number
    }>`select count(*)::int as n from tamga_column_layout where krud = 'news'`.execute(database().db)
    expect(rows.rows[0]?.n).toBe(1)
  })

  it('resets only the caller’s layout to the builder’s', async () => {
    expect((await put('staff', 'news', staffNews)).statusCode).toBe(200)
    const adminLayout: ColumnLayout = { columns: [{ field: 'published_at', hidden: true }] }
    expect((await put('admin', 'news', adminLayout)).statusCode).toBe(200)
    const reset = await app.inject({ method: 'DELETE', url: url('news'), headers: await signInHeaders(app, 'staff') })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ status: true, layout: null })
    expect(await layoutOf('staff', 'news')).toBeNull()
    expect(await layoutOf('admin', 'news')).toEqual(adminLayout)
  })

  it('refuses a column the grid lacks or the caller may not see, a repeated one and a width out of range, storing nothing', async () => {
    await app.inject({ method: 'DELETE', url: url('field-samples'), headers: await signInHeaders(app, 'admin') })
    const refusals: Array<[unknown, string]> = [
      [{ columns: [{ field: 'title' }, { field: 'no_such_column' }] }, '/columns/1/field'],
      // The column exists in the grid, over a password the server never answers.
      [{ columns: [{ field: 'secret', hidden: false }] }, '/columns/0/field'],
      [{ columns: [{ field: 'title' }, { field: 'title', hidden: true }] }, '/columns/1/field'],
      [{ columns: [{ field: 'title', width: COLUMN_WIDTH_RANGE.max + 1 }] }, '/columns/0/width'],
      [{ columns: [{ field: 'title', width: COLUMN_WIDTH_RANGE.min - 1 }] }, '/columns/0/width'],
      [{ columns: [{ field: 'title', pinned: 'top' }] }, '/columns/0/pinned'],
      [{ columns: [{ field: 'title' }], owner: 1 }, ''],
    ]
    for (const [payload, path] of refusals) {
      const answer = await put('admin', 'field-samples', payload)
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400)
      expect(answer.json().code).toBe('VALIDATION_FAILED')
      if (path !== '') expect(answer.json().issues.map((issue: { path: string }) => issue.path)).toContain(path)
    }
    expect(await layoutOf('admin', 'field-samples')).toBeNull()
    // The screen gives the grid without it, so the portal never offers it in a layout.
    const screen = await app.inject({
      url: '/api/records/field-samples/screen',
      headers: await signInHeaders(app, 'admin'),
    })
    const fields = (screen.json().grid.columns as Array<{ field: string }>).map((column) => column.field)
    expect(fields).toContain('title')
    expect(fields).not.toContain('secret')
  })

  it('leaves out of a stored layout the columns the grid no longer shows', async () => {
    const admin = await sql<{ id: number }>`select id from tamga_user where login = 'admin'`.execute(database().db)
    const stored = {
      columns: [{ field: 'secret', width: 300 }, { field: 'removed_column' }, { field: 'title', width: 260 }],
    }
    await sql`insert into tamga_column_layout (user_id, krud, layout) values (${admin.rows[0]?.id}, 'field-samples', ${JSON.stringify(stored)}::jsonb)
      on conflict (user_id, krud) do update set layout = excluded.layout`.execute(database().db)
    expect(await layoutOf('admin', 'field-samples')).toEqual({ columns: [{ field: 'title', width: 260 }] })
  })

  it('answers no layout to whoever may not read the krud, nor to a visitor', async () => {
    const applicant = await signInHeaders(app, 'applicant')
    expect((await app.inject({ url: url('news'), headers: applicant })).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'PUT', url: url('news'), headers: applicant, payload: staffNews })).statusCode,
    ).toBe(403)
    expect((await app.inject({ url: url('news') })).statusCode).toBe(401)
    expect(
      (await app.inject({ url: url('no-such-krud'), headers: await signInHeaders(app, 'admin') })).statusCode,
    ).toBe(404)
  })
})
