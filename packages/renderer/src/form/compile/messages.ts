// The texts a form shows on its own, in the three interface languages (spec 5, 8.3, 9): the
// standard validation messages, used when a field or its rule has no message of its own, and
// the form-level defaults. Kept in one table so a translator finds every phrase in one place.
import { type Catalogue, type LanguageCode, PHONE_DIGITS } from '@tamga/schema'
import { namespace } from '../../i18n/namespaces.ts'

/** The values a message may mention: a limit, a type name, a field name. */
export interface MessageParams {
  limit?: number | string
  type?: string
  name?: string
}

/** Why a value was refused, one entry per kind of check. */
export const VALIDATION_MESSAGES = {
  required: { mn_MN: 'Утга оруулна уу', en_US: 'Please enter a value', ko_KR: '값을 입력하세요' },
  integer: { mn_MN: 'Бүхэл тоо оруулна уу', en_US: 'Please enter a whole number', ko_KR: '정수를 입력하세요' },
  number: { mn_MN: 'Тоо оруулна уу', en_US: 'Please enter a number', ko_KR: '숫자를 입력하세요' },
  string: { mn_MN: 'Текст оруулна уу', en_US: 'Please enter text', ko_KR: '텍스트를 입력하세요' },
  boolean: {
    mn_MN: 'Тийм эсвэл үгүй гэж сонгоно уу',
    en_US: 'Please choose yes or no',
    ko_KR: '예 또는 아니요를 선택하세요',
  },
  choice: { mn_MN: 'Жагсаалтаас сонгоно уу', en_US: 'Please choose one of the options', ko_KR: '목록에서 선택하세요' },
  minLength: {
    mn_MN: 'Хамгийн багадаа {{limit}} тэмдэгт оруулна уу',
    en_US: 'Please enter at least {{limit}} characters',
    ko_KR: '{{limit}}자 이상 입력하세요',
  },
  maxLength: {
    mn_MN: 'Хамгийн ихдээ {{limit}} тэмдэгт оруулна уу',
    en_US: 'Please enter at most {{limit}} characters',
    ko_KR: '{{limit}}자 이하로 입력하세요',
  },
  minimum: {
    mn_MN: 'Хамгийн бага утга: {{limit}}',
    en_US: 'The smallest allowed value is {{limit}}',
    ko_KR: '최솟값은 {{limit}}입니다',
  },
  maximum: {
    mn_MN: 'Хамгийн их утга: {{limit}}',
    en_US: 'The largest allowed value is {{limit}}',
    ko_KR: '최댓값은 {{limit}}입니다',
  },
  exclusiveMinimum: {
    mn_MN: 'Утга нь {{limit}} гэсэн хязгаараас их байх ёстой',
    en_US: 'Please enter a value greater than {{limit}}',
    ko_KR: '{{limit}}보다 큰 값을 입력하세요',
  },
  exclusiveMaximum: {
    mn_MN: 'Утга нь {{limit}} гэсэн хязгаараас бага байх ёстой',
    en_US: 'Please enter a value less than {{limit}}',
    ko_KR: '{{limit}}보다 작은 값을 입력하세요',
  },
  pattern: {
    mn_MN: 'Утгын хэлбэр буруу байна',
    en_US: 'The value is not in the expected form',
    ko_KR: '형식이 올바르지 않습니다',
  },
  phone: {
    mn_MN: `Утасны дугаарыг ${PHONE_DIGITS} оронтой тоогоор, хоосон зайгүй оруулна уу`,
    en_US: `Please enter the phone number as ${PHONE_DIGITS} digits, without spaces`,
    ko_KR: `전화번호를 공백 없이 숫자 ${PHONE_DIGITS}자리로 입력하세요`,
  },
  email: {
    mn_MN: 'И-мэйл хаягаа зөв оруулна уу',
    en_US: 'Please enter a valid email address',
    ko_KR: '올바른 이메일 주소를 입력하세요',
  },
  url: {
    mn_MN: 'Хаягийг (URL) зөв оруулна уу',
    en_US: 'Please enter a valid web address',
    ko_KR: '올바른 웹 주소를 입력하세요',
  },
  date: {
    mn_MN: 'Огноог ОООО-СС-ӨӨ хэлбэрээр оруулна уу',
    en_US: 'Please enter a date as YYYY-MM-DD',
    ko_KR: '날짜를 YYYY-MM-DD 형식으로 입력하세요',
  },
  dateTime: {
    mn_MN: 'Огноо, цагийг ОООО-СС-ӨӨ ЦЦ:ММ хэлбэрээр оруулна уу',
    en_US: 'Please enter a date and time as YYYY-MM-DD HH:mm',
    ko_KR: '날짜와 시간을 YYYY-MM-DD HH:mm 형식으로 입력하세요',
  },
  time: {
    mn_MN: 'Цагийг ЦЦ:ММ хэлбэрээр оруулна уу',
    en_US: 'Please enter a time as HH:mm',
    ko_KR: '시간을 HH:mm 형식으로 입력하세요',
  },
  minItems: {
    mn_MN: 'Хамгийн багадаа {{limit}} утга сонгоно уу',
    en_US: 'Please choose at least {{limit}}',
    ko_KR: '{{limit}}개 이상 선택하세요',
  },
  maxItems: {
    mn_MN: 'Хамгийн ихдээ {{limit}} утга сонгоно уу',
    en_US: 'Please choose at most {{limit}}',
    ko_KR: '{{limit}}개 이하로 선택하세요',
  },
  uniqueItems: {
    mn_MN: 'Нэг утгыг давтан сонгосон байна',
    en_US: 'The same option is chosen more than once',
    ko_KR: '같은 항목이 두 번 이상 선택되었습니다',
  },
  unknownField: {
    mn_MN: 'Маягтад байхгүй "{{name}}" талбар илгээгдсэн байна',
    en_US: 'The form sent "{{name}}", which is not one of its fields',
    ko_KR: '양식에 없는 "{{name}}" 항목이 전송되었습니다',
  },
  invalid: { mn_MN: 'Утга буруу байна', en_US: 'The value is not valid', ko_KR: '값이 올바르지 않습니다' },
} as const satisfies Catalogue

/** One kind of refused value; see {@link VALIDATION_MESSAGES}. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES

/** The form-level texts a form document may leave out (spec 3.13, 5, 8.3). */
export const formDefaultText = namespace('formDefaults', {
  saveButton: { mn_MN: 'Хадгалах', en_US: 'Save', ko_KR: '저장' },
  success: { mn_MN: 'Амжилттай хадгаллаа', en_US: 'Saved successfully', ko_KR: '저장되었습니다' },
  error: {
    mn_MN: 'Хадгалах үед алдаа гарлаа!',
    en_US: 'An error occurred while saving!',
    ko_KR: '저장하는 중 오류가 발생했습니다!',
  },
  invalid: { mn_MN: 'Мэдээлэл дутуу байна', en_US: 'Information incomplete', ko_KR: '정보가 불완전합니다' },
} as const satisfies Catalogue)

/**
 * The standard text of one kind of refused value in `language`.
 *
 * @example validationMessage('maxLength', 'en_US', { limit: 255 }) // 'Please enter at most 255 characters'
 */
export function validationMessage(
  key: ValidationMessageKey,
  language: LanguageCode,
  params: MessageParams = {},
): string {
  return validationText(key, language, { limit: params.limit ?? '', name: params.name ?? '' })
}

const validationText = namespace('validation', VALIDATION_MESSAGES)
