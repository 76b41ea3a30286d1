import type { BilingualMessage } from '@tamga/schema'
import type { MailMessage } from './mailer.ts'

/** What a mail says, in both languages, paragraph by paragraph. */
export interface BilingualMailContent {
  subject: BilingualMessage
  /** The paragraphs, in order; each is written in Mongolian and in English. */
  paragraphs: readonly BilingualMessage[]
}

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

/**
 * Composes a mail Mongolian first with English below (the house rule for every text a person
 * reads): the subject `"{mn} / {en}"`, a plain-text body and an HTML one, the English half
 * after a separator line.
 *
 * @example
 * bilingualMail('applicant@example.com', {
 *   subject: { mn_MN: 'Сайн байна уу', en_US: 'Hello' },
 *   paragraphs: [{ mn_MN: 'Бүртгэл баталгаажлаа.', en_US: 'Your registration is confirmed.' }],
 * })
 */
export function bilingualMail(to: string, content: BilingualMailContent): MailMessage {
  const mongolian = content.paragraphs.map((paragraph) => paragraph.mn_MN)
  const english = content.paragraphs.map((paragraph) => paragraph.en_US)
  const text = [...mongolian, '----------', ...english].join('\n\n')
  const block = (lang: 'mn' | 'en', lines: readonly string[]) =>
    `<div lang="${lang}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`
  const html = `<!doctype html><html><body>${block('mn', mongolian)}<hr>${block('en', english)}</body></html>`
  return { to, subject: `${content.subject.mn_MN} / ${content.subject.en_US}`, text: `${text}\n`, html }
}
