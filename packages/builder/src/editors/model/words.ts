// The model builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

// The properties' labels and help come from the property catalogue (controls/propertyWords.ts);
// these are the builder's own words around them.
const WORDS = {
  defaultHint: {
    mn_MN: 'Утга бичнэ, эсвэл өгөгдлийн сан өөрөө олох утгын кодыг:',
    en_US: 'A value, or the code of a value the database works out:',
    ko_KR: '값, 또는 데이터베이스가 정하는 값의 코드:',
  },
  length: { mn_MN: 'Урт', en_US: 'Length', ko_KR: '길이' },
  precision: { mn_MN: 'Нарийвчлал', en_US: 'Precision', ko_KR: '정밀도' },
  scale: { mn_MN: 'Бутархай', en_US: 'Scale', ko_KR: '소수 자릿수' },
  shape: { mn_MN: 'Дүрс', en_US: 'Shape', ko_KR: '형태' },
  addColumn: { mn_MN: 'Багана нэмэх', en_US: 'Add column', ko_KR: '열 추가' },
  remove: { mn_MN: 'Устгах', en_US: 'Remove', ko_KR: '삭제' },
  moveUp: { mn_MN: 'Дээш', en_US: 'Up', ko_KR: '위로' },
  moveDown: { mn_MN: 'Доош', en_US: 'Down', ko_KR: '아래로' },
  addIndex: { mn_MN: 'Индекс нэмэх', en_US: 'Add index', ko_KR: '인덱스 추가' },
  indexName: { mn_MN: 'Индексийн нэр (заавал биш)', en_US: 'Index name (optional)', ko_KR: '인덱스 이름 (선택)' },
  addRelation: { mn_MN: 'Холбоос нэмэх', en_US: 'Add relation', ko_KR: '관계 추가' },
  refModel: { mn_MN: 'Хүснэгт сонгох', en_US: 'Pick a table', ko_KR: '테이블 선택' },
  migration: { mn_MN: 'Санд орох өөрчлөлт', en_US: 'Database changes', ko_KR: '데이터베이스 변경' },
  plan: { mn_MN: 'Тооцох', en_US: 'Work out', ko_KR: '계산' },
  planEmpty: {
    mn_MN: 'Хадгалахад өгөгдлийн санд өөрчлөлт орохгүй.',
    en_US: 'Saving changes nothing in the database.',
    ko_KR: '저장해도 데이터베이스는 바뀌지 않습니다.',
  },
  planNotReady: {
    mn_MN: 'Загварт алдаа байгаа тул өөрчлөлтийг тооцоолоогүй.',
    en_US: 'The model has errors, so the changes were not worked out.',
    ko_KR: '모델에 오류가 있어 변경 사항을 계산하지 않았습니다.',
  },
  planFailed: {
    mn_MN: 'Өөрчлөлтийг тооцоолж чадсангүй',
    en_US: 'Could not work out the changes',
    ko_KR: '변경 사항을 계산하지 못했습니다',
  },
  destructive: { mn_MN: 'Өгөгдөл устаж болзошгүй', en_US: 'May lose data', ko_KR: '데이터 손실 가능' },
  destructiveWarning: {
    mn_MN: 'Зарим өөрчлөлт өгөгдлийг устгаж болзошгүй. Хадгалахад шалтгааныг асууна.',
    en_US: 'Some changes can lose data. Saving will ask for a reason.',
    ko_KR: '일부 변경은 데이터를 잃을 수 있습니다. 저장할 때 사유를 묻습니다.',
  },
  planIssues: {
    mn_MN: 'Хадгалахад саад болох зүйлс',
    en_US: 'What stands in the way of saving',
    ko_KR: '저장을 막는 문제',
  },
  none: { mn_MN: '(байхгүй)', en_US: '(none)', ko_KR: '(없음)' },
} as const satisfies Catalogue

/** A word of the model builder. */
export type ModelWord = keyof typeof WORDS

/** The word in the language shown. */
export const modelWord = namespace('modelBuilder', WORDS)
