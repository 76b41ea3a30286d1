// Who may change a record in a process (spec 4.2, 6): the subject of an open step that is not
// read-only, whether their role grants updates or only reads, while the process runs; nobody once
// it has finished. Walked through every subject type with and without the read-only flag, asked
// through the records API, the record read's `rights` and GraphQL, which must all agree.
import type { WorkflowDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { APPLICATION_ENTRY } from '../graphql/testing.ts'
import type { MemoryDocumentStore } from '../http/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import {
  actAt,
  applicationWorkflow,
  call,
  fileApplication,
  heritageWithWorkflow,
  nodeAt,
  stateOf,
  userId,
  type WorkflowTestServer,
  workflowServer,
} from './testing.ts'

/** The callers asked at every step: staff's role grants updates, the others' only reads. */
const CALLERS = ['applicant', 'staff', 'council1', 'council2'] as const
type Caller = (typeof CALLERS)[number]

/** One step of the walk: its node, who holds it, and who acts on it to move on. */
interface Stop {
  node: WorkflowDocument['nodes'][number]
  /** The subject: the one caller who may change the record while the step is open (none when read-only). */
  holder: Caller
  readOnly: boolean
  /** A VOTE step: its council (council1 alone) moves it on by voting, not by acting. */
  voted?: true
}

/** Every subject type of spec 4.2 that names a person, each without and with `is_read_only`. */
function stops(council1: number): Stop[] {
  const node = (
    id: string,
    type: WorkflowDocument['nodes'][number]['type'],
    subject: WorkflowDocument['nodes'][number]['subject'],
    index: number,
  ): WorkflowDocument['nodes'][number] => ({
    id,
    type,
    label: id,
    position: nodeAt(index),
    subject,
    ports: [{ id: 'go', label: 'Дараах' }],
  })
  return [
    { node: node('role', 'CHECK', { subject_type: 'TO_ROLE', role_id: 3 }, 1), holder: 'staff', readOnly: false },
    {
      node: node('role-ro', 'SEE_AND_CHECK', { subject_type: 'TO_ROLE', role_id: 3, is_read_only: true }, 2),
      holder: 'staff',
      readOnly: true,
    },
    {
      node: node('direct', 'TRANSFER', { subject_type: 'DIRECT', role_id: 4, user_id: council1 }, 3),
      holder: 'council1',
      readOnly: false,
    },
    {
      node: node(
        'direct-ro',
        'RECEIVE',
        { subject_type: 'DIRECT', role_id: 4, user_id: council1, is_read_only: true },
        4,
      ),
      holder: 'council1',
      readOnly: true,
    },
    { node: node('creator', 'RE_CREATE', { subject_type: 'CREATOR' }, 5), holder: 'applicant', readOnly: false },
    {
      node: node('creator-ro', 'GIVE', { subject_type: 'CREATOR', is_read_only: true }, 6),
      holder: 'applicant',
      readOnly: true,
    },
    // ANY_EMP and CURRENT steps are the caller's who opened them: the applicant acted last.
    { node: node('any', 'ASSIGN', { subject_type: 'ANY_EMP' }, 7), holder: 'applicant', readOnly: false },
    {
      node: node('current', 'PRE_END', { subject_type: 'CURRENT', is_read_only: true }, 8),
      holder: 'applicant',
      readOnly: true,
    },
    // A vote is held by the members listed who have not voted yet: council1, never council2.
    // Each vote is prepared by staff, who name its council.
    {
      node: node('prepare', 'PREPARE_VOTE', { subject_type: 'TO_ROLE', role_id: 3 }, 9),
      holder: 'staff',
      readOnly: false,
    },
    { node: vote('vote', false, 10), holder: 'council1', readOnly: false, voted: true },
    {
      node: node('prepare-ro', 'PREPARE_VOTE', { subject_type: 'TO_ROLE', role_id: 3, is_read_only: true }, 11),
      holder: 'staff',
      readOnly: true,
    },
    { node: vote('vote-ro', true, 12), holder: 'council1', readOnly: true, voted: true },
  ]
}

/** A VOTE step (subject VOTERS) of one member of role 4, decided by their one vote. */
function vote(id: string, readOnly: boolean, index: number): WorkflowDocument['nodes'][number] {
  return {
    id,
    type: 'VOTE',
    label: id,
    position: nodeAt(index),
    subject: { subject_type: 'VOTERS', ...(readOnly ? { is_read_only: true } : {}) },
    vote: { voterRoleId: 4, minVoters: 1, decisionRule: 'simple_majority' },
    ports: [{ id: 'go', label: 'Дараах' }],
  }
}

/** START (the creator), then each stop in turn, then END. */
function walkWorkflow(walk: readonly Stop[]): Omit<WorkflowDocument, 'name'> {
  const ids = ['start', ...walk.map((stop) => stop.node.id), 'end']
  return applicationWorkflow(
    'Алхмын эрх',
    [
      ...walk.map((stop) => stop.node),
      { id: 'end', type: 'END', label: 'Дууссан', position: nodeAt(13), subject: { subject_type: 'CURRENT' } },
    ],
    ids.slice(0, -1).map((from, index) => ({ from, port: 'go', to: ids[index + 1] ?? 'end' })),
  )
}

