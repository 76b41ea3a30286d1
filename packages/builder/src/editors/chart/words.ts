// The chart builder's own words, Mongolian first; its properties are named by the property catalogue.
import { namespace } from '@tamga/renderer/i18n'
import type { ChartType, LanguageCode } from '@tamga/schema'

const WORDS = {
  model: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '테이블' },
  datasource: { mn_MN: 'Өгөгдлийн эх сурвалж', en_US: 'Data source', ko_KR: '데이터 소스' },
  addElement: { mn_MN: 'Элемент нэмэх', en_US: 'Add element', ko_KR: '요소 추가' },
  element: { mn_MN: 'Элемент', en_US: 'Element', ko_KR: '요소' },
  exactValue: { mn_MN: 'Яг утгаар', en_US: 'Exact value', ko_KR: '정확한 값' },
  labelsNone: { mn_MN: 'Байхгүй', en_US: 'None', ko_KR: '없음' },
  labelsStepType: { mn_MN: 'Урсгалын төлөв', en_US: 'Workflow status', ko_KR: '워크플로 상태' },
  labelsValues: { mn_MN: 'Утга тус бүрт', en_US: 'Per value', ko_KR: '값별' },
  addLabel: { mn_MN: 'Утга нэмэх', en_US: 'Add value', ko_KR: '값 추가' },
  storedValue: { mn_MN: 'Хадгалсан утга', en_US: 'Stored value', ko_KR: '저장된 값' },
  remove: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  moveUp: { mn_MN: 'Дээш', en_US: 'Up', ko_KR: '위로' },
  moveDown: { mn_MN: 'Доош', en_US: 'Down', ko_KR: '아래로' },
  addSort: { mn_MN: 'Эрэмбэ нэмэх', en_US: 'Add sort', ko_KR: '정렬 추가' },
  preview: { mn_MN: 'Урьдчилан харах', en_US: 'Preview', ko_KR: '미리보기' },
  refresh: { mn_MN: 'Шинэчлэх', en_US: 'Refresh', ko_KR: '새로 고침' },
  previewInvalid: {
    mn_MN: 'Тэмдэглэсэн алдаануудыг засвал урьдчилан харах боломжтой.',
    en_US: 'Fix the problems marked to see a preview.',
    ko_KR: '표시된 문제를 고치면 미리볼 수 있습니다.',
  },
  previewStale: {
    mn_MN: 'Баримтад алдаа байна: сүүлийн зөв хувилбарыг харуулж байна.',
    en_US: 'The document has problems: the preview shows its last valid state.',
    ko_KR: '문서에 문제가 있습니다: 마지막으로 올바른 상태를 보여 줍니다.',
  },
  previewFailed: {
    mn_MN: 'Графикийг зурж чадсангүй.',
    en_US: 'The chart could not be drawn.',
    ko_KR: '차트를 그릴 수 없습니다.',
  },
} as const

/** A word of the chart builder in the language shown. */
export const chartWord = namespace('chartBuilder', WORDS)

const TYPES: Record<ChartType, Record<LanguageCode, string>> = {
  bar: { mn_MN: 'Багана', en_US: 'Bar', ko_KR: '막대' },
  'horizontal-bar': { mn_MN: 'Хэвтээ багана', en_US: 'Horizontal bar', ko_KR: '가로 막대' },
  line: { mn_MN: 'Шугам', en_US: 'Line', ko_KR: '선' },
  area: { mn_MN: 'Талбай', en_US: 'Area', ko_KR: '영역' },
  pie: { mn_MN: 'Дугуй', en_US: 'Pie', ko_KR: '원형' },
  donut: { mn_MN: 'Цагираг', en_US: 'Donut', ko_KR: '도넛' },
  radar: { mn_MN: 'Радар', en_US: 'Radar', ko_KR: '방사형' },
  scatter: { mn_MN: 'Цэгэн', en_US: 'Scatter', ko_KR: '분산형' },
  funnel: { mn_MN: 'Юүлүүр', en_US: 'Funnel', ko_KR: '깔때기' },
  gauge: { mn_MN: 'Хэмжүүр', en_US: 'Gauge', ko_KR: '게이지' },
  number: { mn_MN: 'Тоон карт (KPI)', en_US: 'Number card (KPI)', ko_KR: '숫자 카드 (KPI)' },
  table: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '표' },
}

/** A chart type's name in the language shown. */
export const chartTypeWord = namespace('chartBuilderTypes', TYPES)
