import type { LanguageCode } from '@tamga/schema'

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The server's own message of an error body in the interface language (spec 8.1): `enMsg` when
 * the language is English, `koMsg` for Korean when the server sent one, otherwise the Mongolian
 * `msg`; a body with none of them gives its `message`, and anything else undefined.
 *
 * @example serverMessage({ msg: 'Алдаа', enMsg: 'Error' }, 'en_US') // 'Error'
 */
export function serverMessage(body: unknown, language: LanguageCode): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const fields = body as Record<string, unknown>
  const preferred = language === 'en_US' ? text(fields.enMsg) : language === 'ko_KR' ? text(fields.koMsg) : undefined
  return preferred ?? text(fields.msg) ?? text(fields.enMsg) ?? text(fields.message)
}
