// Issue 11's "done when" for the Go target: the Go project generated from examples/heritage is
// gofmt-clean, passes go vet and builds offline with Debian's libraries, then serves the REST
// contract over HTTP against a fresh PostgreSQL database it migrates itself.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compileSchema, parseProcessHistory, RecordsPageSchema } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateGo } from '../src/go/generateGo.ts'
import { generateProject, readGenerated, writeTree } from '../src/index.ts'
import { describeProject } from '../src/plan/describeProject.ts'
import { heritageWithSubtitle } from './changedProject.ts'
import { commandWorks, run, writeTreeTo } from './goProject.ts'
import { heritageProject, REPOSITORY_ROOT } from './readProject.ts'
import { databaseUrl, freePort, hasPostgres, literal, psql, type StartedServer, startServer } from './servers.ts'

const hasGo = commandWorks('go', ['version'])
const postgres = hasPostgres()
// On CI a missing Go or PostgreSQL is a broken machine, not a reason to skip.
const skip = !(hasGo && postgres) && process.env.CI !== 'true'
const name = 'the Go server generated from examples/heritage'

// The npm argon2 package writes the hashes Tamga stores; it is engine-server's dependency.
const argon2 = createRequire(join(REPOSITORY_ROOT, 'packages', 'engine-server', 'package.json'))('argon2') as {
  hash(password: string): Promise<string>
}

interface Answer {
  status: number
  body: Record<string, unknown>
}

