// The grid builder's words, Mongolian first. Property names of the schema double as keys, so the
// generic property panel finds a caption for each.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue, LanguageCode } from '@tamga/schema'

const WORDS = {
  // Columns and their properties.
  columns: { mn_MN: 'Баганууд', en_US: 'Columns', ko_KR: '열' },
  field: { mn_MN: 'Талбар', en_US: 'Field', ko_KR: '필드' },
  label: { mn_MN: 'Гарчиг', en_US: 'Label', ko_KR: '라벨' },
  type: { mn_MN: 'Төрөл', en_US: 'Type', ko_KR: '유형' },
  width: { mn_MN: 'Өргөн (px)', en_US: 'Width (px)', ko_KR: '너비 (px)' },
  hidden: { mn_MN: 'Нуух', en_US: 'Hidden', ko_KR: '숨김' },
  sortable: { mn_MN: 'Эрэмбэлэх', en_US: 'Sortable', ko_KR: '정렬 가능' },
  pinned: { mn_MN: 'Бэхлэх', en_US: 'Pin', ko_KR: '고정' },
  printable: { mn_MN: 'Хэвлэхэд гаргах', en_US: 'Printable', ko_KR: '인쇄' },
  editable: { mn_MN: 'Шууд засах', en_US: 'Editable in place', ko_KR: '셀 편집' },
  translatable: { mn_MN: 'Хэлээр орчуулагдах', en_US: 'Translatable', ko_KR: '번역 가능' },
  colorRule: { mn_MN: 'Өнгөний дүрэм', en_US: 'Colour rule', ko_KR: '색상 규칙' },
  icon: { mn_MN: 'Дүрс', en_US: 'Icon', ko_KR: '아이콘' },
  precision: { mn_MN: 'Бутархайн орон', en_US: 'Decimals', ko_KR: '소수 자릿수' },
  formula: { mn_MN: 'Томьёо', en_US: 'Formula', ko_KR: '수식' },
  filter: { mn_MN: 'Шүүлтүүр', en_US: 'Filter', ko_KR: '필터' },
  sidebar: { mn_MN: 'Хажуугийн самбарт', en_US: 'In the side panel', ko_KR: '사이드 패널' },
  match: { mn_MN: 'Тааруулах', en_US: 'Match', ko_KR: '일치' },
  link: { mn_MN: 'Холбоос (URL, {багана})', en_US: 'Link (URL, {column})', ko_KR: '링크 (URL, {열})' },
  target: { mn_MN: 'Хаана нээх', en_US: 'Open in', ko_KR: '열기 위치' },
  relation: { mn_MN: 'Холбоот хүснэгт', en_US: 'Related table', ko_KR: '관련 테이블' },
  valueField: { mn_MN: 'Утгын талбар', en_US: 'Value field', ko_KR: '값 필드' },
  labelFields: { mn_MN: 'Харуулах талбарууд', en_US: 'Label fields', ko_KR: '라벨 필드' },
  none: { mn_MN: '(байхгүй)', en_US: '(none)', ko_KR: '(없음)' },
  // The grid's own settings (spec 3.13).
  source: { mn_MN: 'Өгөгдөл', en_US: 'Data', ko_KR: '데이터' },
  model: { mn_MN: 'Модель (хүснэгт)', en_US: 'Model (table)', ko_KR: '모델 (테이블)' },
  dataSource: { mn_MN: 'Өгөгдлийн эх сурвалж', en_US: 'Data source', ko_KR: '데이터 소스' },
  identity: { mn_MN: 'Мөрийн түлхүүр багана', en_US: 'Row key column', ko_KR: '행 키 열' },
  settings: { mn_MN: 'Хүснэгтийн тохиргоо', en_US: 'Grid settings', ko_KR: '그리드 설정' },
  rowFilter: { mn_MN: 'Мөрийн нөхцөл', en_US: 'Row condition', ko_KR: '행 조건' },
  selection: { mn_MN: 'Мөр сонгох', en_US: 'Row selection', ko_KR: '행 선택' },
  color: { mn_MN: 'Өнгө', en_US: 'Colour', ko_KR: '색상' },
  easyEdit: { mn_MN: 'Хялбар засвар', en_US: 'Easy edit', ko_KR: '간편 편집' },
  actions: { mn_MN: 'Мөрийн үйлдэл', en_US: 'Row actions', ko_KR: '행 작업' },
  columnFilter: { mn_MN: 'Баганын шүүлтүүр', en_US: 'Column filters', ko_KR: '열 필터' },
  globalSearch: { mn_MN: 'Нийтлэг хайлт', en_US: 'Search box', ko_KR: '전체 검색' },
  paging: { mn_MN: 'Хуудаслах', en_US: 'Paging', ko_KR: '페이지 나누기' },
  pageSize: { mn_MN: 'Хуудасны мөрийн тоо', en_US: 'Rows per page', ko_KR: '페이지당 행' },
  numbered: { mn_MN: 'Дугаарлах', en_US: 'Row numbers', ko_KR: '행 번호' },
  staticWidth: { mn_MN: 'Тогтмол өргөн', en_US: 'Static widths', ko_KR: '고정 너비' },
  softDelete: { mn_MN: 'Устгасныг сэргээх', en_US: 'Restore deleted rows', ko_KR: '삭제 행 복원' },
  savedSearch: { mn_MN: 'Хайлт хадгалах', en_US: 'Saved searches', ko_KR: '검색 저장' },
  pivot: { mn_MN: 'Пивот хэрэгсэл', en_US: 'Pivot tool', ko_KR: '피벗 도구' },
  refreshButton: { mn_MN: 'Шинэчлэх товч', en_US: 'Refresh button', ko_KR: '새로고침 버튼' },
  sort: { mn_MN: 'Анхны эрэмбэ', en_US: 'Default order', ko_KR: '기본 정렬' },
  order: { mn_MN: 'Чиглэл', en_US: 'Direction', ko_KR: '방향' },
  print: { mn_MN: 'Хэвлэх', en_US: 'Print', ko_KR: '인쇄' },
  paperSize: { mn_MN: 'Цаасны хэмжээ', en_US: 'Paper size', ko_KR: '용지 크기' },
  orientation: { mn_MN: 'Чиглэл', en_US: 'Orientation', ko_KR: '방향' },
  excel: { mn_MN: 'Excel', en_US: 'Excel', ko_KR: 'Excel' },
  export: { mn_MN: 'Excel рүү гаргах', en_US: 'Export to Excel', ko_KR: 'Excel 내보내기' },
  import: { mn_MN: 'Excel-ээс оруулах', en_US: 'Import from Excel', ko_KR: 'Excel 가져오기' },
  header: { mn_MN: 'Excel-ийн гарчиг', en_US: 'Workbook header', ko_KR: '통합 문서 머리글' },
  startRow: { mn_MN: 'Өгөгдөл эхлэх мөр', en_US: 'First data row', ko_KR: '데이터 시작 행' },
  sampleFile: { mn_MN: 'Жишээ файл (URL)', en_US: 'Sample file (URL)', ko_KR: '샘플 파일 (URL)' },
  customUrl: { mn_MN: 'Тусгай хаяг (URL)', en_US: 'Custom URL', ko_KR: '사용자 URL' },
  addMapping: { mn_MN: 'Багана нэмэх', en_US: 'Add column', ko_KR: '열 추가' },
  triggers: { mn_MN: 'Триггерүүд', en_US: 'Triggers', ko_KR: '트리거' },
  namespace: { mn_MN: 'Контроллер (namespace)', en_US: 'Controller (namespace)', ko_KR: '컨트롤러 (namespace)' },
  beforeFetch: { mn_MN: 'Уншихаас өмнө', en_US: 'Before fetch', ko_KR: '조회 전' },
  afterFetch: { mn_MN: 'Уншсаны дараа', en_US: 'After fetch', ko_KR: '조회 후' },
  beforeDelete: { mn_MN: 'Устгахаас өмнө', en_US: 'Before delete', ko_KR: '삭제 전' },
  afterDelete: { mn_MN: 'Устгасны дараа', en_US: 'After delete', ko_KR: '삭제 후' },
  beforePrint: { mn_MN: 'Хэвлэхээс өмнө', en_US: 'Before print', ko_KR: '인쇄 전' },
  on: { mn_MN: 'Идэвхтэй', en_US: 'On', ko_KR: '사용' },
  // The column list.
  addColumn: { mn_MN: 'Нэмэх', en_US: 'Add', ko_KR: '추가' },
  addAll: { mn_MN: 'Бүх баганыг нэмэх', en_US: 'Add all columns', ko_KR: '모든 열 추가' },
  pickColumn: { mn_MN: 'Моделийн багана сонгох', en_US: 'Pick a model column', ko_KR: '모델 열 선택' },
  noModel: {
    mn_MN: 'Моделийг уншиж чадсангүй: эхлээд моделийг хадгална уу.',
    en_US: 'The model could not be read: save the model first.',
    ko_KR: '모델을 읽을 수 없습니다. 먼저 모델을 저장하세요.',
  },
  remove: { mn_MN: 'Устгах', en_US: 'Remove', ko_KR: '삭제' },
  moveUp: { mn_MN: 'Дээш', en_US: 'Up', ko_KR: '위로' },
  moveDown: { mn_MN: 'Доош', en_US: 'Down', ko_KR: '아래로' },
  properties: { mn_MN: 'Баганын шинж', en_US: 'Column properties', ko_KR: '열 속성' },
  pickToEdit: {
    mn_MN: 'Засах баганаа сонгоно уу.',
    en_US: 'Pick a column to edit.',
    ko_KR: '편집할 열을 선택하세요.',
  },
  // The preview.
  preview: { mn_MN: 'Урьдчилан харах', en_US: 'Preview', ko_KR: '미리 보기' },
  previewNoKrud: {
    mn_MN: 'Бодит мөрийг харахын тулд энэ хүснэгтийг заасан krud-ыг хадгална уу.',
    en_US: 'Save a krud naming this grid to preview real rows.',
    ko_KR: '실제 행을 미리 보려면 이 그리드를 지정한 krud를 저장하세요.',
  },
  previewFailed: {
    mn_MN: 'Урьдчилан харахад алдаа гарлаа',
    en_US: 'The preview failed',
    ko_KR: '미리 보기에 실패했습니다',
  },
  previewThrough: { mn_MN: 'Мөрүүдийг уншиж буй krud', en_US: 'Rows read through krud', ko_KR: '행을 읽는 krud' },
  previewWaiting: {
    mn_MN: 'Хүснэгтийн алдааг засвал урьдчилан харна.',
    en_US: 'Fix the grid’s errors to see the preview.',
    ko_KR: '그리드 오류를 고치면 미리 볼 수 있습니다.',
  },
  retry: { mn_MN: 'Дахин оролдох', en_US: 'Try again', ko_KR: '다시 시도' },
} as const satisfies Catalogue

/** A word of the grid builder. */
export type GridWord = keyof typeof WORDS

/** The word in the language shown. */
export const gridWord = namespace('gridBuilder', WORDS)

/** A property's caption: its word when there is one, its schema name otherwise. */
export function propertyCaption(key: string, language: LanguageCode): string {
  return Object.hasOwn(WORDS, key) ? gridWord(key as GridWord, language) : key
}
