import { describe, expect, it } from 'vitest'
import type { ExpressionNode, ExpressionValue } from './ast.ts'
import { MAX_EXPRESSION_DEPTH } from './errors.ts'
import { type EvaluateOptions, evaluateExpression, truthy } from './evaluator.ts'
import { parseExpression } from './parser.ts'

// 2024-11-21 (a Thursday) 15:30:45 UTC, which is 23:30:45 in Ulaanbaatar.
const NOW = new Date(Date.UTC(2024, 10, 21, 15, 30, 45))

function run(text: string, scope: Record<string, unknown> = {}, options: EvaluateOptions = { now: NOW }) {
  const parsed = parseExpression(text)
  if (!parsed.ok) throw new Error(`expected ${text} to parse: ${parsed.error.message.en_US}`)
  return evaluateExpression(parsed.ast, scope, options)
}

function value(text: string, scope: Record<string, unknown> = {}, options?: EvaluateOptions): ExpressionValue {
  const result = run(text, scope, options)
  if (!result.ok) throw new Error(`expected ${text} to compute: ${result.error.message.en_US}`)
  return result.value
}

function failure(text: string, scope: Record<string, unknown> = {}) {
  const result = run(text, scope)
  if (result.ok) throw new Error(`expected ${text} to fail, got ${JSON.stringify(result.value)}`)
  return result.error
}

describe('evaluateExpression: arithmetic', () => {
  it('follows precedence and left grouping', () => {
    expect(value('1 + 2 * 3')).toBe(7)
    expect(value('(1 + 2) * 3')).toBe(9)
    expect(value('10 - 4 - 3')).toBe(3)
    expect(value('100 / 10 / 5')).toBe(2)
    expect(value('2 * 3 % 4')).toBe(2)
    expect(value('-2 * -3')).toBe(6)
    expect(value('-(2 + 3)')).toBe(-5)
  })

  it('uses JavaScript double arithmetic', () => {
    expect(value('0.1 + 0.2')).toBe(0.1 + 0.2)
    expect(value('7 % 3')).toBe(1)
    expect(value('-7 % 3')).toBe(-1)
    expect(value('1 / 3')).toBe(1 / 3)
  })

  it('makes division and remainder by zero an error, not Infinity', () => {
    const problem = failure('amount / count', { amount: 10, count: 0 })
    expect(problem).toMatchObject({ code: 'division-by-zero', offset: 9 })
    expect(problem.message).toEqual({
      mn_MN: 'Тэгд хуваах боломжгүй (10-р тэмдэгт)',
      en_US: 'Division by zero (at character 10)',
    })
    expect(failure('0 / 0')).toMatchObject({ code: 'division-by-zero' })
    expect(failure('5 % 0')).toMatchObject({ code: 'division-by-zero' })
  })

  it('makes a result too large for a double an error', () => {
    expect(failure('1e308 * 10')).toMatchObject({ code: 'not-finite', offset: 0 })
    expect(failure('SUM(1e308, 1e308)')).toMatchObject({ code: 'not-finite' })
  })

  it('reads text that spells a number as that number', () => {
    expect(value("'12' * 2")).toBe(24)
    expect(value('price * qty', { price: ' 1500.5 ', qty: '2' })).toBe(3001)
  })

  it('refuses text that is not a number, naming the operator and the kind', () => {
    const problem = failure("'abc' * 2")
    expect(problem).toMatchObject({ code: 'type-mismatch', offset: 0 })
    expect(problem.message.en_US).toBe('*: needs a number, got a text (at character 1)')
    expect(problem.message.mn_MN).toBe('*: тоо хэрэгтэй, харин текст байна (1-р тэмдэгт)')
    expect(failure('true + 1')).toMatchObject({ code: 'type-mismatch' })
    expect(failure("-'x'")).toMatchObject({ code: 'type-mismatch' })
  })

  it('never gives -0', () => {
    expect(Object.is(value('-0'), 0)).toBe(true)
    expect(Object.is(value('0 * -1'), 0)).toBe(true)
    expect(Object.is(value('ROUND(-0.4)'), 0)).toBe(true)
    expect(Object.is(value('CEIL(-0.5)'), 0)).toBe(true)
  })
})

