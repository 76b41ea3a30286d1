// A GraphQL list of 20 applications, each with its votes (one nested sub-table), from 100,000
// applications and 500,000 votes in one fresh PostgreSQL database, served side by side in one
// run by three servers, each a process of its own:
//   - Tamga: `POST /api/query` of the real server (prepareInstance + buildApp), from a GraphQL
//     entry for `application` with the sub-table `votes`, signed in as the super admin;
//   - PostGraphile 4 (4.14) as a library behind node:http, with its production options;
//   - the floor: node:http and pg, one hand-written statement building the same JSON.
// Every answer is checked (same applications, same votes) before autocannon measures them: each
// warmed up, then in turns (ROUNDS rounds, each giving every server a slice of its DURATION),
// so that the shared machine's drift falls on all three alike. Prints req/s, p50 and p99 for
// each over all its slices and the ratios (targets: Tamga ≥ 2× PostGraphile, ≥ 0.6× the floor);
// asserts nothing. Tamga is "not available" until its server answers `/api/query`. A second case (support/relationCase.ts) filters applications through
// two many-to-one relations (their bearer's province) and answers the bearer and province as
// objects, checked and measured the same way.
// An aggregate case (support/aggregateCase.ts) counts, sums and groups applications, checked and
// measured the same way against a floor of its own and PostGraphile with `@graphile/pg-aggregates`.
//
//   npm run bench:graphql
//   TAMGA_BENCH_DATABASE_URL=postgres://… CONNECTIONS=10 DURATION=10 WARM_UP=3 ROUNDS=5 npm run bench:graphql
//   TAMGA_GRAPHQL_QUERY='{ … }'   the query sent to Tamga, instead of one read from its schema
//   BENCH_CPU_PROF=/tmp/prof npm run bench:graphql   (CPU profiles of the three servers)
import type { TamgaDocument } from '@tamga/schema'
import { loadConfig } from '../packages/engine-server/src/config.ts'
import { DEMO_PASSWORD } from '../packages/engine-server/src/seed/accounts.ts'
import { prepareInstance } from '../packages/engine-server/src/server/prepareInstance.ts'
import { POSTGRAPHILE_AGGREGATE_QUERY, summariseAggregate, TAMGA_AGGREGATE_QUERY } from './support/aggregateCase.ts'
import { type BenchDatabase, createBenchDatabase } from './support/benchDatabase.ts'
import { REPOSITORY_ROOT, writeBenchProject } from './support/benchProject.ts'
import { describeLoad, describeMachine, LOAD_SETTINGS, type LoadResult, loadTestInTurns } from './support/loadTest.ts'
import {
  POSTGRAPHILE_RELATION_QUERY,
  prepareRelationData,
  RELATION_DOCUMENTS,
  summariseRelations,
  TAMGA_RELATION_QUERY,
} from './support/relationCase.ts'
import { type ServerProcess, startServerProcess, startTamgaProcess } from './support/serverProcess.ts'
import { signIn } from './support/signIn.ts'
import { tamgaListQuery } from './support/tamgaQuery.ts'

const APPLICATIONS = Number(process.env.APPLICATIONS ?? 100_000)
const VOTES = Number(process.env.VOTES ?? 500_000)
const PAGE = 20

const POSTGRAPHILE_QUERY = `{
  allApplications(first: ${PAGE}, orderBy: PRIMARY_KEY_ASC) {
    nodes { id title votesByApplicationId(orderBy: PRIMARY_KEY_ASC) { nodes { id value } } }
  }
}`

