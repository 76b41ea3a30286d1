// Issue 28's conformance suite: the same HTTP cases (data files in conformance/) run against
// Tamga's own server and against the Go server generated from the same project, both on one
// PostgreSQL database. A case that passes on one and fails on the other fails the suite, and
// the cases marked `same` must get the same answer, byte for byte, from both.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateGo } from '../src/go/generateGo.ts'
import { describeProject } from '../src/plan/describeProject.ts'
import { type CaseResult, readCaseFiles, runCases, type Target } from './conformance/runCases.ts'
import { commandWorks, run, writeTreeTo } from './goProject.ts'
import { heritageProject, REPOSITORY_ROOT } from './readProject.ts'
import { databaseUrl, freePort, hasPostgres, psql, type StartedServer, startServer } from './servers.ts'

const hasGo = commandWorks('go', ['version'])
const postgres = hasPostgres()
// On CI a missing Go or PostgreSQL is a broken machine, not a reason to skip.
const skip = !(hasGo && postgres) && process.env.CI !== 'true'
const name = 'the conformance cases on Tamga and on the generated Go server'

// The demo accounts `tamga seed --demo-accounts` makes (engine-server's seed/demoPassword.ts).
const PASSWORD = 'Demo#2026'
const TAMGA = join(REPOSITORY_ROOT, 'packages', 'engine-server', 'bin', 'tamga.mjs')

/**
 * A code's two letters of a run's own, so the records each run makes never meet (`AB-701`; the
 * seed's codes are numbered from 001, so no letters of a run can meet one of them).
 */
function letters(): string {
  const [a = 0, b = 0] = randomBytes(2)
  return String.fromCharCode(65 + (a % 26), 65 + (b % 26))
}

/**
 * An answer with the run's own names taken out, for comparing two runs' answers, and the values
 * of the case's `masked` keys (the times its entries were written) wherever they are.
 */
function withoutRun(result: CaseResult, values: Record<string, string>, masked: readonly string[] = []): string {
  const mask = (key: string, value: unknown) => (masked.includes(key) && value !== null ? '«masked»' : value)
  const text = (JSON.stringify(result.body, mask) ?? '')
    .replaceAll(values.run ?? '«run»', '«run»')
    .replaceAll(`"${values.letters}-`, '"«letters»-')
  return `${result.status} ${text}`
}

