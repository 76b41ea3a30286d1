import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createMailer } from '../mail/mailer.ts'
import { seedHeritage } from '../records/testing.ts'
import { actAt, fileApplication, stateOf, type WorkflowTestServer, workflowServer } from '../workflow/testing.ts'
import { UNMATCHED_ROUTE } from './metrics.ts'

const METRICS_TOKEN = 'metrics-token-of-the-test-scraper-0123456789'

/** One sample of Prometheus' text format: its name, labels and value. */
interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** The samples of an exposition, comments left out. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (match === null) throw new Error(`not a Prometheus sample: ${line}`)
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((label) => [
          label[1],
          label[2],
        ]),
      )
      return { name: match[1] ?? '', labels, value: Number(match[3]) }
    })
}

/** The value of the one sample named `name` that has `labels` among its labels; 0 when none has. */
function sampleValue(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  )
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`)
  return found[0]?.value ?? 0
}

describe.each(testBackends())('GET /api/metrics on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer

  beforeAll(async () => {
    await seedHeritage(database().db)
    server = await workflowServer(database(), { config: { metricsToken: METRICS_TOKEN } })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  const scrape = async (authorization?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization === undefined ? {} : { authorization },
    })
  const samples = async () => {
    const response = await scrape(`Bearer ${METRICS_TOKEN}`)
    expect(response.statusCode, response.body).toBe(200)
    return samplesOf(response.body)
  }

  it('refuses a visitor and a wrong token with 401, and a session of another role than 1 with 403', async () => {
    const unauthorized = { status: false, code: 'UNAUTHORIZED', msg: 'Нэвтэрнэ үү', enMsg: 'Please sign in' }
    for (const authorization of [undefined, 'Bearer not-the-metrics-token', `Bearer ${METRICS_TOKEN}x`]) {
      const response = await scrape(authorization)
      expect(response.statusCode, authorization).toBe(401)
      expect(response.json()).toMatchObject(unauthorized)
      expect(response.body).not.toContain('tamga_http_request_duration_seconds')
    }
    for (const login of ['sysadmin', 'staff']) {
      const response = await scrape((await server.as(login)).authorization)
      expect(response.statusCode, login).toBe(403)
      expect(response.json()).toMatchObject({ status: false, code: 'FORBIDDEN', msg: 'Хандах эрх байхгүй байна' })
    }
  })

  it('answers the metrics token and a super admin’s session in Prometheus’ text format', async () => {
    for (const authorization of [`Bearer ${METRICS_TOKEN}`, (await server.as('admin')).authorization]) {
      const response = await scrape(authorization)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toContain('# TYPE tamga_http_request_duration_seconds histogram')
      // The process's own metrics, the event loop's lag among them.
      expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge')
      expect(response.body).toContain('# TYPE process_cpu_seconds_total counter')
    }
  })

  it('counts a request under its route pattern and status class, never its raw URL', async () => {
    const route = '/api/process/history/:processId'
    const before = await samples()
    const labels = { method: 'GET', route, status_class: '4xx' }
    const count = (of: readonly Sample[]) => sampleValue(of, 'tamga_http_request_duration_seconds_count', labels)
    const unmatched = (of: readonly Sample[]) =>
      sampleValue(of, 'tamga_http_request_duration_seconds_count', { route: UNMATCHED_ROUTE, status_class: '4xx' })
    const headers = await server.as('staff')
    for (const id of [987_654, 987_655]) {
      const response = await server.app.inject({ method: 'GET', url: `/api/process/history/${id}`, headers })
      expect(response.statusCode).toBe(404)
    }
    const missing = await server.app.inject({ method: 'GET', url: '/api/no-such-route-here' })
    expect(missing.statusCode).toBe(404)
    const after = await samples()
    expect(count(after) - count(before)).toBe(2)
    expect(unmatched(after) - unmatched(before)).toBe(1)
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes('987654')))).toBe(false)
    expect(after.some((sample) => Object.values(sample.labels).includes('/api/no-such-route-here'))).toBe(false)
    // The latency's buckets hold the same requests: every one falls within +Inf.
    expect(sampleValue(after, 'tamga_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      count(after),
    )
  })

  it('reports the database: PostgreSQL’s pool by state, or that PGlite is embedded', async () => {
    const now = await samples()
    expect(sampleValue(now, 'tamga_database_embedded', { backend: backend.name })).toBe(
      backend.name === 'pglite' ? 1 : 0,
    )
    const pool = now.filter((sample) => sample.name === 'tamga_database_pool_connections')
    if (backend.name === 'pglite') {
      expect(pool).toEqual([])
    } else {
      expect(pool.map((sample) => sample.labels.state).sort()).toEqual(['idle', 'total', 'waiting'])
      expect(sampleValue(now, 'tamga_database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1)
    }
  })

  it('counts a process started by a record write, a step acted on, and the mails they sent', async () => {
    const before = await samples()
    const record = await fileApplication(server)
    const state = await stateOf(server, 'applicant', record.id)
    expect((await actAt(server, 'applicant', state, 'start', { port: 'submit' })).status).toBe(200)
    // The assignees' mails go out after the answer: wait for the outbox to take them.
    const mailed = (of: readonly Sample[]) =>
      sampleValue(of, 'tamga_mails_total', { outcome: 'sent', transport: 'outbox' })
    let after = await samples()
    for (let waited = 0; mailed(after) === mailed(before) && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      after = await samples()
    }
    const actions = (of: readonly Sample[], kind: string) => sampleValue(of, 'tamga_workflow_actions_total', { kind })
    expect(actions(after, 'start') - actions(before, 'start')).toBe(1)
    expect(actions(after, 'act') - actions(before, 'act')).toBe(1)
    expect(actions(after, 'vote') - actions(before, 'vote')).toBe(0)
    expect(mailed(after)).toBeGreaterThan(mailed(before))
  })
})

describe('the mailer’s count', () => {
  it('counts a mail the SMTP server could not take as failed, and passes the error on', async () => {
    const counted: Array<Record<string, string>> = []
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', dataDir: '/nonexistent-tamga-test', publicUrl: 'http://localhost' },
      { sent: { inc: (labels) => void counted.push({ ...(labels as Record<string, string>) }) } },
    )
    try {
      await expect(mailer.send({ to: 'someone@example.com', subject: 'Сайн уу', text: 'Туршилт' })).rejects.toThrow()
      expect(counted).toEqual([{ outcome: 'failed', transport: 'smtp' }])
    } finally {
      mailer.close()
    }
  })
})
