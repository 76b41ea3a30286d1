// The heritage example's application approval, end to end through the API of the whole server:
// an applicant files, staff send it back, the applicant reworks it, staff check and put it to the
// council, three members vote with signatures, staff decide, and the process ends.
import { historyBlocks, type ProcessState, parseProcessHistory, voteResult, type WaitingSteps } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import {
  actAt,
  call,
  fileApplication,
  openStep,
  signed,
  stateOf,
  uploadSignature,
  userId,
  type WorkflowTestServer,
  workflowServer,
} from './testing.ts'

describe.each(testBackends())('the application approval on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer

  beforeAll(async () => {
    await seedHeritage(database().db)
    server = await workflowServer(database())
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  it('runs from the applicant through a send-back, three council votes and a decision to END', async () => {
    const record = await fileApplication(server)
    // Created with its process, in the same transaction: the record is at START.
    expect(record.process_status).toBe('START')
    let state = await stateOf(server, 'applicant', record.id)
    expect(state).toMatchObject({ status_type: 'START', status: 'Өргөдөл бүрдүүлэх', finished: false, action_num: 0 })
    expect(state.currentStep).toMatchObject({
      status_id: 'start',
      canAct: true,
      user_id: await userId(database(), 'applicant'),
    })
    expect(state.iCanEdit).toBe(true)
    expect(state.isReadOnly).toBe(false)

    state = (await actAt(server, 'applicant', state, 'start', { port: 'submit', description: 'Илгээлээ' })).body
    expect(state.status_type).toBe('CHECK')
    // The applicant holds no step now: the current step is the one waiting for staff.
    expect(state.currentStep).toMatchObject({ status_id: 'check', canAct: false, role_id: 3, user_id: null })
    // Whom it waits for, as people read it: the role's display name, not its number.
    expect(state.currentStep?.role_name).toEqual({ mn_MN: 'Ажилтан', en_US: 'Staff', ko_KR: '직원' })
    expect(state.iCanEdit).toBe(false)

    state = await stateOf(server, 'staff', record.id)
    const refused = await actAt(server, 'staff', state, 'check', { port: 'send-back' })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('SIGNATURE_REQUIRED')
    state = (
      await actAt(server, 'staff', state, 'check', {
        port: 'send-back',
        description: 'Төсвийн задаргаа дутуу',
        signature: { ...signed('Дорж Сарнай'), job_name: 'Ажилтан' },
      })
    ).body
    // Sent back: a new round, the RE_CREATE step goes to the creator (CREATOR).
    expect(state).toMatchObject({ status_type: 'RE_CREATE', action_num: 1 })
    expect(openStep(state, 're-create')).toMatchObject({
      user_id: await userId(database(), 'applicant'),
      action_num: 1,
      subject_type: 'CREATOR',
    })

    state = await stateOf(server, 'applicant', record.id)
    state = (await actAt(server, 'applicant', state, 're-create', { port: 'resubmit' })).body
    state = await stateOf(server, 'staff', record.id)
    state = (await actAt(server, 'staff', state, 'check', { port: 'approve', signature: signed('Дорж Сарнай') })).body
    expect(state.status_type).toBe('PREPARE_VOTE')

    const prepare = openStep(state, 'prepare-vote')
    expect(prepare.ports).toEqual([
      {
        id: 'ready',
        label: { mn_MN: 'Санал хураалтад оруулсан', en_US: 'Put to the vote', ko_KR: '투표에 회부함' },
        // The button says what the person does; the label what the history will say was done.
        action: { mn_MN: 'Санал хураалтад оруулах', en_US: 'Put to the vote', ko_KR: '투표에 회부' },
        leadsTo: 'VOTE',
        picksAssignee: true,
      },
    ])
    const candidates = await call<{ people: Array<{ login: string; userId: number }> }>(
      server,
      'staff',
      'GET',
      `/process/${state.processId}/steps/${prepare.id}/candidates?port=ready`,
    )
    expect(candidates.body.people.map((person) => person.login).sort()).toEqual(['council1', 'council2', 'council3'])
    const council = candidates.body.people.map((person) => person.userId)
    state = (await actAt(server, 'staff', state, 'prepare-vote', { port: 'ready', voters: council })).body
    const vote = openStep(state, 'vote')
    expect(vote.vote).toMatchObject({ canVote: false, canClose: false, notVoted: 3, decision: 'pending' })

    // Each member votes once, signing: a drawn signature, a typed one, and a vote against.
    const drawn = await uploadSignature(server, 'council1')
    const votes: Array<[string, string, Record<string, unknown>]> = [
      ['council1', 'approve', { type: 'draw', uploadId: drawn }],
      ['council2', 'approve', signed('Пүрэв Оюунчимэг')],
      ['council3', 'reject', signed('Түмэн Ганзориг')],
    ]
    for (const [login, choice, signature] of votes) {
      const mine = await stateOf(server, login, record.id)
      expect(openStep(mine, 'vote').vote?.canVote).toBe(true)
      const answer = await call(server, login, 'POST', `/process/${state.processId}/steps/${vote.id}/vote`, {
        vote: choice,
        description: `${login}-ийн санал`,
        signature,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      state = answer.body
    }
    // Two of three supported: a simple majority passes to the decision.
    expect(state.status_type).toBe('SUMMARY')
    state = await stateOf(server, 'staff', record.id)
    state = (await actAt(server, 'staff', state, 'summary', { port: 'approve', signature: signed('Дорж Сарнай') })).body
    expect(state).toMatchObject({ status_type: 'END', finished: true, openSteps: [], currentStep: null })

    const read = await call<{ record: Record<string, unknown> }>(
      server,
      'staff',
      'GET',
      `/records/applications/${String(record.id)}`,
    )
    expect(read.body.record.process_status).toBe('END')

    const history = await call(server, 'applicant', 'GET', `/process/history/${state.processId}`)
    expect(history.status).toBe(200)
    const parsed = parseProcessHistory(history.body)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    const { statusHistories, votingPeople, actionNumbers } = parsed.value
    expect(actionNumbers).toEqual([
      { index: 0, action_num: 0 },
      { index: 1, action_num: 1 },
    ])
    expect(
      statusHistories.map((entry) => [entry.action_num, entry.status_type, entry.status_action, entry.is_done]),
    ).toEqual([
      [0, 'START', 'Илгээсэн', 1],
      [0, 'CHECK', 'Буцаасан', 1],
      [1, 'RE_CREATE', 'Дахин боловсруулсан', 1],
      [1, 'CHECK', 'Хянасан', 1],
      [1, 'PREPARE_VOTE', 'Санал хураалтад оруулсан', 1],
      [1, 'VOTE', 'Дэмжсэн', 1],
      [1, 'SUMMARY', 'Дэмжсэн', 1],
      [1, 'END', null, 0],
    ])
    const sentBack = statusHistories[1]
    expect(sentBack).toMatchObject({
      description: 'Төсвийн задаргаа дутуу',
      signature: {
        signAction: 'Буцаасан',
        type: 'text',
        signature: 'Дорж Сарнай',
        job_name: 'Ажилтан',
        firstname: 'Сарнай',
        lastname: 'Дорж',
      },
      emp: { JOB_NAME: 'Ажилтан', LNAME: 'Дорж', FNAME: 'Сарнай' },
    })
    // The END entry is not done (no one acts on it) but has its date: the process ended there.
    expect(statusHistories.at(-1)?.created_at).not.toBeNull()
    expect(votingPeople.map((person) => voteResult(person))).toEqual(['Supported', 'Supported', 'Unsupported'])
    expect(votingPeople[0]?.signature_image).toMatchObject({
      type: 'draw',
      signAction: 'Дэмжсэн',
      signature: `/api/process/${state.processId}/signatures/${drawn}`,
    })
    expect(votingPeople[2]).toMatchObject({ description: 'council3-ийн санал', emp: { LNAME: 'Түмэн' } })
    // Without a job name of their own, a signature names the role the signer acts as.
    expect(votingPeople[1]?.signature_image).toMatchObject({ type: 'text', job_name: 'Зөвлөлийн гишүүн', struct: null })
    expect(historyBlocks({ statusHistories, actionNumbers }).map((block) => block.entries.length)).toEqual([2, 6])

    // The drawn signature is readable by whoever may read the record, as the image it is.
    const image = await server.app.inject({
      url: `/api/process/${state.processId}/signatures/${drawn}`,
      headers: await server.as('applicant'),
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
  })

  it('tells the next assignees: staff when an application is submitted, the council when put to the vote', async () => {
    const staff = await userId(database(), 'staff')
    const before = await database()
      .db.selectFrom('tamga_notification')
      .select('id')
      .where('user_id', '=', staff)
      .execute()
    const record = await fileApplication(server)
    let state = await stateOf(server, 'applicant', record.id)
    state = (await actAt(server, 'applicant', state, 'start', { port: 'submit' })).body
    const told = await database()
      .db.selectFrom('tamga_notification')
      .select(['title', 'link'])
      .where('user_id', '=', staff)
      .where('id', 'not in', [0, ...before.map((row) => row.id)])
      .execute()
    expect(told).toEqual([{ title: 'Өргөдөл хянах', link: `/form/applications/${String(record.id)}` }])

    const waiting = await call<WaitingSteps>(server, 'staff', 'GET', '/process/waiting')
    expect(waiting.body.steps.some((entry) => entry.processId === state.processId && entry.step.canAct)).toBe(true)
    const notWaiting = await call<WaitingSteps>(server, 'council1', 'GET', '/process/waiting')
    expect(notWaiting.body.steps.some((entry) => entry.processId === state.processId)).toBe(false)
  })

  it('lets exactly one of two simultaneous acts on a step through; the other is told it was done', async () => {
    const record = await fileApplication(server)
    const state: ProcessState = await stateOf(server, 'applicant', record.id)
    const [first, second] = await Promise.all([
      actAt(server, 'applicant', state, 'start', { port: 'submit' }),
      actAt(server, 'applicant', state, 'start', { port: 'submit' }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    expect([first.body.code, second.body.code]).toContain('STEP_ALREADY_DONE')
    const steps = await database()
      .db.selectFrom('tamga_process_step')
      .select('status_type')
      .where('process_id', '=', state.processId)
      .execute()
    expect(steps.map((step) => step.status_type).sort()).toEqual(['CHECK', 'START'])
  })
})
