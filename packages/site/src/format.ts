import type { LanguageCode } from '@tamga/schema'

/** The `lang` attribute of a language code: `mn_MN` → `mn`. */
export function htmlLang(language: LanguageCode): string {
  return language.slice(0, 2)
}

/** A listing page's own path, without the query the visitor asked it with. */
export function pathOnly(path: string): string {
  const end = path.search(/[?#]/)
  return end === -1 ? path : path.slice(0, end)
}

/** The first letter of a title, which a card without a picture shows in its place. */
export function titleInitial(title: string): string {
  for (const character of title) {
    if (/\p{L}|\p{N}/u.test(character)) return character.toUpperCase()
  }
  return '•'
}

/** How many tones the initials of picture-less cards take turns with. */
export const INITIAL_TONES = 6

/** A stable tone for a title, so a card keeps its colour from page to page and on the server. */
export function titleTone(title: string): number {
  let hash = 0
  for (let index = 0; index < title.length; index += 1) hash = (hash * 31 + title.charCodeAt(index)) | 0
  return Math.abs(hash) % INITIAL_TONES
}
