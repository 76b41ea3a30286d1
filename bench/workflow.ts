// The approval workflow under load, through the real server (a process of its own, as `tamga
// start` runs it) on a fresh PostgreSQL database with the heritage project: applicants file
// APPLICATIONS applications and submit them, then staff check them all (CHECK → approve, with
// a typed signature) over CONCURRENCY connections: step actions per second and the latency of
// one action. Then one application goes through a realistic history (three rounds: sent back
// by staff, sent back by the council's vote, then approved; three council votes a round, every
// act signed), and autocannon measures GET /api/process/history/{id} on it: p50/p99.
// Prints figures; asserts nothing.
//
//   npm run bench:workflow
//   TAMGA_BENCH_DATABASE_URL=postgres://… APPLICATIONS=400 CONCURRENCY=10 DURATION=10 npm run bench:workflow
import { join } from 'node:path'
import type { ModelDocument, ProcessState } from '@tamga/schema'
import { loadConfig } from '../packages/engine-server/src/config.ts'
import { DEMO_PASSWORD, seedDemoAccounts } from '../packages/engine-server/src/seed/accounts.ts'
import { prepareInstance, seedProjectRows } from '../packages/engine-server/src/server/prepareInstance.ts'
import { createBenchDatabase } from './support/benchDatabase.ts'
import { REPOSITORY_ROOT, writeBenchProject } from './support/benchProject.ts'
import { describeLoad, describeMachine, LOAD_SETTINGS, loadTest } from './support/loadTest.ts'
import { type ServerProcess, startTamgaProcess } from './support/serverProcess.ts'
import { type SessionHeaders, signIn } from './support/signIn.ts'

const APPLICATIONS = Number(process.env.APPLICATIONS ?? 300)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? LOAD_SETTINGS.connections)
const COUNCIL = ['council1', 'council2', 'council3'] as const

type Json = Record<string, unknown>

