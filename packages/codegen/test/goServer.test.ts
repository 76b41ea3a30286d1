// Issue 11's "done when" for the Go target: the Go project generated from examples/heritage is
// gofmt-clean, passes go vet and builds offline with Debian's libraries, then serves the REST
// contract over HTTP against a fresh PostgreSQL database it migrates itself.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compileSchema, loadProject, parseProcessHistory, RecordsPageSchema } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateGo } from '../src/go/generateGo.ts'
import { writeTree } from '../src/index.ts'
import { describeProject } from '../src/plan/describeProject.ts'
import { commandWorks, run, writeTreeTo } from './goProject.ts'
import { heritageProject, projectFiles, REPOSITORY_ROOT } from './readProject.ts'

// The test PostgreSQL server every database test uses (vitest.config.ts names it); the generated
// server gets a database of its own there.
const POSTGRES = process.env.TAMGA_TEST_DATABASE_URL ?? ''

/** The URL of `database` on the test server. */
function databaseUrl(database: string): string {
  const url = new URL(POSTGRES)
  url.pathname = `/${database}`
  return url.toString()
}

const hasGo = commandWorks('go', ['version'])
const hasPostgres = POSTGRES !== '' && commandWorks('psql', [databaseUrl('postgres'), '-tAc', 'select 1'])
// On CI a missing Go or PostgreSQL is a broken machine, not a reason to skip.
const skip = !(hasGo && hasPostgres) && process.env.CI !== 'true'
const name = 'the Go server generated from examples/heritage'

// The npm argon2 package writes the hashes Tamga stores; it is engine-server's dependency.
const argon2 = createRequire(join(REPOSITORY_ROOT, 'packages', 'engine-server', 'package.json'))('argon2') as {
  hash(password: string): Promise<string>
}

function psql(database: string, statement: string): string {
  return execFileSync('psql', [databaseUrl(database), '-v', 'ON_ERROR_STOP=1', '-tAqc', statement], {
    encoding: 'utf8',
  }).trim()
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject()))
    })
  })
}

interface Answer {
  status: number
  body: Record<string, unknown>
}

