// Where a record stands, in words, as every server-made text says it (print, Excel, charts): the
// same word the grid's status cell shows in the browser.
import { type LanguageCode, type ProjectDocument, processStatusWord } from '@tamga/schema'

/** The project's overridden interface words (spec 3.7), per language. */
export type ProjectStaticWords = ProjectDocument['static_words']

/** A status column's value in words, or undefined when the value names no step type. */
export type StatusWords = (status: string) => string | undefined

/**
 * The status words of one language: the project's static word for `{status}_grid` when it
 * overrides one (the browser's `process` namespace takes static_words too), else the one
 * vocabulary's word (`processStatusWord`).
 *
 * @example statusWordsIn('en_US', project.static_words)('CHECK') // 'Being checked'
 */
export function statusWordsIn(language: LanguageCode, staticWords?: ProjectStaticWords): StatusWords {
  const own = staticWords?.[language]
  return (status) => {
    const key = `${status}_grid`
    const overridden = own !== undefined && Object.hasOwn(own, key) ? own[key]?.trim() : undefined
    return overridden === undefined || overridden === '' ? processStatusWord(status, language) : overridden
  }
}
