// The next assignees are told in the app, through the GraphQL subscription `notificationAdded`
// over a real WebSocket, and by e-mail when an SMTP server is configured: a real SMTP server on
// loopback receives what the server sends, as the password reset's test does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { GraphqlSubscriber, listenForSockets } from '../graphql/testing.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import { noticesFor } from './tellAssignees.ts'
import { actAt, fileApplication, stateOf, type WorkflowTestServer, workflowServer } from './testing.ts'

describe('whom a notice goes to', () => {
  const step = {
    processId: 1,
    stepId: 2,
    krud: 'applications',
    rowId: '3',
    status: 'Хянах',
    statusType: 'CHECK' as const,
  }

  it('a step naming a user tells that user; one naming only a role tells the role; a vote tells its members', () => {
    const notices = noticesFor(
      [
        { ...step, roleId: 3, userId: 7, voters: [] },
        { ...step, stepId: 3, roleId: 3, userId: null, voters: [] },
        { ...step, stepId: 4, statusType: 'VOTE', roleId: null, userId: null, voters: [4, 5] },
      ],
      9,
    )
    expect(notices.map((notice) => notice.target)).toEqual([{ userId: 7 }, { roleId: 3 }, { userId: 4 }, { userId: 5 }])
  })

  it('never tells the one who acted about their own step, and groups many steps for one person', () => {
    const notices = noticesFor(
      [
        { ...step, roleId: 5, userId: 9, voters: [] },
        { ...step, stepId: 5, roleId: 3, userId: 7, voters: [] },
        { ...step, stepId: 6, roleId: 3, userId: 7, voters: [] },
      ],
      9,
    )
    expect(notices).toHaveLength(1)
    expect(notices[0]?.steps.map((opened) => opened.stepId)).toEqual([5, 6])
  })
})

/** A notification as the subscription selects it. */
interface Notice {
  id: number
  title: string
  body: string | null
  link: string | null
}

const NOTICES = 'subscription { notificationAdded { id title body link } }'

describe.each(testBackends())('telling the next assignees on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let smtp: TestSmtpServer
  let server: WorkflowTestServer
  let url: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    smtp = await startTestSmtpServer()
    server = await workflowServer(database(), { config: { smtpUrl: smtp.url, publicUrl: 'https://tamga.example.mn' } })
    url = await listenForSockets(server.app)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
  })

  it('mails staff when an application waits for their check, with a link to it', async () => {
    const record = await fileApplication(server)
    const before = smtp.received.length
    const state = await stateOf(server, 'applicant', record.id)
    expect((await actAt(server, 'applicant', state, 'start', { port: 'submit' })).status).toBe(200)
    const mail = await smtp.nextMail(before)
    expect(mail.recipients).toEqual(['staff@example.com'])
    expect(mail.parsed.subject).toBe(
      `Өргөдөл хянах: Өргөдөл №${String(record.id)} / Өргөдөл хянах: Өргөдөл #${String(record.id)}`,
    )
    expect(mail.parsed.text).toContain(`https://tamga.example.mn/form/applications/${String(record.id)}`)
    // The one who acted is not mailed about the step they opened for others.
    expect(smtp.received.slice(before).flatMap((received) => received.recipients)).not.toContain(
      'applicant@example.com',
    )
  })

  it('streams the notice to staff through the GraphQL subscription, and to nobody else', async () => {
    const staff = await GraphqlSubscriber.open<Notice>(url, await server.as('staff'), NOTICES)
    const council = await GraphqlSubscriber.open<Notice>(url, await server.as('council1'), NOTICES)
    const submit = async () => {
      const record = await fileApplication(server)
      const state = await stateOf(server, 'applicant', record.id)
      expect((await actAt(server, 'applicant', state, 'start', { port: 'submit' })).status).toBe(200)
      return `/form/applications/${String(record.id)}`
    }
    try {
      // A subscription goes live a moment after it is sent, with no message to say so:
      // applications are submitted until staff hear of one.
      const probes = new Set<string>()
      for (let round = 0; round < 20 && probes.size === round; round++) {
        probes.add(await submit())
        if ((await staff.next(300)) !== undefined) break
      }
      const link = await submit()
      let notice = await staff.next()
      while (notice?.link !== null && probes.has(notice?.link ?? '')) notice = await staff.next()
      expect(notice).toMatchObject({
        title: 'Өргөдөл хянах',
        link,
        body: expect.stringContaining('таны шийдвэрийг хүлээж байна'),
      })
      expect(notice?.id).toBeGreaterThan(0)
      // The council has no step waiting: nothing reaches them.
      expect(await council.next(300)).toBeUndefined()
      expect([...staff.errors, ...council.errors]).toEqual([])
    } finally {
      staff.close()
      council.close()
    }
  })

  it('refuses the notification subscription to someone not signed in', async () => {
    const anonymous = await GraphqlSubscriber.open<Notice>(url, {}, NOTICES)
    try {
      await expect.poll(() => anonymous.errors).toMatchObject([[{ extensions: { code: 'UNAUTHORIZED' } }]])
    } finally {
      anonymous.close()
    }
  })
})
