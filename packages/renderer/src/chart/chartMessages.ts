// The chart component's own words in the three interface languages, Mongolian first (spec 9).
import type { Catalogue } from '@tamga/schema'
import { namespace } from '../i18n/namespaces.ts'

/** Every word the chart component shows around a chart, by key and language. */
const CHART_MESSAGES = {
  loadFailed: {
    mn_MN: 'Мэдээлэл авах үед алдаа гарлаа',
    en_US: 'Error retrieving data',
    ko_KR: '데이터를 가져오는 중 오류가 발생했습니다',
  },
  retry: { mn_MN: 'Дахин оролдох', en_US: 'Try again', ko_KR: '다시 시도' },
  open: { mn_MN: 'Дэлгэрэнгүй', en_US: 'Open', ko_KR: '자세히' },
  loading: { mn_MN: 'Ачаалж байна', en_US: 'Loading', ko_KR: '불러오는 중' },
} as const satisfies Catalogue

/** The chart component's word for `key` in `language`. */
export const chartMessage = namespace('chart', CHART_MESSAGES)
