import type { LanguageCode } from '@tamga/schema'

/** What an empty chart says instead of drawing nothing. */
export const NO_DATA_TEXT: Readonly<Record<LanguageCode, string>> = {
  mn_MN: 'Мэдээлэл олдсонгүй',
  en_US: 'No data',
  ko_KR: '데이터가 없습니다',
}

/** How a true/false category or cell reads. */
export const BOOLEAN_TEXT: Readonly<Record<LanguageCode, { yes: string; no: string }>> = {
  mn_MN: { yes: 'Тийм', no: 'Үгүй' },
  en_US: { yes: 'Yes', no: 'No' },
  ko_KR: { yes: '예', no: '아니요' },
}

/** A category or cell without a value. */
export const MISSING_VALUE_TEXT = '—'
