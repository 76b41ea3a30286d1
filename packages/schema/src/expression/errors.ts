import type { BilingualMessage } from '../validation/issue.ts'

/**
 * The longest formula, in characters, that the parser reads. Formulas are one-line business
 * rules; the bound keeps a hostile or corrupted document from costing real time to parse.
 *
 * @default 8000
 */
export const MAX_EXPRESSION_LENGTH = 8000

/**
 * The deepest a formula may nest: parentheses, function calls, prefix operators and chains of
 * infix operators all count (`a + b + c` is three levels). The bound keeps parsing, evaluating
 * and formatting far from the JavaScript stack limit. A long sum of many fields fits in one
 * `SUM(a, b, …)`, which is a single level.
 *
 * @default 100
 */
export const MAX_EXPRESSION_DEPTH = 100

/** Why a formula could not be read. */
export type ExpressionSyntaxErrorCode =
  | 'empty'
  | 'too-long'
  | 'too-deep'
  | 'unexpected-character'
  | 'unexpected-token'
  | 'unexpected-end'
  | 'unclosed-string'
  | 'invalid-escape'
  | 'invalid-number'
  | 'unclosed-parenthesis'
  | 'unmatched-parenthesis'
  | 'unknown-function'
  | 'argument-count'
  | 'chained-comparison'

/** Why a formula could not be computed. */
export type ExpressionEvaluationErrorCode =
  | 'unknown-identifier'
  | 'unknown-function'
  | 'argument-count'
  | 'unsupported-value'
  | 'division-by-zero'
  | 'not-finite'
  | 'type-mismatch'
  | 'invalid-argument'
  | 'too-deep'

/**
 * A formula that cannot be read: a stable code, a message in Mongolian and English, and the
 * offset (0-based, in UTF-16 code units like JavaScript string indices and code editors) of the
 * character where the problem is.
 */
export interface ExpressionSyntaxError {
  code: ExpressionSyntaxErrorCode
  message: BilingualMessage
  offset: number
}

/**
 * A formula that cannot be computed. `offset` points at the part of the formula that failed
 * when the tree came from `parseExpression`; a tree built by hand has no offsets.
 */
export interface ExpressionEvaluationError {
  code: ExpressionEvaluationErrorCode
  message: BilingualMessage
  offset?: number
}

/** Appends the 1-based character position so a message shown on its own still says where. */
export function at(message: BilingualMessage, offset: number): BilingualMessage {
  const position = offset + 1
  return {
    mn_MN: `${message.mn_MN} (${position}-р тэмдэгт)`,
    en_US: `${message.en_US} (at character ${position})`,
  }
}

/** The Mongolian and English names of a value's kind, for type errors. */
export const VALUE_KIND_NAMES = {
  null: { mn_MN: 'хоосон утга', en_US: 'null' },
  boolean: { mn_MN: 'үнэн/худал утга', en_US: 'a true/false value' },
  number: { mn_MN: 'тоо', en_US: 'a number' },
  string: { mn_MN: 'текст', en_US: 'a text' },
  list: { mn_MN: 'жагсаалт', en_US: 'a list' },
  record: { mn_MN: 'мөр', en_US: 'a record' },
} as const satisfies Record<string, BilingualMessage>

/** One of the kinds in {@link VALUE_KIND_NAMES}. */
export type ValueKind = keyof typeof VALUE_KIND_NAMES

