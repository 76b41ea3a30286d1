// A registration tells the administrators, with a link to confirm it, and its confirmation tells
// the applicant: in the app and by e-mail, read back from a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing.ts'
import { seedHeritage } from '../records/testing.ts'
import { call, type WorkflowTestServer, workflowServer } from '../workflow/testing.ts'

const registration = {
  first_name: 'Солонго',
  last_name: 'Энхбат',
  birthday: '1990-05-04',
  gender: 'women',
  register_no: 'УБ90050411',
  email: 'solongo@example.mn',
  phone: '99001122',
  password: 'Strong#Pass1',
  password_confirmation: 'Strong#Pass1',
}

describe.each(testBackends())('registration notices on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let smtp: TestSmtpServer
  let server: WorkflowTestServer

  beforeAll(async () => {
    await seedHeritage(database().db)
    smtp = await startTestSmtpServer()
    server = await workflowServer(database(), { config: { smtpUrl: smtp.url, publicUrl: 'https://tamga.example.mn' } })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
  })

  it('tells the administrators of a registration, and the applicant once it is confirmed', async () => {
    const before = smtp.received.length
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: registration,
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const id = registered.json<{ user: { id: number } }>().user.id
    const link = `/admin/users?user=${String(id)}`

    await smtp.nextMail(before + 1)
    const toAdmins = smtp.received.slice(before)
    // The super admin and the system administrator: whoever may confirm it.
    expect(toAdmins.flatMap((mail) => mail.recipients).sort()).toEqual(['admin@example.com', 'sysadmin@example.com'])
    const mail = toAdmins[0]?.parsed
    expect(mail?.subject).toBe('Шинэ бүртгэл: Энхбат Солонго / New registration: Энхбат Солонго')
    expect(mail?.text).toContain(`Баталгаажуулах: https://tamga.example.mn${link}`)

    const notices = await call<{ items: Array<{ title: string; link: string | null }> }>(
      server,
      'sysadmin',
      'GET',
      '/notifications?limit=5',
    )
    expect(notices.body.items[0]).toMatchObject({ title: 'Шинэ бүртгэл: Энхбат Солонго', link })
    // Staff do not confirm registrations and are not told.
    const staff = await call<{ items: Array<{ title: string }> }>(server, 'staff', 'GET', '/notifications?limit=50')
    expect(staff.body.items.map((notice) => notice.title)).not.toContain('Шинэ бүртгэл: Энхбат Солонго')

    const confirming = smtp.received.length
    const confirmed = await call(server, 'sysadmin', 'PATCH', `/users/${String(id)}`, { confirmed: true })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const told = await smtp.nextMail(confirming)
    expect(told.recipients).toEqual(['solongo@example.mn'])
    expect(told.parsed.subject).toBe('Таны бүртгэл баталгаажлаа / Your registration is confirmed')
    expect(told.parsed.text).toContain('Нэвтрэх: https://tamga.example.mn/auth/login')

    // Changing anything else of a confirmed user tells nobody again.
    const after = smtp.received.length
    expect((await call(server, 'sysadmin', 'PATCH', `/users/${String(id)}`, { phone: '99001133' })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received.length).toBe(after)
  })

  it('tells the applicant once when the confirm action is taken twice', async () => {
    const registering = smtp.received.length
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { ...registration, email: 'twice@example.mn', register_no: 'УБ90050412' },
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const id = registered.json<{ user: { id: number } }>().user.id
    // Both administrators' mails first.
    await smtp.nextMail(registering + 1)
    const before = smtp.received.length
    for (let round = 0; round < 2; round++) {
      expect((await call(server, 'sysadmin', 'POST', `/users/${String(id)}/confirm`)).status).toBe(200)
    }
    await smtp.nextMail(before)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received.slice(before).flatMap((mail) => mail.recipients)).toEqual(['twice@example.mn'])
  })
})
