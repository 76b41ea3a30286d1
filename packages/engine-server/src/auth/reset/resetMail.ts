import type { BilingualMessage } from '@tamga/schema'
import { bilingualMail } from '../../mail/bilingualMail.ts'
import type { MailMessage } from '../../mail/mailer.ts'

/** What the reset mail says. */
export interface ResetMailOptions {
  to: string
  /** The person's first name, to greet them by; none for a plain greeting. */
  firstName: string | null
  code: string
  /** How many minutes the code lives. */
  minutes: number
  /** The site's address (`PUBLIC_URL`): the mail points at its reset page. */
  publicUrl: string
}

/** The mail that carries a reset code: Mongolian first, English below. */
export function resetCodeMail(options: ResetMailOptions): MailMessage {
  const { to, firstName, code, minutes, publicUrl } = options
  const name = firstName === null || firstName.trim() === '' ? '' : `, ${firstName.trim()}`
  const page = `${publicUrl}/auth/password-reset`
  const paragraphs: BilingualMessage[] = [
    { mn_MN: `Сайн байна уу${name}.`, en_US: `Hello${name}.` },
    { mn_MN: `Таны нууц үг сэргээх код: ${code}`, en_US: `Your password reset code: ${code}` },
    {
      mn_MN: `Код ${minutes} минутын дараа хүчингүй болно. Үүнийг ${page} хуудсанд оруулна уу.`,
      en_US: `The code expires in ${minutes} minutes. Enter it at ${page}.`,
    },
    {
      mn_MN: 'Хэрэв та нууц үгээ сэргээхийг хүсээгүй бол энэ захидлыг үл тоомсорлоно уу: нууц үг тань өөрчлөгдөхгүй.',
      en_US: 'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
    },
  ]
  return bilingualMail(to, { subject: { mn_MN: 'Нууц үг сэргээх код', en_US: 'Password reset code' }, paragraphs })
}
