// The applicant is told each decision on their application (a send-back, the council's refusal,
// the approval) in the app and by e-mail: a real SMTP server on loopback receives what the server
// sends; without one, the mail lands in the outbox as reset mail does.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ProcessState } from '@tamga/schema'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import {
  actAt,
  call,
  fileApplication,
  openStep,
  signed,
  stateOf,
  userId,
  type WorkflowTestServer,
  workflowServer,
} from './testing.ts'

/** The applicant's notifications, newest first. */
async function noticesOf(server: WorkflowTestServer) {
  const answer = await call<{ items: Array<{ title: string; body: string | null; link: string | null }> }>(
    server,
    'applicant',
    'GET',
    '/notifications?limit=20',
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.items
}

/** Files an application as the applicant and submits it: answers its process as staff see it. */
async function submitted(server: WorkflowTestServer) {
  const record = await fileApplication(server)
  const state = await stateOf(server, 'applicant', record.id)
  expect((await actAt(server, 'applicant', state, 'start', { port: 'submit' })).status).toBe(200)
  return { id: String(record.id), state: await stateOf(server, 'staff', record.id) }
}

/** Staff check it and put it to the three council members' vote, who vote as given. */
async function councilVotes(
  server: WorkflowTestServer,
  council: readonly number[],
  votes: ReadonlyArray<[string, string, string]>,
) {
  const { id, state: checking } = await submitted(server)
  let state = (await actAt(server, 'staff', checking, 'check', { port: 'approve', signature: signed('Дорж Сарнай') }))
    .body
  state = (await actAt(server, 'staff', state, 'prepare-vote', { port: 'ready', voters: council })).body
  const vote = openStep(state, 'vote')
  for (const [login, choice, description] of votes) {
    const answer = await call<ProcessState>(
      server,
      login,
      'POST',
      `/process/${state.processId}/steps/${vote.id}/vote`,
      {
        vote: choice,
        description,
        signature: signed(login),
      },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    state = answer.body
  }
  return { id, state }
}

describe.each(testBackends())('telling the applicant the decision on $name', { timeout: 180_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let smtp: TestSmtpServer
  let server: WorkflowTestServer
  let council: number[]

  beforeAll(async () => {
    await seedHeritage(database().db)
    council = await Promise.all(['council1', 'council2', 'council3'].map((login) => userId(database(), login)))
    smtp = await startTestSmtpServer()
    server = await workflowServer(database(), { config: { smtpUrl: smtp.url, publicUrl: 'https://tamga.example.mn' } })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
  })

  /** The mails the applicant received after `before` mails, waiting for the first. */
  const applicantMails = async (before: number) => {
    await smtp.nextMail(before)
    // The staff's or council's own mails may arrive around it: only the applicant's count here.
    await new Promise((resolve) => setTimeout(resolve, 300))
    return smtp.received.slice(before).filter((mail) => mail.recipients.includes('applicant@example.com'))
  }

  it('tells a send-back once, with the reason staff gave and the way to resubmit', async () => {
    const { id, state } = await submitted(server)
    const before = smtp.received.length
    const answer = await actAt(server, 'staff', state, 'check', {
      port: 'send-back',
      description: 'Төсвийн задаргаа дутуу',
      signature: signed('Дорж Сарнай'),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const mails = await applicantMails(before)
    // The RE_CREATE step waits for the applicant, but they hear of it once: as the decision.
    expect(mails).toHaveLength(1)
    const mail = mails[0]?.parsed
    expect(mail?.subject).toBe(`Өргөдөл №${id}: Буцаагдсан / Applications #${id}: Sent back`)
    expect(mail?.text).toContain(`Таны Өргөдөл №${id}-д шийдвэр гарлаа: Буцаасан (Буцаагдсан).`)
    expect(mail?.text).toContain('Өргөдлөө засварлаж, дахин илгээнэ үү.')
    expect(mail?.text).toContain('Дорж Сарнай: Төсвийн задаргаа дутуу')
    expect(mail?.text).toContain(`https://tamga.example.mn/form/applications/${id}`)
    expect(mail?.text).toContain('Please change it and submit it again.')

    const [notice] = await noticesOf(server)
    expect(notice).toEqual(
      expect.objectContaining({
        title: `Өргөдөл №${id}: Буцаагдсан`,
        body: 'Шийдвэр: Буцаасан. Засварлаад дахин илгээнэ үү. Дорж Сарнай: Төсвийн задаргаа дутуу',
        link: `/form/applications/${id}`,
      }),
    )
  })

  it("tells the council's refusal with each member's vote and remark", async () => {
    const before = smtp.received.length
    const { id, state } = await councilVotes(server, council, [
      ['council1', 'approve', 'Өв уламжлалд чухал'],
      ['council2', 'reject', 'Төсөв хэт өндөр'],
      ['council3', 'reject', 'Давхардсан хүсэлт'],
    ])
    expect(state).toMatchObject({ status_type: 'CANCEL', finished: true })
    const mails = await applicantMails(before)
    expect(mails).toHaveLength(1)
    const text = mails[0]?.parsed.text ?? ''
    expect(mails[0]?.parsed.subject).toBe(`Өргөдөл №${id}: Цуцлагдсан / Applications #${id}: Cancelled`)
    expect(text).toContain('шийдвэр гарлаа: Дэмжээгүй (Цуцлагдсан)')
    expect(text).toContain('Лхагва Батбаяр (Дэмжсэн): Өв уламжлалд чухал')
    expect(text).toContain('Пүрэв Оюунчимэг (Дэмжээгүй): Төсөв хэт өндөр')
    expect(text).toContain('Түмэн Ганзориг (Дэмжээгүй): Давхардсан хүсэлт')
  })

  it('tells the approval once staff decide after the vote, with the letter to download', async () => {
    let { id, state } = await councilVotes(server, council, [
      ['council1', 'approve', ''],
      ['council2', 'approve', 'Дэмжиж байна'],
      ['council3', 'approve', ''],
    ])
    expect(state.status_type).toBe('SUMMARY')
    state = await stateOf(server, 'staff', id)
    const before = smtp.received.length
    const answer = await actAt(server, 'staff', state, 'summary', {
      port: 'approve',
      description: 'Зөвлөлийн санал нэгдсэн',
      signature: signed('Дорж Сарнай'),
    })
    expect(answer.body).toMatchObject({ status_type: 'END', finished: true })
    const mails = await applicantMails(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.parsed.subject).toBe(`Өргөдөл №${id}: Шийдвэрлэгдсэн / Applications #${id}: Approved`)
    expect(mails[0]?.parsed.text).toContain('Дорж Сарнай: Зөвлөлийн санал нэгдсэн')
    expect(mails[0]?.parsed.text).toContain('Open it and download the decision letter')
    expect((await noticesOf(server))[0]?.title).toBe(`Өргөдөл №${id}: Шийдвэрлэгдсэн`)
  })

  it('tells no one when the applicant withdraws their own application', async () => {
    const { id, state } = await submitted(server)
    await actAt(server, 'staff', state, 'check', {
      port: 'send-back',
      description: 'Дутуу',
      signature: signed('Дорж Сарнай'),
    })
    const noticesBefore = (await noticesOf(server)).length
    const mine = await stateOf(server, 'applicant', id)
    const withdrawn = await actAt(server, 'applicant', mine, 're-create', { port: 'withdraw' })
    expect(withdrawn.body).toMatchObject({ status_type: 'CANCEL', finished: true })
    expect((await noticesOf(server)).length).toBe(noticesBefore)
  })
})

describe.each(testBackends())('a decision without an SMTP server on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer

  beforeAll(async () => {
    await seedHeritage(database().db)
    server = await workflowServer(database())
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  it('writes the e-mail to the outbox', async () => {
    const { id, state } = await submitted(server)
    await actAt(server, 'staff', state, 'check', {
      port: 'reject',
      description: 'Шаардлага хангаагүй',
      signature: signed('Дорж Сарнай'),
    })
    const outbox = join(server.dataDir, 'outbox')
    const mail = async () => {
      const files = await readdir(outbox).catch(() => [] as string[])
      const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(outbox, file)))))
      return mails.find((parsed) => parsed.subject === `Өргөдөл №${id}: Цуцлагдсан / Applications #${id}: Cancelled`)
    }
    await expect.poll(mail, { timeout: 5000 }).toBeDefined()
    const parsed = await mail()
    expect(parsed?.to).toMatchObject({ text: 'applicant@example.com' })
    expect(parsed?.text).toContain('Дорж Сарнай: Шаардлага хангаагүй')
  })
})
