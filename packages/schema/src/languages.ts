/**
 * The interface languages Tamga ships, Mongolian first (spec 1, 9). Kept apart from the
 * document schemas so that code which only needs the list (the browser's language choice) does
 * not pull the schema builder into its bundle.
 */
export const LANGUAGE_CODES = ['mn_MN', 'en_US', 'ko_KR'] as const

/** One of {@link LANGUAGE_CODES}. */
export type LanguageCode = (typeof LANGUAGE_CODES)[number]