describe('evaluateExpression: null', () => {
  it('propagates null through arithmetic and prefix minus', () => {
    expect(value('a + 1', { a: null })).toBeNull()
    expect(value('1 * a', { a: null })).toBeNull()
    expect(value('a / 0', { a: null })).toBeNull()
    expect(value('-a', { a: null })).toBeNull()
  })

  it('treats undefined in the scope as null', () => {
    expect(value('a + 1', { a: undefined })).toBeNull()
  })

  it('joins null as nothing', () => {
    expect(value("a & '-' & b", { a: null, b: 'x' })).toBe('-x')
    expect(value('CONCAT(a, b)', { a: null, b: 7 })).toBe('7')
  })

  it('equals only null, and makes ordering comparisons null', () => {
    expect(value('a = null', { a: null })).toBe(true)
    expect(value('a != null', { a: 0 })).toBe(true)
    expect(value("a = ''", { a: null })).toBe(false)
    expect(value('a < 1', { a: null })).toBeNull()
    expect(value('1 >= a', { a: null })).toBeNull()
  })

  it('counts null as false in conditions', () => {
    expect(value('IF(a, 1, 2)', { a: null })).toBe(2)
    expect(value('not a', { a: null })).toBe(true)
    expect(value('a < 1 or true', { a: null })).toBe(true)
  })
})

describe('evaluateExpression: comparison and logic', () => {
  it('compares numbers, and numbers with numeric text', () => {
    expect(value('2 < 10')).toBe(true)
    expect(value('2 <= 2')).toBe(true)
    expect(value('3 > 10')).toBe(false)
    expect(value('3 >= 4')).toBe(false)
    expect(value("'10' > 9")).toBe(true)
    expect(value("5 = '5'")).toBe(true)
    expect(value("5 = '5.0'")).toBe(true)
    expect(value("5 != 'five'")).toBe(true)
  })

  it('compares texts by code unit, so ISO dates order correctly', () => {
    expect(value("'10' > '9'")).toBe(false)
    expect(value("'2024-11-21' < '2024-12-01'")).toBe(true)
    expect(value("'Б' = 'б'")).toBe(false)
    expect(value("'abc' == 'abc'")).toBe(true)
    expect(value("'a' <> 'b'")).toBe(true)
  })

  it('compares values of different kinds as unequal', () => {
    expect(value("true = 'true'")).toBe(false)
    expect(value('1 = true')).toBe(false)
  })

  it('refuses to order values that have no order', () => {
    expect(failure("'abc' < 5")).toMatchObject({ code: 'type-mismatch', offset: 0 })
    expect(failure('1 < true')).toMatchObject({ code: 'type-mismatch', offset: 4 })
    expect(failure('false < true')).toMatchObject({ code: 'type-mismatch', offset: 0 })
  })

  it('refuses to compare lists and records', () => {
    expect(failure('items = 1', { items: [1] })).toMatchObject({ code: 'type-mismatch' })
    expect(failure('row = 1', { row: { a: 1 } })).toMatchObject({ code: 'type-mismatch' })
  })

  it('combines conditions with and, or and not', () => {
    expect(value('true and false')).toBe(false)
    expect(value('true && true')).toBe(true)
    expect(value('false or true')).toBe(true)
    expect(value('false || false')).toBe(false)
    expect(value('not true')).toBe(false)
    expect(value('!false')).toBe(true)
    expect(value('not 1 = 2')).toBe(true)
  })

  it('skips the right side of and/or when the left decides', () => {
    expect(value('false and 1 / 0 = 1')).toBe(false)
    expect(value('true or missing')).toBe(true)
  })

  it('reads truthiness the documented way', () => {
    expect([null, false, 0, '', []].map((item) => truthy(item))).toEqual([false, false, false, false, false])
    expect([true, 1, -1, 'a', [0], {}].map((item) => truthy(item))).toEqual([true, true, true, true, true, true])
  })
})

