// The data source builder's own words, Mongolian first; its properties are named by the property catalogue.
import { namespace } from '@tamga/renderer/i18n'

const WORDS = {
  addJoin: { mn_MN: 'Холболт нэмэх', en_US: 'Add join', ko_KR: '조인 추가' },
  inner: { mn_MN: 'Хоёуланд нь байгаа мөр', en_US: 'Matching rows only', ko_KR: '일치하는 행만' },
  left: { mn_MN: 'Үндсэн мөр бүгд', en_US: 'All base rows', ko_KR: '기본 행 모두' },
  refPlaceholder: { mn_MN: 'товч нэр.багана', en_US: 'alias.column', ko_KR: '별칭.열' },
  addPair: { mn_MN: 'Хос нэмэх', en_US: 'Add pair', ko_KR: '쌍 추가' },
  addColumn: { mn_MN: 'Багана нэмэх', en_US: 'Add column', ko_KR: '열 추가' },
  addFilter: { mn_MN: 'Шүүлтүүр нэмэх', en_US: 'Add filter', ko_KR: '필터 추가' },
  valueHelp: {
    mn_MN: '42, true, NEW, "42" (текст), :param (параметр), жагсаалтыг таслалаар',
    en_US: '42, true, NEW, "42" (text), :param (a parameter), lists with commas',
    ko_KR: '42, true, NEW, "42" (텍스트), :param (매개변수), 목록은 쉼표로',
  },
  addParameter: { mn_MN: 'Параметр нэмэх', en_US: 'Add parameter', ko_KR: '매개변수 추가' },
  addOrder: { mn_MN: 'Эрэмбэ нэмэх', en_US: 'Add sort', ko_KR: '정렬 추가' },
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
export const datasourceWord = namespace('datasourceBuilder', WORDS)
