import type { Catalogue } from '@tamga/schema'
import { namespace } from '../i18n/namespaces.ts'

/**
 * The React form's own words, Mongolian first (spec 9: mn_MN is the default language). The
 * document's texts (labels, the save button, its success and incomplete-information messages)
 * come from the compiled form; these are the words the document cannot set.
 */
const FORM_MESSAGES = {
  /** Spec 5's "no changes reported": an update whose values equal the stored record's. */
  noChanges: { mn_MN: 'Өөрчлөлт оруулаагүй байна', en_US: 'No changes reported', ko_KR: '변경 사항이 없습니다' },
  /** A 409 RECORD_CHANGED answer. */
  recordChanged: {
    mn_MN: 'Бичлэгийг өөр хүн өөрчилсөн байна: дахин ачаалж шалгаад хадгална уу',
    en_US: 'Someone else changed this record: reload it, check and save again',
    ko_KR: '다른 사용자가 이 기록을 변경했습니다. 다시 불러와 확인한 후 저장하세요',
  },
  /** An update of a record whose identity the form does not hold. */
  noIdentity: {
    mn_MN: 'Бичлэгийн дугаар олдсонгүй: хадгалах боломжгүй',
    en_US: 'The record has no identity: it cannot be saved',
    ko_KR: '기록의 식별자가 없어 저장할 수 없습니다',
  },
  /** The form names a table none of the given models describes. */
  noModel: {
    mn_MN: 'Маягтын хүснэгтийн тодорхойлолт олдсонгүй',
    en_US: 'The model of the form’s table was not found',
    ko_KR: '양식 테이블의 모델을 찾을 수 없습니다',
  },
  reset: { mn_MN: 'Цэвэрлэх', en_US: 'Reset', ko_KR: '초기화' },
  /** The button that saves a draft and submits it (its START step's one way out). */
  submitDraft: { mn_MN: 'Илгээх', en_US: 'Submit', ko_KR: '제출' },
  /** A draft saved and submitted. */
  draftSubmitted: { mn_MN: 'Амжилттай илгээлээ', en_US: 'Submitted', ko_KR: '제출했습니다' },
  /** Saved, but the submit that followed was refused; the draft stays as saved. */
  draftNotSubmitted: {
    mn_MN: 'Хадгалсан боловч илгээж чадсангүй',
    en_US: 'Saved, but it could not be submitted',
    ko_KR: '저장했지만 제출하지 못했습니다',
  },
  back: { mn_MN: 'Буцах', en_US: 'Back', ko_KR: '뒤로' },
  previousStep: { mn_MN: 'Өмнөх', en_US: 'Previous', ko_KR: '이전' },
  nextStep: { mn_MN: 'Дараах', en_US: 'Next', ko_KR: '다음' },
  /** Spec 5's login-page wording for a password typed twice differently. */
  passwordMismatch: {
    mn_MN: 'Нууц үг таарахгүй байна !!!',
    en_US: 'Password authentication did not match !!!',
    ko_KR: '비밀번호가 일치하지 않습니다 !!!',
  },
  passwordConfirm: {
    mn_MN: 'Нууц үгээ давтан оруулна уу',
    en_US: 'Repeat the password',
    ko_KR: '비밀번호를 다시 입력하세요',
  },
  passwordGenerate: { mn_MN: 'Нууц үг үүсгэх', en_US: 'Generate a password', ko_KR: '비밀번호 생성' },
  /** Rich text, maps, sub-forms and workflow elements until their editors land. */
  notEditableHere: {
    mn_MN: 'Энэ талбарыг одоогоор энд засах боломжгүй',
    en_US: 'This field is not yet editable here',
    ko_KR: '이 항목은 아직 여기에서 편집할 수 없습니다',
  },
  empty: { mn_MN: 'Хоосон', en_US: 'Empty', ko_KR: '비어 있음' },
  upload: { mn_MN: 'Файл сонгох', en_US: 'Choose a file', ko_KR: '파일 선택' },
  uploadImage: { mn_MN: 'Зураг сонгох', en_US: 'Choose an image', ko_KR: '이미지 선택' },
  /** The form was opened without an upload function. */
  uploadUnavailable: {
    mn_MN: 'Файл хуулах боломжгүй байна',
    en_US: 'Files cannot be uploaded here',
    ko_KR: '여기에서는 파일을 올릴 수 없습니다',
  },
  uploadFailed: {
    mn_MN: 'Файл хуулж чадсангүй',
    en_US: 'The file was not uploaded',
    ko_KR: '파일을 올리지 못했습니다',
  },
  fileTooLarge: {
    mn_MN: 'Файлын хэмжээ {{limit}}-аас хэтэрсэн байна',
    en_US: 'The file is larger than {{limit}}',
    ko_KR: '파일 크기가 {{limit}}를 넘습니다',
  },
  /** A cascading choice whose parent field has no value yet. */
  chooseParentFirst: {
    mn_MN: 'Эхлээд "{{parent}}" талбарыг сонгоно уу',
    en_US: 'Choose "{{parent}}" first',
    ko_KR: '먼저 "{{parent}}" 항목을 선택하세요',
  },
  /** A choice whose options come from a grid dialog, not drawn yet. */
  gridChoiceUnavailable: {
    mn_MN: 'Хүснэгтээс сонгох боломж одоогоор алга',
    en_US: 'Choosing from a grid is not available yet',
    ko_KR: '그리드에서 선택하는 기능은 아직 없습니다',
  },
  now: { mn_MN: 'Одоо', en_US: 'Now', ko_KR: '지금' },
  yes: { mn_MN: 'Тийм', en_US: 'Yes', ko_KR: '예' },
  no: { mn_MN: 'Үгүй', en_US: 'No', ko_KR: '아니요' },
} as const satisfies Catalogue

/**
 * One of the form's own words in `language`, with `{{name}}` placeholders filled from `params`.
 *
 * @example formMessage('fileTooLarge', 'en_US', { limit: '1 MB' }) // 'The file is larger than 1 MB'
 */
export const formMessage = namespace('form', FORM_MESSAGES)
