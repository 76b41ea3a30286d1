// The deployment recipe of deploy/ as it runs: deploy/start-fleet.sh starts HAProxy in front of
// three `tamga start` processes on a new PostgreSQL database and Redis, and everything here goes
// through the balancer (or, where the point is crossing instances, to one instance's own port):
// signing in and listing, a file uploaded through one instance read through the other, a
// subscription hearing writes made through either instance, an instance stopped with SIGTERM under
// a loop of writes and reads (it drains: no read fails, and a write it refuses with 503 was not
// made), and one killed with SIGKILL under it: the balancer moves the traffic, no acknowledged
// write is lost and no write is left half done.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPostgresDatabase, describeOnPostgres } from '../db/testing.ts'
import { GraphqlSubscriber } from '../graphql/testing.ts'
import { TEST_REDIS_URL, withTestRedis } from '../testRedis.ts'
import { freePort, serverScratch } from './serverProcess.testing.ts'

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..')
const script = join(repoRoot, 'deploy', 'start-fleet.sh')
const ADMIN_PASSWORD = 'Adm1n!pass-recipe'

/** Where HAProxy is, if this machine has it. */
function haproxyPath(): string | undefined {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' })
      return candidate
    } catch {}
  }
  return undefined
}

/** The first of `count` consecutive free loopback ports: the script's instance ports. */
async function consecutiveFreePorts(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
  for (;;) {
    const first = await freePort()
    let all = true
    for (let next = first + 1; next < first + count && all; next++) all = await free(next)
    if (all) return first
  }
}

interface Outcome {
  method: string
  /** The status, or 0 when no answer came. */
  status: number
  /** When the request was sent: `performance.now()`, then ms since the instance was killed (negative: before). */
  sentAt: number
  error?: string
  /** A write's title. */
  title?: string
}

// HAProxy is in CI's packages (.ci/run), as Redis is in CI: there a missing one fails the test
// rather than skips it (withTestRedis says the same of Redis).
const withHaproxy = process.env.CI === 'true' || haproxyPath() !== undefined

