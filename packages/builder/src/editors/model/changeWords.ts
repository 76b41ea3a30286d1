// What each kind of change of a model's migration plan does, in words: the plan names a change
// by its kind (`add-column`), which is the planner's code, not a word for the reader. Typed over
// the schema's ModelChangeKind, so a new kind cannot be added without its words.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue, LanguageCode, ModelChangeKind } from '@tamga/schema'

const CHANGES: { readonly [kind in ModelChangeKind]: Catalogue[string] } = {
  'create-table': { mn_MN: 'Хүснэгт үүсгэх', en_US: 'Create the table', ko_KR: '테이블 만들기' },
  'add-column': { mn_MN: 'Багана нэмэх', en_US: 'Add a column', ko_KR: '열 추가' },
  'widen-column': { mn_MN: 'Багана өргөсгөх', en_US: 'Widen a column', ko_KR: '열 넓히기' },
  'change-column-type': { mn_MN: 'Баганын төрөл солих', en_US: "Change a column's type", ko_KR: '열 유형 변경' },
  'drop-not-null': { mn_MN: 'Хоосон утга зөвшөөрөх', en_US: 'Allow empty values', ko_KR: '빈 값 허용' },
  'set-not-null': { mn_MN: 'Хоосон утга хориглох', en_US: 'Refuse empty values', ko_KR: '빈 값 금지' },
  'set-default': { mn_MN: 'Анхны утга өгөх', en_US: 'Set a default', ko_KR: '기본값 지정' },
  'drop-default': { mn_MN: 'Анхны утга хасах', en_US: 'Remove a default', ko_KR: '기본값 제거' },
  'set-comment': { mn_MN: 'Тэмдэглэл бичих', en_US: 'Write a note', ko_KR: '설명 작성' },
  'add-primary-key': { mn_MN: 'Үндсэн түлхүүр нэмэх', en_US: 'Add the primary key', ko_KR: '기본 키 추가' },
  'drop-primary-key': { mn_MN: 'Үндсэн түлхүүр хасах', en_US: 'Remove the primary key', ko_KR: '기본 키 제거' },
  'add-unique': { mn_MN: 'Давтагдашгүй болгох', en_US: 'Make unique', ko_KR: '고유 지정' },
  'drop-unique': { mn_MN: 'Давтагдахыг зөвшөөрөх', en_US: 'Allow repeats', ko_KR: '중복 허용' },
  'add-index': { mn_MN: 'Индекс нэмэх', en_US: 'Add an index', ko_KR: '인덱스 추가' },
  'drop-index': { mn_MN: 'Индекс хасах', en_US: 'Remove an index', ko_KR: '인덱스 제거' },
  'add-foreign-key': { mn_MN: 'Холбоос нэмэх', en_US: 'Add a relation', ko_KR: '관계 추가' },
  'drop-foreign-key': { mn_MN: 'Холбоос хасах', en_US: 'Remove a relation', ko_KR: '관계 제거' },
  'drop-column': { mn_MN: 'Багана устгах', en_US: 'Drop a column', ko_KR: '열 삭제' },
  'drop-table': { mn_MN: 'Хүснэгт устгах', en_US: 'Drop the table', ko_KR: '테이블 삭제' },
}

const changeWord = namespace('modelBuilderChanges', CHANGES)

/**
 * A plan change's kind in words; undefined for a kind a newer server sends that has none yet
 * (the change's own description still says what it does).
 *
 * @example modelChangeWord('add-column', 'mn_MN') // 'Багана нэмэх'
 */
export function modelChangeWord(kind: string, language: LanguageCode): string | undefined {
  return Object.hasOwn(CHANGES, kind) ? changeWord(kind as ModelChangeKind, language) : undefined
}