/** Builders of every message the formula language shows, so wording stays in one place. */
export const messages = {
  empty: (): BilingualMessage => ({ mn_MN: 'Томьёо хоосон байна', en_US: 'The formula is empty' }),
  tooLong: (): BilingualMessage => ({
    mn_MN: `Томьёо ${MAX_EXPRESSION_LENGTH} тэмдэгтээс урт байна`,
    en_US: `The formula is longer than ${MAX_EXPRESSION_LENGTH} characters`,
  }),
  tooDeep: (): BilingualMessage => ({
    mn_MN: `Томьёо ${MAX_EXPRESSION_DEPTH} түвшнээс гүн үүрлэсэн байна`,
    en_US: `The formula is nested more than ${MAX_EXPRESSION_DEPTH} levels deep`,
  }),
  unexpectedCharacter: (character: string): BilingualMessage => ({
    mn_MN: `Зөвшөөрөгдөөгүй тэмдэгт "${character}"`,
    en_US: `Unexpected character "${character}"`,
  }),
  unexpectedToken: (token: string): BilingualMessage => ({
    mn_MN: `Энд "${token}" байх ёсгүй`,
    en_US: `Unexpected "${token}"`,
  }),
  expected: (wanted: string, found: string): BilingualMessage => ({
    mn_MN: `Энд "${wanted}" байх ёстой, харин "${found}" байна`,
    en_US: `Expected "${wanted}" but found "${found}"`,
  }),
  unexpectedEnd: (): BilingualMessage => ({
    mn_MN: 'Томьёо дутуу төгссөн байна',
    en_US: 'The formula ends too early',
  }),
  unclosedString: (): BilingualMessage => ({
    mn_MN: 'Текстийн хашилт хаагдаагүй байна',
    en_US: 'The text is not closed: its closing quote is missing',
  }),
  invalidEscape: (sequence: string): BilingualMessage => ({
    mn_MN: `Текст дэх "${sequence}" тусгай тэмдэгт буруу байна (\\\\, \\', \\", \\n, \\r, \\t зөвшөөрнө)`,
    en_US: `Unknown escape "${sequence}" in the text (allowed: \\\\, \\', \\", \\n, \\r, \\t)`,
  }),
  invalidNumber: (text: string): BilingualMessage => ({
    mn_MN: `"${text}" зөв тоо биш`,
    en_US: `"${text}" is not a valid number`,
  }),
  numberTooLarge: (text: string): BilingualMessage => ({
    mn_MN: `"${text}" тоо хэт их байна`,
    en_US: `The number "${text}" is too large`,
  }),
  unclosedParenthesis: (): BilingualMessage => ({
    mn_MN: 'Хаалт хаагдаагүй байна',
    en_US: 'The parenthesis is not closed',
  }),
  unmatchedParenthesis: (): BilingualMessage => ({
    mn_MN: 'Энэ ")" хаалтад тохирох "(" алга',
    en_US: 'This ")" has no matching "("',
  }),
  unknownFunction: (name: string): BilingualMessage => ({
    mn_MN: `"${name}" гэсэн функц байхгүй`,
    en_US: `Unknown function "${name}"`,
  }),
  argumentCount: (name: string, min: number, max: number, given: number): BilingualMessage => {
    const mn =
      max === 0
        ? 'аргумент авдаггүй'
        : min === max
          ? `яг ${min} аргумент авна`
          : max === Number.POSITIVE_INFINITY
            ? `хамгийн багадаа ${min} аргумент авна`
            : `${min}-${max} аргумент авна`
    const plural = (count: number): string => (count === 1 ? 'argument' : 'arguments')
    const en =
      max === 0
        ? 'takes no arguments'
        : min === max
          ? `takes exactly ${min} ${plural(min)}`
          : max === Number.POSITIVE_INFINITY
            ? `takes at least ${min} ${plural(min)}`
            : `takes ${min} to ${max} arguments`
    return {
      mn_MN: `${name} функц ${mn}, ${given} өгсөн байна`,
      en_US: `${name} ${en}, but ${given} ${given === 1 ? 'was' : 'were'} given`,
    }
  },
  chainedComparison: (): BilingualMessage => ({
    mn_MN: 'Харьцуулалтыг дараалуулж бичиж болохгүй; "and"-аар холбоно уу',
    en_US: 'Comparisons cannot be chained; join them with "and"',
  }),
  unknownIdentifier: (name: string): BilingualMessage => ({
    mn_MN: `"${name}" нэртэй талбар олдсонгүй`,
    en_US: `Unknown field "${name}"`,
  }),
  unsupportedValue: (name: string): BilingualMessage => ({
    mn_MN: `"${name}" талбарын утгыг томьёонд ашиглах боломжгүй`,
    en_US: `The value of "${name}" cannot be used in a formula`,
  }),
  divisionByZero: (): BilingualMessage => ({ mn_MN: 'Тэгд хуваах боломжгүй', en_US: 'Division by zero' }),
  notFinite: (): BilingualMessage => ({
    mn_MN: 'Үр дүн тоогоор илэрхийлэхэд хэт их байна',
    en_US: 'The result is too large to be a number',
  }),
  typeMismatch: (operation: string, wanted: BilingualMessage, got: ValueKind): BilingualMessage => ({
    mn_MN: `${operation}: ${wanted.mn_MN} хэрэгтэй, харин ${VALUE_KIND_NAMES[got].mn_MN} байна`,
    en_US: `${operation}: needs ${wanted.en_US}, got ${VALUE_KIND_NAMES[got].en_US}`,
  }),
  invalidDate: (operation: string, text: string): BilingualMessage => ({
    mn_MN: `${operation}: "${text}" огноо биш (YYYY-MM-DD эсвэл YYYY-MM-DD HH:mm:ss)`,
    en_US: `${operation}: "${text}" is not a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)`,
  }),
  invalidUnit: (text: string): BilingualMessage => ({
    mn_MN: `DATEDIFF: "${text}" нэгж биш; year, month, week, day, hour, minute, second-ийн аль нэг байна`,
    en_US: `DATEDIFF: "${text}" is not a unit; use year, month, week, day, hour, minute or second`,
  }),
  invalidDigits: (): BilingualMessage => ({
    mn_MN: 'ROUND: орны тоо -15-аас 15 хүртэлх бүхэл тоо байх ёстой',
    en_US: 'ROUND: digits must be a whole number from -15 to 15',
  }),
}