describe('evaluateExpression: texts', () => {
  it('joins texts and numbers with &', () => {
    expect(value("lastname & ' ' & firstname", { lastname: 'Бат', firstname: 'Болд' })).toBe('Бат Болд')
    expect(value("1 + 2 & 'x'")).toBe('3x')
    expect(value("'v' & 1.5 & true")).toBe('v1.5true')
  })

  it('refuses to join a list', () => {
    expect(failure("items & 'x'", { items: [1, 2] })).toMatchObject({ code: 'type-mismatch', offset: 0 })
  })
})

describe('evaluateExpression: names', () => {
  it('reads a field from the scope', () => {
    expect(value('amount', { amount: 1250000 })).toBe(1250000)
  })

  it('reports a field missing from the scope, at its offset', () => {
    const problem = failure('1 + amout', { amount: 1 })
    expect(problem).toMatchObject({ code: 'unknown-identifier', offset: 4 })
    expect(problem.message).toEqual({
      mn_MN: '"amout" нэртэй талбар олдсонгүй (5-р тэмдэгт)',
      en_US: 'Unknown field "amout" (at character 5)',
    })
  })

  it('treats prototype names as unknown fields', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(failure(name, { amount: 1 }).code, name).toBe('unknown-identifier')
    }
    expect(failure('row.constructor', { row: { a: 1 } }).code).toBe('unknown-identifier')
    expect(failure('row.__proto__', { row: { a: 1 } }).code).toBe('unknown-identifier')
    expect(failure('items.length', { items: [{ a: 1 }] }).code).toBe('unknown-identifier')
    expect(failure('name.length', { name: 'abc' }).code).toBe('unknown-identifier')
  })

  it('reads a field named __proto__ only when the data really has it', () => {
    expect(value('row.__proto__', { row: JSON.parse('{"__proto__": 5}') })).toBe(5)
  })

  it('never runs a getter of the scope', () => {
    let called = false
    const scope = Object.defineProperty({}, 'secret', {
      enumerable: true,
      get() {
        called = true
        return 1
      },
    })
    expect(failure('secret', scope).code).toBe('unknown-identifier')
    expect(called).toBe(false)
  })

  it('reads a field of a sub-form row through a dotted path', () => {
    expect(value('row.amount * 2', { row: { amount: 21 } })).toBe(42)
    expect(value('row.amount', { row: null })).toBeNull()
  })

  it('reads a dotted path over a list as the column of every row', () => {
    const items = [{ amount: 1 }, { amount: null }, { amount: 3 }]
    expect(value('items.amount', { items })).toEqual([1, null, 3])
    expect(failure('items.price', { items }).code).toBe('unknown-identifier')
  })

  it('writes a Date from the scope as wall-clock text in the chosen zone', () => {
    const signed = new Date(Date.UTC(2024, 10, 21, 20, 5, 9))
    expect(value('signed', { signed })).toBe('2024-11-22 04:05:09')
    expect(value('signed', { signed }, { timeZoneOffsetMinutes: 0 })).toBe('2024-11-21 20:05:09')
  })

  it('refuses values a formula cannot use', () => {
    expect(failure('a', { a: Number.NaN })).toMatchObject({ code: 'unsupported-value' })
    expect(failure('a', { a: () => 1 })).toMatchObject({ code: 'unsupported-value' })
    expect(failure('a', { a: Symbol('x') })).toMatchObject({ code: 'unsupported-value' })
    expect(failure('a', { a: 2n ** 64n })).toMatchObject({ code: 'unsupported-value' })
    expect(value('a + 1', { a: 41n })).toBe(42)
  })
})

