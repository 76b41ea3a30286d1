import type { ErrorObject } from 'ajv'
import type { BilingualMessage } from './issue.ts'
import { patternHint } from './patterns.ts'

// Every message is a sentence a person who is not a programmer understands, saying what is
// wrong and how to mend it. It is shown beside the field it is about, so it speaks of "this
// value"; it never shows a regular expression, a JSON value or a JSON Pointer (the issue's
// `path`, `code` and `params` keep those for experts).

type Words = Required<BilingualMessage>

const TYPE_NAMES: Record<string, Words> = {
  string: { mn_MN: 'текст', en_US: 'a text', ko_KR: '텍스트' },
  number: { mn_MN: 'тоо', en_US: 'a number', ko_KR: '숫자' },
  integer: { mn_MN: 'бүхэл тоо', en_US: 'a whole number', ko_KR: '정수' },
  boolean: { mn_MN: 'тийм/үгүй утга', en_US: 'a yes/no value', ko_KR: '예/아니요 값' },
  object: { mn_MN: 'тохиргооны бүлэг', en_US: 'a group of settings', ko_KR: '설정 묶음' },
  array: { mn_MN: 'жагсаалт', en_US: 'a list', ko_KR: '목록' },
  null: { mn_MN: 'хоосон утга', en_US: 'empty', ko_KR: '빈 값' },
}

const OR: Words = { mn_MN: ' эсвэл ', en_US: ' or ', ko_KR: ' 또는 ' }

function typeNames(type: unknown): Words {
  const names = String(type)
    .split(',')
    .map((name) => TYPE_NAMES[name] ?? { mn_MN: name, en_US: name, ko_KR: name })
  const join = (language: keyof Words): string => names.map((name) => name[language]).join(OR[language])
  return { mn_MN: join('mn_MN'), en_US: join('en_US'), ko_KR: join('ko_KR') }
}

const FORMATS: Record<string, Words> = {
  date: {
    mn_MN: 'Огноог он-сар-өдөр хэлбэрээр бичнэ үү. Жишээ: 2026-12-04',
    en_US: 'Write the date as year-month-day. Example: 2026-12-04',
    ko_KR: '날짜를 연-월-일 형식으로 쓰세요. 예: 2026-12-04',
  },
  'date-time': {
    mn_MN: 'Огноо, цагийг он-сар-өдөр цаг:минут хэлбэрээр бичнэ үү. Жишээ: 2026-12-04T09:30:00Z',
    en_US: 'Write the date and time as year-month-day and hour:minute. Example: 2026-12-04T09:30:00Z',
    ko_KR: '날짜와 시간을 연-월-일 시:분 형식으로 쓰세요. 예: 2026-12-04T09:30:00Z',
  },
  time: {
    mn_MN: 'Цагийг цаг:минут:секунд хэлбэрээр бичнэ үү. Жишээ: 09:30:00',
    en_US: 'Write the time as hour:minute:second. Example: 09:30:00',
    ko_KR: '시간을 시:분:초 형식으로 쓰세요. 예: 09:30:00',
  },
  email: {
    mn_MN: 'И-мэйл хаягийг бүтнээр нь бичнэ үү. Жишээ: name@example.mn',
    en_US: 'Write a whole e-mail address. Example: name@example.mn',
    ko_KR: '이메일 주소를 완전하게 쓰세요. 예: name@example.mn',
  },
  uri: {
    mn_MN: 'Бүтэн хаяг бичнэ үү. Жишээ: https://example.mn',
    en_US: 'Write a full address. Example: https://example.mn',
    ko_KR: '전체 주소를 쓰세요. 예: https://example.mn',
  },
  uuid: {
    mn_MN: 'Давтагдашгүй дугаарыг (UUID) бүтнээр нь бичнэ үү. Жишээ: 123e4567-e89b-12d3-a456-426614174000',
    en_US: 'Write the whole unique identifier (UUID). Example: 123e4567-e89b-12d3-a456-426614174000',
    ko_KR: '고유 식별자(UUID)를 완전하게 쓰세요. 예: 123e4567-e89b-12d3-a456-426614174000',
  },
}

/** A value as a person reads it: text as it is, anything else in its plain JSON spelling. */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value))

const listed = (values: unknown): string =>
  (Array.isArray(values) ? values : [values]).map((value) => `«${shown(value)}»`).join(', ')

/**
 * The sentences for a missing and for an unknown property. Exported so that a builder, which
 * knows the property's label, says the same sentence with the label in place of the key.
 *
 * @example PROPERTY_MESSAGES.required('Нэр').mn_MN // '«Нэр» заавал бөглөх ёстой. Утгыг нь оруулна уу.'
 */
