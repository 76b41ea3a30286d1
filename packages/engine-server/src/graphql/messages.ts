// GraphQL's own messages (graphql-js's syntax, validation and coercion errors, and Tamga's
// limits written in their style) in Mongolian and Korean beside graphql-js's English, so an
// integrator reads a refused query in the language of `Accept-Language` as they read a catalogue
// error. Names (fields, types, variables) and values stay as the query wrote them. A message no
// rule knows keeps its English after a translated lead, so nothing is lost.

/** One message in the three languages, as the error catalogue carries its texts. */
export interface MessageTexts {
  msg: string
  enMsg: string
  koMsg: string
}

/** A message's Mongolian and Korean texts from the pattern's captured parts. */
type Translate = (parts: readonly string[]) => readonly [mn: string, ko: string]

interface Rule {
  pattern: RegExp
  translate: Translate
}

const NAME = '"([^"]+)"'

/** A rule whose pattern is written with {@link NAME} for each quoted name. */
function rule(source: string, translate: Translate): Rule {
  return { pattern: new RegExp(`^${source.replaceAll('NAME', NAME)}$`), translate }
}

/** The Mongolian and Korean of a reason nested in a message, English when no rule knows it. */
function nested(reason: string | undefined): readonly [string, string] {
  if (reason === undefined || reason === '') return ['', '']
  const texts = known(reason)
  return texts === undefined ? [` ${reason}`, ` ${reason}`] : [` ${texts[0]}`, ` ${texts[1]}`]
}

const COUNTED_MN: Readonly<Record<string, string>> = {
  'root fields': 'үндсэн талбар',
  aliases: 'нэр солилт (alias)',
  fields: 'талбар',
  tokens: 'токен',
}
const COUNTED_KO: Readonly<Record<string, string>> = {
  'root fields': '루트 필드',
  aliases: '별칭',
  fields: '필드',
  tokens: '토큰',
}
const UNIQUE_MN: Readonly<Record<string, string>> = {
  argument: 'аргумент',
  variable: 'хувьсагч',
  fragment: 'фрагмент',
  operation: 'үйлдэл',
  'input field': 'оролтын талбар',
  directive: 'директив',
}
/** With the topic particle each takes. */
const UNIQUE_KO: Readonly<Record<string, string>> = {
  argument: '인자는',
  variable: '변수는',
  fragment: '프래그먼트는',
  operation: '작업은',
  'input field': '입력 필드는',
  directive: '지시어는',
}

