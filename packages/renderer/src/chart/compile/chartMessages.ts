import type { LanguageCode } from '@tamga/schema'

/** What an empty chart says instead of drawing nothing. */
export const NO_DATA_TEXT: Readonly<Record<LanguageCode, string>> = {
  mn_MN: 'Мэдээлэл олдсонгүй',
  en_US: 'No data',
  ko_KR: '데이터가 없습니다',
}

/** A category or cell without a value. */
export const MISSING_VALUE_TEXT = '—'
