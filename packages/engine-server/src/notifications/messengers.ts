import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { NotificationBus } from './bus.ts'

/**
 * Where the notices of a domain go (the workflow's steps and decisions, registrations): the
 * in-app notifications (stored, then streamed through the bus) and the e-mails.
 */
export interface Messengers {
  db: Kysely<SystemDatabase>
  bus: NotificationBus
  /**
   * Sends the e-mails: over SMTP, or into the outbox when no SMTP server is configured. None
   * where a caller wants no mail at all (tests of the in-app side).
   */
  mailer?: Mailer | undefined
  /** The site's address (`PUBLIC_URL`), for the links in e-mails. */
  publicUrl: string
  log: FastifyBaseLogger
}
