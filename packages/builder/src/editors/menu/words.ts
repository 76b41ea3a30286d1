// The menu builder's own words, Mongolian first; its properties are named by the property catalogue.
import { namespace } from '@tamga/renderer/i18n'
import type { LanguageCode, MenuLinkType } from '@tamga/schema'

const WORDS = {
  addItem: { mn_MN: 'Цэс нэмэх', en_US: 'Add entry', ko_KR: '항목 추가' },
  addChild: { mn_MN: 'Дэд цэс нэмэх', en_US: 'Add sub-entry', ko_KR: '하위 항목 추가' },
  remove: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  removeConfirm: {
    mn_MN: 'Энэ цэсийг дэд цэстэй нь устгах уу?',
    en_US: 'Delete this entry with its sub-entries?',
    ko_KR: '이 항목을 하위 항목과 함께 삭제할까요?',
  },
  moveUp: { mn_MN: 'Дээш', en_US: 'Up', ko_KR: '위로' },
  moveDown: { mn_MN: 'Доош', en_US: 'Down', ko_KR: '아래로' },
  empty: { mn_MN: 'Цэс хоосон байна', en_US: 'The menu is empty', ko_KR: '메뉴가 비어 있습니다' },
  chooseItem: {
    mn_MN: 'Засах цэсээ модноос сонгоно уу',
    en_US: 'Choose an entry in the tree to edit it',
    ko_KR: '편집할 항목을 트리에서 선택하세요',
  },
  dragHint: {
    mn_MN: 'Чирж зөөнө: мөрийн дээр буулгавал дэд цэс болно',
    en_US: 'Drag to move: drop onto an entry to make it a sub-entry',
    ko_KR: '끌어서 이동: 항목 위에 놓으면 하위 항목이 됩니다',
  },
  idHelp: {
    mn_MN: '/admin/p/{id} хаягт болон эрхийн тохиргоонд ашиглагдана',
    en_US: 'Used in /admin/p/{id} and in the roles’ permissions',
    ko_KR: '/admin/p/{id} 주소와 역할 권한에 쓰입니다',
  },
  subTop: { mn_MN: 'дээд мөр', en_US: 'top bar', ko_KR: '상단 바' },
} as const

/** A word of the menu builder in the language shown. */
export const menuWord = namespace('menuBuilder', WORDS)

const LINK_TYPES: Record<MenuLinkType, Record<LanguageCode, string>> = {
  crud: { mn_MN: 'CRUD дэлгэц', en_US: 'CRUD screen', ko_KR: 'CRUD 화면' },
  link: { mn_MN: 'Гадаад холбоос', en_US: 'External link', ko_KR: '외부 링크' },
  'router-link': { mn_MN: 'Дотоод хуудас', en_US: 'App page', ko_KR: '앱 페이지' },
  noAction: { mn_MN: 'Бүлгийн гарчиг', en_US: 'Group heading', ko_KR: '그룹 제목' },
  divider: { mn_MN: 'Тусгаарлагч', en_US: 'Divider', ko_KR: '구분선' },
  noActionSubTop: { mn_MN: 'Дээд мөрийн бүлэг', en_US: 'Top-bar group', ko_KR: '상단 바 그룹' },
}

/** A link type's name in the language shown. */
export const linkTypeWord = namespace('menuBuilderLinkTypes', LINK_TYPES)

const TARGETS = {
  self: { mn_MN: 'Энэ цонхонд', en_US: 'This tab', ko_KR: '현재 탭' },
  blank: { mn_MN: 'Шинэ цонхонд', en_US: 'A new tab', ko_KR: '새 탭' },
  new: { mn_MN: 'Нэрлэсэн шинэ цонхонд', en_US: 'A named new window', ko_KR: '이름 있는 새 창' },
} as const

/** A link target's name in the language shown. */
export const targetWord = namespace('menuBuilderTargets', TARGETS)
