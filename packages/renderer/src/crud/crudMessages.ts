// The CRUD screen's own words in the three interface languages, Mongolian first (spec 5, 8.3).
import type { LanguageCode } from '@tamga/schema'

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
  total: { mn_MN: 'Нийт {count}', en_US: '{count} in all', ko_KR: '전체 {count}' },
  totalEstimate: { mn_MN: 'Ойролцоогоор {count}', en_US: 'About {count}', ko_KR: '약 {count}' },
  selectRow: { mn_MN: 'Засах мөрөө сонгоно уу', en_US: 'Select a row to update', ko_KR: '수정할 행을 선택하세요' },
  selectRows: { mn_MN: 'Мөр сонгоно уу', en_US: 'Select rows first', ko_KR: '행을 선택하세요' },
  noRight: {
    mn_MN: 'Мэдээлэл өөрчлөх эрхгүй байна',
    en_US: 'No right to change information',
    ko_KR: '정보를 변경할 권한이 없습니다',
  },
  confirmDelete: {
    mn_MN: 'Сонгосон {count} мөрийг устгах уу?',
    en_US: 'Delete the {count} selected rows?',
    ko_KR: '선택한 {count}개 행을 삭제할까요?',
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
} as const satisfies Record<string, Record<LanguageCode, string>>

/** A key of the CRUD screen's message table. */
export type CrudMessage = keyof typeof MESSAGES

/** The message in `language`, its `{name}` placeholders filled. */
export function crudText(
  key: CrudMessage,
  language: LanguageCode,
  values: Record<string, string | number> = {},
): string {
  const template: string = MESSAGES[key][language] ?? MESSAGES[key].mn_MN
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
