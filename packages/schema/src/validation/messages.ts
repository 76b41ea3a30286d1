import type { ErrorObject } from 'ajv'
import type { BilingualMessage } from './issue.ts'

const list = (values: unknown): string =>
  Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join(', ') : JSON.stringify(values)

const TYPE_NAMES_MN: Record<string, string> = {
  string: 'текст',
  number: 'тоо',
  integer: 'бүхэл тоо',
  boolean: 'үнэн/худал утга',
  object: 'объект',
  array: 'жагсаалт',
  null: 'хоосон (null)',
}

const typeNamesMn = (type: unknown): string =>
  String(type)
    .split(',')
    .map((name) => TYPE_NAMES_MN[name] ?? name)
    .join(' эсвэл ')

/**
 * Turns one ajv error into a message a builder understands, in Mongolian and English.
 * Unknown keywords fall back to ajv's own English text so nothing is ever lost.
 */
export function ajvMessage(error: ErrorObject): BilingualMessage {
  const p = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return {
        en_US: `is missing the required field "${String(p.missingProperty)}"`,
        mn_MN: `заавал байх "${String(p.missingProperty)}" талбар алга`,
      }
    case 'additionalProperties':
      return {
        en_US: `has an unknown field "${String(p.additionalProperty)}"`,
        mn_MN: `үл мэдэгдэх "${String(p.additionalProperty)}" талбар байна`,
      }
    case 'type':
      return { en_US: `must be of type ${String(p.type)}`, mn_MN: `${typeNamesMn(p.type)} байх ёстой` }
    case 'const':
      return {
        en_US: `must be ${JSON.stringify(p.allowedValue)}`,
        mn_MN: `${JSON.stringify(p.allowedValue)} байх ёстой`,
      }
    case 'enum':
      return {
        en_US: `must be one of ${list(p.allowedValues)}`,
        mn_MN: `дараах утгуудын нэг байх ёстой: ${list(p.allowedValues)}`,
      }
    case 'pattern':
      return {
        en_US: `does not have the allowed form${error.parentSchema?.description ? ` (${String(error.parentSchema.description)})` : ` (pattern ${String(p.pattern)})`}`,
        mn_MN: `зөвшөөрөгдөх хэлбэрт тохирохгүй байна (загвар ${String(p.pattern)})`,
      }
    case 'format':
      return { en_US: `must be a valid ${String(p.format)}`, mn_MN: `зөв ${String(p.format)} хэлбэртэй байх ёстой` }
    case 'minLength':
      return Number(p.limit) === 1
        ? { en_US: 'must not be empty', mn_MN: 'хоосон байж болохгүй' }
        : {
            en_US: `must be at least ${String(p.limit)} characters long`,
            mn_MN: `хамгийн багадаа ${String(p.limit)} тэмдэгт байх ёстой`,
          }
    case 'maxLength':
      return {
        en_US: `must be at most ${String(p.limit)} characters long`,
        mn_MN: `хамгийн ихдээ ${String(p.limit)} тэмдэгт байх ёстой`,
      }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return {
        en_US: `must be ${String(p.comparison)} ${String(p.limit)}`,
        mn_MN: `${String(p.comparison)} ${String(p.limit)} байх ёстой`,
      }
    case 'multipleOf':
      return {
        en_US: `must be a multiple of ${String(p.multipleOf)}`,
        mn_MN: `${String(p.multipleOf)}-ийн үржвэр байх ёстой`,
      }
    case 'minItems':
      return {
        en_US: `must have at least ${String(p.limit)} item(s)`,
        mn_MN: `хамгийн багадаа ${String(p.limit)} элементтэй байх ёстой`,
      }
    case 'maxItems':
      return {
        en_US: `must have at most ${String(p.limit)} item(s)`,
        mn_MN: `хамгийн ихдээ ${String(p.limit)} элементтэй байх ёстой`,
      }
    case 'uniqueItems':
      return {
        en_US: `must not repeat items (items ${String(p.j)} and ${String(p.i)} are the same)`,
        mn_MN: `давхардсан элементгүй байх ёстой (${String(p.j)} ба ${String(p.i)} ижил байна)`,
      }
    case 'minProperties':
      return {
        en_US: `must have at least ${String(p.limit)} field(s)`,
        mn_MN: `хамгийн багадаа ${String(p.limit)} талбартай байх ёстой`,
      }
    case 'propertyNames':
      return {
        en_US: `has a field name that is not allowed ("${String(p.propertyName)}")`,
        mn_MN: `зөвшөөрөгдөөгүй талбарын нэр байна ("${String(p.propertyName)}")`,
      }
    case 'anyOf':
    case 'oneOf':
      return {
        en_US: 'does not match any of the allowed shapes',
        mn_MN: 'зөвшөөрөгдөх хэлбэрүүдийн алинд ч тохирохгүй байна',
      }
    default:
      return {
        en_US: error.message ?? `fails the "${error.keyword}" rule`,
        mn_MN: `"${error.keyword}" дүрэмд тохирохгүй байна`,
      }
  }
}
