// Every row of spec 4.2's subject table, the step flags (is_subject_changeable, is_read_only) and
// dated steps, through a test workflow over the heritage applications, on the whole server.
import type { WaitingSteps, WorkflowDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../auth/passwordHash.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import { DEMO_PASSWORD } from '../seed/accounts.ts'
import {
  actAt,
  applicationWorkflow,
  call,
  fileApplication,
  heritageWithWorkflow,
  nodeAt,
  openStep,
  stateOf,
  userId,
  type WorkflowTestServer,
  workflowServer,
} from './testing.ts'

/**
 * START (CURRENT) → ASSIGN (TO_ROLE staff, changeable) → SEE_AND_CHECK (TO_ROLE staff, read-only)
 * → TRANSFER (DIRECT council2) → DATE (ANY_EMP) → GIVE (CREATOR) → END or CANCEL.
 */
function subjectsWorkflow(council2: number): Omit<WorkflowDocument, 'name'> {
  return applicationWorkflow(
    'Хариуцагчийн төрлүүд',
    [
      {
        id: 'assign',
        type: 'ASSIGN',
        label: 'Хуваарилах',
        position: nodeAt(1),
        subject: { subject_type: 'TO_ROLE', role_id: 3, is_subject_changeable: true },
        ports: [{ id: 'pass', label: 'Хуваарилсан' }],
      },
      {
        id: 'see',
        type: 'SEE_AND_CHECK',
        label: 'Танилцах',
        position: nodeAt(2),
        subject: { subject_type: 'TO_ROLE', role_id: 3, is_read_only: true },
        ports: [{ id: 'seen', label: 'Танилцсан' }],
      },
      {
        id: 'direct',
        type: 'TRANSFER',
        label: 'Шилжүүлэх',
        position: nodeAt(3),
        subject: { subject_type: 'DIRECT', role_id: 4, user_id: council2 },
        ports: [{ id: 'pass', label: 'Шилжүүлсэн' }],
      },
      {
        id: 'date',
        type: 'DATE',
        label: 'Огноо товлох',
        position: nodeAt(4),
        subject: { subject_type: 'ANY_EMP' },
        ports: [{ id: 'set', label: 'Товлосон' }],
      },
      {
        id: 'give',
        type: 'GIVE',
        label: 'Хүлээлгэн өгөх',
        position: nodeAt(5),
        subject: { subject_type: 'CREATOR' },
        ports: [
          { id: 'finish', label: 'Дууссан', outcome: 'approve' },
          { id: 'cancel', label: 'Цуцалсан', outcome: 'reject' },
        ],
      },
      { id: 'end', type: 'END', label: 'Дууссан', position: nodeAt(6), subject: { subject_type: 'CURRENT' } },
      { id: 'cancel', type: 'CANCEL', label: 'Цуцлагдсан', position: nodeAt(7), subject: { subject_type: 'CURRENT' } },
    ],
    [
      { from: 'start', port: 'go', to: 'assign' },
      { from: 'assign', port: 'pass', to: 'see' },
      { from: 'see', port: 'seen', to: 'direct' },
      { from: 'direct', port: 'pass', to: 'date' },
      { from: 'date', port: 'set', to: 'give' },
      { from: 'give', port: 'finish', to: 'end' },
      { from: 'give', port: 'cancel', to: 'cancel' },
    ],
  )
}

describe.each(testBackends())('step subjects and flags on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db)
    // A second member of staff, to hand a step to.
    await db
      .insertInto('tamga_user')
      .values({
        login: 'staff2',
        email: 'staff2@example.com',
        password_hash: await hashPassword(DEMO_PASSWORD),
        first_name: 'Болд',
        last_name: 'Бат',
        role_id: 3,
        confirmed: true,
      })
      .execute()
    for (const login of ['applicant', 'staff', 'staff2', 'council1', 'council2']) {
      ids[login] = await userId(database(), login)
    }
    server = await workflowServer(database(), {
      store: await heritageWithWorkflow(subjectsWorkflow(ids.council2 ?? 0)),
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  it('resolves every subject type of spec 4.2, hands over, keeps read-only holders out, and dates steps', async () => {
    const record = await fileApplication(server)
    let state = await stateOf(server, 'applicant', record.id)
    state = (await actAt(server, 'applicant', state, 'start', { port: 'go' })).body

    state = await stateOf(server, 'staff', record.id)
    const assign = openStep(state, 'assign')
    expect(assign.ports[0]).toMatchObject({ leadsTo: 'SEE_AND_CHECK', picksAssignee: true })
    const candidates = await call<{ people: Array<{ login: string }> }>(
      server,
      'staff',
      'GET',
      `/process/${state.processId}/steps/${assign.id}/candidates?port=pass`,
    )
    expect(candidates.body.people.map((person) => person.login).sort()).toEqual(['staff', 'staff2'])
    const badPicks = [
      [{ port: 'pass', nextAssignee: { userId: ids.applicant } }, '/nextAssignee/userId'],
      [{ port: 'pass', date: '2020-01-01' }, '/date'],
      [{ port: 'pass', voters: [ids.council1] }, '/voters'],
      [{ port: 'nowhere' }, '/port'],
    ] as const
    for (const [body, path] of badPicks) {
      const refused = await actAt(server, 'staff', state, 'assign', body)
      expect(refused.status).toBe(400)
      expect(refused.body.issues?.map((found) => found.path)).toEqual([path])
    }
    const versionOf = async () =>
      (
        await call<{ record: { _version: string } }>(
          server,
          'staff',
          'GET',
          `/records/applications/${String(record.id)}`,
        )
      ).body.record._version
    const change = async (login: string) =>
      call<{ record: { _version: string } }>(
        server,
        login,
        'PATCH',
        `/records/applications/${String(record.id)}?version=${await versionOf()}`,
        // The attachment is the one field the form leaves editable during the process.
        { attachment: null, process_status: 'END' },
      )
    // The holder of the open step may change the record; only the workflow moves the status:
    // the form sending it back changes nothing.
    const changed = await change('staff')
    expect(changed.status).toBe(200)
    expect((changed.body.record as Record<string, unknown>).process_status).toBe('ASSIGN')
    state = (await actAt(server, 'staff', state, 'assign', { port: 'pass', nextAssignee: { userId: ids.staff2 } })).body

    // The read-only step is staff2's: they see the record but cannot change it, nor can staff,
    // who hold no step on it any more (iCanEdit is false for both).
    const seen = await stateOf(server, 'staff2', record.id)
    expect(seen).toMatchObject({ iCanEdit: false, isReadOnly: true, currentStep: { status_id: 'see', canAct: true } })
    expect(await stateOf(server, 'staff', record.id)).toMatchObject({ iCanEdit: false })
    const refused = await change('staff2')
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('STEP_READ_ONLY')
    const stepless = await change('staff')
    expect(stepless.status).toBe(403)
    expect(stepless.body.code).toBe('NOT_STEP_ASSIGNEE')
    expect((await actAt(server, 'staff', seen, 'see', { port: 'seen' })).body.code).toBe('NOT_STEP_ASSIGNEE')
    state = (await actAt(server, 'staff2', seen, 'see', { port: 'seen' })).body

    state = await stateOf(server, 'council2', record.id)
    expect((await actAt(server, 'council1', state, 'direct', { port: 'pass' })).status).toBe(403)
    const notChangeable = await actAt(server, 'council2', state, 'direct', {
      port: 'pass',
      nextAssignee: { userId: ids.council1 },
    })
    expect(notChangeable.body.issues?.map((found) => found.path)).toEqual(['/nextAssignee'])
    state = (await actAt(server, 'council2', state, 'direct', { port: 'pass', date: '2020-01-31' })).body
    expect(openStep(state, 'date')).toMatchObject({ due_date: '2020-01-31', user_id: ids.council2, role_id: 4 })

    // Past its date, the DATE step is overdue for whoever may read the record.
    const overdue = await call<WaitingSteps>(server, 'staff', 'GET', '/process/overdue')
    expect(overdue.body.steps.map((entry) => [entry.processId, entry.step.status_id])).toContainEqual([
      state.processId,
      'date',
    ])
    state = (await actAt(server, 'council2', state, 'date', { port: 'set', date: '2020-02-15' })).body
    state = await stateOf(server, 'applicant', record.id)
    state = (await actAt(server, 'applicant', state, 'give', { port: 'cancel', description: 'Татан авлаа' })).body
    expect(state).toMatchObject({ finished: true, status_type: 'CANCEL', status: 'Цуцлагдсан' })

    const steps = await database()
      .db.selectFrom('tamga_process_step')
      .select(['status_id', 'subject_type', 'role_id', 'user_id', 'is_done', 'due_date'])
      .where('process_id', '=', state.processId)
      .orderBy('id')
      .execute()
    expect(steps).toEqual([
      { status_id: 'start', subject_type: 'CURRENT', role_id: 5, user_id: ids.applicant, is_done: 1, due_date: null },
      { status_id: 'assign', subject_type: 'TO_ROLE', role_id: 3, user_id: null, is_done: 1, due_date: null },
      { status_id: 'see', subject_type: 'TO_ROLE', role_id: 3, user_id: ids.staff2, is_done: 1, due_date: null },
      { status_id: 'direct', subject_type: 'DIRECT', role_id: 4, user_id: ids.council2, is_done: 1, due_date: null },
      {
        status_id: 'date',
        subject_type: 'ANY_EMP',
        role_id: 4,
        user_id: ids.council2,
        is_done: 1,
        due_date: '2020-02-15',
      },
      { status_id: 'give', subject_type: 'CREATOR', role_id: 5, user_id: ids.applicant, is_done: 1, due_date: null },
      // CANCEL goes to whoever finished the process, whatever the diagram's subject says.
      { status_id: 'cancel', subject_type: 'CURRENT', role_id: 5, user_id: ids.applicant, is_done: 0, due_date: null },
    ])
    // A finished process takes no more actions.
    const give = await database()
      .db.selectFrom('tamga_process_step')
      .select('id')
      .where('process_id', '=', state.processId)
      .where('status_id', '=', 'give')
      .executeTakeFirstOrThrow()
    const again = await call(server, 'applicant', 'POST', `/process/${state.processId}/steps/${give.id}/act`, {
      port: 'finish',
    })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('PROCESS_FINISHED')
    // …and the decided record changes no more, for anyone.
    for (const login of ['staff', 'admin']) {
      const decided = await change(login)
      expect({ login, status: decided.status, code: decided.body.code }).toEqual({
        login,
        status: 409,
        code: 'PROCESS_FINISHED',
      })
    }
  })
})