describe('evaluateExpression: aggregate functions', () => {
  const items = [{ amount: 100 }, { amount: 250.5 }, { amount: null }, { amount: '49.5' }]

  it('SUM adds arguments and list values, skipping nulls', () => {
    expect(value('SUM(1, 2, 3)')).toBe(6)
    expect(value('SUM(items.amount)', { items })).toBe(400)
    expect(value('SUM(items.amount, 1)', { items })).toBe(401)
    expect(value('SUM()')).toBe(0)
    expect(value('SUM(a)', { a: null })).toBe(0)
  })

  it('SUM refuses values that are not numbers', () => {
    expect(failure("SUM(1, 'x')")).toMatchObject({ code: 'type-mismatch', offset: 7 })
    expect(failure('SUM(items)', { items: [{ a: 1 }] })).toMatchObject({ code: 'type-mismatch' })
  })

  it('AVG is the mean of the values that are not null', () => {
    expect(value('AVG(items.amount)', { items })).toBe(400 / 3)
    expect(value('AVG(2, 4)')).toBe(3)
    expect(value('AVG(a)', { a: [] })).toBeNull()
  })

  it('MIN and MAX pick the smallest and the largest value', () => {
    expect(value('MIN(3, 1, 2)')).toBe(1)
    expect(value('MAX(3, 1, 2)')).toBe(3)
    expect(value('MIN(items.amount)', { items })).toBe(49.5)
    expect(value('MAX(items.amount)', { items })).toBe(250.5)
    expect(value('MAX(a)', { a: [null] })).toBeNull()
  })

  it('COUNT counts values that are not null, rows included', () => {
    expect(value('COUNT(items.amount)', { items })).toBe(3)
    expect(value('COUNT(items)', { items })).toBe(4)
    expect(value("COUNT(1, null, 'a')")).toBe(2)
  })

  it('opens up lists of lists', () => {
    const groups = [{ rows: [{ v: 1 }, { v: 2 }] }, { rows: [{ v: 3 }] }]
    expect(value('SUM(groups.rows.v)', { groups })).toBe(6)
  })
})

describe('evaluateExpression: number functions', () => {
  it('ROUND rounds halves away from zero to the given digits', () => {
    expect(value('ROUND(2.5)')).toBe(3)
    expect(value('ROUND(-2.5)')).toBe(-3)
    expect(value('ROUND(2.4)')).toBe(2)
    expect(value('ROUND(1.005, 2)')).toBe(1.01)
    expect(value('ROUND(1234.5678, 2)')).toBe(1234.57)
    expect(value('ROUND(1250, -2)')).toBe(1300)
    expect(value('ROUND(0.000001234, 8)')).toBe(0.00000123)
    expect(value('ROUND(a, 2)', { a: null })).toBeNull()
    expect(value('ROUND(2.5, a)', { a: null })).toBe(3)
  })

  it('ROUND refuses digits that are not a whole number within ±15', () => {
    expect(failure('ROUND(1, 1.5)')).toMatchObject({ code: 'invalid-argument', offset: 9 })
    expect(failure('ROUND(1, 16)')).toMatchObject({ code: 'invalid-argument' })
  })

  it('FLOOR, CEIL and ABS', () => {
    expect(value('FLOOR(2.7)')).toBe(2)
    expect(value('FLOOR(-2.2)')).toBe(-3)
    expect(value('CEIL(2.2)')).toBe(3)
    expect(value('CEIL(-2.7)')).toBe(-2)
    expect(value('ABS(-5)')).toBe(5)
    expect(value('ABS(a)', { a: null })).toBeNull()
    expect(failure("FLOOR('x')")).toMatchObject({ code: 'type-mismatch' })
  })
})