describe.skipIf(skip)(skip ? `${name} (needs go and PostgreSQL: set TAMGA_TEST_DATABASE_URL)` : name, () => {
  const folder = mkdtempSync(join(tmpdir(), 'tamga-conformance-'))
  const database = `tamga_conformance_${randomBytes(6).toString('hex')}`
  const files = readCaseFiles()
  const cases = files.flatMap((file) => file.cases)
  const servers: StartedServer[] = []
  const results = new Map<string, { values: Record<string, string>; results: CaseResult[] }>()
  const targets: Target[] = []
  // Without PostgreSQL the suite is skipped, but vitest still collects it: no URL to make then.
  const url = postgres ? databaseUrl(database) : ''

  beforeAll(async () => {
    if (!(hasGo && postgres)) throw new Error('CI=true, but go or PostgreSQL is missing')
    psql('postgres', `create database ${database}`)
    // The database as an operator makes it: Tamga's tables, the project's seed rows and
    // processes, and the demo accounts, all written by Tamga.
    run(REPOSITORY_ROOT, process.execPath, [TAMGA, 'seed', '--demo-accounts'], {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: undefined,
    })
    const tamgaPort = await freePort()
    servers.push(
      await startServer(
        process.execPath,
        [TAMGA, 'start'],
        {
          ...process.env,
          NODE_ENV: undefined,
          DATABASE_URL: url,
          PORT: String(tamgaPort),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        `http://127.0.0.1:${tamgaPort}/api/health`,
        120,
      ),
    )
    targets.push({ name: 'tamga', base: `http://127.0.0.1:${tamgaPort}/api`, password: PASSWORD })

    // The Go server over the very same database, which Tamga has already migrated: it is
    // started without -migrate, as a team would run it beside Tamga.
    writeTreeTo(generateGo(describeProject(heritageProject())), folder)
    run(folder, 'sh', ['scripts/vendor-debian.sh'])
    run(folder, 'go', ['build', '-o', 'server', './cmd/server'])
    const goPort = await freePort()
    servers.push(
      await startServer(
        join(folder, 'server'),
        [],
        { ...process.env, DATABASE_URL: `${url}?sslmode=disable`, ADDR: `127.0.0.1:${goPort}` },
        `http://127.0.0.1:${goPort}/health`,
        30,
      ),
    )
    targets.push({ name: 'go', base: `http://127.0.0.1:${goPort}`, password: PASSWORD })

    // The targets take each file in turn, on the rows the files before it left: the records
    // each run makes carry its own names.
    for (const target of targets) {
      results.set(target.name, {
        values: { run: `${target.name}-${randomBytes(3).toString('hex')}`, letters: letters() },
        results: [],
      })
    }
    for (const file of files) {
      for (const target of targets) {
        const run = results.get(target.name)
        run?.results.push(...(await runCases(target, file.cases, run.values)))
      }
    }
  }, 900_000)

  afterAll(async () => {
    for (const server of servers) await server.stop()
    if (postgres) psql('postgres', `drop database if exists ${database} with (force)`)
    rmSync(folder, { recursive: true, force: true })
  })

  it('has cases', () => {
    expect(cases.length).toBeGreaterThan(30)
  })

  for (const target of ['tamga', 'go']) {
    it(`passes every case on ${target}`, () => {
      const failed = (results.get(target)?.results ?? []).filter((result) => result.failure !== undefined)
      expect(failed.map((result) => `${result.name}: ${result.failure}`)).toEqual([])
      expect(results.get(target)?.results.length).toBe(cases.length)
    })
  }

  it('passes the test suite generated into it, which holds its copies of Tamga’s rules to the rules', () => {
    const output = run(folder, 'go', ['test', './...'])
    expect(output).toMatch(/^ok\s+\S+\/internal\/auth/m)
    expect(output).toMatch(/^ok\s+\S+\/internal\/records/m)
    expect(output).not.toMatch(/^FAIL/m)
  })

  it('makes the first super admin from the command line, who then signs in on Tamga', async () => {
    const createAdmin = (login: string, password: string) =>
      spawnSync(join(folder, 'server'), ['-create-admin', login], {
        env: { ...process.env, DATABASE_URL: `${url}?sslmode=disable`, TAMGA_ADMIN_PASSWORD: password },
        encoding: 'utf8',
      })
    const weak = createAdmin('first-admin', 'short')
    expect(weak.status).not.toBe(0)
    expect(weak.stderr).toContain('The password must have at least 8 characters')
    const made = createAdmin('first-admin', 'First#Admin2026')
    expect(made.status, made.stderr).toBe(0)
    expect(made.stderr).toContain('created the super admin "first-admin"')
    const again = createAdmin('FIRST-admin', 'First#Admin2026')
    expect(again.status).not.toBe(0)
    expect(again.stderr).toContain('already has an account')

    // Hashed by Go, verified by Tamga's argon2: the same account on both.
    const tamga = targets.find((target) => target.name === 'tamga')
    const response = await fetch(`${tamga?.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ login: 'first-admin', password: 'First#Admin2026' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: true, user: { login: 'first-admin', role: 1 } })
  })

  it('answers the cases marked `same` with the same status and body on both', () => {
    const tamga = results.get('tamga')
    const go = results.get('go')
    if (tamga === undefined || go === undefined) throw new Error('a target did not run')
    const differing = cases.flatMap((testCase, index) => {
      if (testCase.same !== true) return []
      const [left, right] = [tamga.results[index], go.results[index]]
      if (left === undefined || right === undefined) return [testCase.name]
      const [a, b] = [withoutRun(left, tamga.values, testCase.masked), withoutRun(right, go.values, testCase.masked)]
      return a === b ? [] : [`${testCase.name}\n  tamga: ${a}\n  go:    ${b}`]
    })
    expect(differing).toEqual([])
  })
})
