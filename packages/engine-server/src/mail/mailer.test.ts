import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../http/testing.ts'
import { bilingualMail } from './bilingualMail.ts'
import { createMailer, type Mailer, outboxDir } from './mailer.ts'
import { startTestSmtpServer, type TestSmtpServer } from './testing.ts'

const greeting = bilingualMail('applicant@example.com', {
  subject: { mn_MN: 'Бүртгэл баталгаажлаа', en_US: 'Registration confirmed' },
  paragraphs: [
    { mn_MN: 'Сайн байна уу, Нарантуяа.', en_US: 'Hello, Narantuyaa.' },
    { mn_MN: 'Таны бүртгэл <баталгаажлаа>.', en_US: 'Your registration is <confirmed>.' },
  ],
})

describe('bilingualMail', () => {
  it('puts Mongolian first and English below, in the subject, the text and the HTML', () => {
    expect(greeting.subject).toBe('Бүртгэл баталгаажлаа / Registration confirmed')
    expect(greeting.text.indexOf('Сайн байна уу')).toBeLessThan(greeting.text.indexOf('Hello'))
    expect(greeting.text).toBe(
      'Сайн байна уу, Нарантуяа.\n\nТаны бүртгэл <баталгаажлаа>.\n\n----------\n\nHello, Narantuyaa.\n\nYour registration is <confirmed>.\n',
    )
    expect(greeting.html?.indexOf('lang="mn"')).toBeLessThan(greeting.html?.indexOf('lang="en"') ?? -1)
  })

  it('escapes the text it puts into HTML', () => {
    expect(greeting.html).toContain('&lt;confirmed&gt;')
    expect(greeting.html).not.toContain('<confirmed>')
  })
})

describe('the SMTP mailer', () => {
  let smtp: TestSmtpServer
  let mailer: Mailer | undefined
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
  })
  afterAll(async () => {
    await smtp.close()
  })
  afterEach(() => {
    mailer?.close()
    mailer = undefined
  })

  it('delivers to the SMTP server of SMTP_URL, with the Mongolian text intact', async () => {
    mailer = createMailer(testConfig({ smtpUrl: smtp.url, publicUrl: 'https://heritage.example.mn' }))
    expect(mailer.kind).toBe('smtp')
    const before = smtp.received.length
    const sent = await mailer.send(greeting)
    const mail = await smtp.nextMail(before)
    expect(mail.recipients).toEqual(['applicant@example.com'])
    expect(mail.parsed.subject).toBe('Бүртгэл баталгаажлаа / Registration confirmed')
    expect(mail.parsed.text).toBe(greeting.text)
    expect(mail.parsed.html).toContain('Таны бүртгэл &lt;баталгаажлаа&gt;.')
    expect(mail.parsed.messageId).toBe(sent.messageId)
    expect(mail.parsed.from?.value).toEqual([{ name: 'Tamga', address: 'no-reply@heritage.example.mn' }])
  })

  it('uses the sender it is given', async () => {
    mailer = createMailer(testConfig({ smtpUrl: smtp.url }), { from: 'Өв соёл <info@heritage.example.mn>' })
    const before = smtp.received.length
    await mailer.send({ to: 'staff@example.com', subject: 'Test', text: 'Сайн уу' })
    const mail = await smtp.nextMail(before)
    expect(mail.parsed.from?.value).toEqual([{ name: 'Өв соёл', address: 'info@heritage.example.mn' }])
    expect(mail.parsed.html).toBe(false)
  })

  it('rejects when no SMTP server answers, rather than pretending the mail left', async () => {
    const closed = await startTestSmtpServer()
    await closed.close()
    mailer = createMailer(testConfig({ smtpUrl: closed.url }))
    await expect(mailer.send(greeting)).rejects.toThrow()
  })
})

describe('the outbox mailer', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tamga-outbox-'))
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('writes each mail as an .eml file named by time and id under DATA_DIR/outbox when no SMTP_URL is set', async () => {
    const config = testConfig({ dataDir, smtpUrl: undefined })
    const mailer = createMailer(config, { now: () => new Date('2026-03-01T08:30:15.250Z') })
    expect(mailer.kind).toBe('outbox')
    const first = await mailer.send(greeting)
    const second = await mailer.send(greeting)
    mailer.close()

    expect(outboxDir(config)).toBe(join(dataDir, 'outbox'))
    const files = (await readdir(outboxDir(config))).sort()
    expect(files).toHaveLength(2)
    for (const file of files) expect(file).toMatch(/^2026-03-01T08-30-15\.250Z-[0-9a-f]{12}\.eml$/)
    expect(first.file).not.toBe(second.file)
    expect(files.map((file) => join(outboxDir(config), file))).toContain(first.file)

    const parsed = await simpleParser(await readFile(first.file ?? ''))
    expect(parsed.subject).toBe(greeting.subject)
    expect(parsed.text).toBe(greeting.text)
    expect(parsed.to).toMatchObject({ value: [{ address: 'applicant@example.com' }] })
    expect(parsed.messageId).toBe(first.messageId)
  })
})