describe('evaluateExpression: condition functions', () => {
  it('IF picks a branch and reads only that one', () => {
    expect(value("IF(amount > 1000000, 'их', 'бага')", { amount: 1250000 })).toBe('их')
    expect(value('IF(count = 0, 0, total / count)', { count: 0, total: 5 })).toBe(0)
    expect(value('IF(false, 1)')).toBeNull()
  })

  it('AND, OR and NOT read their arguments as conditions', () => {
    expect(value('AND(1, true, "x")')).toBe(true)
    expect(value('AND(true, 0)')).toBe(false)
    expect(value('OR(false, null, 1)')).toBe(true)
    expect(value('OR(false, null)')).toBe(false)
    expect(value('NOT(0)')).toBe(true)
    expect(value('NOT(a) = false', { a: 1 })).toBe(true)
  })

  it('AND and OR stop at the first deciding argument', () => {
    expect(value('AND(false, missing)')).toBe(false)
    expect(value('OR(true, 1 / 0)')).toBe(true)
  })

  it('COALESCE gives the first value that is not null', () => {
    expect(value("COALESCE(a, b, 'none')", { a: null, b: 0 })).toBe(0)
    expect(value('COALESCE(a, b)', { a: null, b: null })).toBeNull()
    expect(value('COALESCE(1, missing)')).toBe(1)
  })
})

describe('evaluateExpression: text functions', () => {
  it('CONCAT joins every argument', () => {
    expect(value("CONCAT('№', 12, '-', true)")).toBe('№12-true')
  })

  it('LEN counts characters, Cyrillic and astral ones as one', () => {
    expect(value("LEN('Монгол')")).toBe(6)
    expect(value("LEN('𠀋a')")).toBe(2)
    expect(value('LEN(a)', { a: null })).toBe(0)
    expect(value('LEN(12345)')).toBe(5)
  })

  it('UPPER and LOWER change case without depending on the locale', () => {
    expect(value("UPPER('өв тээгч')")).toBe('ӨВ ТЭЭГЧ')
    expect(value("LOWER('ҮНДЭСНИЙ Istanbul')")).toBe('үндэсний istanbul')
    expect(value('UPPER(a)', { a: null })).toBeNull()
  })

  it('TRIM removes spaces at both ends only', () => {
    expect(value("TRIM('  a  b  ')")).toBe('a  b')
    expect(value('TRIM(a)', { a: null })).toBeNull()
  })

  it('refuses a list where a text is needed', () => {
    expect(failure('UPPER(items)', { items: ['a'] })).toMatchObject({ code: 'type-mismatch', offset: 6 })
  })
})

