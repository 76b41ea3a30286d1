// Telling the applicant a decision (spec 3.5, issue 24): when their record's process ends, is
// cancelled or is sent back to them, an in-app notification and an e-mail with the decision, the
// reasons given (each council member's vote and remark, or the step's description) and a link.
import {
  type BilingualMessage,
  type LanguageCode,
  localizedText,
  processStatusWord,
  VOTE_RESULT_LABELS,
  voteResult,
} from '@tamga/schema'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { bilingualMail } from '../mail/bilingualMail.ts'
import type { Messengers } from '../notifications/messengers.ts'
import { notify } from '../notifications/store.ts'
import type { Decision } from './openSteps.ts'

/** The krud's title in a language, for texts naming the record. */
export type KrudTitle = (krud: string, language: LanguageCode) => string

/** One reason given for a decision: who gave it, what they chose, what they wrote. */
export interface DecisionReason {
  name: string
  /** A council member's vote; absent for a step's own description. */
  vote?: BilingualMessage | undefined
  text: string | null
}

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.last_name, person.first_name].filter((part) => part !== null && part.trim() !== '').join(' ')

/**
 * The reasons of the decision's last step: a vote's members with their votes and remarks (every
 * member who voted, a remark or not: how the council stood is part of the decision), or the
 * description the deciding person wrote, when they wrote one.
 */
export async function decisionReasons(db: Kysely<SystemDatabase>, processId: number): Promise<DecisionReason[]> {
  const last = await db
    .selectFrom('tamga_status_history as h')
    .leftJoin('tamga_user as u', 'u.id', 'h.user_id')
    .select(['h.step_id', 'h.status_type', 'h.description', 'u.first_name', 'u.last_name'])
    .where('h.process_id', '=', processId)
    .where('h.is_done', '=', 1)
    .orderBy('h.id', 'desc')
    .executeTakeFirst()
  if (last === undefined) return []
  if (last.status_type === 'VOTE') {
    const votes = await db
      .selectFrom('tamga_vote as v')
      .innerJoin('tamga_user as u', 'u.id', 'v.user_id')
      .select(['v.approve', 'v.recreate', 'v.voted', 'v.description', 'u.first_name', 'u.last_name'])
      .where('v.step_id', '=', last.step_id)
      .orderBy('v.id')
      .execute()
    return votes.flatMap((vote) => {
      const flag = (value: number | null) => (value === 1 ? 1 : 0)
      const result = voteResult({ approve: flag(vote.approve), recreate: flag(vote.recreate), voted: flag(vote.voted) })
      return result === null
        ? []
        : [{ name: fullName(vote), vote: VOTE_RESULT_LABELS[result], text: vote.description?.trim() || null }]
    })
  }
  const text = last.description?.trim()
  return text ? [{ name: fullName(last), text }] : []
}

/** What the decision says, in a language: the way out taken and where the record now stands. */
function decisionWords(decision: Decision, language: LanguageCode) {
  return {
    decided: localizedText(decision.port.label, language),
    standing: processStatusWord(decision.node.type, language) ?? localizedText(decision.node.label, language),
  }
}

const reasonLine = (reason: DecisionReason, language: 'mn_MN' | 'en_US') => {
  const who = reason.vote === undefined ? reason.name : `${reason.name} (${reason.vote[language]})`
  return reason.text === null ? who : `${who}: ${reason.text}`
}

/** The in-app notice of a decision, in Mongolian as every stored notification is. */
function noticeOf(decision: Decision, reasons: readonly DecisionReason[], krudTitle: KrudTitle) {
  const { decided, standing } = decisionWords(decision, 'mn_MN')
  const first = reasons.find((reason) => reason.text !== null)
  const next = decision.node.type === 'RE_CREATE' ? ' Засварлаад дахин илгээнэ үү.' : ''
  return {
    title: `${krudTitle(decision.krud, 'mn_MN')} №${decision.rowId}: ${standing}`,
    body: `Шийдвэр: ${decided}.${next}${first === undefined ? '' : ` ${reasonLine(first, 'mn_MN')}`}`,
    link: `/form/${decision.krud}/${decision.rowId}`,
  }
}

