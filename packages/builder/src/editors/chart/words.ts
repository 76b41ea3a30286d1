// The chart builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { ChartAggregation, ChartTimeUnit, ChartType, LanguageCode } from '@tamga/schema'

const WORDS = {
  type: { mn_MN: 'Графикийн төрөл', en_US: 'Chart type', ko_KR: '차트 유형' },
  source: { mn_MN: 'Өгөгдлийн эх', en_US: 'Source', ko_KR: '데이터 원본' },
  model: { mn_MN: 'Модель', en_US: 'Model', ko_KR: '모델' },
  datasource: { mn_MN: 'Өгөгдлийн эх сурвалж', en_US: 'Data source', ko_KR: '데이터 소스' },
  elements: { mn_MN: 'Элементүүд', en_US: 'Elements', ko_KR: '요소' },
  addElement: { mn_MN: 'Элемент нэмэх', en_US: 'Add element', ko_KR: '요소 추가' },
  element: { mn_MN: 'Элемент', en_US: 'Element', ko_KR: '요소' },
  field: { mn_MN: 'Талбар', en_US: 'Field', ko_KR: '필드' },
  alias: { mn_MN: 'Нэр (alias)', en_US: 'Alias', ko_KR: '별칭' },
  title: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' },
  group: { mn_MN: 'Бүлэглэх (ангилал)', en_US: 'Group by (category)', ko_KR: '그룹 (범주)' },
  timeUnit: { mn_MN: 'Хугацааны нэгж', en_US: 'Time unit', ko_KR: '시간 단위' },
  exactValue: { mn_MN: 'Яг утгаар', en_US: 'Exact value', ko_KR: '정확한 값' },
  aggregation: { mn_MN: 'Нэгтгэх функц', en_US: 'Aggregation', ko_KR: '집계' },
  labels: { mn_MN: 'Утгын нэр', en_US: 'Value labels', ko_KR: '값 레이블' },
  labelsNone: { mn_MN: 'Байхгүй', en_US: 'None', ko_KR: '없음' },
  labelsStepType: { mn_MN: 'Урсгалын төлөв', en_US: 'Workflow status', ko_KR: '워크플로 상태' },
  labelsValues: { mn_MN: 'Утга тус бүрт', en_US: 'Per value', ko_KR: '값별' },
  addLabel: { mn_MN: 'Утга нэмэх', en_US: 'Add value', ko_KR: '값 추가' },
  storedValue: { mn_MN: 'Хадгалсан утга', en_US: 'Stored value', ko_KR: '저장된 값' },
  icon: { mn_MN: 'Дүрс', en_US: 'Icon', ko_KR: '아이콘' },
  background: { mn_MN: 'Дэвсгэр өнгө', en_US: 'Background', ko_KR: '배경색' },
  color: { mn_MN: 'Текстийн өнгө', en_US: 'Text colour', ko_KR: '글자색' },
  link: { mn_MN: 'Холбоос', en_US: 'Link', ko_KR: '링크' },
  remove: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  moveUp: { mn_MN: 'Дээш', en_US: 'Up', ko_KR: '위로' },
  moveDown: { mn_MN: 'Доош', en_US: 'Down', ko_KR: '아래로' },
  limit: { mn_MN: 'Хамгийн олон мөр', en_US: 'Most rows', ko_KR: '최대 행 수' },
  sort: { mn_MN: 'Эрэмбэ', en_US: 'Sort', ko_KR: '정렬' },
  addSort: { mn_MN: 'Эрэмбэ нэмэх', en_US: 'Add sort', ko_KR: '정렬 추가' },
  asc: { mn_MN: 'Өсөхөөр', en_US: 'Ascending', ko_KR: '오름차순' },
  desc: { mn_MN: 'Буурахаар', en_US: 'Descending', ko_KR: '내림차순' },
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

const AGGREGATIONS: Record<ChartAggregation, Record<LanguageCode, string>> = {
  count: { mn_MN: 'Тоо', en_US: 'Count', ko_KR: '개수' },
  max: { mn_MN: 'Хамгийн их', en_US: 'Maximum', ko_KR: '최댓값' },
  min: { mn_MN: 'Хамгийн бага', en_US: 'Minimum', ko_KR: '최솟값' },
  avg: { mn_MN: 'Дундаж', en_US: 'Average', ko_KR: '평균' },
  sum: { mn_MN: 'Нийлбэр', en_US: 'Sum', ko_KR: '합계' },
  'count-distinct': { mn_MN: 'Давтагдахгүй тоо', en_US: 'Distinct count', ko_KR: '고유 개수' },
  'sum-distinct': { mn_MN: 'Давтагдахгүй нийлбэр', en_US: 'Distinct sum', ko_KR: '고유 합계' },
  'avg-distinct': { mn_MN: 'Давтагдахгүй дундаж', en_US: 'Distinct average', ko_KR: '고유 평균' },
}

/** An aggregation's name in the language shown. */
export const aggregationWord = namespace('chartBuilderAggregations', AGGREGATIONS)

const TIME_UNITS: Record<ChartTimeUnit, Record<LanguageCode, string>> = {
  year: { mn_MN: 'Жил', en_US: 'Year', ko_KR: '연' },
  quarter: { mn_MN: 'Улирал', en_US: 'Quarter', ko_KR: '분기' },
  month: { mn_MN: 'Сар', en_US: 'Month', ko_KR: '월' },
  week: { mn_MN: 'Долоо хоног', en_US: 'Week', ko_KR: '주' },
  day: { mn_MN: 'Өдөр', en_US: 'Day', ko_KR: '일' },
}

/** A time unit's name in the language shown. */
export const timeUnitWord = namespace('chartBuilderTimeUnits', TIME_UNITS)
