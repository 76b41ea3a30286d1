// The texts a form shows on its own, in the three interface languages (spec 5, 8.3, 9): the
// standard validation messages, used when a field or its rule has no message of its own, and
// the form-level defaults. Kept in one table so a translator finds every phrase in one place.
import { type LanguageCode, PHONE_DIGITS } from '@tamga/schema'

/** The values a message may mention: a limit, a type name, a field name. */
export interface MessageParams {
  limit?: number | string
  type?: string
  name?: string
}

type Phrase = Readonly<Record<LanguageCode, (params: MessageParams) => string>>

const fixed = (mn_MN: string, en_US: string, ko_KR: string): Phrase => ({
  mn_MN: () => mn_MN,
  en_US: () => en_US,
  ko_KR: () => ko_KR,
})

const limit = (params: MessageParams): string => String(params.limit ?? '')

/** Why a value was refused, one entry per kind of check. */
export const VALIDATION_MESSAGES = {
  required: fixed('Утга оруулна уу', 'Please enter a value', '값을 입력하세요'),
  integer: fixed('Бүхэл тоо оруулна уу', 'Please enter a whole number', '정수를 입력하세요'),
  number: fixed('Тоо оруулна уу', 'Please enter a number', '숫자를 입력하세요'),
  string: fixed('Текст оруулна уу', 'Please enter text', '텍스트를 입력하세요'),
  boolean: fixed('Тийм эсвэл үгүй гэж сонгоно уу', 'Please choose yes or no', '예 또는 아니요를 선택하세요'),
  choice: fixed('Жагсаалтаас сонгоно уу', 'Please choose one of the options', '목록에서 선택하세요'),
  minLength: {
    mn_MN: (p) => `Хамгийн багадаа ${limit(p)} тэмдэгт оруулна уу`,
    en_US: (p) => `Please enter at least ${limit(p)} characters`,
    ko_KR: (p) => `${limit(p)}자 이상 입력하세요`,
  },
  maxLength: {
    mn_MN: (p) => `Хамгийн ихдээ ${limit(p)} тэмдэгт оруулна уу`,
    en_US: (p) => `Please enter at most ${limit(p)} characters`,
    ko_KR: (p) => `${limit(p)}자 이하로 입력하세요`,
  },
  minimum: {
    mn_MN: (p) => `Хамгийн бага утга: ${limit(p)}`,
    en_US: (p) => `The smallest allowed value is ${limit(p)}`,
    ko_KR: (p) => `최솟값은 ${limit(p)}입니다`,
  },
  maximum: {
    mn_MN: (p) => `Хамгийн их утга: ${limit(p)}`,
    en_US: (p) => `The largest allowed value is ${limit(p)}`,
    ko_KR: (p) => `최댓값은 ${limit(p)}입니다`,
  },
  exclusiveMinimum: {
    mn_MN: (p) => `Утга нь ${limit(p)} гэсэн хязгаараас их байх ёстой`,
    en_US: (p) => `Please enter a value greater than ${limit(p)}`,
    ko_KR: (p) => `${limit(p)}보다 큰 값을 입력하세요`,
  },
  exclusiveMaximum: {
    mn_MN: (p) => `Утга нь ${limit(p)} гэсэн хязгаараас бага байх ёстой`,
    en_US: (p) => `Please enter a value less than ${limit(p)}`,
    ko_KR: (p) => `${limit(p)}보다 작은 값을 입력하세요`,
  },
  pattern: fixed('Утгын хэлбэр буруу байна', 'The value is not in the expected form', '형식이 올바르지 않습니다'),
  phone: fixed(
    `Утасны дугаарыг ${PHONE_DIGITS} оронтой тоогоор, хоосон зайгүй оруулна уу`,
    `Please enter the phone number as ${PHONE_DIGITS} digits, without spaces`,
    `전화번호를 공백 없이 숫자 ${PHONE_DIGITS}자리로 입력하세요`,
  ),
  email: fixed('И-мэйл хаягаа зөв оруулна уу', 'Please enter a valid email address', '올바른 이메일 주소를 입력하세요'),
  url: fixed('Хаягийг (URL) зөв оруулна уу', 'Please enter a valid web address', '올바른 웹 주소를 입력하세요'),
  date: fixed(
    'Огноог ОООО-СС-ӨӨ хэлбэрээр оруулна уу',
    'Please enter a date as YYYY-MM-DD',
    '날짜를 YYYY-MM-DD 형식으로 입력하세요',
  ),
  dateTime: fixed(
    'Огноо, цагийг ОООО-СС-ӨӨ ЦЦ:ММ хэлбэрээр оруулна уу',
    'Please enter a date and time as YYYY-MM-DD HH:mm',
    '날짜와 시간을 YYYY-MM-DD HH:mm 형식으로 입력하세요',
  ),
  time: fixed('Цагийг ЦЦ:ММ хэлбэрээр оруулна уу', 'Please enter a time as HH:mm', '시간을 HH:mm 형식으로 입력하세요'),
  minItems: {
    mn_MN: (p) => `Хамгийн багадаа ${limit(p)} утга сонгоно уу`,
    en_US: (p) => `Please choose at least ${limit(p)}`,
    ko_KR: (p) => `${limit(p)}개 이상 선택하세요`,
  },
  maxItems: {
    mn_MN: (p) => `Хамгийн ихдээ ${limit(p)} утга сонгоно уу`,
    en_US: (p) => `Please choose at most ${limit(p)}`,
    ko_KR: (p) => `${limit(p)}개 이하로 선택하세요`,
  },
  uniqueItems: fixed(
    'Нэг утгыг давтан сонгосон байна',
    'The same option is chosen more than once',
    '같은 항목이 두 번 이상 선택되었습니다',
  ),
  unknownField: {
    mn_MN: (p) => `Маягтад байхгүй "${p.name ?? ''}" талбар илгээгдсэн байна`,
    en_US: (p) => `The form sent "${p.name ?? ''}", which is not one of its fields`,
    ko_KR: (p) => `양식에 없는 "${p.name ?? ''}" 항목이 전송되었습니다`,
  },
  invalid: fixed('Утга буруу байна', 'The value is not valid', '값이 올바르지 않습니다'),
} as const satisfies Record<string, Phrase>

/** One kind of refused value; see {@link VALIDATION_MESSAGES}. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES

/** The form-level texts a form document may leave out (spec 3.13, 5, 8.3). */
export const FORM_DEFAULT_TEXTS = {
  saveButton: { mn_MN: 'Хадгалах', en_US: 'Save', ko_KR: '저장' },
  success: { mn_MN: 'Амжилттай хадгаллаа', en_US: 'Saved successfully', ko_KR: '저장되었습니다' },
  error: {
    mn_MN: 'Хадгалах үед алдаа гарлаа!',
    en_US: 'An error occurred while saving!',
    ko_KR: '저장하는 중 오류가 발생했습니다!',
  },
  invalid: { mn_MN: 'Мэдээлэл дутуу байна', en_US: 'Information incomplete', ko_KR: '정보가 불완전합니다' },
} as const satisfies Record<string, Readonly<Record<LanguageCode, string>>>

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
  return VALIDATION_MESSAGES[key][language](params)
}
