import type { BilingualMessage } from '../validation/issue.ts'

/** What the parser, the builders' autocomplete and the documentation know about one library function. */
export interface ExpressionFunctionInfo {
  /** The fewest arguments a call may pass. */
  minArgs: number
  /** The most arguments a call may pass; `Infinity` for a list of any length. */
  maxArgs: number
  /** How a call is written, for help texts: `ROUND(number, digits?)`. */
  usage: string
  /** What the function gives, in Mongolian and English. */
  summary: BilingualMessage
}

const VARIADIC = Number.POSITIVE_INFINITY

/**
 * The fixed function library of the formula language. Names are matched case-insensitively
 * (`sum`, `Sum` and `SUM` are the same function) and stored upper-case in the syntax tree.
 * A list argument (a sub-form column such as `items.amount`) counts as its values for the
 * aggregate functions.
 */
export const EXPRESSION_FUNCTIONS = {
  SUM: {
    minArgs: 0,
    maxArgs: VARIADIC,
    usage: 'SUM(value, …)',
    summary: { mn_MN: 'Утгуудын нийлбэр (хоосныг алгасна)', en_US: 'The sum of the values (nulls skipped)' },
  },
  AVG: {
    minArgs: 1,
    maxArgs: VARIADIC,
    usage: 'AVG(value, …)',
    summary: { mn_MN: 'Утгуудын дундаж (хоосныг алгасна)', en_US: 'The mean of the values (nulls skipped)' },
  },
  MIN: {
    minArgs: 1,
    maxArgs: VARIADIC,
    usage: 'MIN(value, …)',
    summary: { mn_MN: 'Хамгийн бага утга', en_US: 'The smallest value' },
  },
  MAX: {
    minArgs: 1,
    maxArgs: VARIADIC,
    usage: 'MAX(value, …)',
    summary: { mn_MN: 'Хамгийн их утга', en_US: 'The largest value' },
  },
  COUNT: {
    minArgs: 1,
    maxArgs: VARIADIC,
    usage: 'COUNT(value, …)',
    summary: { mn_MN: 'Хоосон биш утгын тоо', en_US: 'How many values are not null' },
  },
  ROUND: {
    minArgs: 1,
    maxArgs: 2,
    usage: 'ROUND(number, digits?)',
    summary: {
      mn_MN: 'Өгсөн оронгоор тоймлоно (0.5-ыг тэгээс холдуулна)',
      en_US: 'Rounds to the given digits, halves away from zero',
    },
  },
  FLOOR: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'FLOOR(number)',
    summary: { mn_MN: 'Доош бүхэлчилнэ', en_US: 'Rounds down to a whole number' },
  },
  CEIL: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'CEIL(number)',
    summary: { mn_MN: 'Дээш бүхэлчилнэ', en_US: 'Rounds up to a whole number' },
  },
  ABS: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'ABS(number)',
    summary: { mn_MN: 'Модуль (тэмдэггүй утга)', en_US: 'The absolute value' },
  },
  IF: {
    minArgs: 2,
    maxArgs: 3,
    usage: 'IF(condition, then, else?)',
    summary: {
      mn_MN: 'Нөхцөл үнэн бол эхний, үгүй бол хоёр дахь утга',
      en_US: 'The first value when the condition holds, otherwise the second',
    },
  },
  AND: {
    minArgs: 1,
    maxArgs: VARIADIC,
    usage: 'AND(condition, …)',
    summary: { mn_MN: 'Бүх нөхцөл үнэн эсэх', en_US: 'Whether every condition holds' },
  },
  OR: {
    minArgs: 1,
    maxArgs: VARIADIC,
    usage: 'OR(condition, …)',
    summary: { mn_MN: 'Аль нэг нөхцөл үнэн эсэх', en_US: 'Whether any condition holds' },
  },
  NOT: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'NOT(condition)',
    summary: { mn_MN: 'Нөхцлийн эсрэг', en_US: 'The opposite of the condition' },
  },
  CONCAT: {
    minArgs: 1,
    maxArgs: VARIADIC,
    usage: 'CONCAT(text, …)',
    summary: { mn_MN: 'Текстүүдийг залгана', en_US: 'Joins the texts' },
  },
  LEN: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'LEN(text)',
    summary: { mn_MN: 'Текстийн тэмдэгтийн тоо', en_US: 'The number of characters of the text' },
  },
  UPPER: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'UPPER(text)',
    summary: { mn_MN: 'Том үсгээр', en_US: 'The text in upper case' },
  },
  LOWER: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'LOWER(text)',
    summary: { mn_MN: 'Жижиг үсгээр', en_US: 'The text in lower case' },
  },
  TRIM: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'TRIM(text)',
    summary: {
      mn_MN: 'Эхэн ба төгсгөлийн зайг арилгана',
      en_US: 'The text without leading and trailing spaces',
    },
  },
  COALESCE: {
    minArgs: 1,
    maxArgs: VARIADIC,
    usage: 'COALESCE(value, …)',
    summary: { mn_MN: 'Хоосон биш эхний утга', en_US: 'The first value that is not null' },
  },
  TODAY: {
    minArgs: 0,
    maxArgs: 0,
    usage: 'TODAY()',
    summary: { mn_MN: 'Өнөөдрийн огноо (YYYY-MM-DD)', en_US: "Today's date (YYYY-MM-DD)" },
  },
  NOW: {
    minArgs: 0,
    maxArgs: 0,
    usage: 'NOW()',
    summary: {
      mn_MN: 'Одоогийн огноо, цаг (YYYY-MM-DD HH:mm:ss)',
      en_US: 'The current date and time (YYYY-MM-DD HH:mm:ss)',
    },
  },
  DATEDIFF: {
    minArgs: 3,
    maxArgs: 3,
    usage: "DATEDIFF('day', start, end)",
    summary: {
      mn_MN: 'Хоёр огнооны зөрүү бүтэн нэгжээр (year, month, week, day, hour, minute, second)',
      en_US: 'Whole units from start to end (year, month, week, day, hour, minute, second)',
    },
  },
  YEAR: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'YEAR(date)',
    summary: { mn_MN: 'Огнооны он', en_US: 'The year of the date' },
  },
  MONTH: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'MONTH(date)',
    summary: { mn_MN: 'Огнооны сар (1-12)', en_US: 'The month of the date (1-12)' },
  },
  DAY: {
    minArgs: 1,
    maxArgs: 1,
    usage: 'DAY(date)',
    summary: { mn_MN: 'Огнооны өдөр (1-31)', en_US: 'The day of the month of the date (1-31)' },
  },
} as const satisfies Record<string, ExpressionFunctionInfo>

/** The name of a library function, upper-case. */
export type ExpressionFunctionName = keyof typeof EXPRESSION_FUNCTIONS

/** Finds a library function by name, whatever its case; `undefined` for a name the library lacks. */
export function lookupFunction(
  name: string,
): { name: ExpressionFunctionName; info: ExpressionFunctionInfo } | undefined {
  const upper = name.toUpperCase()
  if (!Object.hasOwn(EXPRESSION_FUNCTIONS, upper)) return undefined
  const key = upper as ExpressionFunctionName
  return { name: key, info: EXPRESSION_FUNCTIONS[key] }
}
