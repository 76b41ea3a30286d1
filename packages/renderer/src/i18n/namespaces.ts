// The one way Tamga's screens translate their own words (spec 9): every table is an i18next
// namespace in the catalogue shape of @tamga/schema. The portal shares its instance, so one
// instance and the project's static_words serve the portal, the renderer and the builder; until
// then (unit tests, the builder outside the portal) a module-level instance serves alone.
import { type Catalogue, LANGUAGE_CODES, type LanguageCode, type StaticWords, wordsIn } from '@tamga/schema'
import i18next, { type i18n as I18n } from 'i18next'

/** A namespace's words for a key in a language, its `{{name}}` placeholders filled from `values`. */
export type Lookup<TKey extends string> = (
  key: TKey,
  language: LanguageCode,
  values?: Readonly<Record<string, string | number>>,
) => string

/** The project's words by language (spec 3.7 static_words). */
export type ProjectWords = Partial<Record<LanguageCode, StaticWords>>

// Namespaces register when their module loads, so a lazily loaded screen brings its own words.
const namespaces = new Map<string, Catalogue>()
// Only a namespace whose keys are named after the project's static_words takes them: a generic
// key elsewhere (a builder's `title`, a validation's `email`) is not the project's word.
const takingProjectWords = new Set<string>()
let shared: I18n = standalone()
let projectWords: ProjectWords = {}

function standalone(): I18n {
  const instance = i18next.createInstance()
  void instance.init({
    fallbackLng: 'mn_MN',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  })
  return instance
}

function load(instance: I18n, name: string, catalogue: Catalogue): void {
  for (const language of LANGUAGE_CODES) {
    const own = takingProjectWords.has(name) ? (projectWords[language] ?? {}) : {}
    const words: Record<string, string> = {}
    for (const [key, text] of Object.entries(wordsIn(catalogue, language)))
      words[key] = Object.hasOwn(own, key) ? (own[key] ?? text) : text
    instance.addResourceBundle(language, name, words, true, true)
  }
}

/**
 * Registers a namespace and gives the lookup its screens call. With `takesStaticWords`, a key the
 * project's static_words have shows the project's text (spec 3.7).
 */
export function namespace<TCatalogue extends Catalogue>(
  name: string,
  catalogue: TCatalogue,
  takesStaticWords = false,
): Lookup<keyof TCatalogue & string> {
  namespaces.set(name, catalogue)
  if (takesStaticWords) takingProjectWords.add(name)
  load(shared, name, catalogue)
  // The store and the interpolator rather than `t`, whose keys the portal types as its own.
  return (key, language, values) => {
    const text: unknown = shared.getResource(language, name, key, { keySeparator: false })
    const template = typeof text === 'string' ? text : (catalogue[key]?.mn_MN ?? key)
    return values === undefined ? template : shared.services.interpolator.interpolate(template, values, language, {})
  }
}

/** Makes `instance` (the portal's) the one every namespace, registered or to come, lives in. */
export function shareWords(instance: I18n): void {
  shared = instance
  for (const [name, catalogue] of namespaces) load(instance, name, catalogue)
}

/** The project's static_words, for the namespaces that take them, registered or to come. */
export function applyStaticWords(words: ProjectWords | undefined): void {
  projectWords = words ?? {}
  for (const [name, catalogue] of namespaces) load(shared, name, catalogue)
}

/** Every namespace registered so far, by name, as declared. */
export function registeredNamespaces(): ReadonlyMap<string, Catalogue> {
  return namespaces
}
