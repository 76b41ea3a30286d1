// GET /api/process/mine through the whole server over the heritage example: the records a person
// created in the application approval, each with its status and what it expects of them next.
import type { MyProcess, MyProcesses } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import { DEMO_PASSWORD } from '../seed/accounts.ts'
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

describe.each(testBackends())(
  'the records a person created in a workflow on $name',
  { timeout: 120_000 },
  (backend) => {
    const database = useMigratedDatabase(backend)
    let server: WorkflowTestServer

    /** An applicant of the test's own, made by the administrator, so the list holds only what the test files. */
    async function newApplicant(login: string): Promise<void> {
      const created = await call(server, 'sysadmin', 'POST', '/users', {
        login,
        password: DEMO_PASSWORD,
        first_name: 'Ууганаа',
        last_name: 'Батжаргал',
        email: `${login}@example.mn`,
        role_id: 5,
        confirmed: true,
      })
      expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
    }

    const mine = async (login: string) => {
      const answer = await call<MyProcesses>(server, login, 'GET', '/process/mine')
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body
    }
    const entryOf = (list: MyProcesses, rowId: unknown): MyProcess => {
      const entry = list.processes.find((process) => process.rowId === rowId)
      if (entry === undefined) throw new Error(`record ${String(rowId)} is not listed`)
      return entry
    }

    beforeAll(async () => {
      await seedHeritage(database().db)
      server = await workflowServer(database())
      await newApplicant('mine-first')
      await newApplicant('mine-second')
    }, 60_000)
    afterAll(async () => {
      await server?.close()
    })

    it('lists a draft as the applicant’s to submit, with its title, and where a new one starts', async () => {
      const draft = await fileApplication(server, 'mine-first', { title: 'Хөөмийн дугуйлан' })
      const list = await mine('mine-first')
      expect(list.processes).toHaveLength(1)
      expect(entryOf(list, draft.id)).toMatchObject({
        krud: 'applications',
        krudTitle: { mn_MN: 'Өргөдөл', en_US: 'Applications', ko_KR: '신청서' },
        title: 'Хөөмийн дугуйлан',
        status_type: 'START',
        status: 'Өргөдөл бүрдүүлэх',
        status_label: { mn_MN: 'Өргөдөл бүрдүүлэх', en_US: 'Prepare the application', ko_KR: '신청서 작성' },
        next: 'submit',
        finished_at: null,
        waitingFor: [
          {
            status_id: 'start',
            status_type: 'START',
            label: { mn_MN: 'Өргөдөл бүрдүүлэх', en_US: 'Prepare the application', ko_KR: '신청서 작성' },
            mine: true,
            votesAwaited: null,
            assignee: { userId: await userId(database(), 'mine-first') },
          },
        ],
      })
      expect(list.startable).toEqual([
        { krud: 'applications', title: { mn_MN: 'Өргөдөл', en_US: 'Applications', ko_KR: '신청서' } },
      ])
    })

    it('says a submitted application waits for staff, and a sent-back one is the applicant’s to resubmit', async () => {
      const record = await fileApplication(server, 'mine-first', { title: 'Уртын дуу' })
      let state = await stateOf(server, 'mine-first', record.id)
      await actAt(server, 'mine-first', state, 'start', { port: 'submit' })

      let entry = entryOf(await mine('mine-first'), record.id)
      expect(entry).toMatchObject({ status_type: 'CHECK', next: 'wait', action_num: 0 })
      expect(entry.waitingFor).toHaveLength(1)
      expect(entry.waitingFor[0]).toMatchObject({
        status_type: 'CHECK',
        mine: false,
        assignee: null,
        role_name: { mn_MN: 'Ажилтан', en_US: 'Staff', ko_KR: '직원' },
      })

      state = await stateOf(server, 'staff', record.id)
      const sentBack = await actAt(server, 'staff', state, 'check', {
        port: 'send-back',
        description: 'Төсвийн задаргаа дутуу',
        signature: signed('Дорж Сарнай'),
      })
      expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200)
      entry = entryOf(await mine('mine-first'), record.id)
      expect(entry).toMatchObject({ status_type: 'RE_CREATE', next: 'resubmit', action_num: 1 })
      expect(entry.waitingFor[0]).toMatchObject({ status_type: 'RE_CREATE', mine: true })
    })

    it('says a finished process is decided, with where it ended', async () => {
      const record = await fileApplication(server, 'mine-first', { title: 'Татгалзах өргөдөл' })
      let state = await stateOf(server, 'mine-first', record.id)
      await actAt(server, 'mine-first', state, 'start', { port: 'submit' })
      state = await stateOf(server, 'staff', record.id)
      await actAt(server, 'staff', state, 'check', { port: 'reject', signature: signed('Дорж Сарнай') })

      const entry = entryOf(await mine('mine-first'), record.id)
      expect(entry).toMatchObject({ status_type: 'CANCEL', next: 'decided', waitingFor: [] })
      // Where it ended reads in every language the diagram gives, not only as stored.
      expect(entry?.status_label).toEqual({
        mn_MN: 'Өргөдөл цуцлагдсан',
        en_US: 'Application cancelled',
        ko_KR: '신청 취소',
      })
      expect(entry.finished_at).not.toBeNull()
    })

    it('lists the newest first and never another person’s records, whatever the caller may read', async () => {
      const first = await mine('mine-first')
      expect(first.processes.map((process) => process.title)).toEqual([
        'Татгалзах өргөдөл',
        'Уртын дуу',
        'Хөөмийн дугуйлан',
      ])
      expect((await mine('mine-second')).processes).toEqual([])
      // Staff read every application, and created none of these.
      const staff = await mine('staff')
      const ids = new Set(first.processes.map((process) => process.processId))
      expect(staff.processes.some((process) => ids.has(process.processId))).toBe(false)
      // Council members may not create applications: nothing to start.
      expect((await mine('council1')).startable).toEqual([])
    })

    it('leaves out a record deleted since', async () => {
      const record = await fileApplication(server, 'mine-second', { title: 'Устгагдах өргөдөл' })
      expect((await mine('mine-second')).processes).toHaveLength(1)
      const deleted = await server.app.inject({
        method: 'DELETE',
        url: `/api/records/applications/${String(record.id)}`,
        headers: await server.as('sysadmin'),
      })
      expect(deleted.statusCode, deleted.body).toBe(200)
      expect((await mine('mine-second')).processes).toEqual([])
    })

    it('answers 401 to a caller who is not signed in', async () => {
      const answer = await server.app.inject({ method: 'GET', url: '/api/process/mine' })
      expect(answer.statusCode).toBe(401)
    })
  },
)
