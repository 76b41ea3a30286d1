// The CRUD screen's own words in the three interface languages, Mongolian first (spec 5, 8.3).
import type { Catalogue } from '@tamga/schema'
import { namespace } from '../i18n/namespaces.ts'

const MESSAGES = {
  create: { mn_MN: 'Нэмэх', en_US: 'Add', ko_KR: '추가' },
  edit: { mn_MN: 'Засах', en_US: 'Edit', ko_KR: '수정' },
  view: { mn_MN: 'Харах', en_US: 'View', ko_KR: '보기' },
  copy: { mn_MN: 'Хуулах', en_US: 'Copy', ko_KR: '복사' },
  delete: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  restore: { mn_MN: 'Сэргээх', en_US: 'Restore', ko_KR: '복원' },
  deletedList: { mn_MN: 'Устгасан мөрүүд', en_US: 'Deleted rows', ko_KR: '삭제된 행' },
  liveList: { mn_MN: 'Бүх мөр', en_US: 'All rows', ko_KR: '모든 행' },
  exportExcel: { mn_MN: 'Excel татах', en_US: 'Export to Excel', ko_KR: 'Excel 내보내기' },
  print: { mn_MN: 'Хэвлэх', en_US: 'Print', ko_KR: '인쇄' },
  search: { mn_MN: 'Хайх', en_US: 'Search', ko_KR: '검색' },
  refresh: { mn_MN: 'Шинэчлэх', en_US: 'Refresh', ko_KR: '새로 고침' },
  total: { mn_MN: 'Нийт {{count}}', en_US: '{{count}} in all', ko_KR: '전체 {{count}}' },
  totalEstimate: { mn_MN: 'Ойролцоогоор {{count}}', en_US: 'About {{count}}', ko_KR: '약 {{count}}' },
  selectRow: { mn_MN: 'Засах мөрөө сонгоно уу', en_US: 'Select a row to update', ko_KR: '수정할 행을 선택하세요' },
  selectRows: { mn_MN: 'Мөр сонгоно уу', en_US: 'Select rows first', ko_KR: '행을 선택하세요' },
  noRight: {
    mn_MN: 'Мэдээлэл өөрчлөх эрхгүй байна',
    en_US: 'No right to change information',
    ko_KR: '정보를 변경할 권한이 없습니다',
  },
  confirmDelete: {
    mn_MN: 'Сонгосон {{count}} мөрийг устгах уу?',
    en_US: 'Delete the {{count}} selected rows?',
    ko_KR: '선택한 {{count}}개 행을 삭제할까요?',
  },
  deleted: { mn_MN: 'Амжилттай устгалаа', en_US: 'Deleted', ko_KR: '삭제되었습니다' },
  restored: { mn_MN: 'Амжилттай сэргээлээ', en_US: 'Restored', ko_KR: '복원되었습니다' },
  deleteFailed: {
    mn_MN: 'Устгах үед алдаа гарлаа',
    en_US: 'Error while deleting',
    ko_KR: '삭제 중 오류가 발생했습니다',
  },
  notFound: { mn_MN: 'Мэдээлэл олдсонгүй', en_US: 'No such record', ko_KR: '해당 데이터가 없습니다' },
  loadFailed: {
    mn_MN: 'Мэдээлэл авах үед алдаа гарлаа',
    en_US: 'Error retrieving data',
    ko_KR: '데이터를 가져오는 중 오류가 발생했습니다',
  },
  yes: { mn_MN: 'Тийм', en_US: 'Yes', ko_KR: '예' },
  no: { mn_MN: 'Үгүй', en_US: 'No', ko_KR: '아니요' },
  cancel: { mn_MN: 'Болих', en_US: 'Cancel', ko_KR: '취소' },
  save: { mn_MN: 'Хадгалах', en_US: 'Save', ko_KR: '저장' },
  restoreFailed: {
    mn_MN: 'Мэдээлэл сэргээх үед алдаа гарлаа',
    en_US: 'Error restoring data',
    ko_KR: '데이터를 복원하는 중 오류가 발생했습니다',
  },
  // Excel export (spec 3.13: Excel import and export of a grid).
  exporting: { mn_MN: 'Excel файл бэлтгэж байна', en_US: 'Preparing the workbook', ko_KR: 'Excel 파일을 준비하는 중' },
  exportedSize: { mn_MN: '{{size}} татсан', en_US: '{{size}} received', ko_KR: '{{size}} 받음' },
  exportRows: { mn_MN: '{{rows}} мөр', en_US: '{{rows}} rows', ko_KR: '{{rows}}행' },
  exportDone: { mn_MN: 'Excel файл татагдлаа', en_US: 'The workbook is downloaded', ko_KR: 'Excel 파일을 받았습니다' },
  exportFailed: {
    mn_MN: 'Excel файл татах үед алдаа гарлаа',
    en_US: 'The workbook could not be downloaded',
    ko_KR: 'Excel 파일을 받는 중 오류가 발생했습니다',
  },
  // Excel import.
  importExcel: { mn_MN: 'Excel оруулах', en_US: 'Import from Excel', ko_KR: 'Excel 가져오기' },
  importColumns: {
    mn_MN: 'Файлын {{row}}-р мөрөнд эдгээр гарчиг байна: {{headers}}',
    en_US: 'Row {{row}} of the workbook holds these headers: {{headers}}',
    ko_KR: '파일의 {{row}}행에 다음 머리글이 있어야 합니다: {{headers}}',
  },
  importSample: { mn_MN: 'Загвар файл татах', en_US: 'Download the sample workbook', ko_KR: '샘플 파일 받기' },
  importPick: {
    mn_MN: 'Excel (.xlsx) файлаа энд чирж оруулах эсвэл дарж сонгоно уу',
    en_US: 'Drop the Excel (.xlsx) workbook here, or click to choose it',
    ko_KR: 'Excel(.xlsx) 파일을 여기로 끌어오거나 눌러서 선택하세요',
  },
  importTooLarge: {
    mn_MN: 'Файл хэт том байна: {{max}} хүртэл',
    en_US: 'The file is too large: at most {{max}}',
    ko_KR: '파일이 너무 큽니다: 최대 {{max}}',
  },
  importCheck: { mn_MN: 'Шалгах', en_US: 'Check', ko_KR: '검사' },
  importCommit: { mn_MN: '{{count}} мөр оруулах', en_US: 'Import {{count}} rows', ko_KR: '{{count}}행 가져오기' },
  importRowsRead: { mn_MN: 'Уншсан мөр', en_US: 'Rows read', ko_KR: '읽은 행' },
  importToInsert: { mn_MN: 'Нэмэгдэх мөр', en_US: 'Rows to add', ko_KR: '추가할 행' },
  importBadCells: { mn_MN: 'Алдаатай нүд', en_US: 'Bad cells', ko_KR: '오류 셀' },
  importFixFirst: {
    mn_MN: 'Алдаатай нүднүүдийг засаад файлаа дахин шалгана уу: алдаатай файлаас нэг ч мөр оруулахгүй',
    en_US: 'Correct the bad cells and check the file again: a file with bad cells adds no rows',
    ko_KR: '오류 셀을 고친 뒤 파일을 다시 검사하세요. 오류가 있는 파일은 한 행도 가져오지 않습니다',
  },
  importNothing: {
    mn_MN: 'Файлд оруулах мөр алга',
    en_US: 'The file has no rows to add',
    ko_KR: '가져올 행이 없습니다',
  },
  importMoreCells: {
    mn_MN: 'Бас {{count}} алдаатай нүд байна',
    en_US: 'And {{count}} more bad cells',
    ko_KR: '오류 셀 {{count}}개가 더 있습니다',
  },
  importDone: { mn_MN: '{{count}} мөр нэмэгдлээ', en_US: '{{count}} rows added', ko_KR: '{{count}}행을 추가했습니다' },
  importRow: { mn_MN: 'Мөр', en_US: 'Row', ko_KR: '행' },
  importColumn: { mn_MN: 'Багана', en_US: 'Column', ko_KR: '열' },
  importHeader: { mn_MN: 'Гарчиг', en_US: 'Header', ko_KR: '머리글' },
  importReason: { mn_MN: 'Шалтгаан', en_US: 'Reason', ko_KR: '사유' },
  // Print (spec 3.13: paper size and orientation).
  printTitle: { mn_MN: 'Хэвлэх тохиргоо', en_US: 'Print settings', ko_KR: '인쇄 설정' },
  paperSize: { mn_MN: 'Цаасны хэмжээ', en_US: 'Paper size', ko_KR: '용지 크기' },
  orientation: { mn_MN: 'Цаасны чиглэл', en_US: 'Orientation', ko_KR: '용지 방향' },
  portrait: { mn_MN: 'Босоо', en_US: 'Portrait', ko_KR: '세로' },
  landscape: { mn_MN: 'Хэвтээ', en_US: 'Landscape', ko_KR: '가로' },
  printFormat: { mn_MN: 'Хэлбэр', en_US: 'Format', ko_KR: '형식' },
  printPdf: { mn_MN: 'PDF файл', en_US: 'PDF file', ko_KR: 'PDF 파일' },
  printHtml: { mn_MN: 'Хэвлэх хуудас (HTML)', en_US: 'Print page (HTML)', ko_KR: '인쇄 페이지(HTML)' },
  // Saved searches.
  savedSearches: { mn_MN: 'Хадгалсан хайлт', en_US: 'Saved searches', ko_KR: '저장된 검색' },
  noSavedSearches: { mn_MN: 'Хадгалсан хайлт алга', en_US: 'No saved searches', ko_KR: '저장된 검색이 없습니다' },
  saveSearch: { mn_MN: 'Одоогийн хайлтыг хадгалах', en_US: 'Save this search', ko_KR: '현재 검색 저장' },
  searchName: { mn_MN: 'Хайлтын нэр', en_US: 'Name of the search', ko_KR: '검색 이름' },
  searchSaved: { mn_MN: 'Хайлт хадгалагдлаа', en_US: 'The search is saved', ko_KR: '검색을 저장했습니다' },
  searchDeleted: { mn_MN: 'Хайлт устгагдлаа', en_US: 'The search is deleted', ko_KR: '검색을 삭제했습니다' },
  deleteSearch: {
    mn_MN: '"{{name}}" хайлтыг устгах уу?',
    en_US: 'Delete the search "{{name}}"?',
    ko_KR: '"{{name}}" 검색을 삭제할까요?',
  },
  // The pivot tool.
  pivot: { mn_MN: 'Пивот', en_US: 'Pivot', ko_KR: '피벗' },
  pivotRows: { mn_MN: 'Мөрөөр', en_US: 'Rows', ko_KR: '행' },
  pivotColumns: { mn_MN: 'Баганаар', en_US: 'Columns', ko_KR: '열' },
  pivotValue: { mn_MN: 'Утга', en_US: 'Value', ko_KR: '값' },
  pivotAggregate: { mn_MN: 'Тооцоолол', en_US: 'Aggregate', ko_KR: '집계' },
  pivotEmpty: { mn_MN: 'Тохирох мөр алга', en_US: 'No rows match', ko_KR: '일치하는 행이 없습니다' },
  pivotFailed: {
    mn_MN: 'Пивот хүснэгт гаргах үед алдаа гарлаа',
    en_US: 'The pivot could not be made',
    ko_KR: '피벗을 만드는 중 오류가 발생했습니다',
  },
  countDistinct: { mn_MN: 'Давтагдаагүй тоо', en_US: 'Distinct count', ko_KR: '고유 개수' },
  // Each person's own columns (issue 27): shown or hidden, pinned, back to the builder's layout.
  columns: { mn_MN: 'Баганууд', en_US: 'Columns', ko_KR: '열' },
  columnShown: {
    mn_MN: '"{{name}}" баганыг харуулах',
    en_US: 'Show the column "{{name}}"',
    ko_KR: '"{{name}}" 열 표시',
  },
  pinLeft: { mn_MN: 'Зүүн талд бэхлэх', en_US: 'Pin to the left', ko_KR: '왼쪽에 고정' },
  pinRight: { mn_MN: 'Баруун талд бэхлэх', en_US: 'Pin to the right', ko_KR: '오른쪽에 고정' },
  unpinned: { mn_MN: 'Бэхлэхгүй', en_US: 'Not pinned', ko_KR: '고정 안 함' },
  resetColumns: {
    mn_MN: 'Анхны тохиргоонд буцаах',
    en_US: 'Back to the builder’s layout',
    ko_KR: '기본 배치로 되돌리기',
  },
  columnsNotSaved: {
    mn_MN: 'Баганын тохиргоо хадгалагдсангүй',
    en_US: 'The column layout was not saved',
    ko_KR: '열 배치를 저장하지 못했습니다',
  },
} as const satisfies Catalogue

/** A key of the CRUD screen's message table. */
export type CrudMessage = keyof typeof MESSAGES

/** The message in `language`, its `{{name}}` placeholders filled. */
export const crudText = namespace('crud', MESSAGES)
