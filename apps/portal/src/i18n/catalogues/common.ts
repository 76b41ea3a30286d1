import type { Catalogue } from '@tamga/schema'

/** Words used across the app: buttons, states, the HTTP client's own messages (spec 8.1, 8.3). */
export const common = {
  loading: { mn_MN: 'Ачаалж байна…', en_US: 'Loading…', ko_KR: '불러오는 중…' },
  save: { mn_MN: 'Хадгалах', en_US: 'Save', ko_KR: '저장' },
  cancel: { mn_MN: 'Болих', en_US: 'Cancel', ko_KR: '취소' },
  confirm: { mn_MN: 'Батлах', en_US: 'Confirm', ko_KR: '확인' },
  back: { mn_MN: 'Буцах', en_US: 'Back', ko_KR: '뒤로' },
  yes: { mn_MN: 'Тийм', en_US: 'Yes', ko_KR: '예' },
  no: { mn_MN: 'Үгүй', en_US: 'No', ko_KR: '아니요' },
  search: { mn_MN: 'Хайх', en_US: 'Search', ko_KR: '검색' },
  add: { mn_MN: 'Нэмэх', en_US: 'Add', ko_KR: '추가' },
  edit: { mn_MN: 'Засах', en_US: 'Edit', ko_KR: '편집' },
  delete: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  close: { mn_MN: 'Хаах', en_US: 'Close', ko_KR: '닫기' },
  forbidden: {
    mn_MN: 'Танд энэ үйлдлийг хийх эрх байхгүй байна!',
    en_US: 'You have no right to do this!',
    ko_KR: '이 작업을 수행할 권한이 없습니다!',
  },
  serverError: { mn_MN: 'Серверийн алдаа', en_US: 'Server error', ko_KR: '서버 오류' },
  network: {
    mn_MN: 'Сүлжээний алдаа: сервертэй холбогдож чадсангүй',
    en_US: 'Network error: the server could not be reached',
    ko_KR: '네트워크 오류: 서버에 연결할 수 없습니다',
  },
  timeout: { mn_MN: 'Хүсэлтийн хугацаа дууслаа', en_US: 'The request timed out', ko_KR: '요청 시간이 초과되었습니다' },
  unknownError: {
    mn_MN: 'Уучлаарай, алдаа гарлаа',
    en_US: 'Sorry, an error occurred',
    ko_KR: '죄송합니다. 오류가 발생했습니다',
  },
  savedSuccess: { mn_MN: 'Амжилттай хадгаллаа', en_US: 'Saved', ko_KR: '저장되었습니다' },
  deletedSuccess: { mn_MN: 'Амжилттай устгалаа', en_US: 'Deleted', ko_KR: '삭제되었습니다' },
  updatedSuccess: { mn_MN: 'Амжилттай шинэчиллээ', en_US: 'Updated', ko_KR: '업데이트되었습니다' },
  saveError: {
    mn_MN: 'Хадгалах үед алдаа гарлаа!',
    en_US: 'An error occurred while saving!',
    ko_KR: '저장 중 오류가 발생했습니다!',
  },
  noResults: { mn_MN: 'Хайлтын илэрц олдсонгүй', en_US: 'No search results found', ko_KR: '검색 결과가 없습니다' },
  backHome: { mn_MN: 'Нүүр хуудас руу буцах', en_US: 'Back to the home page', ko_KR: '홈으로 돌아가기' },
  build: { mn_MN: 'Хувилбар', en_US: 'Build', ko_KR: '빌드' },
  language: { mn_MN: 'Хэл', en_US: 'Language', ko_KR: '언어' },
} as const satisfies Catalogue
