// A real SMTP server for tests, on loopback: mail sent through the SMTP mailer arrives here
// and is parsed, so tests read what a mail program would show.
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail the test server received: the parsed mail and the envelope's recipients. */
export interface ReceivedMail {
  recipients: string[]
  parsed: ParsedMail
}

/** A running test SMTP server. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:{port}`: give it to the mailer as `smtpUrl`. */
  url: string
  /** Every mail received so far, oldest first. */
  received: ReceivedMail[]
  /** The next mail to arrive after `already` mails (by default, the first one), waiting for it. */
  nextMail(already?: number, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

/**
 * Starts an SMTP server on 127.0.0.1 at a free port: no authentication, no TLS (loopback only),
 * accepting every mail and keeping it parsed in `received`.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const waiting = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({ recipients: session.envelope.rcptTo.map((to) => to.address), parsed })
          for (const wake of waiting) wake()
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  if (address === null || typeof address === 'string') throw new Error('the test SMTP server is not on a TCP port')
  const { port } = address
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail(already = 0, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received[already]
          if (mail === undefined) return
          waiting.delete(check)
          clearTimeout(timer)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          waiting.delete(check)
          reject(new Error(`no mail arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        waiting.add(check)
        check()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
