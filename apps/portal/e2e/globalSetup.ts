import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
// Vitest loads a global setup file without the workspace's `@tamga/source` condition, so the
// server runs as its own process (as `npm start` runs it) and the SMTP helper is imported by path.
import { startTestSmtpServer, type TestSmtpServer } from '../../../packages/engine-server/src/testing.ts'
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './chromium.ts'
import { startServer } from './server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The servers the browser test files run against, one per file run at once (the browser
     * project's `maxWorkers`): a file talks to the one of its worker (`VITEST_POOL_ID`), so two
     * files at once never share a database, a mailbox or a sign-in limit.
     */
    lanes: BrowserLane[]
    /** Playwright's browser server endpoint. */
    browserEndpoint: string
    /** Why the browser tests are skipped, or empty. */
    skipReason: string
  }
}

/** One server the browser tests talk to, with its own database and its own mailbox. */
export interface BrowserLane {
  /** The server's address, e.g. http://127.0.0.1:41234. */
  baseUrl: string
  /**
   * Its test SMTP server's mailbox over HTTP (`GET` answers every mail received so far as
   * `[{ to, subject, text }]`): the test files run in other processes than the SMTP server.
   */
  mailboxUrl: string
}

const repositoryRoot = resolve(import.meta.dirname, '../../..')
const projectDir = join(repositoryRoot, 'examples/heritage')

/**
 * Builds the portal and the public site's browser code where `npm start` serves them from, as
 * `npm start` does: only when a source changed since the last build (scripts/run.mjs).
 */
function buildApps(): { portalDir: string; siteDir: string } {
  const built = spawnSync(process.execPath, [join(repositoryRoot, 'scripts/run.mjs'), 'build'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error(`building the portal and the site failed (${built.status ?? built.signal})`)
  return {
    portalDir: join(repositoryRoot, 'apps/portal/dist'),
    siteDir: join(repositoryRoot, 'packages/site/dist/client'),
  }
}

/** Answers the mails the SMTP server received, as JSON, on a loopback port. */
async function serveMailbox(smtp: TestSmtpServer): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    const mails = smtp.received.map((mail) => ({
      to: mail.recipients,
      subject: mail.parsed.subject ?? '',
      text: mail.parsed.text ?? '',
    }))
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails))
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the mailbox is not on a TCP port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  }
}

/** A server with a fresh embedded database seeded with the heritage example, its mail going to a test SMTP server of its own. */
async function startLane(work: string, dirs: { portalDir: string; siteDir: string }) {
  const smtp = await startTestSmtpServer()
  const mailbox = await serveMailbox(smtp)
  const server = await startServer({
    DATA_DIR: join(work, 'data'),
    TAMGA_PROJECT: projectDir,
    TAMGA_PORTAL_DIR: dirs.portalDir,
    TAMGA_SITE_DIR: dirs.siteDir,
    SMTP_URL: smtp.url,
    // Every browser test signs in from 127.0.0.1: one address for the whole suite, whose few
    // deliberate wrong passwords must not lock out the tests that follow.
    TAMGA_LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
    // Nor may the suite's sign-ins, faster than an office's (each file signs in several
    // roles), reach the per-address rate limit; the other limits keep their defaults.
    TAMGA_RATE_LIMIT_SIGN_IN: '1000',
  })
  return {
    lane: { baseUrl: server.url, mailboxUrl: mailbox.url },
    stop: async () => {
      await server.stop()
      await mailbox.close()
      await smtp.close()
    },
  }
}

/**
 * Builds the portal and the public site, starts one server per browser test file run at once
 * (each with a fresh embedded database seeded with the heritage example and mail going to a
 * test SMTP server), and one headless Chromium that every browser test file connects to.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(TEST_BROWSER_PATH)) {
    if (process.env.CI === 'true') throw new Error(`${TEST_BROWSER_PATH} is missing: apt-get install -y chromium`)
    project.provide('skipReason', `no Chromium at ${TEST_BROWSER_PATH} (apt-get install -y chromium)`)
    project.provide('lanes', [])
    project.provide('browserEndpoint', '')
    return async () => {}
  }
  const work = await mkdtemp(join(tmpdir(), 'tamga-e2e-'))
  const dirs = buildApps()
  const count = Math.max(1, project.config.maxWorkers)
  const lanes = await Promise.all(
    Array.from({ length: count }, (_, index) => startLane(join(work, `lane-${index + 1}`), dirs)),
  )
  const browser = await chromium.launchServer({
    executablePath: TEST_BROWSER_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  })

  project.provide('skipReason', '')
  project.provide(
    'lanes',
    lanes.map((started) => started.lane),
  )
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    for (const started of lanes) await started.stop()
    await rm(work, { recursive: true, force: true })
  }
}
