import type { LanguageCode } from '@tamga/schema'
import type { Locale } from 'antd/es/locale'
import enUS from 'antd/locale/en_US'
import koKR from 'antd/locale/ko_KR'
import mnMN from 'antd/locale/mn_MN'
import dayjs from 'dayjs'
import 'dayjs/locale/ko'
import 'dayjs/locale/mn'

const ANTD: Record<LanguageCode, Locale> = { mn_MN: mnMN, en_US: enUS, ko_KR: koKR }
const DAYJS: Record<LanguageCode, string> = { mn_MN: 'mn', en_US: 'en', ko_KR: 'ko' }

/** antd's own locale for the interface language; dayjs follows it (date pickers, relative times). */
export function antdLocale(language: LanguageCode): Locale {
  dayjs.locale(DAYJS[language])
  return ANTD[language]
}
