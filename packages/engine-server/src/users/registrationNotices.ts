// Telling people about registrations (issue 24): a new registration tells the administrators, who
// must confirm it before its applicant may sign in; confirming it tells the applicant.
import { SIGN_IN_PATH } from '@tamga/schema'
import { bilingualMail } from '../mail/bilingualMail.ts'
import type { MailMessage } from '../mail/mailer.ts'
import type { Messengers } from '../notifications/messengers.ts'
import { notify } from '../notifications/store.ts'
import { ADMIN_AREA_ROLES } from '../permissions/compileRole.ts'
import type { UserView } from './schemas.ts'

/** Who registered, as the notices name them. */
type Registrant = Pick<UserView, 'id' | 'first_name' | 'last_name' | 'email'>

/** The users screen with the registrant's drawer open, where the confirmation is one switch. */
export const confirmLink = (userId: number) => `/admin/users?user=${String(userId)}`

const nameOf = (user: Pick<Registrant, 'first_name' | 'last_name'>) =>
  [user.last_name, user.first_name].filter((part) => part !== null && part.trim() !== '').join(' ')

/** The live, confirmed users who may confirm registrations: the holders of the administration roles. */
async function administrators(messengers: Messengers) {
  const roles = [...ADMIN_AREA_ROLES]
  return messengers.db
    .selectFrom('tamga_user')
    .select(['id', 'email', 'first_name'])
    .where('deleted_at', 'is', null)
    .where('confirmed', '=', true)
    .where((eb) =>
      eb.or([
        eb('role_id', 'in', roles),
        eb('id', 'in', eb.selectFrom('tamga_user_role').select('user_id').where('role_id', 'in', roles)),
      ]),
    )
    .orderBy('id')
    .execute()
}

/** Sends mails one after the other, each failure logged without stopping the rest. */
async function sendAll(messengers: Messengers, mails: readonly MailMessage[]): Promise<void> {
  const mailer = messengers.mailer
  if (mailer === undefined) return
  for (const mail of mails) {
    try {
      await mailer.send(mail)
    } catch (error) {
      messengers.log.warn({ err: error }, 'a registration e-mail could not be sent')
    }
  }
}

/**
 * Tells every administrator of a new registration, in the app and by e-mail, with a link to the
 * registrant on the users screen. The in-app notifications are stored before this resolves; the
 * e-mails' promise is answered.
 */
export async function tellAdministratorsOfRegistration(
  messengers: Messengers,
  user: Registrant,
): Promise<{ mailed: Promise<void> }> {
  const admins = await administrators(messengers)
  const name = nameOf(user)
  const link = confirmLink(user.id)
  for (const admin of admins) {
    await notify(
      messengers.db,
      messengers.bus,
      { userId: admin.id },
      {
        title: `Шинэ бүртгэл: ${name}`,
        body: `${user.email ?? ''} бүртгүүллээ: баталгаажуулахыг хүлээж байна`,
        link,
      },
    )
  }
  const mails = admins.flatMap((admin) =>
    admin.email === null
      ? []
      : [
          bilingualMail(admin.email, {
            subject: { mn_MN: `Шинэ бүртгэл: ${name}`, en_US: `New registration: ${name}` },
            paragraphs: [
              {
                mn_MN: `${name} (${user.email ?? ''}) бүртгүүллээ. Баталгаажуулсны дараа нэвтэрч өргөдөл гаргана.`,
                en_US: `${name} (${user.email ?? ''}) has registered. Once confirmed, they can sign in and apply.`,
              },
              {
                mn_MN: `Баталгаажуулах: ${messengers.publicUrl}${link}`,
                en_US: `Confirm it: ${messengers.publicUrl}${link}`,
              },
            ],
          }),
        ],
  )
  return { mailed: sendAll(messengers, mails) }
}

/** Tells an applicant their registration was confirmed: in the app and by e-mail, with the sign-in link. */
export async function tellRegistrantConfirmed(
  messengers: Messengers,
  user: Registrant,
): Promise<{ mailed: Promise<void> }> {
  await notify(
    messengers.db,
    messengers.bus,
    { userId: user.id },
    {
      title: 'Бүртгэл баталгаажлаа',
      body: 'Та нэвтэрч өргөдөл гаргах боломжтой боллоо',
      link: '/admin',
    },
  )
  const signIn = `${messengers.publicUrl}${SIGN_IN_PATH}`
  const first = user.first_name?.trim() ? `, ${user.first_name.trim()}` : ''
  const mails =
    user.email === null
      ? []
      : [
          bilingualMail(user.email, {
            subject: { mn_MN: 'Таны бүртгэл баталгаажлаа', en_US: 'Your registration is confirmed' },
            paragraphs: [
              { mn_MN: `Сайн байна уу${first}.`, en_US: `Hello${first}.` },
              {
                mn_MN: 'Таны бүртгэлийг админ баталгаажууллаа. Одоо нэвтэрч өргөдлөө гаргана уу.',
                en_US: 'An administrator has confirmed your registration. You can now sign in and apply.',
              },
              { mn_MN: `Нэвтрэх: ${signIn}`, en_US: `Sign in: ${signIn}` },
            ],
          }),
        ]
  return { mailed: sendAll(messengers, mails) }
}
