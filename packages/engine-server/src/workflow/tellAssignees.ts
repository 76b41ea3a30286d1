// Telling people a step waits for them: an in-app notification (the notifications stream, web
// push where configured) and an e-mail (over SMTP, or into the outbox without an SMTP server).
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { bilingualMail } from '../mail/bilingualMail.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Messengers } from '../notifications/messengers.ts'
import { type NotificationContent, type NotificationTarget, notify } from '../notifications/store.ts'
import type { OpenedStep } from './openSteps.ts'
import { holdsRole } from './people.ts'
import { stepModule } from './steps/index.ts'

/** One notice: whom it is for and which steps wait for them. */
interface Notice {
  target: NotificationTarget
  steps: OpenedStep[]
}

const targetKey = (target: NotificationTarget) => ('userId' in target ? `u${target.userId}` : `r${target.roleId}`)

/**
 * Whom each step waits for: a vote's council members, the user a step names, or everyone in
 * the role of a step that names no one. The one who acted is not told about their own steps.
 * Steps waiting for the same people make one notice (an import starting many records).
 */
export function noticesFor(opened: readonly OpenedStep[], actorId: number | null): Notice[] {
  const notices = new Map<string, Notice>()
  const add = (target: NotificationTarget, step: OpenedStep) => {
    if ('userId' in target && target.userId === actorId) return
    const key = targetKey(target)
    const notice = notices.get(key)
    if (notice === undefined) notices.set(key, { target, steps: [step] })
    else notice.steps.push(step)
  }
  for (const step of opened) {
    if (step.voters.length > 0) for (const voter of step.voters) add({ userId: voter }, step)
    else if (step.userId !== null) add({ userId: step.userId }, step)
    else if (step.roleId !== null) add({ roleId: step.roleId }, step)
  }
  return [...notices.values()]
}

/** Where a record's form is: its page in the admin area (spec 2.2 `/form/{schema_id}/{id}`). */
export const recordLink = (step: OpenedStep) => `/form/${step.krud}/${step.rowId}`

function contentOf(notice: Notice, krudTitle: (krud: string) => string): NotificationContent {
  const [step] = notice.steps
  if (step === undefined || notice.steps.length > 1) {
    const krud = step?.krud ?? ''
    return {
      title: `${notice.steps.length} бичлэг таны шийдвэрийг хүлээж байна`,
      body: `${krudTitle(krud)}: ${notice.steps.length} бичлэг`,
      link: `/admin/p/${krud}`,
    }
  }
  const vote = stepModule(step.statusType).voted
  return {
    title: step.status,
    body: `${krudTitle(step.krud)} №${step.rowId}: ${vote ? 'санал өгнө үү' : 'таны шийдвэрийг хүлээж байна'}`,
    link: recordLink(step),
  }
}

async function recipients(db: Kysely<SystemDatabase>, target: NotificationTarget) {
  const query = db
    .selectFrom('tamga_user')
    .select(['email', 'first_name'])
    .where('tamga_user.deleted_at', 'is', null)
    .where('email', 'is not', null)
  return 'userId' in target
    ? query.where('id', '=', target.userId).execute()
    : query.where((eb) => holdsRole(eb, target.roleId)).execute()
}

async function mailNotice(
  messengers: Messengers,
  mailer: Mailer,
  notice: Notice,
  krudTitle: (krud: string) => string,
): Promise<void> {
  const step = notice.steps[0]
  if (step === undefined) return
  const title = krudTitle(step.krud)
  const many = notice.steps.length > 1
  const link = `${messengers.publicUrl}${many ? `/admin/p/${step.krud}` : recordLink(step)}`
  for (const person of await recipients(messengers.db, notice.target)) {
    if (person.email === null) continue
    const name = person.first_name?.trim() ? `, ${person.first_name.trim()}` : ''
    const waiting = many
      ? {
          mn_MN: `${title}: ${notice.steps.length} бичлэг таны шийдвэрийг хүлээж байна.`,
          en_US: `${title}: ${notice.steps.length} records wait for your decision.`,
        }
      : stepModule(step.statusType).voted
        ? {
            mn_MN: `${title} №${step.rowId} санал хураалтад орлоо: санал өгнө үү.`,
            en_US: `${title} #${step.rowId} has been put to the vote: please cast your vote.`,
          }
        : {
            mn_MN: `${title} №${step.rowId} "${step.status}" алхамд таны шийдвэрийг хүлээж байна.`,
            en_US: `${title} #${step.rowId} waits for your decision at the step "${step.status}".`,
          }
    await mailer.send(
      bilingualMail(person.email, {
        subject: many
          ? { mn_MN: `${title}: шийдвэр хүлээж буй бичлэг`, en_US: `${title}: records waiting for you` }
          : { mn_MN: `${step.status}: ${title} №${step.rowId}`, en_US: `${step.status}: ${title} #${step.rowId}` },
        paragraphs: [
          { mn_MN: `Сайн байна уу${name}.`, en_US: `Hello${name}.` },
          waiting,
          { mn_MN: `Үзэх: ${link}`, en_US: `Open it: ${link}` },
        ],
      }),
    )
  }
}

/**
 * Tells the people the opened steps wait for (after the action committed: a notice about a
 * step that rolled back would be a lie). The in-app notifications are stored before this
 * resolves; the e-mails, when a mailer is given, go out after, one failure logged without
 * stopping the others. Resolves with the e-mails' promise.
 */
export async function tellAssignees(
  messengers: Messengers,
  opened: readonly OpenedStep[],
  actorId: number | null,
  krudTitle: (krud: string) => string,
): Promise<{ mailed: Promise<void> }> {
  const notices = noticesFor(opened, actorId)
  for (const notice of notices) {
    try {
      await notify(messengers.db, messengers.bus, notice.target, contentOf(notice, krudTitle))
    } catch (error) {
      messengers.log.error({ err: error }, 'a workflow notification could not be stored')
    }
  }
  const mailer = messengers.mailer
  const mailed =
    mailer === undefined
      ? Promise.resolve()
      : (async () => {
          for (const notice of notices) {
            try {
              await mailNotice(messengers, mailer, notice, krudTitle)
            } catch (error) {
              messengers.log.warn({ err: error }, 'a workflow e-mail could not be sent')
            }
          }
        })()
  return { mailed }
}