/** The vote model and the GraphQL entry of applications with their votes (the heritage project has the application model). */
function benchDocuments(): TamgaDocument[] {
  return [
    {
      kind: 'model',
      version: 1,
      name: 'vote',
      title: { en_US: 'Vote', mn_MN: 'Санал' },
      table: 'vote',
      columns: [
        { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
        { name: 'application_id', type: 'bigint', nullable: false },
        { name: 'voter_id', type: 'bigint' },
        { name: 'value', type: 'integer', nullable: false, comment: '1 for, -1 against, 0 abstains' },
        { name: 'created_at', type: 'timestamptz', nullable: false, default: { named: 'now' } },
      ],
      primaryKey: ['id'],
      indexes: [{ columns: ['application_id'] }],
      foreignKeys: [
        { columns: ['application_id'], references: { model: 'application', columns: ['id'] }, onDelete: 'cascade' },
      ],
    },
    {
      kind: 'graphql',
      version: 1,
      name: 'application',
      title: { en_US: 'Applications with their votes', mn_MN: 'Өргөдөл, саналын хамт' },
      model: 'application',
      typeName: 'Application',
      idField: 'id',
      hiddenFields: ['deleted_at'],
      subTables: [{ model: 'vote', name: 'votes', connectionField: 'application_id', parentIdField: 'id' }],
    },
    ...RELATION_DOCUMENTS,
  ]
}

async function prepareData(database: BenchDatabase, projectDir: string): Promise<void> {
  const config = loadConfig(
    { DATABASE_URL: database.url, TAMGA_PROJECT: projectDir, TAMGA_ADMIN_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'warn' },
    REPOSITORY_ROOT,
  )
  const { instance } = await prepareInstance(config)
  await instance.close()
  const started = performance.now()
  await database.query(
    `insert into application (applicant_id, title, amount, process_status, created_by, created_at, updated_at)
     select 1, 'Application ' || g, mod(g::bigint * 7919, 10000000) / 100.0, 'VOTE', 1,
            now() - ($1 - g) * interval '5 minutes', now() - ($1 - g) * interval '5 minutes'
     from generate_series(1, $1::int) as g`,
    [APPLICATIONS],
  )
  // Votes spread over the applications by a hash: about 5 each, some more, some none.
  await database.query(
    `insert into vote (application_id, voter_id, value, created_at)
     select first.id + mod(hashint4(g)::bigint + 2147483648, $2), 1 + mod(g, 9), mod(g, 3) - 1, now()
     from generate_series(1, $1::int) as g, (select min(id) as id from application) as first`,
    [VOTES, APPLICATIONS],
  )
  await database.query('vacuum analyze application')
  await database.query('vacuum analyze vote')
  console.log(
    `  ${APPLICATIONS.toLocaleString('en')} applications and ${VOTES.toLocaleString('en')} votes inserted and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}

/** One application of an answer, reduced to what the three must agree on. */
interface ApplicationSummary {
  id: string
  title: string
  votes: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first list of objects in a GraphQL answer, whatever the path to it (`nodes`, `edges { node }`, a plain list). */
function firstRowList(value: unknown): Array<Record<string, unknown>> | undefined {
  if (Array.isArray(value)) {
    const rows = value.map((item) => (isRecord(item) && isRecord(item.node) ? item.node : item))
    return rows.every(isRecord) ? rows : undefined
  }
  if (!isRecord(value)) return undefined
  for (const child of Object.values(value)) {
    const found = firstRowList(child)
    if (found !== undefined) return found
  }
  return undefined
}

function summarise(answer: unknown): ApplicationSummary[] {
  if (!isRecord(answer) || answer.errors !== undefined)
    throw new Error(`the answer has errors: ${JSON.stringify(answer)}`)
  const applications = firstRowList(answer.data) ?? []
  return applications.map((application) => {
    const { id, title, ...nested } = application
    const votes = (firstRowList(nested) ?? []).map((vote) => String(vote.id)).sort()
    return { id: String(id), title: String(title), votes }
  })
}

/** A GraphQL server under test and the request that asks it for the page. */
interface Contender {
  name: string
  url: string
  headers: Record<string, string>
  body: string
}

async function ask(contender: Contender): Promise<unknown> {
  const response = await fetch(contender.url, { method: 'POST', headers: contender.headers, body: contender.body })
  if (!response.ok) throw new Error(`${contender.name} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** Where two summaries differ, or undefined when they agree. */
function difference(
  expected: readonly ApplicationSummary[],
  actual: readonly ApplicationSummary[],
): string | undefined {
  if (actual.length !== expected.length) return `${actual.length} applications instead of ${expected.length}`
  for (const [index, want] of expected.entries()) {
    const got = actual[index]
    if (got?.id !== want.id) return `application ${index + 1} is ${got?.id} instead of ${want.id}`
    if (got.title !== want.title) return `application ${want.id} has the title "${got.title}"`
    if (got.votes.join() !== want.votes.join()) {
      return `application ${want.id} has votes [${got.votes.join()}] instead of [${want.votes.join()}]`
    }
  }
  return undefined
}

const json = { 'content-type': 'application/json' }

/**
 * One case: each contender's answer checked (`wrong` says how it differs from the floor's, or
 * undefined), then the contenders that answered right measured in turns, their figures
 * printed, and the ratios: Tamga to PostGraphile and to the floor (the first two contenders).
 */
async function measureCase(contenders: readonly Contender[], wrong: (answer: unknown) => string | undefined) {
  const checked: Contender[] = []
  for (const contender of contenders) {
    let difference: string | undefined
    try {
      difference = wrong(await ask(contender))
    } catch (error) {
      console.log(`${contender.name}: no answer, not measured: ${String(error)}`)
      continue
    }
    if (difference === undefined) checked.push(contender)
    else console.log(`${contender.name}: wrong answer, not measured: ${difference}`)
  }
  const measured = await loadTestInTurns(
    checked.map((contender) => ({
      url: contender.url,
      method: 'POST',
      headers: contender.headers,
      body: contender.body,
    })),
  )
  const results = new Map<string, LoadResult>()
  for (const [index, contender] of checked.entries()) {
    const result = measured[index]
    if (result === undefined) continue
    results.set(contender.name, result)
    console.log(`${contender.name}:\n  ${describeLoad(result)}`)
  }
  const ratio = (a: string, b: string, target: string) => {
    const top = results.get(a)
    const bottom = results.get(b)
    if (top === undefined || bottom === undefined) return `${a} / ${b}: not measured`
    return `${a} / ${b}: ${(top.requestsPerSecond / bottom.requestsPerSecond).toFixed(2)}× req/s${target}, p99 ${top.p99.toFixed(1)} vs ${bottom.p99.toFixed(1)} ms`
  }
  const [floor, postgraphile] = contenders.map((contender) => contender.name)
  console.log('')
  console.log(ratio('Tamga', postgraphile ?? 'PostGraphile', ' (target ≥ 2)'))
  console.log(ratio('Tamga', floor ?? 'floor', ' (target ≥ 0.6)'))
  console.log(ratio(postgraphile ?? 'PostGraphile', floor ?? 'floor', ''))
}

/** The time a request takes, as its client waits for the whole answer. */
async function timed(url: string, init: RequestInit): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now()
  const response = await fetch(url, init)
  const body = await response.text()
  return { ms: performance.now() - started, status: response.status, body }
}

/**
 * An anonymous query of 5,000 aliases (issue 22 found one stalling the server for seconds): how
 * fast it is refused, and what a signed-in user's list query waits meanwhile.
 */
async function aliasFlood(
  url: string,
  listQuery: Awaited<ReturnType<typeof tamgaListQuery>>,
  signedIn: Record<string, string>,
): Promise<void> {
  const query = `{ ${Array.from({ length: 5000 }, (_, index) => `a${index}: _schemaVersion`).join(' ')} }`
  const flood: RequestInit = {
    method: 'POST',
    headers: { ...json, 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ query }),
  }
  const floods = []
  for (let round = 0; round < 20; round += 1) floods.push(await timed(url, flood))
  const sorted = floods.map((answer) => answer.ms).sort((a, b) => a - b)
  const first = floods[0]
  const code =
    first === undefined
      ? 'none'
      : (JSON.parse(first.body) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code
  console.log(
    `\nanonymous alias flood (5,000 aliases, ${(query.length / 1024).toFixed(0)} KiB): answered ${first?.status} ${code}, p50 ${sorted[10]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (target: milliseconds)`,
  )
  if ('unavailable' in listQuery) return
  const list: RequestInit = { method: 'POST', headers: signedIn, body: JSON.stringify({ query: listQuery.query }) }
  const alone = await timed(url, list)
  const [during] = await Promise.all([timed(url, list), ...Array.from({ length: 4 }, () => timed(url, flood))])
  console.log(`  a signed-in list query alone ${alone.ms.toFixed(1)} ms, beside 4 floods ${during?.ms.toFixed(1)} ms`)
}
console.log(`${describeMachine()}, in ${LOAD_SETTINGS.rounds} turns\n`)
const database = await createBenchDatabase('graphql')
const project = await writeBenchProject(benchDocuments())
const servers: ServerProcess[] = []
try {
  await prepareData(database, project.dir)
  await prepareRelationData(database)
  const env = { DATABASE_URL: database.url }
  // Started together; whichever started is stopped in `finally`, even when another failed.
  const started = await Promise.allSettled([
    startTamgaProcess({
      env: { ...env, TAMGA_PROJECT: project.dir, LOG_LEVEL: 'error' },
    }),
    startServerProcess({ name: 'postgraphile', script: './postgraphileServer.ts', env }),
    startServerProcess({ name: 'floor', script: './floorServer.ts', env }),
    startServerProcess({ name: 'aggregate floor', script: './aggregateFloorServer.ts', env }),
  ])
  for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value)
  const failed = started.find((outcome) => outcome.status === 'rejected')
  if (failed !== undefined) throw failed.reason
  const [tamga, postgraphile, floor, aggregateFloor] = servers
  if (tamga === undefined || postgraphile === undefined || floor === undefined || aggregateFloor === undefined)
    throw new Error('a server did not start')

  const floorContender: Contender = {
    name: 'floor (node:http + pg, one statement)',
    url: `${floor.origin}/graphql`,
    headers: json,
    body: JSON.stringify({ query: '{ applications { id title votes { id value } } }' }),
  }
  const postgraphileContender: Contender = {
    name: 'PostGraphile 4.14',
    url: `${postgraphile.origin}/graphql`,
    headers: json,
    body: JSON.stringify({ query: POSTGRAPHILE_QUERY }),
  }
  const expected = summarise(await ask(floorContender))
  const voteCount = expected.reduce((sum, application) => sum + application.votes.length, 0)
  console.log(`  the page: ${expected.length} applications, ${voteCount} votes`)

  const contenders: Contender[] = [floorContender, postgraphileContender]
  const tamgaHeaders = { ...json, ...(await signIn(tamga.origin, 'admin')) }
  const tamgaQuery = await tamgaListQuery(`${tamga.origin}/api/query`, tamgaHeaders, PAGE)
  if ('unavailable' in tamgaQuery) console.log(`  Tamga: not available (${tamgaQuery.unavailable})`)
  else {
    console.log(`  Tamga's query: ${tamgaQuery.query.replace(/\s+/g, ' ')}`)
    contenders.push({
      name: 'Tamga',
      url: `${tamga.origin}/api/query`,
      headers: tamgaHeaders,
      body: JSON.stringify({ query: tamgaQuery.query }),
    })
  }

  await measureCase(contenders, (answer) => difference(expected, summarise(answer)))

  // The relation case: the same three, another query each, checked against the floor first.
  console.log('\nrelation filter and objects (applications of bearers in Ховд, with bearer and province):')
  const relationContenders: Contender[] = [
    { name: 'floor', url: `${floor.origin}/relations`, headers: json, body: '{}' },
    {
      name: 'PostGraphile',
      url: postgraphileContender.url,
      headers: json,
      body: JSON.stringify({ query: POSTGRAPHILE_RELATION_QUERY }),
    },
    {
      name: 'Tamga',
      url: `${tamga.origin}/api/query`,
      headers: tamgaHeaders,
      body: JSON.stringify({ query: TAMGA_RELATION_QUERY }),
    },
  ]
  const relationExpected = summariseRelations(await ask(relationContenders[0] as Contender))
  console.log(`  the page: ${relationExpected.length} applications, first: ${relationExpected[0]}`)
  await measureCase(relationContenders, (answer) => {
    const got = summariseRelations(answer)
    return got.join('\n') === relationExpected.join('\n') ? undefined : got.slice(0, 2).join(' / ')
  })
  // The aggregate case: a floor of its own, PostGraphile with @graphile/pg-aggregates, Tamga.
  console.log('\naggregate (count, sum, average, latest and per status, of the applications of 10,000-20,000):')
  const aggregateContenders: Contender[] = [
    { name: 'floor', url: `${aggregateFloor.origin}/aggregate`, headers: json, body: '{}' },
    {
      name: 'PostGraphile',
      url: postgraphileContender.url,
      headers: json,
      body: JSON.stringify({ query: POSTGRAPHILE_AGGREGATE_QUERY }),
    },
    {
      name: 'Tamga',
      url: `${tamga.origin}/api/query`,
      headers: tamgaHeaders,
      body: JSON.stringify({ query: TAMGA_AGGREGATE_QUERY }),
    },
  ]
  const aggregateExpected = summariseAggregate(await ask(aggregateContenders[0] as Contender))
  console.log(`  the answer: ${aggregateExpected.join(' | ')}`)
  await measureCase(aggregateContenders, (answer) => {
    const got = summariseAggregate(answer)
    return got.join('|') === aggregateExpected.join('|') ? undefined : got.join(' | ')
  })
  await aliasFlood(`${tamga.origin}/api/query`, tamgaQuery, tamgaHeaders)
} finally {
  await Promise.all(servers.map((server) => server.stop()))
  await project.remove()
  await database.drop()
}
