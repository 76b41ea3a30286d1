import { chooseLanguage, type LanguageCode, type ProjectDocument } from '@tamga/schema'
import { create } from 'zustand'

/** The project configuration as `/lambda-config` sends it (spec 3.7): the public part of the project document. */
export type LambdaConfig = Partial<Omit<ProjectDocument, 'kind' | 'version' | 'name'>>

/** Why the app could not start: the error page shows it (spec 2.4). */
export interface StartupFailure {
  status: number
  /** The server's own words, already in the interface language, if it sent any. */
  message?: string
  reason: 'unreachable' | 'refused' | 'invalid'
}

/** The app's own state: configuration, language, start-up and the global loading flag. */
export interface AppState {
  config: LambdaConfig | undefined
  /** Why the configuration could not be loaded; the app error page shows it. */
  failure: StartupFailure | undefined
  /** The interface language (spec 9). */
  language: LanguageCode
  /** True once start-up has finished (spec 4.4), whatever its outcome. */
  ready: boolean
  /** True while any HTTP call is under way (spec 8.1). */
  loading: boolean
  setConfig(config: LambdaConfig): void
  setFailure(failure: StartupFailure): void
  setLanguage(language: LanguageCode): void
  setReady(ready: boolean): void
  setLoading(loading: boolean): void
}

/** The key of the stored language setting (spec 9: "read from the stored 'lang' setting"). */
export const LANGUAGE_STORAGE_KEY = 'lang'

/** The stored `lang` setting, or null when storage is off or empty. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Stores the chosen language so the next visit starts in it. */
export function storeLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage switched off: the choice lasts for this page only.
  }
}

/** The app store. */
export const useApp = create<AppState>()((set) => ({
  config: undefined,
  failure: undefined,
  language: chooseLanguage(storedLanguage()),
  ready: false,
  loading: false,
  setConfig: (config) => set({ config }),
  setFailure: (failure) => set({ failure }),
  setLanguage: (language) => set({ language }),
  setReady: (ready) => set({ ready }),
  setLoading: (loading) => set({ loading }),
}))
