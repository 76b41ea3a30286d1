/**
 * A message in the two languages every validation message is written in, and in Korean where
 * it has been written (a reader in Korean sees the English otherwise).
 */
export interface BilingualMessage {
  mn_MN: string
  en_US: string
  ko_KR?: string
}

/** The message in `language`; Korean falls back to English where it has not been written. */
export function messageIn(message: BilingualMessage, language: 'mn_MN' | 'en_US' | 'ko_KR'): string {
  if (language === 'mn_MN') return message.mn_MN
  if (language === 'ko_KR') return message.ko_KR ?? message.en_US
  return message.en_US
}

/**
 * One problem found in a document: where it is (a JSON Pointer into the document, `''` for
 * the document itself), what is wrong in Mongolian and English, and a stable code a program
 * can switch on (`required`, `type`, `unknown-identifier`, …).
 */
export interface DocumentIssue {
  path: string
  code: string
  message: BilingualMessage
  params?: Record<string, unknown>
}

/** Formats an issue as one line, `"/fields/2/name: must be …"`, in the chosen language. */
export function formatIssue(issue: DocumentIssue, language: 'mn_MN' | 'en_US' = 'en_US'): string {
  const where = issue.path === '' ? '/' : issue.path
  return `${where}: ${issue.message[language]}`
}

/** Joins JSON Pointer segments, escaping `~` and `/` as RFC 6901 asks. */
export function pointer(...segments: Array<string | number>): string {
  return segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')
}

/** Builds a custom (non-schema) issue. */
export function issue(
  path: string,
  code: string,
  message: BilingualMessage,
  params?: Record<string, unknown>,
): DocumentIssue {
  return params === undefined ? { path, code, message } : { path, code, message, params }
}