describe.each(testBackends())('who may change a record in a process on $name', { timeout: 180_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer
  let walk: Stop[]
  let council1: number

  beforeAll(async () => {
    await seedHeritage(database().db)
    council1 = await userId(database(), 'council1')
    walk = stops(council1)
    const store = (await heritageWithWorkflow(walkWorkflow(walk))) as MemoryDocumentStore
    // The applications as a GraphQL entry every role here reads: its edits are the third door.
    await store.put({ ...APPLICATION_ENTRY, access: { roles: [3, 4, 5] } }, { by: null })
    server = await workflowServer(database(), { store })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  /** The record as `login` reads it: its version and what the server says they may do. */
  const read = async (login: Caller, id: unknown) =>
    call<{ record: { _version: string }; rights: { update: boolean } }>(
      server,
      login,
      'GET',
      `/records/applications/${String(id)}`,
    )

  /** What each caller is answered when changing the record, through the records API and GraphQL. */
  async function answers(id: unknown): Promise<Record<Caller, { rest: string; graphql: string; rights: boolean }>> {
    const found = {} as Record<Caller, { rest: string; graphql: string; rights: boolean }>
    for (const login of CALLERS) {
      const before = await read(login, id)
      // The applicant reads only their own applications; the others read them all.
      expect(before.status, `${login} reads the record`).toBe(200)
      const version = before.body.record._version
      const rest = await call(server, login, 'PATCH', `/records/applications/${String(id)}?version=${version}`, {
        attachment: null,
      })
      const again = (await read(login, id)).body.record._version
      const graphql = await server.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: await server.as(login),
        payload: {
          query: `mutation { editApplication(id: ${String(id)}, version: "${again}", input: { attachment: null }) { id } }`,
        },
      })
      const errors = (graphql.json() as { errors?: Array<{ extensions: { code: string } }> }).errors ?? []
      found[login] = {
        rest: rest.status === 200 ? 'changed' : `${rest.status} ${rest.body.code}`,
        graphql: errors.length === 0 ? 'changed' : (errors[0]?.extensions.code ?? 'error'),
        rights: before.body.rights.update,
      }
    }
    return found
  }

  it('lets exactly the subject of an open step that is not read-only change the record, on every door', async () => {
    const record = await fileApplication(server)
    // The START step is the applicant's draft: theirs to change though their role only reads.
    expect(await answers(record.id)).toEqual({
      applicant: { rest: 'changed', graphql: 'changed', rights: true },
      staff: { rest: '403 NOT_STEP_ASSIGNEE', graphql: 'NOT_STEP_ASSIGNEE', rights: false },
      council1: { rest: '403 NOT_STEP_ASSIGNEE', graphql: 'NOT_STEP_ASSIGNEE', rights: false },
      council2: { rest: '403 NOT_STEP_ASSIGNEE', graphql: 'NOT_STEP_ASSIGNEE', rights: false },
    })
    // Whoever leaves a step for a vote names its council.
    const onward = (index: number) => (walk[index]?.voted ? { port: 'go', voters: [council1] } : { port: 'go' })
    let state = (await actAt(server, 'applicant', await stateOf(server, 'applicant', record.id), 'start', onward(0)))
      .body
    for (const [index, stop] of walk.entries()) {
      const expected = Object.fromEntries(
        CALLERS.map((login) => {
          if (login !== stop.holder)
            return [login, { rest: '403 NOT_STEP_ASSIGNEE', graphql: 'NOT_STEP_ASSIGNEE', rights: false }]
          if (stop.readOnly) return [login, { rest: '403 STEP_READ_ONLY', graphql: 'STEP_READ_ONLY', rights: false }]
          return [login, { rest: 'changed', graphql: 'changed', rights: true }]
        }),
      )
      expect({ at: stop.node.id, answers: await answers(record.id) }).toEqual({ at: stop.node.id, answers: expected })
      // What the process state tells the browser is the same rule.
      expect((await stateOf(server, stop.holder, record.id)).iCanEdit).toBe(!stop.readOnly)
      state = await stateOf(server, stop.holder, record.id)
      const step = state.openSteps.find((open) => open.status_id === stop.node.id)
      const moved = stop.voted
        ? await call(server, stop.holder, 'POST', `/process/${state.processId}/steps/${String(step?.id)}/vote`, {
            vote: 'approve',
          })
        : await actAt(server, stop.holder, state, stop.node.id, onward(index + 1))
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    }
    // Finished: the decision stands as recorded, for everyone.
    const finished = { rest: '409 PROCESS_FINISHED', graphql: 'PROCESS_FINISHED', rights: false }
    expect(await answers(record.id)).toEqual(Object.fromEntries(CALLERS.map((login) => [login, finished])))
  })

  it('keeps a role that only reads from changing a record no process holds', async () => {
    const record = await fileApplication(server)
    // A record from before the krud had its workflow: no process, so no step grants anything.
    await database().db.deleteFrom('tamga_process_step').where('row_id', '=', String(record.id)).execute()
    await database().db.deleteFrom('tamga_process').where('row_id', '=', String(record.id)).execute()
    const found = await answers(record.id)
    expect(found.applicant).toEqual({ rest: '403 NOT_STEP_ASSIGNEE', graphql: 'NOT_STEP_ASSIGNEE', rights: false })
    expect(found.council1).toEqual({ rest: '403 NOT_STEP_ASSIGNEE', graphql: 'NOT_STEP_ASSIGNEE', rights: false })
    // Staff's role grants updates of every application, in a process or not.
    expect(found.staff).toEqual({ rest: 'changed', graphql: 'changed', rights: true })
  })
})
