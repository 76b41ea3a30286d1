// Council votes through the whole server: who may vote and close, each decision rule choosing
// its port, early closing, and a council of 200 voting at the same moment.
import type { ProcessState, VoteDecisionRule, WorkflowDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/sessions.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import {
  actAt,
  applicationWorkflow,
  call,
  fileApplication,
  heritageWithWorkflow,
  nodeAt,
  openStep,
  signed,
  stateOf,
  userId,
  type WorkflowTestServer,
  workflowServer,
} from './testing.ts'

/** START → PREPARE_VOTE (staff) → VOTE (council) → END when supported, RE_CREATE for more material, CANCEL otherwise. */
function voteWorkflow(
  decisionRule: VoteDecisionRule,
  minVoters: number,
  quorum?: number,
): Omit<WorkflowDocument, 'name'> {
  return applicationWorkflow(
    'Санал хураалт',
    [
      {
        id: 'prepare',
        type: 'PREPARE_VOTE',
        label: 'Бэлтгэх',
        position: nodeAt(1),
        subject: { subject_type: 'TO_ROLE', role_id: 3 },
        ports: [{ id: 'ready', label: 'Бэлэн' }],
      },
      {
        id: 'vote',
        type: 'VOTE',
        label: 'Санал хураалт',
        position: nodeAt(2),
        subject: { subject_type: 'VOTERS' },
        vote: { voterRoleId: 4, minVoters, decisionRule, ...(quorum === undefined ? {} : { quorum }) },
        ports: [
          { id: 'yes', label: 'Дэмжсэн', outcome: 'approve' },
          { id: 'more', label: 'Нэмэлт материал', outcome: 'recreate' },
          { id: 'no', label: 'Дэмжээгүй', outcome: 'reject' },
        ],
      },
      {
        id: 'rework',
        type: 'RE_CREATE',
        label: 'Дахин боловсруулах',
        position: nodeAt(3),
        subject: { subject_type: 'CREATOR' },
        ports: [{ id: 'again', label: 'Дахин илгээсэн' }],
      },
      { id: 'end', type: 'END', label: 'Дэмжигдсэн', position: nodeAt(4), subject: { subject_type: 'CURRENT' } },
      { id: 'cancel', type: 'CANCEL', label: 'Татгалзсан', position: nodeAt(5), subject: { subject_type: 'CURRENT' } },
    ],
    [
      { from: 'start', port: 'go', to: 'prepare' },
      { from: 'prepare', port: 'ready', to: 'vote' },
      { from: 'vote', port: 'yes', to: 'end' },
      { from: 'vote', port: 'more', to: 'rework' },
      { from: 'vote', port: 'no', to: 'cancel' },
      { from: 'rework', port: 'again', to: 'prepare' },
    ],
  )
}

/** An application filed and put to a vote of `voters` by staff; answers its process as staff see it. */
async function putToVote(server: WorkflowTestServer, voters: readonly number[]): Promise<ProcessState> {
  const record = await fileApplication(server)
  let state = await stateOf(server, 'applicant', record.id)
  state = (await actAt(server, 'applicant', state, 'start', { port: 'go' })).body
  state = await stateOf(server, 'staff', record.id)
  const answer = await actAt(server, 'staff', state, 'prepare', { port: 'ready', voters })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

const voteOn = (server: WorkflowTestServer, login: string, state: ProcessState, vote: string) =>
  call(server, login, 'POST', `/process/${state.processId}/steps/${openStep(state, 'vote').id}/vote`, { vote })

const closeVote = (server: WorkflowTestServer, login: string, state: ProcessState) =>
  call(server, login, 'POST', `/process/${state.processId}/steps/${openStep(state, 'vote').id}/close-vote`)

/** 200 council members with sessions of their own: their request headers. */
async function bigCouncil(
  database: TamgaDatabase,
  size: number,
): Promise<Array<{ id: number; headers: Record<string, string> }>> {
  const db = database.db
  const members = await db
    .insertInto('tamga_user')
    .values(
      Array.from({ length: size }, (_, index) => ({
        login: `member${index}`,
        email: null,
        password_hash: 'not-for-signing-in',
        first_name: `Гишүүн${index}`,
        last_name: 'Зөвлөл',
        role_id: 4,
        confirmed: true,
      })),
    )
    .returning('id')
    .execute()
  const now = new Date()
  return Promise.all(
    members.map(async (member) => {
      const { token } = await createSession(db, {
        userId: member.id,
        activeRoleId: 4,
        remember: false,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
        ip: null,
        userAgent: null,
      })
      return { id: member.id, headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` } }
    }),
  )
}

describe.each(testBackends())('council votes on $name', { timeout: 180_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const servers: WorkflowTestServer[] = []
  const council: number[] = []
  const serve = async (rule: VoteDecisionRule, minVoters: number, quorum?: number) => {
    const server = await workflowServer(database(), {
      store: await heritageWithWorkflow(voteWorkflow(rule, minVoters, quorum)),
    })
    servers.push(server)
    return server
  }

  beforeAll(async () => {
    await seedHeritage(database().db)
    for (const login of ['council1', 'council2', 'council3']) council.push(await userId(database(), login))
  }, 60_000)
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  it('lets each listed member vote once, and no one else', async () => {
    const server = await serve('simple_majority', 3)
    const state = await putToVote(server, council)
    expect(openStep(state, 'vote')).toMatchObject({ subject_type: 'VOTERS', role_id: null, user_id: null })
    expect((await voteOn(server, 'council1', state, 'approve')).status).toBe(200)
    const twice = await voteOn(server, 'council1', state, 'reject')
    expect([twice.status, twice.body.code]).toEqual([409, 'ALREADY_VOTED'])
    const outsider = await voteOn(server, 'staff', state, 'approve')
    expect([outsider.status, outsider.body.code]).toEqual([403, 'NOT_A_VOTER'])
    const acted = await actAt(server, 'council2', state, 'vote', { port: 'yes' })
    expect([acted.status, acted.body.code]).toEqual([400, 'WRONG_STEP_TYPE'])
    const badChoice = await voteOn(server, 'council2', state, 'maybe')
    expect(badChoice.status).toBe(400)
    const mine = await stateOf(server, 'council1', state.rowId)
    expect(openStep(mine, 'vote').vote).toMatchObject({ canVote: false, supported: 1, notVoted: 2 })
  })

  it('takes only council members, at least the vote’s minimum, when a vote is prepared', async () => {
    const server = await serve('simple_majority', 3)
    const record = await fileApplication(server)
    let state = await stateOf(server, 'applicant', record.id)
    state = (await actAt(server, 'applicant', state, 'start', { port: 'go' })).body
    state = await stateOf(server, 'staff', record.id)
    const staff = await userId(database(), 'staff')
    const wrong = await actAt(server, 'staff', state, 'prepare', {
      port: 'ready',
      voters: [council[0], council[1], staff],
    })
    expect(wrong.body.issues?.map((found) => found.path)).toEqual(['/voters/2'])
    const few = await actAt(server, 'staff', state, 'prepare', { port: 'ready', voters: [council[0]] })
    expect(few.body.issues?.map((found) => found.path)).toEqual(['/voters'])
    const none = await actAt(server, 'staff', state, 'prepare', { port: 'ready' })
    expect(none.body.issues?.map((found) => found.path)).toEqual(['/voters'])
  })

  it('is closed early only by the one who prepared it, once the minimum voted; a tie passes a simple majority', async () => {
    const server = await serve('simple_majority', 2)
    let state = await putToVote(server, council)
    expect((await voteOn(server, 'council1', state, 'approve')).status).toBe(200)
    const tooFew = await closeVote(server, 'staff', state)
    expect([tooFew.status, tooFew.body.code]).toEqual([409, 'VOTE_TOO_FEW_VOTES'])
    expect((await voteOn(server, 'council2', state, 'reject')).status).toBe(200)
    const member = await closeVote(server, 'council1', state)
    expect([member.status, member.body.code]).toEqual([403, 'VOTE_CLOSE_FORBIDDEN'])
    expect(openStep(await stateOf(server, 'staff', state.rowId), 'vote').vote).toMatchObject({
      canClose: true,
      decision: 'approve',
    })
    const closed = await closeVote(server, 'staff', state)
    expect(closed.status).toBe(200)
    state = closed.body
    expect(state).toMatchObject({ finished: true, status_type: 'END' })
    // The third member can no longer vote.
    const stepId = await voteStepId(database(), state.processId)
    const late = await call(server, 'council3', 'POST', `/process/${state.processId}/steps/${stepId}/vote`, {
      vote: 'approve',
    })
    expect(late.status).toBe(409)
  })

  it('decides by each rule: an absolute majority counts everyone listed, unanimity every vote, a quorum first', async () => {
    const cases: Array<[VoteDecisionRule, number | undefined, string[], string]> = [
      ['absolute_majority', undefined, ['approve', 'reject'], 'CANCEL'],
      ['absolute_majority', undefined, ['approve', 'approve'], 'END'],
      ['unanimous', undefined, ['approve', 'recreate'], 'RE_CREATE'],
      ['quorum', 3, ['approve', 'approve'], 'CANCEL'],
    ]
    for (const [rule, quorum, choices, outcome] of cases) {
      const server = await serve(rule, 2, quorum)
      let state = await putToVote(server, council)
      for (const [index, choice] of choices.entries()) {
        expect((await voteOn(server, `council${index + 1}`, state, choice)).status).toBe(200)
      }
      state = (await closeVote(server, 'staff', state)).body
      expect([rule, state.status_type]).toEqual([rule, outcome])
    }
  })

  it('counts 200 members voting at the same moment: every vote once, the result once, no server error', async () => {
    const server = await serve('simple_majority', 2)
    const members = await bigCouncil(database(), 200)
    const state = await putToVote(
      server,
      members.map((member) => member.id),
    )
    const stepId = openStep(state, 'vote').id
    const answers = await Promise.all(
      members.map((member, index) =>
        server.app.inject({
          method: 'POST',
          url: `/api/process/${state.processId}/steps/${stepId}/vote`,
          headers: member.headers,
          payload: { vote: index % 3 === 0 ? 'reject' : 'approve', signature: signed(`Гишүүн${index}`) },
        }),
      ),
    )
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([])
    const db = database().db
    const voted = await db
      .selectFrom('tamga_vote')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('step_id', '=', stepId)
      .where('voted', '=', 1)
      .executeTakeFirstOrThrow()
    expect(Number(voted.n)).toBe(200)
    const closings = await db
      .selectFrom('tamga_status_history')
      .select(['status_action', 'user_id'])
      .where('step_id', '=', stepId)
      .execute()
    expect(closings).toEqual([{ status_action: 'Дэмжсэн', user_id: null }])
    const after = await stateOf(server, 'staff', state.rowId)
    expect(after).toMatchObject({ finished: true, status_type: 'END' })
  })
})

async function voteStepId(database: TamgaDatabase, processId: number): Promise<number> {
  const step = await database.db
    .selectFrom('tamga_process_step')
    .select('id')
    .where('process_id', '=', processId)
    .where('status_type', '=', 'VOTE')
    .executeTakeFirstOrThrow()
  return step.id
}