describe('evaluateExpression: date functions', () => {
  it('TODAY and NOW read the clock from options.now, in Ulaanbaatar time by default', () => {
    expect(value('TODAY()')).toBe('2024-11-21')
    expect(value('NOW()')).toBe('2024-11-21 23:30:45')
    expect(value('TODAY()', {}, { now: NOW.getTime() + 30 * 60_000 })).toBe('2024-11-22')
  })

  it('TODAY and NOW follow the given time-zone offset', () => {
    expect(value('NOW()', {}, { now: NOW, timeZoneOffsetMinutes: 0 })).toBe('2024-11-21 15:30:45')
    expect(value('TODAY()', {}, { now: NOW, timeZoneOffsetMinutes: -600 })).toBe('2024-11-21')
  })

  it('TODAY compares with date fields as text', () => {
    expect(value('deadline < TODAY()', { deadline: '2024-11-20' })).toBe(true)
  })

  it('YEAR, MONTH and DAY read parts of a date', () => {
    expect(value("YEAR('2024-11-21')")).toBe(2024)
    expect(value("MONTH('2024-11-21 10:00')")).toBe(11)
    expect(value("DAY('2024-11-21T10:00:00')")).toBe(21)
    expect(value('YEAR(TODAY())')).toBe(2024)
    expect(value('DAY(a)', { a: null })).toBeNull()
  })

  it('reads a date with a zone at the chosen offset', () => {
    expect(value("DAY('2024-11-21T20:00:00Z')")).toBe(22)
    expect(value("DAY('2024-11-21T20:00:00Z')", {}, { timeZoneOffsetMinutes: 0 })).toBe(21)
  })

  it('refuses text that is not a date', () => {
    const problem = failure("YEAR('21/11/2024')")
    expect(problem).toMatchObject({ code: 'invalid-argument', offset: 5 })
    expect(problem.message.en_US).toBe(
      'YEAR: "21/11/2024" is not a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss) (at character 6)',
    )
    expect(failure('MONTH(5)')).toMatchObject({ code: 'type-mismatch' })
  })

  it('DATEDIFF counts whole days, weeks, hours, minutes and seconds from start to end', () => {
    expect(value("DATEDIFF('day', '2024-11-01', '2024-11-21')")).toBe(20)
    expect(value("DATEDIFF('days', '2024-11-21', '2024-11-01')")).toBe(-20)
    expect(value("DATEDIFF('day', '2024-11-21 23:00', '2024-11-22 22:59')")).toBe(0)
    expect(value("DATEDIFF('week', '2024-11-01', '2024-11-21')")).toBe(2)
    expect(value("DATEDIFF('HOUR', '2024-11-21 08:00', '2024-11-21 17:45')")).toBe(9)
    expect(value("DATEDIFF('minute', '2024-11-21 08:00', '2024-11-21 08:45:59')")).toBe(45)
    expect(value("DATEDIFF('second', '2024-11-21 08:00', '2024-11-21 08:01:01')")).toBe(61)
  })

  it('DATEDIFF counts a month or a year only once it is complete', () => {
    expect(value("DATEDIFF('month', '2024-01-31', '2024-02-29')")).toBe(0)
    expect(value("DATEDIFF('month', '2024-01-15', '2024-03-15')")).toBe(2)
    expect(value("DATEDIFF('month', '2024-03-15', '2024-01-16')")).toBe(-1)
    expect(value("DATEDIFF('year', '2000-11-22', '2024-11-21')")).toBe(23)
    expect(value("DATEDIFF('year', birthday, TODAY())", { birthday: '2000-11-21' })).toBe(24)
  })

  it('DATEDIFF gives null when a date is null and refuses an unknown unit', () => {
    expect(value("DATEDIFF('day', a, '2024-01-01')", { a: null })).toBeNull()
    const problem = failure("DATEDIFF('fortnight', '2024-01-01', '2024-02-01')")
    expect(problem).toMatchObject({ code: 'invalid-argument', offset: 9 })
    expect(problem.message.mn_MN).toBe(
      'DATEDIFF: "fortnight" нэгж биш; year, month, week, day, hour, minute, second-ийн аль нэг байна (10-р тэмдэгт)',
    )
    expect(failure("DATEDIFF('constructor', '2024-01-01', '2024-02-01')")).toMatchObject({ code: 'invalid-argument' })
  })
})

describe('evaluateExpression: trees built by hand', () => {
  it('reports an error without an offset', () => {
    const result = evaluateExpression({ type: 'identifier', name: 'x' }, {})
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'unknown-identifier',
        message: { mn_MN: '"x" нэртэй талбар олдсонгүй', en_US: 'Unknown field "x"' },
      },
    })
  })

  it('refuses an unknown function or a wrong number of arguments', () => {
    expect(evaluateExpression({ type: 'call', name: 'EVAL', args: [] }, {})).toMatchObject({
      ok: false,
      error: { code: 'unknown-function' },
    })
    expect(evaluateExpression({ type: 'call', name: 'ABS', args: [] }, {})).toMatchObject({
      ok: false,
      error: { code: 'argument-count' },
    })
  })

  it('refuses a tree deeper than the limit instead of exhausting the stack', () => {
    let tree: ExpressionNode = { type: 'number', value: 1 }
    for (let level = 0; level < MAX_EXPRESSION_DEPTH * 100; level += 1) {
      tree = { type: 'unary', operator: '-', operand: tree }
    }
    expect(evaluateExpression(tree, {})).toMatchObject({ ok: false, error: { code: 'too-deep' } })
  })
})

describe('evaluateExpression: long sub-form columns', () => {
  it('aggregates a column of 200,000 rows', () => {
    const items = Array.from({ length: 200_000 }, (_, index) => ({ amount: index }))
    expect(value('MAX(items.amount)', { items })).toBe(199_999)
    expect(value('MIN(items.amount)', { items })).toBe(0)
    expect(value('COUNT(items)', { items })).toBe(200_000)
  })
})
