// The data source builder's words, Mongolian first.
import type { LanguageCode } from '@tamga/schema'

const WORDS = {
  base: { mn_MN: 'Үндсэн модель', en_US: 'Base model', ko_KR: '기본 모델' },
  model: { mn_MN: 'Модель', en_US: 'Model', ko_KR: '모델' },
  alias: { mn_MN: 'Товч нэр (alias)', en_US: 'Alias', ko_KR: '별칭' },
  joins: { mn_MN: 'Холболтууд (join)', en_US: 'Joins', ko_KR: '조인' },
  addJoin: { mn_MN: 'Холболт нэмэх', en_US: 'Add join', ko_KR: '조인 추가' },
  joinType: { mn_MN: 'Төрөл', en_US: 'Type', ko_KR: '유형' },
  inner: { mn_MN: 'Хоёуланд нь байгаа (inner)', en_US: 'Matching only (inner)', ko_KR: '일치만 (inner)' },
  left: { mn_MN: 'Үндсэнийг бүгдийг (left)', en_US: 'Keep all base rows (left)', ko_KR: '기본 행 유지 (left)' },
  on: { mn_MN: 'Тэнцүү байх баганууд', en_US: 'Equal columns', ko_KR: '같은 열' },
  addPair: { mn_MN: 'Хос нэмэх', en_US: 'Add pair', ko_KR: '쌍 추가' },
  columns: { mn_MN: 'Гаралтын баганууд', en_US: 'Output columns', ko_KR: '출력 열' },
  addColumn: { mn_MN: 'Багана нэмэх', en_US: 'Add column', ko_KR: '열 추가' },
  source: { mn_MN: 'Эх багана', en_US: 'Source column', ko_KR: '원본 열' },
  as: { mn_MN: 'Гаралтын нэр', en_US: 'Output name', ko_KR: '출력 이름' },
  aggregate: { mn_MN: 'Нэгтгэх', en_US: 'Aggregate', ko_KR: '집계' },
  label: { mn_MN: 'Гарчиг', en_US: 'Label', ko_KR: '레이블' },
  filters: { mn_MN: 'Шүүлтүүр', en_US: 'Filters', ko_KR: '필터' },
  addFilter: { mn_MN: 'Шүүлтүүр нэмэх', en_US: 'Add filter', ko_KR: '필터 추가' },
  value: { mn_MN: 'Утга', en_US: 'Value', ko_KR: '값' },
  valueHelp: {
    mn_MN: '42, true, NEW, "42" (текст), :param (параметр), жагсаалтыг таслалаар',
    en_US: '42, true, NEW, "42" (text), :param (a parameter), lists with commas',
    ko_KR: '42, true, NEW, "42" (텍스트), :param (매개변수), 목록은 쉼표로',
  },
  parameters: { mn_MN: 'Параметрүүд', en_US: 'Parameters', ko_KR: '매개변수' },
  addParameter: { mn_MN: 'Параметр нэмэх', en_US: 'Add parameter', ko_KR: '매개변수 추가' },
  name: { mn_MN: 'Нэр', en_US: 'Name', ko_KR: '이름' },
  type: { mn_MN: 'Төрөл', en_US: 'Type', ko_KR: '유형' },
  required: { mn_MN: 'Заавал', en_US: 'Required', ko_KR: '필수' },
  groupBy: { mn_MN: 'Бүлэглэх баганууд', en_US: 'Group by', ko_KR: '그룹화' },
  orderBy: { mn_MN: 'Эрэмбэ', en_US: 'Order by', ko_KR: '정렬' },
  addOrder: { mn_MN: 'Эрэмбэ нэмэх', en_US: 'Add sort', ko_KR: '정렬 추가' },
  asc: { mn_MN: 'Өсөхөөр', en_US: 'Ascending', ko_KR: '오름차순' },
  desc: { mn_MN: 'Буурахаар', en_US: 'Descending', ko_KR: '내림차순' },
  limit: { mn_MN: 'Хамгийн олон мөр', en_US: 'Most rows', ko_KR: '최대 행 수' },
  remove: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  moveUp: { mn_MN: 'Дээш', en_US: 'Up', ko_KR: '위로' },
  moveDown: { mn_MN: 'Доош', en_US: 'Down', ko_KR: '아래로' },
  preview: { mn_MN: 'Урьдчилан харах', en_US: 'Preview', ko_KR: '미리보기' },
  run: { mn_MN: 'Ажиллуулах', en_US: 'Run', ko_KR: '실행' },
  previewHelp: {
    mn_MN: 'Хадгалаагүй хувилбарыг ажиллуулж эхний мөрүүдийг харуулна',
    en_US: 'Runs the document as it is now, saved or not, and shows the first rows',
    ko_KR: '저장 여부와 관계없이 현재 문서를 실행해 처음 행들을 보여 줍니다',
  },
  more: { mn_MN: 'Цааш мөр бий', en_US: 'More rows match', ko_KR: '더 많은 행이 있습니다' },
  rowsShown: { mn_MN: 'мөр', en_US: 'rows', ko_KR: '행' },
} as const

/** A word of the data source builder in the language shown. */
export function datasourceWord(key: keyof typeof WORDS, language: LanguageCode): string {
  return WORDS[key][language]
}
