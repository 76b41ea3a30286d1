import type { LanguageCode } from '@tamga/schema'

/**
 * One namespace's words in every interface language. The Mongolian words define the keys; the
 * other languages must have exactly the same keys, which the type checks.
 */
export type Catalogue<Words extends Record<string, string>> = {
  readonly [language in LanguageCode]: { readonly [key in keyof Words]: string }
}

/**
 * Declares a namespace's catalogue with the Mongolian words first (spec 1: Mongolian is the
 * default), so a missing or misspelt key in English or Korean is a type error.
 */
export function catalogue<Words extends Record<string, string>>(
  mn_MN: Words,
  others: { en_US: { [key in keyof Words]: string }; ko_KR: { [key in keyof Words]: string } },
): Catalogue<Words> {
  return { mn_MN, ...others }
}
