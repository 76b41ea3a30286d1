// The GraphQL builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

// The properties' labels and help come from the property catalogue (controls/propertyWords.ts);
// these are the builder's own words around them.
const WORDS = {
  noColumns: {
    mn_MN: 'Моделийн багана ачаалагдаагүй байна',
    en_US: 'The model’s columns are not loaded',
    ko_KR: '모델의 열을 불러오지 못했습니다',
  },
  add: { mn_MN: 'Нэмэх', en_US: 'Add', ko_KR: '추가' },
  edit: { mn_MN: 'Засах', en_US: 'Edit', ko_KR: '수정' },
  delete: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  roles: {
    mn_MN: 'Эрхүүд (хоосон бол нэвтэрсэн бүх хүн)',
    en_US: 'Roles (empty: anyone signed in)',
    ko_KR: '역할(비우면 로그인한 모두)',
  },
  addSubTable: { mn_MN: 'Дэд хүснэгт нэмэх', en_US: 'Add sub-table', ko_KR: '하위 테이블 추가' },
  remove: { mn_MN: 'Хасах', en_US: 'Remove', ko_KR: '제거' },
  tryIt: { mn_MN: 'Туршиж үзэх', en_US: 'Try it', ko_KR: '실행해 보기' },
  query: { mn_MN: 'Асуулга', en_US: 'Query', ko_KR: '쿼리' },
  asRole: { mn_MN: 'Эрх', en_US: 'Role', ko_KR: '역할' },
  run: { mn_MN: 'Ажиллуулах', en_US: 'Run', ko_KR: '실행' },
  resetQuery: { mn_MN: 'Анхны асуулга', en_US: 'Sample query', ko_KR: '예시 쿼리' },
  asCallerNote: {
    mn_MN: 'Эрх сонгоогүй тул асуулга таны одоогийн эрхээр ажиллана.',
    en_US: 'No role is chosen: the query runs as you (your session’s role).',
    ko_KR: '역할을 선택하지 않아 현재 세션의 역할로 실행합니다.',
  },
  asRoleNote: {
    mn_MN:
      'Асуулга сонгосон эрхээр ажиллана: түүний хандах эрх, мөрийн нөхцөл хэрэгжинэ. Одоогийн хэрэглэгчтэй харьцуулдаг нөхцөл таны хэрэглэгчийг ашиглана.',
    en_US:
      'The query runs as the chosen role: its access and row conditions apply. Conditions on the current user still compare with your own user.',
    ko_KR:
      '선택한 역할로 쿼리를 실행합니다. 그 역할의 접근 권한과 행 조건이 적용됩니다. 현재 사용자를 비교하는 조건은 본인 사용자로 계산됩니다.',
  },
  roleMayRead: {
    mn_MN: 'Энэ эрх уг оролтыг уншиж чадна',
    en_US: 'This role may read the entry',
    ko_KR: '이 역할은 읽을 수 있습니다',
  },
  roleMayNotRead: {
    mn_MN: 'Энэ эрх уг оролтыг уншиж чадахгүй',
    en_US: 'This role may not read the entry',
    ko_KR: '이 역할은 읽을 수 없습니다',
  },
  hiddenRequired: {
    mn_MN: 'Нэмэхэд заавал шаардлагатай талбарыг нуусан тул GraphQL-ээр мөр нэмэх хүсэлт бүр татгалзагдана:',
    en_US: 'Fields an insert requires are hidden, so every add through GraphQL will be refused:',
    ko_KR: '추가에 꼭 필요한 필드를 숨겨서 GraphQL로 행을 추가하는 요청은 모두 거부됩니다:',
  },
  hiddenRequiredFix: {
    mn_MN: 'Эдгээрийг харуулах эсвэл «Нэмэх» үйлдлийг унтраана уу.',
    en_US: 'Show them, or turn off the “Add” action.',
    ko_KR: '이 필드를 표시하거나 «추가» 작업을 끄세요.',
  },
  unsavedNote: {
    mn_MN: 'Сервер хадгалсан хувилбараар хариулна: хадгалаагүй өөрчлөлт тусахгүй.',
    en_US: 'The server answers from the saved version: unsaved changes do not apply.',
    ko_KR: '서버는 저장된 버전으로 응답합니다. 저장하지 않은 변경은 반영되지 않습니다.',
  },
} as const satisfies Catalogue

export type GraphqlWord = keyof typeof WORDS

/** The word in the language shown. */
export const graphqlWord = namespace('graphqlBuilder', WORDS)
