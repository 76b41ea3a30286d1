import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The `process` namespace as the renderer's workflow screens look words up (`ProcessWords`): the
 * word for a key in the interface language, or undefined when the namespace has none, so the
 * screen shows the stored status as it is (spec 2.7).
 */
export function useProcessWords(): (key: string) => string | undefined {
  const { t, i18n } = useTranslation('process')
  return useMemo(
    // A status is data, not one of the keys the catalogue's type knows; `exists` checks it instead.
    () => (key: string) => (i18n.exists(key, { ns: 'process' }) ? (t as (key: string) => string)(key) : undefined),
    // A new language makes a new lookup, so the cells draw again in it.
    [t, i18n],
  )
}