describe.skipIf(skip)(skip ? `${name} (needs go and PostgreSQL: set TAMGA_TEST_DATABASE_URL)` : name, () => {
  const folder = mkdtempSync(join(tmpdir(), 'tamga-go-'))
  const database = `tamga_go_${randomBytes(6).toString('hex')}`
  let server: ChildProcess | undefined
  let output = ''
  let base = ''
  let token = ''
  const timings: Record<string, number> = {}

  async function call(method: string, path: string, body?: unknown, bearer: string | null = token): Promise<Answer> {
    const headers: Record<string, string> = {}
    if (bearer !== null && bearer !== '') headers.authorization = `Bearer ${bearer}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    if (!(hasGo && hasPostgres)) throw new Error('CI=true, but go or PostgreSQL is missing')
    writeTreeTo(generateGo(describeProject(heritageProject())), folder)
    let started = Date.now()
    run(folder, 'sh', ['scripts/vendor-debian.sh'])
    run(folder, 'go', ['vet', './...'])
    timings.vet = Date.now() - started
    started = Date.now()
    run(folder, 'go', ['build', '-o', 'server', './cmd/server'])
    timings.build = Date.now() - started

    psql('postgres', `create database ${database}`)
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = spawn(join(folder, 'server'), ['-migrate'], {
      env: { ...process.env, DATABASE_URL: `${databaseUrl(database)}?sslmode=disable`, ADDR: `127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk) => (output += String(chunk)))
    server.stderr?.on('data', (chunk) => (output += String(chunk)))
    const deadline = Date.now() + 30_000
    for (;;) {
      try {
        if ((await fetch(`${base}/health`)).ok) break
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const hash = await argon2.hash('s3cret-pass')
    psql(
      database,
      `insert into tamga_user (login, password_hash, first_name, last_name, role_id) values
        ('Admin', ${literal(hash)}, 'Бат', 'Болд', 1), ('applicant', ${literal(hash)}, 'Сараа', 'Дорж', 5)`,
    )
  }, 600_000)

  afterAll(async () => {
    if (server !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('close', resolve))
      server.kill('SIGTERM')
      await exited
    }
    if (hasPostgres) psql('postgres', `drop database if exists ${database} with (force)`)
    rmSync(folder, { recursive: true, force: true })
    console.info(`go vet (with the first compile) ${timings.vet} ms, go build ${timings.build} ms`)
  })

  it('is gofmt-clean', () => {
    // vendor/ is Debian's code, not ours: only the generated folders are checked.
    expect(run(folder, 'gofmt', ['-l', 'cmd', 'internal'])).toBe('')
  })

  it('answers 401 without a token, and signs in with an argon2id password', async () => {
    expect(await call('GET', '/records/applications', undefined, null)).toMatchObject({
      status: 401,
      body: { status: false, code: 'UNAUTHORIZED', enMsg: 'Please sign in' },
    })
    expect((await call('POST', '/auth/login', { login: 'admin', password: 'wrong' }, null)).body.code).toBe(
      'LOGIN_FAILED',
    )
    const login = await call('POST', '/auth/login', { login: 'admin', password: 's3cret-pass' }, null)
    expect(login).toMatchObject({
      status: 200,
      body: { status: true, user: { login: 'Admin', first_name: 'Бат', role: 1 } },
    })
    token = String(login.body.token)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('creates, lists, shows, updates, deletes and restores a record', async () => {
    const created = await call('POST', '/records/news', { title: 'Наадам', body: 'Баяр', view_count: 7 })
    expect(created.status).toBe(200)
    const record = created.body.record as Record<string, unknown>
    expect(record).toMatchObject({
      title: 'Наадам',
      body: 'Баяр',
      view_count: 7,
      is_published: false,
      deleted_at: null,
    })
    expect(record.created_by).toBe(Number(psql(database, "select id from tamga_user where login = 'Admin'")))
    expect(typeof record._version).toBe('string')
    // As Tamga's server sends a Date: UTC, milliseconds.
    expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const id = record.id as number
    await call('POST', '/records/news', { title: 'Цагаан сар', body: 'Шинэ жил', view_count: 1 })

    const list = await call('GET', '/records/news?sort=-view_count&pageSize=1')
    expect(list.body).toMatchObject({ status: true, total: 2, page: 1, pageSize: 1, firstRowNumber: 1, next: null })
    // The very schema Tamga's own server answers a page with: a portal reads either the same way.
    const isRecordsPage = compileSchema(RecordsPageSchema)
    expect(isRecordsPage(list.body), JSON.stringify(isRecordsPage.errors)).toBe(true)
    expect((list.body.rows as Array<Record<string, unknown>>).map((row) => row.title)).toEqual(['Наадам'])
    const secondPage = await call('GET', '/records/news?sort=-view_count&pageSize=1&page=2')
    expect((secondPage.body.rows as Array<Record<string, unknown>>).map((row) => row.title)).toEqual(['Цагаан сар'])
    const filtered = await call(
      'GET',
      `/records/news?filter=${encodeURIComponent(JSON.stringify({ title: { text: 'наа' } }))}`,
    )
    expect(filtered.body).toMatchObject({ total: 1, rows: [{ id }] })
    const ranged = await call(
      'GET',
      `/records/news?filter=${encodeURIComponent(JSON.stringify({ view_count: { from: 2 } }))}`,
    )
    expect(ranged.body).toMatchObject({ total: 1, rows: [{ id }] })
    const searched = await call('GET', '/records/news?search=%D0%A6%D0%B0%D0%B3%D0%B0%D0%B0%D0%BD')
    expect(searched.body.total).toBe(1)
    expect((await call('GET', '/records/news?sort=body')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      in: 'querystring',
      issues: [{ path: '/sort', code: 'unknown-sort-field' }],
    })
    expect(
      (await call('GET', `/records/news?filter=${encodeURIComponent('{"body":{"text":"x"}}')}`)).body,
    ).toMatchObject({
      issues: [{ path: '/filter/body', code: 'unknown-filter-field' }],
    })

    const shown = await call('GET', `/records/news/${id}`, undefined, null)
    expect(shown).toMatchObject({ status: 200, body: { status: true, record: { id, title: 'Наадам' } } })

    const version = String(record._version)
    const updated = await call('PATCH', `/records/news/${id}?version=${version}`, { title: 'Наадам 2026' })
    expect(updated).toMatchObject({ status: 200, body: { record: { id, title: 'Наадам 2026', body: 'Баяр' } } })
    expect((updated.body.record as Record<string, unknown>)._version).not.toBe(version)
    expect(await call('PATCH', `/records/news/${id}?version=${version}`, { title: 'Хуучин' })).toMatchObject({
      status: 409,
      body: { code: 'RECORD_CHANGED' },
    })

    expect(await call('DELETE', `/records/news/${id}`)).toMatchObject({ status: 200, body: { status: true } })
    expect((await call('GET', '/records/news')).body.total).toBe(1)
    expect((await call('GET', `/records/news/${id}`)).status).toBe(404)
    expect((await call('GET', '/records/news?deleted=true')).body).toMatchObject({ total: 1, rows: [{ id }] })
    expect((await call('GET', '/records/news?deleted=true', undefined, null)).status).toBe(401)
    expect(await call('POST', `/records/news/${id}/restore`)).toMatchObject({ status: 200, body: { status: true } })
    expect((await call('GET', '/records/news')).body.total).toBe(2)
    expect((await call('POST', `/records/news/${id}/restore`)).status).toBe(404)
  })

  it('refuses bad input with the issues and never a server error', async () => {
    const invalid = await call('POST', '/records/news', { title: '', extra: 1, view_count: 'many' })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toMatchObject({ status: false, code: 'VALIDATION_FAILED', in: 'body' })
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/title', code: 'minLength' }),
        expect.objectContaining({ path: '/body', code: 'required' }),
        expect.objectContaining({ path: '/view_count', code: 'type' }),
        expect.objectContaining({ path: '/extra', code: 'additionalProperties' }),
      ]),
    )
    expect(await call('POST', '/records/news', '{"title": ')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_JSON' },
    })
    expect((await call('GET', '/records/news/not-a-number')).status).toBe(404)
    expect((await call('POST', '/records/feedback', { name: 'x' })).status).toBe(404)

    const category = { slug: 'music', name: 'Хөгжим' }
    expect((await call('POST', '/records/content-categories', category)).status).toBe(200)
    expect(await call('POST', '/records/content-categories', category)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', issues: [{ path: '/slug', code: 'unique' }] },
    })
  })

  it("keeps an applicant to their own applications (the role's row condition)", async () => {
    const domain = await call('POST', '/records/heritage-domains', { name: 'Уртын дуу' })
    const bearer = await call('POST', '/records/heritage-bearers', {
      last_name: 'Дорж',
      first_name: 'Нямаа',
      heritage_domain_id: (domain.body.record as Record<string, unknown>).id,
    })
    const bearerId = (bearer.body.record as Record<string, unknown>).id
    const mine = await call('POST', '/records/applications', {
      heritage_bearer_id: bearerId,
      title: 'Admin',
      amount: 10,
    })
    expect(mine.status).toBe(200)
    const applicant = await call('POST', '/auth/login', { login: 'applicant', password: 's3cret-pass' }, null)
    const applicantToken = String(applicant.body.token)
    const own = await call(
      'POST',
      '/records/applications',
      { heritage_bearer_id: bearerId, title: 'Мине', amount: 10.25 },
      applicantToken,
    )
    expect(own.body.record).toMatchObject({
      amount: '10.25',
      applicant_id: (applicant.body.user as Record<string, unknown>).id,
    })
    const seen = await call('GET', '/records/applications', undefined, applicantToken)
    expect(seen.body).toMatchObject({ total: 1, rows: [{ title: 'Мине' }] })
    const otherId = (mine.body.record as Record<string, unknown>).id
    expect((await call('GET', `/records/applications/${otherId}`, undefined, applicantToken)).status).toBe(404)
    expect((await call('DELETE', `/records/applications/${otherId}`, undefined, applicantToken)).status).toBe(403)
    expect((await call('POST', '/auth/logout', undefined, applicantToken)).body).toEqual({ status: true })
    expect((await call('GET', '/records/applications', undefined, applicantToken)).status).toBe(401)
  })

  it("answers a process's history from Tamga's workflow tables", async () => {
    expect((await call('GET', '/process/history/999999')).body.code).toBe('PROCESS_NOT_FOUND')
    const processId = psql(
      database,
      `insert into tamga_process (workflow, krud, row_id, diagram, status, status_type, action_num)
       values ('application-approval', 'applications', '1', '{}', 'Хянаж байна', 'CHECK', 1) returning id`,
    )
    const adminId = psql(database, "select id from tamga_user where login = 'Admin'")
    const stepId = psql(
      database,
      `insert into tamga_process_step (process_id, row_id, role_id, status, status_type, status_id, subject_type, step_data, action_num, is_done)
       values (${processId}, '1', 1, 'Илгээсэн', 'START', 's1', 'role', '{}', 0, 1),
              (${processId}, '1', 1, 'Хянаж байна', 'CHECK', 's2', 'role', '{}', 1, 0) returning id`,
    ).split('\n')[0]
    psql(
      database,
      `insert into tamga_status_history (process_id, step_id, status, status_type, is_done, action_num, user_id, role_id, signature)
       values (${processId}, ${stepId}, 'Илгээсэн', 'START', 1, 0, ${adminId}, 1, 'null')`,
    )
    const history = await call('GET', `/process/history/${processId}`)
    expect(history.status).toBe(200)
    // What the portal's workflow views read the answer with (spec 7, 3.3–3.5).
    expect(parseProcessHistory(history.body)).toMatchObject({ ok: true })
    expect(history.body).toMatchObject({
      statusHistories: [
        {
          status: 'Илгээсэн',
          status_type: 'START',
          is_done: 1,
          action_num: 0,
          signature: null,
          emp: { JOB_NAME: 'Супер админ', LNAME: 'Болд', FNAME: 'Бат', STRUCT_NAME: null },
        },
        { status: 'Хянаж байна', status_type: 'CHECK', is_done: 0, action_num: 1, created_at: null, emp: null },
      ],
      votingPeople: [],
      actionNumbers: [
        { index: 0, action_num: 0 },
        { index: 1, action_num: 1 },
      ],
    })
    expect((await call('GET', `/process/history/${processId}`, undefined, null)).status).toBe(401)
  })

  it('records its migrations once, and stops cleanly on SIGTERM', async () => {
    const again = spawnSync(join(folder, 'server'), ['-migrate-only'], {
      env: { ...process.env, DATABASE_URL: `${databaseUrl(database)}?sslmode=disable` },
      encoding: 'utf8',
    })
    expect(again.status).toBe(0)
    expect(again.stderr).toContain('migrations applied: 0')
    const applied = psql(database, 'select count(*) from schema_migrations')
    expect(Number(applied)).toBe(
      [...generateGo(describeProject(heritageProject())).keys()].filter((path) => path.endsWith('.sql')).length,
    )
    const exited = new Promise<number | null>((resolve) => server?.once('close', (code) => resolve(code)))
    server?.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toContain('shutting down')
  })

  it('regenerated with a new model, adds its table and key to the same database and renames nothing', async () => {
    const visitLog = {
      kind: 'model',
      version: 1,
      name: 'visit_log',
      table: 'visit_log',
      columns: [
        { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
        { name: 'aimag_id', type: 'bigint' },
        { name: 'note', type: 'text' },
      ],
      primaryKey: ['id'],
      foreignKeys: [{ columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] } }],
    }
    const { project, issues } = loadProject([
      ...projectFiles(join(REPOSITORY_ROOT, 'examples', 'heritage')),
      { path: 'models/visit_log.json', text: JSON.stringify(visitLog) },
    ])
    if (project === undefined) throw new Error(JSON.stringify(issues))
    const written: Record<string, string[]> = {}
    await writeTree(folder, generateGo(describeProject(project)), (path, outcome) => {
      if (!path.endsWith('.sql')) return
      const names = written[outcome] ?? []
      names.push(path.slice(path.lastIndexOf('/') + 1))
      written[outcome] = names
    })
    expect(written.changed).toBeUndefined()
    expect(written.created).toEqual([
      '0002_table_visit_log.sql',
      expect.stringMatching(/^0003_foreign_keys_visit_log_[0-9a-f]{8}\.sql$/),
    ])
    run(folder, 'go', ['build', '-o', 'server', './cmd/server'])
    const migrated = spawnSync(join(folder, 'server'), ['-migrate-only'], {
      env: { ...process.env, DATABASE_URL: `${databaseUrl(database)}?sslmode=disable` },
      encoding: 'utf8',
    })
    expect(migrated.status, migrated.stderr).toBe(0)
    expect(migrated.stderr).toContain('migrations applied: 2')
    expect(
      psql(database, "select conname from pg_constraint where conrelid = 'visit_log'::regclass and contype = 'f'"),
    ).toBe('visit_log_aimag_id_fkey')
  })
})
