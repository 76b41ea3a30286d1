import type { LanguageCode } from './languages.ts'

/**
 * One namespace of interface words (spec 9): each key in every interface language, Mongolian
 * first. A table declared `satisfies Catalogue` misses no language of any key; its keys are the
 * type its lookup takes, so a misspelt key is a type error too.
 */
export type Catalogue = { readonly [key: string]: { readonly [language in LanguageCode]: string } }

/**
 * One language's words of a catalogue: what i18next loads for the portal, the renderer and the
 * builder, and the site's light table without i18next.
 */
export function wordsIn<TCatalogue extends Catalogue>(
  catalogue: TCatalogue,
  language: LanguageCode,
): { readonly [key in keyof TCatalogue]: string } {
  const words: Record<string, string> = {}
  for (const [key, texts] of Object.entries(catalogue)) words[key] = texts[language]
  return words as { [key in keyof TCatalogue]: string }
}
