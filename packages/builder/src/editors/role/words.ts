// The role builder's own words, Mongolian first; its properties are named by the property catalogue.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

const WORDS = {
  entry: { mn_MN: 'Цэсийн мөр', en_US: 'Entry', ko_KR: '메뉴 항목' },
  noMenu: { mn_MN: 'Цэс ачаалагдаагүй байна', en_US: 'The menu is not loaded', ko_KR: '메뉴를 불러오지 못했습니다' },
  approve: { mn_MN: 'Батлах, санал өгөх', en_US: 'Approve and vote', ko_KR: '승인 및 투표' },
  chart: { mn_MN: 'График үүсгэх', en_US: 'Chart builder', ko_KR: '차트 빌더' },
  datasource: { mn_MN: 'Өгөгдлийн эх үүсвэр', en_US: 'Data-source builder', ko_KR: '데이터 소스 빌더' },
  excelupload: { mn_MN: 'Excel-ээс оруулах', en_US: 'Excel import', ko_KR: 'Excel 가져오기' },
  hascustomcreatebtn: { mn_MN: 'Өөрийн нэмэх товч', en_US: 'Own create button', ko_KR: '자체 생성 버튼' },
  krudsHelp: {
    mn_MN: 'Энд нэрлэсэн круд эрхээ зөвхөн эндээс авна; бусад нь түүнийг нээдэг цэсийн мөрүүдээс авна.',
    en_US:
      'A krud named here takes its rights from here alone; the others take them from the menu entries that open them.',
    ko_KR: '여기에 있는 krud는 여기서만 권한을 받고, 나머지는 그것을 여는 메뉴 항목에서 받습니다.',
  },
  addKrud: { mn_MN: 'Круд нэмэх', en_US: 'Add krud', ko_KR: 'Krud 추가' },
  remove: { mn_MN: 'Хасах', en_US: 'Remove', ko_KR: '제거' },
  addCondition: { mn_MN: 'Нөхцөл нэмэх', en_US: 'Add condition', ko_KR: '조건 추가' },
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
