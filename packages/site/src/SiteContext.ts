import type { SiteChrome, SiteFormOutcome } from '@tamga/schema'
import { createContext, useContext } from 'react'
import type { SiteWords } from './words.ts'

/** What every component of a page may need: the project's chrome and the words of its language. */
export interface SiteContextValue {
  chrome: SiteChrome
  words: SiteWords
  /** The page's path (with its query), where its form is posted without a script. */
  path: string
  /** The answer to the page's form, when the page answers a plain post of it. */
  formOutcome: SiteFormOutcome | undefined
}

export const SiteContext = createContext<SiteContextValue | null>(null)

/** The chrome and words of the page being drawn. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (value === null) throw new Error('useSite must be called inside <SiteApp>')
  return value
}