export const PROPERTY_MESSAGES = {
  required: (name: string): Words => ({
    mn_MN: `«${name}» заавал бөглөх ёстой. Утгыг нь оруулна уу.`,
    en_US: `«${name}» is required. Fill it in.`,
    ko_KR: `«${name}» 항목은 필수입니다. 값을 입력하세요.`,
  }),
  additionalProperties: (name: string): Words => ({
    mn_MN: `«${name}» гэсэн тохиргоо энд байх ёсгүй. Үүнийг устгана уу.`,
    en_US: `The setting «${name}» does not belong here. Remove it.`,
    ko_KR: `«${name}» 설정은 여기에 올 수 없습니다. 삭제하세요.`,
  }),
} as const

/**
 * Turns one ajv error into a sentence that says what is wrong and how to mend it, in
 * Mongolian, English and Korean. A keyword without its own sentence still gets a plain one.
 */
export function ajvMessage(error: ErrorObject): Words {
  const p = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return PROPERTY_MESSAGES.required(String(p.missingProperty))
    case 'additionalProperties':
      return PROPERTY_MESSAGES.additionalProperties(String(p.additionalProperty))
    case 'type': {
      const t = typeNames(p.type)
      return {
        mn_MN: `Энд ${t.mn_MN} байх ёстой. Утгыг ${t.mn_MN} болгож засна уу.`,
        en_US: `This must be ${t.en_US}. Change the value to ${t.en_US}.`,
        ko_KR: `여기에는 ${t.ko_KR} 값이 와야 합니다. 값을 ${t.ko_KR}(으)로 고치세요.`,
      }
    }
    case 'const':
      return {
        mn_MN: `Энд зөвхөн ${listed(p.allowedValue)} байж болно. Утгыг түүгээр солино уу.`,
        en_US: `Only ${listed(p.allowedValue)} is allowed here. Change the value to it.`,
        ko_KR: `여기에는 ${listed(p.allowedValue)}만 올 수 있습니다. 값을 그것으로 바꾸세요.`,
      }
    case 'enum':
      return {
        mn_MN: `Энэ утга зөвшөөрөгдөхгүй. Эдгээрийн нэгийг сонгоно уу: ${listed(p.allowedValues)}.`,
        en_US: `This value is not allowed. Choose one of: ${listed(p.allowedValues)}.`,
        ko_KR: `허용되지 않는 값입니다. 다음 중 하나를 고르세요: ${listed(p.allowedValues)}.`,
      }
    case 'pattern': {
      const hint = patternHint(String(p.pattern))
      return hint === undefined
        ? {
            mn_MN: 'Бичлэг нь зөвшөөрөгдөх хэлбэрт тохирохгүй байна. Тайлбарт заасан хэлбэрээр засна уу.',
            en_US: 'This is not written in the allowed form. Write it as its description says.',
            ko_KR: '허용된 형식이 아닙니다. 설명에 적힌 형식으로 고치세요.',
          }
        : {
            mn_MN: `Бичлэг нь буруу байна. ${hint.mn_MN}`,
            en_US: `This is not written correctly. ${hint.en_US}`,
            ko_KR: `형식이 올바르지 않습니다. ${hint.ko_KR}`,
          }
    }
    case 'format':
      return (
        FORMATS[String(p.format)] ?? {
          mn_MN: 'Бичлэг нь зөвшөөрөгдөх хэлбэрт тохирохгүй байна. Зөв хэлбэрээр засна уу.',
          en_US: 'This is not written in the allowed form. Correct it.',
          ko_KR: '허용된 형식이 아닙니다. 올바른 형식으로 고치세요.',
        }
      )
    case 'minLength':
      return Number(p.limit) === 1
        ? {
            mn_MN: 'Хоосон байж болохгүй. Утга оруулна уу.',
            en_US: 'This must not be empty. Fill it in.',
            ko_KR: '비워 둘 수 없습니다. 값을 입력하세요.',
          }
        : {
            mn_MN: `Хэт богино байна: хамгийн багадаа ${String(p.limit)} тэмдэгт бичнэ үү.`,
            en_US: `This is too short: write at least ${String(p.limit)} characters.`,
            ko_KR: `너무 짧습니다. ${String(p.limit)}자 이상 쓰세요.`,
          }
    case 'maxLength':
      return {
        mn_MN: `Хэт урт байна: ${String(p.limit)} тэмдэгтээс ихгүй болтол богиносгоно уу.`,
        en_US: `This is too long: shorten it to at most ${String(p.limit)} characters.`,
        ko_KR: `너무 깁니다. ${String(p.limit)}자 이하로 줄이세요.`,
      }
    case 'minimum':
      return {
        mn_MN: `Утга хэт бага байна: ${String(p.limit)} буюу түүнээс их утга оруулна уу.`,
        en_US: `The value is too small: enter ${String(p.limit)} or more.`,
        ko_KR: `값이 너무 작습니다. ${String(p.limit)} 이상을 입력하세요.`,
      }
    case 'exclusiveMinimum':
      return {
        mn_MN: `Утга хэт бага байна: ${String(p.limit)} гэсэн хязгаараас их утга оруулна уу.`,
        en_US: `The value is too small: enter more than ${String(p.limit)}.`,
        ko_KR: `값이 너무 작습니다. ${String(p.limit)}보다 큰 값을 입력하세요.`,
      }
    case 'maximum':
      return {
        mn_MN: `Утга хэт их байна: ${String(p.limit)} буюу түүнээс бага утга оруулна уу.`,
        en_US: `The value is too large: enter ${String(p.limit)} or less.`,
        ko_KR: `값이 너무 큽니다. ${String(p.limit)} 이하를 입력하세요.`,
      }
    case 'exclusiveMaximum':
      return {
        mn_MN: `Утга хэт их байна: ${String(p.limit)} гэсэн хязгаараас бага утга оруулна уу.`,
        en_US: `The value is too large: enter less than ${String(p.limit)}.`,
        ko_KR: `값이 너무 큽니다. ${String(p.limit)}보다 작은 값을 입력하세요.`,
      }
    case 'multipleOf':
      return {
        mn_MN: `Утга нь ${String(p.multipleOf)} гэсэн алхмын үржвэр байх ёстой. Ойрын зөв утгыг оруулна уу.`,
        en_US: `The value must be a multiple of ${String(p.multipleOf)}. Enter the nearest such value.`,
        ko_KR: `값은 ${String(p.multipleOf)}의 배수여야 합니다. 가장 가까운 배수를 입력하세요.`,
      }
    case 'minItems':
      return Number(p.limit) === 1
        ? {
            mn_MN: 'Жагсаалт хоосон байж болохгүй. Нэгийг нэмнэ үү.',
            en_US: 'The list must not be empty. Add one.',
            ko_KR: '목록을 비워 둘 수 없습니다. 하나를 추가하세요.',
          }
        : {
            mn_MN: `Жагсаалтад хамгийн багадаа ${String(p.limit)} зүйл байх ёстой. Дутууг нэмнэ үү.`,
            en_US: `The list must have at least ${String(p.limit)} items. Add the missing ones.`,
            ko_KR: `목록에 ${String(p.limit)}개 이상이 있어야 합니다. 부족한 항목을 추가하세요.`,
          }
    case 'maxItems':
      return {
        mn_MN: `Жагсаалтад хамгийн ихдээ ${String(p.limit)} зүйл байна. Илүүг нь устгана уу.`,
        en_US: `The list may have at most ${String(p.limit)} items. Remove the extra ones.`,
        ko_KR: `목록에는 최대 ${String(p.limit)}개까지 있을 수 있습니다. 남는 항목을 삭제하세요.`,
      }
    case 'uniqueItems': {
      // ajv counts from 0; a person counts from 1.
      const first = Number(p.j) + 1
      const second = Number(p.i) + 1
      return {
        mn_MN: `Жагсаалтын ${first} ба ${second} дугаартай зүйл ижил байна. Давхардлыг устгана уу.`,
        en_US: `Items ${first} and ${second} of the list are the same. Remove the repeat.`,
        ko_KR: `목록의 ${first}번째와 ${second}번째 항목이 같습니다. 중복을 삭제하세요.`,
      }
    }
    case 'minProperties':
      return {
        mn_MN: `Хамгийн багадаа ${String(p.limit)} тохиргоо бөглөнө үү.`,
        en_US: `Fill in at least ${String(p.limit)} setting(s).`,
        ko_KR: `설정을 ${String(p.limit)}개 이상 입력하세요.`,
      }
    case 'maxProperties':
      return {
        mn_MN: `Хамгийн ихдээ ${String(p.limit)} тохиргоо байна. Илүүг нь устгана уу.`,
        en_US: `There may be at most ${String(p.limit)} settings. Remove the extra ones.`,
        ko_KR: `설정은 최대 ${String(p.limit)}개입니다. 남는 항목을 삭제하세요.`,
      }
    case 'propertyNames':
      return {
        mn_MN: `«${String(p.propertyName)}» гэсэн нэр зөвшөөрөгдөхгүй. Нэрийг засна уу.`,
        en_US: `The name «${String(p.propertyName)}» is not allowed. Change the name.`,
        ko_KR: `«${String(p.propertyName)}» 이름은 허용되지 않습니다. 이름을 고치세요.`,
      }
    case 'anyOf':
    case 'oneOf':
      return {
        mn_MN: 'Энэ утга зөвшөөрөгдөх хувилбаруудын алинд ч тохирохгүй байна. Утгыг шалгаж засна уу.',
        en_US: 'This value fits none of the allowed kinds. Check it and correct it.',
        ko_KR: '이 값은 허용된 어떤 종류에도 맞지 않습니다. 확인하고 고치세요.',
      }
    default:
      return {
        mn_MN: 'Энэ утга зөвшөөрөгдөхгүй байна. Утгыг шалгаж засна уу.',
        en_US: 'This value is not allowed. Check it and correct it.',
        ko_KR: '허용되지 않는 값입니다. 확인하고 고치세요.',
      }
  }
}