/** Calls the API of the server at `origin`; throws on anything but 200. */
async function api<T = ProcessState>(
  origin: string,
  headers: SessionHeaders,
  method: 'GET' | 'POST',
  path: string,
  body?: Json,
): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as T
  if (response.status !== 200)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`)
  return answer
}

/** Runs `work` on every item with at most `concurrency` at a time; answers each call's milliseconds and the wall time. */
async function concurrently<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<unknown>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      const at = performance.now()
      await work(item)
      latencies.push(performance.now() - at)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return { latencies, seconds: (performance.now() - started) / 1000 }
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

function describeActions(run: { latencies: number[]; seconds: number }): string {
  const { latencies, seconds } = run
  return `${(latencies.length / seconds).toFixed(1)} actions/s, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms (${latencies.length} actions in ${seconds.toFixed(1)} s)`
}

function openStep(state: ProcessState, nodeId: string) {
  const step = state.openSteps.find((candidate) => candidate.status_id === nodeId)
  if (step === undefined) throw new Error(`no open step "${nodeId}" (open: ${state.openSteps.map((s) => s.status_id)})`)
  return step
}

const signed = (text: string) => ({ type: 'text', text })

console.log(`${describeMachine()}; ${APPLICATIONS} applications, ${CONCURRENCY} concurrent actions\n`)
const database = await createBenchDatabase('workflow')
const project = await writeBenchProject([])
let server: ServerProcess | undefined
try {
  // The heritage project on PostgreSQL, with its demo accounts and seed rows (bearers to apply for).
  const config = loadConfig(
    { DATABASE_URL: database.url, TAMGA_PROJECT: project.dir, TAMGA_ADMIN_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'warn' },
    REPOSITORY_ROOT,
  )
  const { instance } = await prepareInstance(config)
  try {
    await seedDemoAccounts(instance.database.db)
    const models: ModelDocument[] = (await instance.store.list('model')).map((entry) => entry.document)
    // The bench project holds the heritage documents only; its seed rows are read where they are.
    await seedProjectRows(instance.database, models, join(REPOSITORY_ROOT, 'examples', 'heritage'))
  } finally {
    await instance.close()
  }
  server = await startTamgaProcess({
    env: { DATABASE_URL: database.url, TAMGA_PROJECT: project.dir, LOG_LEVEL: 'error' },
  })
  const origin = server.origin
  const as = new Map<string, SessionHeaders>()
  for (const login of ['applicant', 'staff', ...COUNCIL]) as.set(login, await signIn(origin, login))
  const session = (login: string) => as.get(login) as SessionHeaders
  const council = (
    await database.query<{ id: number }>('select id from tamga_user where login = any($1) order by login', [
      [...COUNCIL],
    ])
  ).map((row) => Number(row.id))

  const file = async (title: string) =>
    (
      await api<{ record: Json }>(origin, session('applicant'), 'POST', '/records/applications', {
        heritage_bearer_id: 1,
        title,
        amount: 1_500_000,
      })
    ).record.id
  const stateOf = (login: string, rowId: unknown) =>
    api(origin, session(login), 'GET', `/process/of/applications/${String(rowId)}`)
  const act = (login: string, state: ProcessState, nodeId: string, body: Json) =>
    api(origin, session(login), 'POST', `/process/${state.processId}/steps/${openStep(state, nodeId).id}/act`, body)

  // Filing and submitting: not measured as step actions (a create is a record write).
  const indexes = Array.from({ length: APPLICATIONS }, (_, index) => index)
  const ids: unknown[] = []
  const filing = await concurrently(indexes, CONCURRENCY, async (index) => {
    ids.push(await file(`Ачааллын өргөдөл ${index + 1}`))
  })
  console.log(`records created (each starts its process): ${describeActions(filing).replace(/actions/g, 'creates')}`)
  const submitted = await concurrently(ids, CONCURRENCY, async (id) =>
    act('applicant', await stateOf('applicant', id), 'start', { port: 'submit', description: 'Илгээв' }),
  )
  console.log(`START → submit by the applicant (state read + act): ${describeActions(submitted)}`)

  // What is measured: the staff's act alone, on states read before.
  const states: ProcessState[] = []
  for (const id of ids) states.push(await stateOf('staff', id))
  const checked = await concurrently(states, CONCURRENCY, (state) =>
    act('staff', state, 'check', { port: 'approve', description: 'Бүрдэл хангасан', signature: signed('Дорж Сарнай') }),
  )
  console.log(`CHECK → approve by staff, signed:                 ${describeActions(checked)}`)

  // One application with a realistic history: three rounds, three votes in each of the last two.
  const id = await file('Түүхтэй өргөдөл')
  let state = await act('applicant', await stateOf('applicant', id), 'start', { port: 'submit' })
  state = await act('staff', await stateOf('staff', id), 'check', {
    port: 'send-back',
    description: 'Хавсралт дутуу',
    signature: signed('Дорж Сарнай'),
  })
  state = await act('applicant', await stateOf('applicant', id), 're-create', {
    port: 'resubmit',
    description: 'Нэмэв',
  })
  for (const round of [2, 3]) {
    state = await act('staff', await stateOf('staff', id), 'check', {
      port: 'approve',
      signature: signed('Дорж Сарнай'),
    })
    state = await act('staff', state, 'prepare-vote', { port: 'ready', voters: council })
    const vote = openStep(state, 'vote')
    for (const [index, login] of COUNCIL.entries()) {
      // Round 2: the council asks for more material; round 3: it supports the application.
      const choice = round === 2 ? (index === 0 ? 'approve' : 'recreate') : index === 2 ? 'reject' : 'approve'
      state = await api(origin, session(login), 'POST', `/process/${state.processId}/steps/${vote.id}/vote`, {
        vote: choice,
        description: `${login}-ийн санал`,
        signature: signed(login),
      })
    }
    if (round === 2) {
      state = await act('applicant', await stateOf('applicant', id), 're-create', { port: 'resubmit' })
    }
  }
  state = await act('staff', await stateOf('staff', id), 'summary', {
    port: 'approve',
    signature: signed('Дорж Сарнай'),
  })
  const history = await api<{ statusHistories: unknown[]; votingPeople: unknown[]; actionNumbers: unknown[] }>(
    origin,
    session('staff'),
    'GET',
    `/process/history/${state.processId}`,
  )
  console.log(
    `\nhistory of process ${state.processId} (${state.status_type}): ${history.statusHistories.length} entries, ` +
      `${history.actionNumbers.length} rounds, ${history.votingPeople.length} voters in the last vote`,
  )
  const result = await loadTest({
    url: `${origin}/api/process/history/${state.processId}`,
    headers: session('staff'),
  })
  console.log(`GET /api/process/history/${state.processId} as staff: ${describeLoad(result)}`)
} finally {
  await server?.stop()
  await project.remove()
  await database.drop()
}