const RULES: readonly Rule[] = [
  rule('Cannot query field NAME on type NAME\\.', ([field, type]) => [
    `"${type}" төрөлд "${field}" талбар байхгүй.`,
    `"${type}" 타입에 "${field}" 필드가 없습니다.`,
  ]),
  rule('Field NAME is not defined by type NAME\\.', ([field, type]) => [
    `"${type}" төрөлд "${field}" талбар байхгүй.`,
    `"${type}" 타입에 "${field}" 필드가 없습니다.`,
  ]),
  rule('Unknown argument NAME on (field|directive) NAME\\.', ([argument, kind, owner]) => [
    `"${owner}" ${kind === 'field' ? 'талбарт' : 'директивт'} "${argument}" аргумент байхгүй.`,
    `"${owner}" ${kind === 'field' ? '필드' : '지시어'}에 "${argument}" 인자가 없습니다.`,
  ]),
  rule(
    '(Field|Directive) NAME argument NAME of type NAME is required, but it was not provided\\.',
    ([kind, owner, argument, type]) => [
      `"${owner}" ${kind === 'Field' ? 'талбарын' : 'директивын'} "${argument}" аргумент ("${type}") заавал байх ёстой.`,
      `"${owner}" ${kind === 'Field' ? '필드' : '지시어'}의 "${argument}" 인자("${type}")는 필수입니다.`,
    ],
  ),
  rule('Field NAME of type NAME must have a selection of subfields\\.', ([field, type]) => [
    `"${field}" талбар ("${type}") дэд талбараа сонгох ёстой.`,
    `"${field}" 필드("${type}")는 하위 필드를 선택해야 합니다.`,
  ]),
  rule('Field NAME must not have a selection since type NAME has no subfields\\.', ([field, type]) => [
    `"${type}" төрөлд дэд талбар байхгүй тул "${field}" талбарт сонголт бичихгүй.`,
    `"${type}" 타입에는 하위 필드가 없으므로 "${field}" 필드에 선택을 쓸 수 없습니다.`,
  ]),
  rule('Field NAME of required type NAME was not provided\\.', ([field, type]) => [
    `"${field}" талбар ("${type}") заавал байх ёстой.`,
    `"${field}" 필드("${type}")는 필수입니다.`,
  ]),
  rule('Unknown type NAME\\.', ([type]) => [`"${type}" төрөл байхгүй.`, `"${type}" 타입이 없습니다.`]),
  rule('Unknown fragment NAME\\.', ([name]) => [`"${name}" фрагмент байхгүй.`, `"${name}" 프래그먼트가 없습니다.`]),
  rule('Unknown directive NAME\\.', ([name]) => [`"${name}" директив байхгүй.`, `"${name}" 지시어가 없습니다.`]),
  rule('Unknown operation named NAME\\.', ([name]) => [
    `"${name}" нэртэй үйлдэл байхгүй.`,
    `"${name}"라는 이름의 작업이 없습니다.`,
  ]),
  rule('Fragment NAME is never used\\.', ([name]) => [
    `"${name}" фрагментыг ашиглаагүй байна.`,
    `"${name}" 프래그먼트가 쓰이지 않았습니다.`,
  ]),
  rule('Variable NAME is never used(?: in operation NAME)?\\.', ([name]) => [
    `"${name}" хувьсагчийг ашиглаагүй байна.`,
    `변수 "${name}"가 쓰이지 않았습니다.`,
  ]),
  rule('Variable NAME is not defined(?: by operation NAME)?\\.', ([name]) => [
    `"${name}" хувьсагч зарлагдаагүй байна.`,
    `변수 "${name}"가 선언되지 않았습니다.`,
  ]),
  rule('Variable NAME of required type NAME was not provided\\.', ([name, type]) => [
    `"${name}" хувьсагч ("${type}") заавал байх ёстой.`,
    `변수 "${name}"("${type}")는 필수입니다.`,
  ]),
  rule('Variable NAME of non-null type NAME must not be null\\.', ([name, type]) => [
    `"${name}" хувьсагч ("${type}") null байж болохгүй.`,
    `변수 "${name}"("${type}")는 null일 수 없습니다.`,
  ]),
  rule('Variable NAME of type NAME used in position expecting type NAME\\.', ([name, type, expected]) => [
    `"${name}" хувьсагч ("${type}") "${expected}" төрөл шаардах газар бичигдсэн.`,
    `변수 "${name}"("${type}")가 "${expected}" 타입이 필요한 곳에 쓰였습니다.`,
  ]),
  rule('Variable NAME cannot be non-input type NAME\\.', ([name, type]) => [
    `"${name}" хувьсагч оролтын бус "${type}" төрөлтэй байж болохгүй.`,
    `변수 "${name}"는 입력 타입이 아닌 "${type}"일 수 없습니다.`,
  ]),
  rule('Variable NAME got invalid value (.*?)(?: at NAME)?; (.*)', ([name, value, at, reason]) => {
    const [mn, ko] = nested(reason)
    const where = at === undefined ? ['', ''] : [` ("${at}")`, ` ("${at}")`]
    return [
      `"${name}" хувьсагчийн утга ${value}${where[0]} буруу:${mn}`,
      `변수 "${name}"의 값 ${value}${where[1]}이(가) 올바르지 않습니다:${ko}`,
    ]
  }),
  rule('Expected value of type NAME, found (.*?); (.*)', ([type, value, reason]) => {
    const [mn, ko] = nested(reason)
    return [
      `"${type}" төрлийн утга хүлээсэн боловч ${value} ирсэн:${mn}`,
      `"${type}" 타입의 값이어야 하는데 ${value}이(가) 왔습니다:${ko}`,
    ]
  }),
  rule('Expected value of type NAME, found (.*)\\.', ([type, value]) => [
    `"${type}" төрлийн утга хүлээсэн боловч ${value} ирсэн.`,
    `"${type}" 타입의 값이어야 하는데 ${value}이(가) 왔습니다.`,
  ]),
  rule('Expected type NAME to be an object\\.', ([type]) => [
    `"${type}" объект байх ёстой.`,
    `"${type}"는 객체여야 합니다.`,
  ]),
  rule('Expected type NAME\\.(?: (.*))?', ([type, reason]) => {
    const [mn, ko] = nested(reason)
    return [`"${type}" төрлийн утга байх ёстой.${mn}`, `"${type}" 타입의 값이어야 합니다.${ko}`]
  }),
  rule('Expected non-nullable type NAME not to be null\\.', ([type]) => [
    `"${type}" төрлийн утга null байж болохгүй.`,
    `"${type}" 타입의 값은 null일 수 없습니다.`,
  ]),
  rule('Value NAME does not exist in NAME enum\\.', ([value, type]) => [
    `"${type}" жагсаалтад "${value}" утга байхгүй.`,
    `"${type}" 열거형에 "${value}" 값이 없습니다.`,
  ]),
  rule('Enum NAME cannot represent non-enum value: (.*)\\.', ([type, value]) => [
    `${value} нь "${type}" жагсаалтын утга биш.`,
    `${value}은(는) "${type}" 열거형 값이 아닙니다.`,
  ]),
  rule('(Int|Float|String|Boolean|ID) cannot represent .*?value: (.*)', ([type, value]) => [
    `${type} төрөлд тохирохгүй утга: ${value}`,
    `${type} 타입에 맞지 않는 값: ${value}`,
  ]),
  rule('Decimal cannot represent (.*): send a number or its digits as text', ([value]) => [
    `Decimal төрөл ${value} утгыг авахгүй: тоо эсвэл цифрээр бичсэн текст илгээнэ үү`,
    `Decimal 타입은 ${value} 값을 받지 않습니다: 숫자나 숫자로 된 문자열을 보내세요`,
  ]),
  rule('Decimal takes a number or its digits as text', () => [
    'Decimal төрөл тоо эсвэл цифрээр бичсэн текст авна',
    'Decimal 타입은 숫자나 숫자로 된 문자열을 받습니다',
  ]),
  rule(
    'There can be only one (argument|variable|fragment|operation|input field|directive) named NAME\\.',
    ([kind = '', name]) => [
      `"${name}" нэртэй ${UNIQUE_MN[kind]} ганц л байж болно.`,
      `"${name}"라는 이름의 ${UNIQUE_KO[kind]} 하나만 있을 수 있습니다.`,
    ],
  ),
  rule('This anonymous operation must be the only defined operation\\.', () => [
    'Нэргүй үйлдэл хүсэлтэд ганцаараа байх ёстой.',
    '이름 없는 작업은 요청에 하나만 있어야 합니다.',
  ]),
  rule('Must provide (?:an operation|query string)\\.', () => [
    'Хүсэлтэд үйлдэл (query) алга.',
    '요청에 작업(query)이 없습니다.',
  ]),
  rule('Must provide operation name if query contains multiple operations\\.', () => [
    'Хүсэлт хэд хэдэн үйлдэлтэй бол operationName-ийг заана уу.',
    '요청에 작업이 여러 개이면 operationName을 지정하세요.',
  ]),
  rule('The request names no operation the query holds, or several without operationName\\.', () => [
    'Хүсэлтийн нэрлэсэн үйлдэл алга, эсвэл operationName-гүй олон үйлдэл байна.',
    '요청이 가리키는 작업이 없거나, operationName 없이 작업이 여러 개입니다.',
  ]),
  rule(
    '(?:The|Schema is not configured to execute) (query|mutation|subscription) operation(?: is not supported by the schema)?\\.',
    ([operation]) => [`Энэ схемд ${operation} үйлдэл байхгүй.`, `이 스키마에는 ${operation} 작업이 없습니다.`],
  ),
  rule('Only a query can be previewed, not a (\\w+)\\.', ([operation]) => [
    `Зөвхөн query-г урьдчилан харна, ${operation}-г биш.`,
    `query만 미리 볼 수 있고 ${operation}은(는) 볼 수 없습니다.`,
  ]),
  rule('GraphQL introspection has been disabled, but the requested query contained the field NAME\\.', ([field]) => [
    `GraphQL-ийн introspection хаалттай, гэтэл хүсэлтэд "${field}" талбар байна.`,
    `GraphQL introspection이 꺼져 있는데 요청에 "${field}" 필드가 있습니다.`,
  ]),
  rule(
    'The operation has (\\d+) (root fields|aliases|fields|tokens); at most (\\d+) are allowed',
    ([found, what = '', limit]) => [
      `Үйлдэлд ${found} ${COUNTED_MN[what]} байна; ${limit}-аас ихгүй байх ёстой.`,
      `작업에 ${COUNTED_KO[what]}이(가) ${found}개 있습니다. 최대 ${limit}개까지 허용됩니다.`,
    ],
  ),
  rule('The query nests (\\d+) fields deep; at most (\\d+) are allowed', ([depth, limit]) => [
    `Хүсэлт ${depth} түвшин гүн үүрлэсэн; ${limit}-аас ихгүй байх ёстой.`,
    `쿼리가 ${depth}단계로 중첩되어 있습니다. 최대 ${limit}단계까지 허용됩니다.`,
  ]),
  rule('Method not allowed', () => ['Энэ HTTP аргаар илгээж болохгүй.', '이 HTTP 메서드로는 보낼 수 없습니다.']),
  rule('Syntax Error: Document contains more th(?:an|at) (\\d+) tokens\\. Parsing aborted\\.', ([limit]) => [
    `Синтаксийн алдаа: хүсэлт ${limit}-аас олон токентой тул задлахаа зогсоов.`,
    `구문 오류: 요청의 토큰이 ${limit}개를 넘어 구문 분석을 중단했습니다.`,
  ]),
  rule('Syntax Error: Expected (.+), found (.+)\\.', ([expected, found]) => [
    `Синтаксийн алдаа: ${expected} байх ёстой газар ${found} байна.`,
    `구문 오류: ${expected}이(가) 와야 하는데 ${found}이(가) 있습니다.`,
  ]),
  rule('Syntax Error: Unexpected (.+)\\.', ([found]) => [
    `Синтаксийн алдаа: гэнэтийн ${found}.`,
    `구문 오류: 예상하지 못한 ${found}.`,
  ]),
  rule('Syntax Error: (.*)', ([detail]) => [`Синтаксийн алдаа: ${detail}`, `구문 오류: ${detail}`]),
]

