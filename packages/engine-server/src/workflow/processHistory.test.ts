// `GET /process/history/{id}` (spec 7): its shape while a process waits, the statements it costs
// whatever the history's length, who may read it, and the history staying append-only.
import { historyBlocks, type ProcessState, parseProcessHistory } from '@tamga/schema'
import { type KyselyPlugin, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaDatabase } from '../db/database.ts'
import { rejection, testBackends, useMigratedDatabase } from '../db/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import {
  actAt,
  call,
  fileApplication,
  signed,
  stateOf,
  userId,
  type WorkflowTestServer,
  workflowServer,
} from './testing.ts'

/** The tables only the workflow routes read: statements naming one of them are the route's own. */
const WORKFLOW_TABLES = [
  'tamga_process',
  'tamga_status_history',
  'tamga_vote',
  'tamga_user_organization',
  '"application"',
]

/** The database with a counter of the statements that read the workflow's tables or the record. */
function counted(database: TamgaDatabase): { database: TamgaDatabase; statements: { count: number } } {
  const statements = { count: 0 }
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const text = JSON.stringify(args.node)
      if (WORKFLOW_TABLES.some((table) => text.includes(table))) statements.count += 1
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  return { database: { ...database, db: database.db.withPlugin(plugin) }, statements }
}

describe.each(testBackends())('the process history on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer
  let statements: { count: number }

  beforeAll(async () => {
    await seedHeritage(database().db, { allTheApplicants: true })
    const counting = counted(database())
    statements = counting.statements
    server = await workflowServer(counting.database)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  /** An application sent back `rounds` times, then checked and waiting to be put to the vote. */
  async function processWithRounds(rounds: number): Promise<ProcessState> {
    const record = await fileApplication(server)
    let state = await stateOf(server, 'applicant', record.id)
    state = (await actAt(server, 'applicant', state, 'start', { port: 'submit' })).body
    for (let round = 0; round < rounds; round += 1) {
      state = (await actAt(server, 'staff', state, 'check', { port: 'send-back', signature: signed('Дорж Сарнай') }))
        .body
      state = (await actAt(server, 'applicant', state, 're-create', { port: 'resubmit' })).body
    }
    return (await actAt(server, 'staff', state, 'check', { port: 'approve', signature: signed('Дорж Сарнай') })).body
  }

  const history = async (login: string, processId: number) => {
    statements.count = 0
    const answer = await call(server, login, 'GET', `/process/history/${processId}`)
    return { ...answer, statements: statements.count }
  }

  it('answers in at most three statements, as many for a long history as for a short one', async () => {
    const short = await processWithRounds(0)
    const long = await processWithRounds(12)
    // The applicant's row condition costs its statement; staff read every row and need none.
    const fewest = await history('staff', short.processId)
    const shortAnswer = await history('applicant', short.processId)
    const longAnswer = await history('applicant', long.processId)
    expect(fewest.statements).toBe(2)
    expect(shortAnswer.statements).toBe(3)
    expect(longAnswer.statements).toBe(3)
    const parsed = parseProcessHistory(longAnswer.body)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    expect(parsed.value.actionNumbers).toHaveLength(13)
    expect(parsed.value.statusHistories.length).toBe(2 + 12 * 2 + 1)
  })

  it('lists the steps still waiting as entries not done, without a date, after those done', async () => {
    const state = await processWithRounds(1)
    const answer = await history('staff', state.processId)
    const parsed = parseProcessHistory(answer.body)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    const last = parsed.value.statusHistories.at(-1)
    expect(last).toMatchObject({
      status_type: 'PREPARE_VOTE',
      status_action: null,
      is_done: 0,
      created_at: null,
      action_num: 1,
      emp: null,
    })
    const blocks = historyBlocks(parsed.value)
    expect(blocks.map((block) => block.entries.map((entry) => entry.title))).toEqual([
      ['Илгээсэн', 'Буцаасан'],
      ['Дахин боловсруулсан', 'Хянасан', 'Санал хураалт бэлтгэх'],
    ])
    expect(blocks[1]?.entries.at(-1)).toMatchObject({ dimmed: true, date: 'Үйлдэл хүлээгдэж байна' })
  })

  it('gives the diagram’s step and port labels in every language, by the Mongolian text it stores', async () => {
    const state = await processWithRounds(1)
    const answer = await history('staff', state.processId)
    const parsed = parseProcessHistory(answer.body)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    const labels = parsed.value.labels ?? {}
    for (const entry of parsed.value.statusHistories) {
      expect(labels[entry.status], entry.status).toMatchObject({ mn_MN: entry.status, en_US: expect.any(String) })
      if (entry.status_action !== null)
        expect(labels[entry.status_action]).toMatchObject({ mn_MN: entry.status_action })
    }
    const sentBack = 'Буцаасан'
    expect(labels[sentBack]).toEqual({ mn_MN: sentBack, en_US: 'Sent back', ko_KR: '반려함' })
    expect(labels['Өргөдөл хянах']).toMatchObject({ en_US: 'Check the application' })
  })

  it('names the organisation people act in and the role they act as', async () => {
    const db = database().db
    const staff = await userId(database(), 'staff')
    const org = await db
      .insertInto('tamga_organization')
      .values({ name: 'Өвийн хэлтэс' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('tamga_user_organization').values({ user_id: staff, org_id: org.id, is_main: true }).execute()
    const state = await processWithRounds(0)
    const answer = await history('staff', state.processId)
    const parsed = parseProcessHistory(answer.body)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    expect(parsed.value.statusHistories[1]?.emp).toEqual({
      JOB_NAME: 'Ажилтан',
      STRUCT_NAME: 'Өвийн хэлтэс',
      LNAME: 'Дорж',
      FNAME: 'Сарнай',
    })
  })

  it('is read only by whoever may read the record: 404 outside the row conditions, 401 without a session', async () => {
    const state = await processWithRounds(0)
    const db = database().db
    await db
      .updateTable('application' as never)
      .set({ applicant_id: await userId(database(), 'staff') } as never)
      .where('id' as never, '=', state.rowId as never)
      .execute()
    const outside = await call(server, 'applicant', 'GET', `/process/history/${state.processId}`)
    expect([outside.status, outside.body.code]).toEqual([404, 'PROCESS_NOT_FOUND'])
    const ofRecord = await call(server, 'applicant', 'GET', `/process/of/applications/${String(state.rowId)}`)
    expect(ofRecord.status).toBe(404)
    expect((await call(server, 'council1', 'GET', `/process/history/${state.processId}`)).status).toBe(200)
    const anonymous = await server.app.inject({ url: `/api/process/history/${state.processId}` })
    expect(anonymous.statusCode).toBe(401)
    expect((await call(server, 'staff', 'GET', '/process/history/999999')).status).toBe(404)
    const acting = await actAt(server, 'applicant', await stateOf(server, 'staff', state.rowId), 'prepare-vote', {
      port: 'ready',
    })
    expect(acting.status).toBe(404)
  })

  it('keeps the history append-only and a cast vote unchangeable, whoever writes to the database', async () => {
    const state = await processWithRounds(0)
    const db = database().db
    const change = rejection(
      sql`update tamga_status_history set description = 'rewritten' where process_id = ${state.processId}`.execute(db),
    )
    expect(String(await change)).toMatch(/append-only/)
    const remove = rejection(sql`delete from tamga_status_history where process_id = ${state.processId}`.execute(db))
    expect(String(await remove)).toMatch(/append-only/)
    expect(String(await rejection(sql`truncate tamga_status_history`.execute(db)))).toMatch(/append-only/)
    const council = await Promise.all(['council1', 'council2', 'council3'].map((login) => userId(database(), login)))
    const voting = (await actAt(server, 'staff', state, 'prepare-vote', { port: 'ready', voters: council })).body
    const vote = voting.openSteps[0]
    expect(vote?.status_type).toBe('VOTE')
    const cast = await call(server, 'council1', 'POST', `/process/${state.processId}/steps/${vote?.id}/vote`, {
      vote: 'approve',
      signature: signed('Лхагва Батбаяр'),
    })
    expect(cast.status).toBe(200)
    const council1 = council[0] ?? 0
    const recast = rejection(
      sql`update tamga_vote set approve = 0 where step_id = ${vote?.id ?? 0} and user_id = ${council1}`.execute(db),
    )
    expect(String(await recast)).toMatch(/cannot be changed/)
  })
})