describeOnPostgres(
  'the deployment recipe: HAProxy in front of three instances',
  (postgres) => {
    describe.runIf(withHaproxy && withTestRedis)('with HAProxy and Redis', () => {
      let scratch = ''
      let fleet: ChildProcess | undefined
      let output = ''
      let drop: () => Promise<void> = async () => undefined
      let databaseUrl = ''
      let balancer = ''
      const instances: string[] = []
      let headers: Record<string, string> = {}
      let bearerId = 0

      beforeAll(async () => {
        const made = await serverScratch('tamga-recipe-')
        scratch = made.folder
        const portal = made.portal
        const created = await createTestPostgresDatabase(postgres.url)
        drop = created.drop
        databaseUrl = created.url
        const port = await freePort()
        const firstPort = await consecutiveFreePorts(3)
        balancer = `http://127.0.0.1:${port}`
        for (let index = 0; index < 3; index++) instances.push(`http://127.0.0.1:${firstPort + index}`)
        fleet = spawn('bash', [script], {
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            REDIS_URL: TEST_REDIS_URL,
            TAMGA_FLEET_SIZE: '3',
            TAMGA_FLEET_PORT: String(port),
            TAMGA_FLEET_BIND: '127.0.0.1',
            TAMGA_FLEET_FIRST_PORT: String(firstPort),
            TAMGA_FLEET_DIR: join(scratch, 'fleet'),
            // The portal's build is not what this test is about; the server bundle is built.
            TAMGA_FLEET_BUILD: '0',
            TAMGA_PORTAL_DIR: portal,
            TAMGA_PROJECT: made.project,
            TAMGA_ADMIN_PASSWORD: ADMIN_PASSWORD,
            LOG_LEVEL: 'warn',
          },
          // A group of its own, so that cleaning up after a failure reaches every process it started.
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        fleet.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString()
        })
        fleet.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString()
        })
        // Ready when both instances are, each on its own port, and the balancer answers.
        const until = Date.now() + 300_000
        const ready = (url: string) =>
          fetch(`${url}/api/health/ready`).then(
            (response) => response.status === 200,
            () => false,
          )
        for (;;) {
          if (fleet.exitCode !== null) throw new Error(`start-fleet.sh exited with ${fleet.exitCode}:\n${output}`)
          if ((await Promise.all([balancer, ...instances].map(ready))).every(Boolean)) break
          if (Date.now() > until) throw new Error(`the fleet was not ready in time:\n${output}`)
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
        // A new database on PostgreSQL has no demo rows: the heritage bearer the applications name.
        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        try {
          const bearer = await client.query<{ id: string }>(
            `insert into heritage_bearer (last_name, first_name) values ('Дорж', 'Бат') returning id::text`,
          )
          bearerId = Number(bearer.rows[0]?.id)
        } finally {
          await client.end()
        }
        // HAProxy takes an instance in after two good checks, half a second apart.
        await new Promise((resolve) => setTimeout(resolve, 1500))
      }, 360_000)

      afterAll(async () => {
        const child = fleet
        if (child !== undefined && child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve))
          child.kill('SIGTERM')
          const timer = setTimeout(() => {
            if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
          }, 20_000)
          await exited
          clearTimeout(timer)
        }
        await drop()
        await rm(scratch, { recursive: true, force: true })
      }, 60_000)

      const jsonHeaders = () => ({ ...headers, 'content-type': 'application/json' })

      it('signs in and lists records through the balancer, each answer with its own request id', async () => {
        const signIn = await fetch(`${balancer}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ login: 'admin', password: ADMIN_PASSWORD }),
        })
        expect(signIn.status, await signIn.clone().text()).toBe(200)
        const { token } = (await signIn.json()) as { token: string }
        headers = { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` }
        // The one record the lists are to show, made through the balancer.
        const created = await fetch(`${balancer}/api/records/applications`, {
          method: 'POST',
          headers: jsonHeaders(),
          body: JSON.stringify({ heritage_bearer_id: bearerId, title: 'through the balancer', amount: 1000 }),
        })
        expect(created.status, await created.clone().text()).toBe(200)
        // Round-robin: of six lists, two go to each instance, which all know the session.
        const ids = new Set<string>()
        for (let round = 0; round < 6; round++) {
          const listed = await fetch(`${balancer}/api/records/applications?pageSize=5`, { headers })
          expect(listed.status).toBe(200)
          const page = (await listed.json()) as { rows: Array<{ title: string }> }
          expect(page.rows.map((row) => row.title)).toContain('through the balancer')
          ids.add(listed.headers.get('x-request-id') ?? '')
        }
        expect(ids.size).toBe(6)
        expect([...ids].every((id) => /^[0-9A-F]+-[0-9A-F]+-[0-9A-F]+-[0-9A-F]+-[0-9A-F]+$/.test(id))).toBe(true)
      })

      it('a file uploaded through one instance’s port is read through the other’s and through the balancer', async () => {
        const [a, b] = instances
        const bytes = Buffer.concat([
          Buffer.from('%PDF-1.4\n'),
          Buffer.from(randomBytes(200_000).toString('hex')),
          Buffer.from('\n%%EOF\n'),
        ])
        const form = new FormData()
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'scan.pdf')
        const uploaded = await fetch(`${a}/api/records/applications/uploads/attachment`, {
          method: 'POST',
          headers,
          body: form,
        })
        expect(uploaded.status).toBe(201)
        const { files } = (await uploaded.json()) as { files: Array<{ url: string }> }
        const url = files[0]?.url ?? ''
        for (const origin of [b, balancer, balancer]) {
          const read = await fetch(`${origin}${url}`, { headers })
          expect(read.status).toBe(200)
          expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true)
        }
      })

      it('a subscription made through the balancer hears writes made through either instance', async () => {
        type Change = { action: string; id: string; row: { id: string; title: string } | null }
        const socketUrl = `${balancer.replace('http', 'ws')}/api/graphql`
        const subscriber = await GraphqlSubscriber.open<Change>(
          socketUrl,
          headers,
          'subscription { newsChanged { action id row { id title } } }',
        )
        const create = async (origin: string | undefined, title: string) => {
          const response = await fetch(`${origin}/api/records/news`, {
            method: 'POST',
            headers: jsonHeaders(),
            body: JSON.stringify({ title, body: `<p>${title}</p>` }),
          })
          expect(response.status, await response.clone().text()).toBe(200)
          return String(((await response.json()) as { record: { id: unknown } }).record.id)
        }
        try {
          // A subscription goes live a moment after it is sent, with no message to say so.
          let live = false
          for (let round = 0; round < 40 && !live; round++) {
            await create(instances[0], `probe ${round}`)
            live = (await subscriber.next(250)) !== undefined
          }
          expect(live, JSON.stringify(subscriber.errors)).toBe(true)
          while ((await subscriber.next(300)) !== undefined) {}
          // One write through each instance: one of them holds the socket, the other reaches it through Redis.
          const first = await create(instances[0], 'through the first instance')
          const second = await create(instances[1], 'through the second instance')
          const heard = [await subscriber.next(5000), await subscriber.next(5000)]
          expect(heard.map((change) => [change?.action, change?.id, change?.row?.title]).sort()).toEqual(
            [
              ['INSERT', first, 'through the first instance'],
              ['INSERT', second, 'through the second instance'],
            ].sort(),
          )
          expect(subscriber.errors).toEqual([])
        } finally {
          subscriber.close()
        }
      })

      /** What a loop of writes and reads through the balancer saw while an instance was stopped. */
      interface Stopped {
        /** Each request, `sentAt` in ms since the signal. */
        outcomes: Outcome[]
        /** Titles of the writes answered 200, by record id. */
        acknowledged: Map<string, string>
        failed: Outcome[]
        /** When HAProxy logged the instance DOWN, in ms since the signal. */
        outAfter: number
        loops: number
      }

      /**
       * Three writers and a reader loop through the balancer; two seconds in, instance `index`
       * (0-based) is sent `signal`; six seconds later the loops stop.
       */
      const stopUnderLoad = async (index: number, signal: 'SIGTERM' | 'SIGKILL'): Promise<Stopped> => {
        const pid = Number((await readFile(join(scratch, 'fleet', `instance-${index + 1}.pid`), 'utf8')).trim())
        const outcomes: Outcome[] = []
        const acknowledged = new Map<string, string>()
        let stop = false
        const timed = async (
          method: string,
          run: () => Promise<Response>,
          title?: string,
        ): Promise<Response | undefined> => {
          const sentAt = performance.now()
          try {
            const response = await run()
            outcomes.push({ method, status: response.status, sentAt, title })
            return response
          } catch (error) {
            const cause = String((error as { cause?: unknown }).cause)
            outcomes.push({ method, status: 0, sentAt, title, error: `${String(error)} (${cause})` })
            return undefined
          }
        }
        const writer = async () => {
          while (!stop) {
            const title = `load ${signal} ${randomBytes(6).toString('hex')}`
            const response = await timed(
              'POST',
              () =>
                fetch(`${balancer}/api/records/applications`, {
                  method: 'POST',
                  headers: jsonHeaders(),
                  body: JSON.stringify({
                    heritage_bearer_id: bearerId,
                    title,
                    description: `all of ${title}`,
                    amount: 4321,
                  }),
                }),
              title,
            )
            if (response?.status === 200) {
              const { record } = (await response.json()) as { record: { id: unknown } }
              acknowledged.set(String(record.id), title)
            } else await response?.arrayBuffer()
          }
        }
        const reader = async () => {
          while (!stop) {
            const response = await timed('GET', () =>
              fetch(`${balancer}/api/records/applications?pageSize=20`, { headers }),
            )
            await response?.arrayBuffer()
          }
        }
        const loops = [writer(), writer(), writer(), reader()]
        await new Promise((resolve) => setTimeout(resolve, 2000))
        const logFrom = output.length
        const signalledAt = performance.now()
        process.kill(pid, signal)
        // HAProxy says when it takes the instance out (its checks, or a request refused).
        let outAfter = Number.NaN
        while (performance.now() - signalledAt < 6000) {
          if (Number.isNaN(outAfter) && output.includes(`tamga/tamga${index + 1} is DOWN`, logFrom)) {
            outAfter = performance.now() - signalledAt
          }
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        stop = true
        await Promise.all(loops)
        for (const outcome of outcomes) outcome.sentAt -= signalledAt
        // It was the server itself that stopped: its port refuses.
        const refused = await fetch(`${instances[index]}/api/health/live`).then(
          () => false,
          () => true,
        )
        expect(refused).toBe(true)

        const failed = outcomes.filter((outcome) => outcome.status !== 200)
        const after = outcomes.filter((outcome) => outcome.sentAt > 0)
        // What the balancer logged of the requests that did not end well: status and termination state.
        const unanswered = output
          .slice(logFrom)
          .split('\n')
          .filter((line) => / tamga\/(tamga\d|<NOSRV>) /.test(line) && !/ 200 \d+ ---- /.test(line))
        console.log(
          `recipe, ${signal}: ${outcomes.length} requests (${after.length} after the signal), ${failed.length} failed`,
          failed
            .map(
              (outcome) => `${outcome.method} ${outcome.status || outcome.error} sent ${outcome.sentAt.toFixed(0)} ms`,
            )
            .join('; '),
          `\nHAProxy took the instance out ${outAfter.toFixed(0)} ms after the signal; logged:\n${unanswered.join('\n')}`,
        )
        expect(outAfter).toBeLessThan(2000)
        expect(after.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(20)
        return { outcomes, acknowledged, failed, outAfter, loops: loops.length }
      }

      it('an instance stopped with SIGTERM under load drains: the balancer moves traffic and no request fails', async () => {
        const { failed } = await stopUnderLoad(2, 'SIGTERM')
        // Every GET answers. The draining instance serves what reaches it on a connection already
        // open (return503OnClosing off); only a POST sent on a kept-alive connection in the instant
        // the instance closes it can be lost, which HAProxy does not resend, as it cannot know the
        // write was not made: it was not.
        expect(failed.filter((outcome) => outcome.method !== 'POST')).toEqual([])
        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        try {
          const titles = failed.map((outcome) => outcome.title ?? '')
          const made = await client.query('select id from application where title = any($1)', [titles])
          expect(made.rows).toEqual([])
        } finally {
          await client.end()
        }
      })

      it('an instance killed under load: traffic moves, no acknowledged write is lost, none is half done', async () => {
        const { failed, acknowledged, loops } = await stopUnderLoad(0, 'SIGKILL')
        // Only writes in flight on the dead instance may fail (a 502, or, on a kept-alive
        // connection, HAProxy closing it without a word as the instance did): those under way at
        // the kill and those HAProxy sent on a connection to it in the moment before it learnt
        // of the death (the first refused connection takes it out), so at most two per writer,
        // none sent more than a moment after the kill. Every GET is sent again elsewhere.
        const writers = loops - 1
        expect(failed.length).toBeLessThanOrEqual(2 * writers)
        expect(failed.every((outcome) => outcome.sentAt < 500)).toBe(true)
        expect(failed.filter((outcome) => outcome.method !== 'POST')).toEqual([])

        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        try {
          const rows = await client.query<{ id: string; title: string; amount: string; description: string | null }>(
            `select id::text, title, amount::text, description from application where title like 'load SIGKILL %'`,
          )
          const stored = new Map(rows.rows.map((row) => [row.id, row]))
          // Every acknowledged write is there, as it was written.
          for (const [id, title] of acknowledged) {
            expect(stored.get(id)).toMatchObject({ title, description: `all of ${title}` })
            expect(Number(stored.get(id)?.amount)).toBe(4321)
          }
          // Every write there (acknowledged or cut off before its answer) is whole: all its fields
          // and its log entry, written in the same transaction.
          for (const row of stored.values()) {
            expect(row.description).toBe(`all of ${row.title}`)
            expect(Number(row.amount)).toBe(4321)
          }
          const logged = await client.query<{ row_id: string }>(
            `select row_id from tamga_crud_log where table_name = 'application' and action = 'create'`,
          )
          const loggedIds = new Set(logged.rows.map((row) => row.row_id))
          expect([...stored.keys()].filter((id) => !loggedIds.has(id))).toEqual([])
          console.log(
            `recipe: ${acknowledged.size} writes acknowledged, ${stored.size} stored, ` +
              `${stored.size - acknowledged.size} stored without an acknowledgement`,
          )
          // A write stored without an acknowledgement is one whose answer was lost with the instance.
          const failedTitles = new Set(failed.map((outcome) => outcome.title))
          const unacknowledged = [...stored.entries()].filter(([id]) => !acknowledged.has(id))
          expect(unacknowledged.filter(([, row]) => !failedTitles.has(row.title))).toEqual([])
        } finally {
          await client.end()
        }
      })
    })
  },
  { timeout: 120_000 },
)