describe.skipIf(skip)(skip ? `${name} (needs go and PostgreSQL: set TAMGA_TEST_DATABASE_URL)` : name, () => {
  const folder = mkdtempSync(join(tmpdir(), 'tamga-go-'))
  const database = `tamga_go_${randomBytes(6).toString('hex')}`
  let server: StartedServer | undefined
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
    if (!(hasGo && postgres)) throw new Error('CI=true, but go or PostgreSQL is missing')
    writeTreeTo(generateProject(heritageProject(), 'go'), folder)
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
    server = await startServer(
      join(folder, 'server'),
      ['-migrate'],
      { ...process.env, DATABASE_URL: `${databaseUrl(database)}?sslmode=disable`, ADDR: `127.0.0.1:${port}` },
      `${base}/health`,
      30,
    )
    const hash = await argon2.hash('s3cret-pass')
    psql(
      database,
      `insert into tamga_user (login, password_hash, first_name, last_name, role_id, confirmed) values
        ('Admin', ${literal(hash)}, 'Бат', 'Болд', 1, true), ('applicant', ${literal(hash)}, 'Сараа', 'Дорж', 5, true)`,
    )
  }, 600_000)

  afterAll(async () => {
    await server?.stop()
    if (postgres) psql('postgres', `drop database if exists ${database} with (force)`)
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
    expect(list.body).toMatchObject({
      status: true,
      total: 2,
      page: 1,
      pageSize: 1,
      firstRowNumber: 1,
      next: expect.any(String),
    })
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

    const shown = await call('GET', `/records/news/${id}`)
    expect(shown).toMatchObject({ status: 200, body: { status: true, record: { id, title: 'Наадам' } } })
    // News is a public krud, but as on Tamga the records door is the signed-in one: visitors read
    // published news on the site.
    expect((await call('GET', `/records/news/${id}`, undefined, null)).status).toBe(401)

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
    // Feedback is only ever sent from the site: its krud offers no create, and no one is let do it here.
    expect((await call('POST', '/records/feedback', { name: 'x' })).status).toBe(403)

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
      process_status: 'START',
    })
    // The create started the application's process, waiting for the applicant at its START step.
    const ownId = (own.body.record as Record<string, unknown>).id
    expect((await call('GET', `/process/of/applications/${ownId}`, undefined, applicantToken)).body).toMatchObject({
      workflow: 'application-approval',
      status_type: 'START',
      currentStep: { status_type: 'START', canAct: true, ports: [{ id: 'submit', leadsTo: 'CHECK' }] },
    })
    const seen = await call('GET', '/records/applications', undefined, applicantToken)
    expect(seen.body).toMatchObject({ total: 1, rows: [{ title: 'Мине' }] })
    const otherId = (mine.body.record as Record<string, unknown>).id
    expect((await call('GET', `/records/applications/${otherId}`, undefined, applicantToken)).status).toBe(404)
    expect((await call('DELETE', `/records/applications/${otherId}`, undefined, applicantToken)).status).toBe(403)
    expect((await call('POST', '/auth/logout', undefined, applicantToken)).body).toEqual({ status: true })
    expect((await call('GET', '/records/applications', undefined, applicantToken)).status).toBe(401)
  })

  it('lets one of two acts on the same open step through and refuses the other, the process row locked', async () => {
    const bearerId = Number(psql(database, 'select min(id) from heritage_bearer'))
    for (const title of ['Нэг', 'Хоёр', 'Гурав']) {
      const created = await call('POST', '/records/applications', { heritage_bearer_id: bearerId, title, amount: 1 })
      const state = await call('GET', `/process/of/applications/${(created.body.record as Record<string, unknown>).id}`)
      const processId = state.body.processId
      const stepId = (state.body.currentStep as Record<string, unknown>).id
      const answers = await Promise.all(
        [1, 2].map(() => call('POST', `/process/${processId}/steps/${stepId}/act`, { port: 'submit' })),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('STEP_ALREADY_DONE')
      // One history entry and one next step: the second act changed nothing.
      expect(psql(database, `select count(*) from tamga_status_history where process_id = ${processId}`)).toBe('1')
      expect(
        psql(
          database,
          `select count(*) from tamga_process_step where process_id = ${processId} and status_type = 'CHECK'`,
        ),
      ).toBe('1')
    }
  })

  it('hands a changeable step to a picked holder of the next role and keeps a dated step’s date, from the stored diagram', async () => {
    // A process Tamga could have started from another workflow: the server reads its stored
    // diagram, not the project's documents.
    const label = (mn_MN: string) => ({ mn_MN })
    const check = {
      id: 'check',
      type: 'CHECK',
      label: label('Хянах'),
      subject: { subject_type: 'TO_ROLE', role_id: 1, is_subject_changeable: true },
      ports: [{ id: 'schedule', label: label('Товлосон') }],
    }
    const hearing = {
      id: 'hearing',
      type: 'DATE',
      label: label('Хэлэлцүүлэг'),
      subject: { subject_type: 'TO_ROLE', role_id: 1 },
      ports: [{ id: 'held', label: label('Хэлэлцсэн') }],
    }
    const end = { id: 'end', type: 'END', label: label('Дууссан'), subject: { subject_type: 'CURRENT' } }
    const diagram = {
      name: 'hearing',
      model: 'application',
      statusColumn: 'process_status',
      nodes: [check, hearing, end],
      edges: [
        { from: 'check', port: 'schedule', to: 'hearing' },
        { from: 'hearing', port: 'held', to: 'end' },
      ],
    }
    const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`
    const adminId = Number(psql(database, "select id from tamga_user where login = 'Admin'"))
    const applicantId = Number(psql(database, "select id from tamga_user where login = 'applicant'"))
    const rowId = psql(
      database,
      `insert into application (applicant_id, title) values (${adminId}, 'Огноо') returning id`,
    )
    const processId = psql(
      database,
      `insert into tamga_process (workflow, krud, row_id, diagram, created_by, status, status_type)
       values ('hearing', 'applications', '${rowId}', ${json(diagram)}, ${adminId}, 'Хянах', 'CHECK') returning id`,
    )
    const stepId = psql(
      database,
      `insert into tamga_process_step (process_id, row_id, role_id, status, status_type, status_id, subject_type,
         is_subject_changeable, step_data, action_num)
       values (${processId}, '${rowId}', 1, 'Хянах', 'CHECK', 'check', 'TO_ROLE', true, ${json(check)}, 0) returning id`,
    )
    const act = (step: string, body: unknown) => call('POST', `/process/${processId}/steps/${step}/act`, body)
    const issuesOf = (answer: Answer) => {
      expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
      return (answer.body.issues as Array<{ path: string; code: string }>).map((issue) => `${issue.path} ${issue.code}`)
    }

    expect(issuesOf(await act(stepId, { port: 'schedule', date: '2026-02-30' }))).toEqual(['/date date'])
    // Drawn signatures are uploaded to Tamga: on a database without its uploads, none is the signer's.
    const drawn = { type: 'draw', uploadId: '0b7c6a3e-4f55-4d1e-9a51-6f4f2d1f3c10' }
    expect(issuesOf(await act(stepId, { port: 'schedule', signature: drawn }))).toEqual([
      '/signature/uploadId signature-upload',
    ])
    expect(issuesOf(await act(stepId, { port: 'schedule', nextAssignee: { userId: applicantId } }))).toEqual([
      '/nextAssignee/userId not-a-holder',
    ])
    const scheduled = await act(stepId, { port: 'schedule', nextAssignee: { userId: adminId }, date: '2026-12-24' })
    expect(scheduled.body).toMatchObject({
      status_type: 'DATE',
      openSteps: [{ status_type: 'DATE', role_id: 1, user_id: adminId, due_date: '2026-12-24', canAct: true }],
    })
    const hearingStep = String((scheduled.body.openSteps as Array<{ id: number }>)[0]?.id)
    const held = await act(hearingStep, { port: 'held', date: '2027-01-05' })
    expect(held.body).toMatchObject({ status_type: 'END', finished: true })
    expect(
      psql(database, `select to_char(due_date, 'YYYY-MM-DD') from tamga_process_step where id = ${hearingStep}`),
    ).toBe('2027-01-05')
    expect(psql(database, `select process_status from application where id = ${rowId}`)).toBe('END')
  })

  it("answers a process's history from Tamga's workflow tables", async () => {
    expect((await call('GET', '/process/history/999999')).body.code).toBe('PROCESS_NOT_FOUND')
    // Over a record no create made (each application made above started a process of its own).
    const processId = psql(
      database,
      `insert into tamga_process (workflow, krud, row_id, diagram, status, status_type, action_num)
       values ('application-approval', 'applications', '999001', '{}', 'Хянаж байна', 'CHECK', 1) returning id`,
    )
    const adminId = psql(database, "select id from tamga_user where login = 'Admin'")
    const stepId = psql(
      database,
      `insert into tamga_process_step (process_id, row_id, role_id, status, status_type, status_id, subject_type, step_data, action_num, is_done)
       values (${processId}, '999001', 1, 'Илгээсэн', 'START', 's1', 'role', '{}', 0, 1),
              (${processId}, '999001', 1, 'Хянаж байна', 'CHECK', 's2', 'role', '{}', 1, 0) returning id`,
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
    expect(await server?.stop()).toBe(0)
    expect(server?.output()).toContain('shutting down')
  })

  it('regenerated after a column is added, two are widened and a table is added, migrates the filled database without losing a row', async () => {
    // Issue 28: a filled database (its own rows and user, so this case stands without the ones before it).
    psql(
      database,
      `insert into aimag (name, code) values (${literal('А'.repeat(100))}, 'AR'), ('Увс', 'UV'), ('Ховд', 'HO');
       insert into news (title, body, view_count, is_published) values
         ('Хуучин мэдээ', 'Агуулга', 2147483647, true), ('Дахиад нэг', 'Текст', 0, false)`,
    )
    const hash = await argon2.hash('migrate-pass')
    psql(
      database,
      `insert into tamga_user (login, password_hash, first_name, last_name, role_id, confirmed) values ('migrator', ${literal(hash)}, 'Шилжүүлэгч', 'Б', 1, true)`,
    )
    const rows = (table: string) => psql(database, `select to_jsonb(t) from ${table} t order by id`)
    const newsBefore = rows('news')
    const aimagBefore = rows('aimag')
    expect(newsBefore.split('\n').length).toBeGreaterThanOrEqual(2)

    const regenerated = generateProject(heritageWithSubtitle(), 'go', { previous: await readGenerated(folder, 'go') })
    const written: Record<string, string[]> = {}
    await writeTree(folder, regenerated, (path, outcome) => {
      if (!path.startsWith('internal/db/')) return
      const names = written[outcome] ?? []
      names.push(path.slice('internal/db/'.length))
      written[outcome] = names
    })
    // No applied migration is edited: one new file, and the snapshot moves on.
    expect(written.created).toEqual(['migrations/0004_update_visit_log_aimag_news.sql'])
    expect(written.changed).toEqual(['schema_snapshot.json'])
    run(folder, 'go', ['build', '-o', 'server', './cmd/server'])
    const migrated = spawnSync(join(folder, 'server'), ['-migrate-only'], {
      env: { ...process.env, DATABASE_URL: `${databaseUrl(database)}?sslmode=disable` },
      encoding: 'utf8',
    })
    expect(migrated.status, migrated.stderr).toBe(0)
    expect(migrated.stderr).toContain('migrations applied: 1')

    // Every row is still there, each value as it was (the new column empty).
    const withoutSubtitle = (text: string) =>
      text.split('\n').map((line) => {
        const { subtitle, ...row } = JSON.parse(line) as Record<string, unknown>
        expect(subtitle).toBeNull()
        return row
      })
    expect(withoutSubtitle(rows('news'))).toEqual(newsBefore.split('\n').map((line) => JSON.parse(line)))
    expect(rows('aimag')).toBe(aimagBefore)
    expect(
      psql(
        database,
        `select string_agg(column_name || ' ' || data_type || coalesce('(' || character_maximum_length || ')', ''), ', ' order by column_name)
         from information_schema.columns where table_name in ('news', 'aimag') and column_name in ('subtitle', 'view_count', 'name')`,
      ),
    ).toBe('name character varying(200), subtitle character varying(120), view_count bigint')
    expect(
      psql(database, "select conname from pg_constraint where conrelid = 'visit_log'::regclass and contype = 'f'"),
    ).toBe('visit_log_aimag_id_fkey')

    // The new server reads and writes the new column, and the widened one takes what it could not.
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = await startServer(
      join(folder, 'server'),
      [],
      { ...process.env, DATABASE_URL: `${databaseUrl(database)}?sslmode=disable`, ADDR: `127.0.0.1:${port}` },
      `${base}/health`,
      30,
    )
    const login = await call('POST', '/auth/login', { login: 'migrator', password: 'migrate-pass' }, null)
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    token = String(login.body.token)
    const total = newsBefore.split('\n').length
    const created = await call('POST', '/records/news', {
      title: 'Шинэ',
      body: 'Агуулга',
      subtitle: 'Дэд гарчиг',
      view_count: 5_000_000_000,
    })
    expect(created, JSON.stringify(created.body)).toMatchObject({
      status: 200,
      body: { record: { subtitle: 'Дэд гарчиг', view_count: 5_000_000_000 } },
    })
    const record = created.body.record as Record<string, unknown>
    const updated = await call('PATCH', `/records/news/${record.id}?version=${String(record._version)}`, {
      subtitle: 'Өөр',
    })
    expect(updated).toMatchObject({ status: 200, body: { record: { subtitle: 'Өөр', title: 'Шинэ' } } })
    expect((await call('GET', `/records/news/${record.id}`)).body).toMatchObject({ record: { subtitle: 'Өөр' } })
    const old = newsBefore
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((row) => row.title === 'Хуучин мэдээ')
    expect((await call('GET', `/records/news/${old?.id}`)).body).toMatchObject({
      record: { id: old?.id, title: 'Хуучин мэдээ', view_count: 2147483647, subtitle: null },
    })
    expect((await call('GET', '/records/news')).body.total).toBe(
      Number(psql(database, 'select count(*) from news where deleted_at is null')),
    )
    expect(Number(psql(database, 'select count(*) from news'))).toBe(total + 1)
    expect(await server?.stop()).toBe(0)

    // The way issue 28 came about, now refused: an applied migration edited in place stops the migrator.
    const applied = join(folder, 'internal', 'db', 'migrations', '0002_table_news.sql')
    const original = readFileSync(applied, 'utf8')
    writeFileSync(
      applied,
      original.replace('create table if not exists "news" (', 'create table if not exists "news" (\n  "extra" text,'),
    )
    run(folder, 'go', ['build', '-o', 'server', './cmd/server'])
    const refused = spawnSync(join(folder, 'server'), ['-migrate-only'], {
      env: { ...process.env, DATABASE_URL: `${databaseUrl(database)}?sslmode=disable` },
      encoding: 'utf8',
    })
    writeFileSync(applied, original)
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toContain('0002_table_news.sql has changed since it was applied to this database')
  })
})
