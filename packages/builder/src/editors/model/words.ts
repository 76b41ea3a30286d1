// The model builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

const WORDS = {
  table: { mn_MN: 'Хүснэгтийн нэр', en_US: 'Table name', ko_KR: '테이블 이름' },
  columns: { mn_MN: 'Баганууд', en_US: 'Columns', ko_KR: '열' },
  columnName: { mn_MN: 'Нэр', en_US: 'Name', ko_KR: '이름' },
  columnLabel: { mn_MN: 'Гарчиг', en_US: 'Label', ko_KR: '라벨' },
  type: { mn_MN: 'Төрөл', en_US: 'Type', ko_KR: '유형' },
  nullable: { mn_MN: 'Хоосон байж болно', en_US: 'Nullable', ko_KR: 'NULL 허용' },
  default: { mn_MN: 'Анхны утга', en_US: 'Default', ko_KR: '기본값' },
  defaultHint: {
    mn_MN: 'Утга, эсвэл @identity, @now, @current_date, @gen_random_uuid, @current_user_id',
    en_US: 'A value, or @identity, @now, @current_date, @gen_random_uuid, @current_user_id',
    ko_KR: '값 또는 @identity, @now, @current_date, @gen_random_uuid, @current_user_id',
  },
  unique: { mn_MN: 'Давтагдашгүй', en_US: 'Unique', ko_KR: '고유' },
  translatable: { mn_MN: 'Орчуулгатай', en_US: 'Translatable', ko_KR: '번역' },
  translatableHint: {
    mn_MN:
      'Англи, солонгос орчуулгыг хажуугийн _en, _ko баганад хадгалж, маягтад хэл тус бүрийн талбар гаргана (зөвхөн текст багана)',
    en_US:
      'Keeps English and Korean translations in the _en and _ko columns beside it, with an input per language in forms (text columns only)',
    ko_KR: '영어·한국어 번역을 옆의 _en, _ko 열에 저장하고 양식에 언어별 입력란을 표시합니다(텍스트 열만)',
  },
  primaryKey: { mn_MN: 'Үндсэн түлхүүр', en_US: 'Primary key', ko_KR: '기본 키' },
  length: { mn_MN: 'Урт', en_US: 'Length', ko_KR: '길이' },
  precision: { mn_MN: 'Нарийвчлал', en_US: 'Precision', ko_KR: '정밀도' },
  scale: { mn_MN: 'Бутархай', en_US: 'Scale', ko_KR: '소수 자릿수' },
  shape: { mn_MN: 'Дүрс', en_US: 'Shape', ko_KR: '형태' },
  addColumn: { mn_MN: 'Багана нэмэх', en_US: 'Add column', ko_KR: '열 추가' },
  remove: { mn_MN: 'Устгах', en_US: 'Remove', ko_KR: '삭제' },
  moveUp: { mn_MN: 'Дээш', en_US: 'Up', ko_KR: '위로' },
  moveDown: { mn_MN: 'Доош', en_US: 'Down', ko_KR: '아래로' },
  flags: { mn_MN: 'Тохиргоо', en_US: 'Options', ko_KR: '옵션' },
  timestamps: {
    mn_MN: 'Үүсгэсэн/засварласан огноо (created_at, updated_at)',
    en_US: 'Timestamps (created_at, updated_at)',
    ko_KR: '타임스탬프 (created_at, updated_at)',
  },
  softDelete: {
    mn_MN: 'Зөөлөн устгал (deleted_at)',
    en_US: 'Soft delete (deleted_at)',
    ko_KR: '소프트 삭제 (deleted_at)',
  },
  view: {
    mn_MN: 'Өгөгдлийн сангийн харагдац (зөвхөн унших)',
    en_US: 'Database view (read only)',
    ko_KR: '데이터베이스 뷰 (읽기 전용)',
  },
  indexes: { mn_MN: 'Индексүүд', en_US: 'Indexes', ko_KR: '인덱스' },
  addIndex: { mn_MN: 'Индекс нэмэх', en_US: 'Add index', ko_KR: '인덱스 추가' },
  indexName: { mn_MN: 'Индексийн нэр (заавал биш)', en_US: 'Index name (optional)', ko_KR: '인덱스 이름 (선택)' },
  method: { mn_MN: 'Арга', en_US: 'Method', ko_KR: '방법' },
  relations: { mn_MN: 'Холбоосууд (гадаад түлхүүр)', en_US: 'Relations (foreign keys)', ko_KR: '관계 (외래 키)' },
  addRelation: { mn_MN: 'Холбоос нэмэх', en_US: 'Add relation', ko_KR: '관계 추가' },
  refModel: { mn_MN: 'Холбох модель', en_US: 'Referenced model', ko_KR: '참조 모델' },
  refColumns: { mn_MN: 'Холбох багана', en_US: 'Referenced columns', ko_KR: '참조 열' },
  onDelete: { mn_MN: 'Устгахад', en_US: 'On delete', ko_KR: '삭제 시' },
  migration: { mn_MN: 'Шилжүүлэлт (migration)', en_US: 'Migration', ko_KR: '마이그레이션' },
  plan: { mn_MN: 'Өөрчлөлтийг харах', en_US: 'Show the changes', ko_KR: '변경 사항 보기' },
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
