import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Counter } from 'prom-client'
import type { TamgaConfig } from '../config.ts'

/** One mail to send. */
export interface MailMessage {
  /** The recipient's address. */
  to: string
  subject: string
  /** The plain-text body, which every mail has. */
  text: string
  /** An HTML body beside the text, for mail programs that show it. */
  html?: string | undefined
}

/** What became of a sent mail. */
export interface SentMail {
  /** The Message-ID header the mail went out with. */
  messageId: string
  /** The outbox only: the .eml file the mail was written to. */
  file?: string | undefined
}

/**
 * Sends mail. Made by {@link createMailer} from the configuration: over SMTP to `SMTP_URL`, or
 * into the outbox folder when no SMTP server is configured (the embedded demo).
 */
export interface Mailer {
  /** `smtp` when mail leaves the machine, `outbox` when it is written to {@link outboxDir}. */
  readonly kind: 'smtp' | 'outbox'
  /** Sends one mail; rejects when the SMTP server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<SentMail>
  /** Closes the SMTP connections that are still open. */
  close(): void
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  /**
   * The sender (`From`). @default `Tamga <no-reply@{host of PUBLIC_URL}>`
   */
  from?: string | undefined
  /** The clock the outbox names its files by (tests). @default () => new Date() */
  now?: (() => Date) | undefined
  /** Counts every send by outcome and transport (the server's `tamga_mails_total`). */
  sent?: Pick<Counter<'outcome' | 'transport'>, 'inc'> | undefined
}

/** The folder the outbox writes mails to when no SMTP server is configured: `{DATA_DIR}/outbox`. */
export function outboxDir(config: Pick<TamgaConfig, 'dataDir'>): string {
  return join(config.dataDir, 'outbox')
}

/** The sender used when none is given: a no-reply address at the site's own host. */
export function defaultSender(config: Pick<TamgaConfig, 'publicUrl'>): string {
  return `Tamga <no-reply@${new URL(config.publicUrl).hostname}>`
}

// A user waits on the answer of the request that sends the mail: a mail server that does not
// answer fails the send in seconds rather than after nodemailer's two-minute defaults.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/**
 * Makes the mailer the configuration asks for: nodemailer's SMTP transport to `config.smtpUrl`
 * (`smtp://user:pass@host:587`, `smtps://…:465`) when it is set; otherwise an outbox that writes
 * every mail as an `.eml` file, named by its time and a random id, under
 * `{config.dataDir}/outbox/`, so that the demo needs no mail server and its mails can be opened
 * with any mail program.
 *
 * @example
 * const mailer = createMailer(config)
 * await mailer.send({ to: 'applicant@example.com', subject: 'Сайн байна уу', text: '…' })
 */
export function createMailer(
  config: Pick<TamgaConfig, 'smtpUrl' | 'dataDir' | 'publicUrl'>,
  options: MailerOptions = {},
): Mailer {
  const mailer = mailerFor(config, options)
  const { sent } = options
  if (sent === undefined) return mailer
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        const answer = await mailer.send(message)
        sent.inc({ outcome: 'sent', transport: mailer.kind })
        return answer
      } catch (error) {
        sent.inc({ outcome: 'failed', transport: mailer.kind })
        throw error
      }
    },
    close: () => mailer.close(),
  }
}

/** {@link createMailer}'s mailer before anything counts its sends. */
function mailerFor(config: Pick<TamgaConfig, 'smtpUrl' | 'dataDir' | 'publicUrl'>, options: MailerOptions): Mailer {
  const from = options.from ?? defaultSender(config)
  if (config.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }, { from })
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail(message)
        return { messageId: info.messageId }
      },
      close: () => transport.close(),
    }
  }

  const folder = outboxDir(config)
  const now = options.now ?? (() => new Date())
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from })
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(message)
      const bytes = info.message
      if (!Buffer.isBuffer(bytes)) throw new Error('the outbox transport did not give the mail as bytes')
      await mkdir(folder, { recursive: true })
      // Time first, so a listing of the folder is in the order the mails were sent.
      const stamp = now().toISOString().replaceAll(':', '-')
      const file = join(folder, `${stamp}-${randomBytes(6).toString('hex')}.eml`)
      // Written aside and renamed: whoever watches the folder never opens half a mail.
      const partial = `${file}.partial`
      await writeFile(partial, bytes)
      await rename(partial, file)
      return { messageId: info.messageId, file }
    },
    close: () => transport.close(),
  }
}