const SUGGESTION = / Did you mean (.+)\?$/

/** The Mongolian and Korean of a message a rule knows, its suggestion ("Did you mean …?") included. */
function known(message: string): readonly [string, string] | undefined {
  const suggestion = SUGGESTION.exec(message)
  const body = suggestion === null ? message : message.slice(0, suggestion.index)
  for (const { pattern, translate } of RULES) {
    const match = pattern.exec(body)
    if (match === null) continue
    const [mn, ko] = translate(match.slice(1))
    // "the enum value "HERITAGE"": only the quoted names are kept.
    const names = suggestion?.[1]?.replace(/^[^"]*(?=")/, '')
    if (names === undefined) return [mn, ko]
    return [
      `${mn} ${names.replaceAll(/(,?) or /g, '$1 эсвэл ')} гэсэн үү?`,
      `${ko} ${names.replaceAll(/(,?) or /g, '$1 또는 ')}을(를) 찾으셨나요?`,
    ]
  }
  return undefined
}

/**
 * A GraphQL message in Mongolian, English (as given) and Korean. One no rule knows is kept in
 * English after "GraphQL хүсэлт буруу:" / "GraphQL 요청이 올바르지 않습니다:".
 *
 * @example graphqlMessageTexts('Unknown type "Aimag".').msg // '"Aimag" төрөл байхгүй.'
 */
export function graphqlMessageTexts(message: string): MessageTexts {
  const texts = known(message)
  if (texts !== undefined) return { msg: texts[0], enMsg: message, koMsg: texts[1] }
  return {
    msg: `GraphQL хүсэлт буруу: ${message}`,
    enMsg: message,
    koMsg: `GraphQL 요청이 올바르지 않습니다: ${message}`,
  }
}
