// The role builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

const WORDS = {
  id: { mn_MN: 'Эрхийн дугаар', en_US: 'Role id', ko_KR: '역할 번호' },
  displayName: { mn_MN: 'Харагдах нэр', en_US: 'Display name', ko_KR: '표시 이름' },
  note: { mn_MN: 'Тайлбар', en_US: 'Note', ko_KR: '메모' },
  menu: { mn_MN: 'Цэс', en_US: 'Menu', ko_KR: '메뉴' },
  defaultMenu: { mn_MN: 'Нэвтэрсний дараах цэс', en_US: 'Landing entry', ko_KR: '기본 메뉴' },
  permissions: { mn_MN: 'Цэсийн эрхүүд', en_US: 'Menu permissions', ko_KR: '메뉴 권한' },
  entry: { mn_MN: 'Цэсийн мөр', en_US: 'Entry', ko_KR: '메뉴 항목' },
  show: { mn_MN: 'Харах', en_US: 'Show', ko_KR: '표시' },
  c: { mn_MN: 'Нэмэх', en_US: 'Create', ko_KR: '생성' },
  r: { mn_MN: 'Унших', en_US: 'Read', ko_KR: '읽기' },
  u: { mn_MN: 'Засах', en_US: 'Update', ko_KR: '수정' },
  d: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  noMenu: { mn_MN: 'Цэс ачаалагдаагүй байна', en_US: 'The menu is not loaded', ko_KR: '메뉴를 불러오지 못했습니다' },
  extra: { mn_MN: 'Нэмэлт эрхүүд', en_US: 'Extra rights', ko_KR: '추가 권한' },
  approve: { mn_MN: 'Батлах, санал өгөх', en_US: 'Approve and vote', ko_KR: '승인 및 투표' },
  chart: { mn_MN: 'График үүсгэх', en_US: 'Chart builder', ko_KR: '차트 빌더' },
  datasource: { mn_MN: 'Өгөгдлийн эх үүсвэр', en_US: 'Data-source builder', ko_KR: '데이터 소스 빌더' },
  excelupload: { mn_MN: 'Excel-ээс оруулах', en_US: 'Excel import', ko_KR: 'Excel 가져오기' },
  hascustomcreatebtn: { mn_MN: 'Өөрийн нэмэх товч', en_US: 'Own create button', ko_KR: '자체 생성 버튼' },
  permittedTables: { mn_MN: 'Зөвшөөрсөн хүснэгтүүд', en_US: 'Permitted tables', ko_KR: '허용된 테이블' },
  permittedDatasources: {
    mn_MN: 'Зөвшөөрсөн өгөгдлийн эх үүсвэрүүд',
    en_US: 'Permitted data sources',
    ko_KR: '허용된 데이터 소스',
  },
  dashboard: { mn_MN: 'Нүүр хуудасны графикууд', en_US: 'Dashboard charts', ko_KR: '대시보드 차트' },
  kruds: { mn_MN: 'Крудын эрхүүд', en_US: 'Krud rights', ko_KR: 'Krud 권한' },
  krudsHelp: {
    mn_MN: 'Энд нэрлэсэн круд эрхээ зөвхөн эндээс авна; бусад нь түүнийг нээдэг цэсийн мөрүүдээс авна.',
    en_US:
      'A krud named here takes its rights from here alone; the others take them from the menu entries that open them.',
    ko_KR: '여기에 있는 krud는 여기서만 권한을 받고, 나머지는 그것을 여는 메뉴 항목에서 받습니다.',
  },
  addKrud: { mn_MN: 'Круд нэмэх', en_US: 'Add krud', ko_KR: 'Krud 추가' },
  remove: { mn_MN: 'Хасах', en_US: 'Remove', ko_KR: '제거' },
  rowConditions: { mn_MN: 'Мөрийн нөхцөлүүд', en_US: 'Row conditions', ko_KR: '행 조건' },
  addCondition: { mn_MN: 'Нөхцөл нэмэх', en_US: 'Add condition', ko_KR: '조건 추가' },
  column: { mn_MN: 'Багана', en_US: 'Column', ko_KR: '열' },
  'current-user': { mn_MN: 'Миний үүсгэсэн', en_US: 'Created by me', ko_KR: '내가 만든 것' },
  'user-organizations': { mn_MN: 'Миний байгууллагын', en_US: 'My organisations', ko_KR: '내 조직' },
  preview: { mn_MN: 'Энэ эрхээр харах', en_US: 'View as this role', ko_KR: '이 역할로 보기' },
  previewMenu: { mn_MN: 'Харагдах цэс', en_US: 'Menu it sees', ko_KR: '보이는 메뉴' },
  previewKruds: { mn_MN: 'Крудын үйлдлүүд', en_US: 'Krud actions', ko_KR: 'Krud 작업' },
  fromRole: { mn_MN: 'эрхээс', en_US: 'own rights', ko_KR: '역할' },
  fromMenu: { mn_MN: 'цэсээс', en_US: 'from menu', ko_KR: '메뉴' },
  superAdmin: { mn_MN: 'супер админ', en_US: 'super admin', ko_KR: '최고 관리자' },
  nothing: { mn_MN: 'Юу ч алга', en_US: 'Nothing', ko_KR: '없음' },
} as const satisfies Catalogue

export type RoleWord = keyof typeof WORDS

/** The word in the language shown. */
export const roleWord = namespace('roleBuilder', WORDS)
