import type { LanguageCode } from '@tamga/schema'
import type { Locale } from 'antd/es/locale'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'

// Each language's antd and dayjs locale is its own chunk: a visitor downloads only the one in use.
const ANTD: Record<LanguageCode, () => Promise<{ default: Locale }>> = {
  mn_MN: () => import('antd/es/locale/mn_MN'),
  en_US: () => import('antd/es/locale/en_US'),
  ko_KR: () => import('antd/es/locale/ko_KR'),
}
const DAYJS: Record<LanguageCode, { name: string; load: () => Promise<unknown> }> = {
  mn_MN: { name: 'mn', load: () => import('dayjs/locale/mn') },
  en_US: { name: 'en', load: async () => undefined },
  ko_KR: { name: 'ko', load: () => import('dayjs/locale/ko') },
}

const loaded = new Map<LanguageCode, Locale>()

/** Loads antd's own locale for a language (spec 9: antd's locale follows), and sets dayjs's to match. */
export async function loadAntdLocale(language: LanguageCode): Promise<Locale> {
  const [antd] = await Promise.all([ANTD[language](), DAYJS[language].load()])
  loaded.set(language, antd.default)
  return antd.default
}

/**
 * antd's locale for the interface language: the one loaded at start at once, another once its
 * chunk arrives (the previous one stays until then). dayjs follows it.
 */
export function useAntdLocale(language: LanguageCode): Locale | undefined {
  const [locale, setLocale] = useState(() => loaded.get(language))
  useEffect(() => {
    let current = true
    void loadAntdLocale(language).then((next) => {
      if (!current) return
      dayjs.locale(DAYJS[language].name)
      setLocale(next)
    })
    return () => {
      current = false
    }
  }, [language])
  return locale
}