/** The e-mail of a decision, Mongolian then English. */
export function decisionMail(
  to: string,
  firstName: string | null,
  decision: Decision,
  reasons: readonly DecisionReason[],
  krudTitle: KrudTitle,
  publicUrl: string,
) {
  const mn = { ...decisionWords(decision, 'mn_MN'), title: krudTitle(decision.krud, 'mn_MN') }
  const en = { ...decisionWords(decision, 'en_US'), title: krudTitle(decision.krud, 'en_US') }
  const id = decision.rowId
  const link = `${publicUrl}/form/${decision.krud}/${id}`
  const name = firstName?.trim() ? `, ${firstName.trim()}` : ''
  const paragraphs: BilingualMessage[] = [
    { mn_MN: `Сайн байна уу${name}.`, en_US: `Hello${name}.` },
    {
      mn_MN: `Таны ${mn.title} №${id}-д шийдвэр гарлаа: ${mn.decided} (${mn.standing}).`,
      en_US: `A decision was made on your ${en.title} #${id}: ${en.decided} (${en.standing}).`,
    },
  ]
  if (decision.node.type === 'RE_CREATE') {
    paragraphs.push({
      mn_MN: 'Өргөдлөө засварлаж, дахин илгээнэ үү.',
      en_US: 'Please change it and submit it again.',
    })
  }
  if (reasons.length > 0) {
    paragraphs.push({ mn_MN: 'Шалтгаан:', en_US: 'Reasons:' })
    for (const reason of reasons) {
      paragraphs.push({ mn_MN: reasonLine(reason, 'mn_MN'), en_US: reasonLine(reason, 'en_US') })
    }
  }
  const finished = decision.node.type !== 'RE_CREATE'
  paragraphs.push(
    finished
      ? {
          mn_MN: `Үзэх, шийдвэрийн бичгийг татаж авах: ${link}`,
          en_US: `Open it and download the decision letter: ${link}`,
        }
      : { mn_MN: `Үзэх: ${link}`, en_US: `Open it: ${link}` },
  )
  return bilingualMail(to, {
    subject: { mn_MN: `${mn.title} №${id}: ${mn.standing}`, en_US: `${en.title} #${id}: ${en.standing}` },
    paragraphs,
  })
}

/**
 * Tells the applicant the decision, after the action committed: the in-app notification is
 * stored before this resolves; the e-mail goes out after (its promise is answered), a failure
 * logged. Nobody is told when the process has no creator or its creator decided it themselves
 * (an applicant withdrawing their own application).
 */
export async function tellDecision(
  messengers: Messengers,
  decision: Decision,
  actorId: number | null,
  krudTitle: KrudTitle,
): Promise<{ mailed: Promise<void> }> {
  const applicantId = decision.applicantId
  if (applicantId === null || applicantId === actorId) return { mailed: Promise.resolve() }
  const reasons = await decisionReasons(messengers.db, decision.processId)
  try {
    await notify(messengers.db, messengers.bus, { userId: applicantId }, noticeOf(decision, reasons, krudTitle))
  } catch (error) {
    messengers.log.error({ err: error }, 'a decision notification could not be stored')
  }
  const mailer = messengers.mailer
  if (mailer === undefined) return { mailed: Promise.resolve() }
  const mailed = (async () => {
    try {
      const person = await messengers.db
        .selectFrom('tamga_user')
        .select(['email', 'first_name'])
        .where('id', '=', applicantId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      if (person?.email == null) return
      await mailer.send(
        decisionMail(person.email, person.first_name, decision, reasons, krudTitle, messengers.publicUrl),
      )
    } catch (error) {
      messengers.log.warn({ err: error }, 'a decision e-mail could not be sent')
    }
  })()
  return { mailed }
}
