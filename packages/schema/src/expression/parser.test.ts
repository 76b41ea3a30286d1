import { describe, expect, it } from 'vitest'
import type { BinaryOperator, ExpressionNode } from './ast.ts'
import { MAX_EXPRESSION_DEPTH, MAX_EXPRESSION_LENGTH } from './errors.ts'
import { expressionOffset, parseExpression } from './parser.ts'

function ast(text: string): ExpressionNode {
  const result = parseExpression(text)
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.error.message.en_US}`)
  return result.ast
}

function error(text: string) {
  const result = parseExpression(text)
  if (result.ok) throw new Error(`expected ${text} to be refused`)
  return result.error
}

const num = (value: number): ExpressionNode => ({ type: 'number', value })
const id = (name: string): ExpressionNode => ({ type: 'identifier', name })
const bin = (operator: BinaryOperator, left: ExpressionNode, right: ExpressionNode): ExpressionNode => ({
  type: 'binary',
  operator,
  left,
  right,
})

describe('parseExpression: literals', () => {
  it('reads whole, decimal and exponent numbers', () => {
    expect(ast('42')).toEqual(num(42))
    expect(ast('3.25')).toEqual(num(3.25))
    expect(ast('.5')).toEqual(num(0.5))
    expect(ast('1.5e3')).toEqual(num(1500))
    expect(ast('2E-2')).toEqual(num(0.02))
  })

  it('reads a minus before a number as a negative literal', () => {
    expect(ast('-5')).toEqual(num(-5))
    expect(ast('- 5')).toEqual(num(-5))
    expect(ast('-(5)')).toEqual({ type: 'unary', operator: '-', operand: num(5) })
  })

  it('reads texts in single or double quotes with backslash escapes', () => {
    expect(ast(`'Сайн байна уу'`)).toEqual({ type: 'string', value: 'Сайн байна уу' })
    expect(ast(`"say 'hi'"`)).toEqual({ type: 'string', value: "say 'hi'" })
    expect(ast(`'it\\'s \\"x\\" a\\\\b\\n\\t\\r'`)).toEqual({ type: 'string', value: 'it\'s "x" a\\b\n\t\r' })
    expect(ast(`''`)).toEqual({ type: 'string', value: '' })
  })

  it('reads true, false and null in any case', () => {
    expect(ast('true')).toEqual({ type: 'boolean', value: true })
    expect(ast('FALSE')).toEqual({ type: 'boolean', value: false })
    expect(ast('Null')).toEqual({ type: 'null' })
  })

  it('reads field names and dotted paths, Cyrillic included', () => {
    expect(ast('amount')).toEqual(id('amount'))
    expect(ast('row.amount')).toEqual(id('row.amount'))
    expect(ast('_a1.b_2.c')).toEqual(id('_a1.b_2.c'))
    expect(ast('дүн')).toEqual(id('дүн'))
  })

  it('keeps the case of field names', () => {
    expect(ast('Amount')).toEqual(id('Amount'))
  })
})

describe('parseExpression: operators', () => {
  it('binds * / % tighter than + -', () => {
    expect(ast('1 + 2 * 3')).toEqual(bin('+', num(1), bin('*', num(2), num(3))))
    expect(ast('1 * 2 + 3')).toEqual(bin('+', bin('*', num(1), num(2)), num(3)))
    expect(ast('a - b % c')).toEqual(bin('-', id('a'), bin('%', id('b'), id('c'))))
  })

  it('groups operators of one level from the left', () => {
    expect(ast('a - b - c')).toEqual(bin('-', bin('-', id('a'), id('b')), id('c')))
    expect(ast('a / b * c')).toEqual(bin('*', bin('/', id('a'), id('b')), id('c')))
    expect(ast("a & b & 'c'")).toEqual(bin('&', bin('&', id('a'), id('b')), { type: 'string', value: 'c' }))
    expect(ast('a or b or c')).toEqual(bin('or', bin('or', id('a'), id('b')), id('c')))
  })

  it('lets parentheses override precedence', () => {
    expect(ast('(1 + 2) * 3')).toEqual(bin('*', bin('+', num(1), num(2)), num(3)))
    expect(ast('a - (b - c)')).toEqual(bin('-', id('a'), bin('-', id('b'), id('c'))))
  })

  it('binds & looser than arithmetic and tighter than comparison', () => {
    expect(ast("a + 1 & 'x'")).toEqual(bin('&', bin('+', id('a'), num(1)), { type: 'string', value: 'x' }))
    expect(ast("a & 'x' = b")).toEqual(bin('=', bin('&', id('a'), { type: 'string', value: 'x' }), id('b')))
  })

  it('binds comparison looser than arithmetic', () => {
    expect(ast('a + 1 > b * 2')).toEqual(bin('>', bin('+', id('a'), num(1)), bin('*', id('b'), num(2))))
  })

  it('binds and tighter than or', () => {
    expect(ast('a or b and c')).toEqual(bin('or', id('a'), bin('and', id('b'), id('c'))))
    expect(ast('a and b or c')).toEqual(bin('or', bin('and', id('a'), id('b')), id('c')))
  })

  it('applies not to a whole comparison, and binds it tighter than and', () => {
    const not = (operand: ExpressionNode): ExpressionNode => ({ type: 'unary', operator: 'not', operand })
    expect(ast('not a = 1')).toEqual(not(bin('=', id('a'), num(1))))
    expect(ast('not a and b')).toEqual(bin('and', not(id('a')), id('b')))
    expect(ast('!a')).toEqual(not(id('a')))
    expect(ast('not not a')).toEqual(not(not(id('a'))))
  })

  it('binds prefix minus tighter than any infix operator', () => {
    const neg = (operand: ExpressionNode): ExpressionNode => ({ type: 'unary', operator: '-', operand })
    expect(ast('-a * b')).toEqual(bin('*', neg(id('a')), id('b')))
    expect(ast('a - -b')).toEqual(bin('-', id('a'), neg(id('b'))))
    expect(ast('--a')).toEqual(neg(neg(id('a'))))
    expect(ast('2 * -3')).toEqual(bin('*', num(2), num(-3)))
  })

  it('stores every spelling of an operator in its canonical form', () => {
    expect(ast('a == b')).toEqual(ast('a = b'))
    expect(ast('a <> b')).toEqual(ast('a != b'))
    expect(ast('a && b')).toEqual(ast('a AND b'))
    expect(ast('a || b')).toEqual(ast('a Or b'))
    expect(ast('!a')).toEqual(ast('NOT a'))
  })

  it('reads every comparison operator', () => {
    for (const operator of ['=', '!=', '<', '<=', '>', '>='] as const) {
      expect(ast(`a ${operator} b`)).toEqual(bin(operator, id('a'), id('b')))
    }
  })

  it('ignores spaces, tabs and line breaks between tokens', () => {
    expect(ast(' \t a\n+\r\nb ')).toEqual(ast('a+b'))
  })
})

describe('parseExpression: functions', () => {
  it('stores function names upper-case whatever case is written', () => {
    expect(ast('sum(a, b)')).toEqual({ type: 'call', name: 'SUM', args: [id('a'), id('b')] })
    expect(ast('Round(a)')).toEqual({ type: 'call', name: 'ROUND', args: [id('a')] })
    expect(ast('today ()')).toEqual({ type: 'call', name: 'TODAY', args: [] })
  })

  it('reads a function name without parentheses as a field name', () => {
    expect(ast('sum')).toEqual(id('sum'))
  })

  it('reads nested calls and expressions as arguments', () => {
    expect(ast('IF(a > 0, ROUND(a / 3, 2), 0)')).toEqual({
      type: 'call',
      name: 'IF',
      args: [
        bin('>', id('a'), num(0)),
        { type: 'call', name: 'ROUND', args: [bin('/', id('a'), num(3)), num(2)] },
        num(0),
      ],
    })
  })

  it('accepts every library function with a valid number of arguments', () => {
    const calls = [
      'SUM()',
      'SUM(1, 2, 3)',
      'AVG(1)',
      'MIN(1, 2)',
      'MAX(1, 2)',
      'COUNT(a)',
      'ROUND(1)',
      'ROUND(1, 2)',
      'FLOOR(1)',
      'CEIL(1)',
      'ABS(1)',
      'IF(a, 1)',
      'IF(a, 1, 2)',
      'AND(a, b)',
      'OR(a)',
      'NOT(a)',
      'CONCAT(a, b)',
      'LEN(a)',
      'UPPER(a)',
      'LOWER(a)',
      'TRIM(a)',
      'COALESCE(a, b)',
      'TODAY()',
      'NOW()',
      "DATEDIFF('day', a, b)",
      'YEAR(a)',
      'MONTH(a)',
      'DAY(a)',
    ]
    for (const call of calls) expect(parseExpression(call).ok, call).toBe(true)
  })
})

describe('parseExpression: errors', () => {
  it('refuses an empty formula', () => {
    expect(error('')).toMatchObject({ code: 'empty', offset: 0 })
    expect(error('   ')).toMatchObject({ code: 'empty', offset: 0 })
  })

  it('points at an unexpected token', () => {
    expect(error('a b')).toMatchObject({ code: 'unexpected-token', offset: 2 })
    expect(error('1 + * 2')).toMatchObject({ code: 'unexpected-token', offset: 4 })
    expect(error('a , b')).toMatchObject({ code: 'unexpected-token', offset: 2 })
    expect(error('not')).toMatchObject({ code: 'unexpected-end', offset: 3 })
  })

  it('points at a character the language does not use', () => {
    const problem = error('a # b')
    expect(problem).toMatchObject({ code: 'unexpected-character', offset: 2 })
    expect(problem.message.en_US).toBe('Unexpected character "#" (at character 3)')
    expect(problem.message.mn_MN).toBe('Зөвшөөрөгдөөгүй тэмдэгт "#" (3-р тэмдэгт)')
    expect(error('a ^ 2')).toMatchObject({ code: 'unexpected-character', offset: 2 })
    expect(error('a; b')).toMatchObject({ code: 'unexpected-character', offset: 1 })
  })

  it('points at the end of a formula that stops too early', () => {
    const problem = error('1 +')
    expect(problem).toMatchObject({ code: 'unexpected-end', offset: 3 })
    expect(problem.message).toEqual({
      mn_MN: 'Томьёо дутуу төгссөн байна (4-р тэмдэгт)',
      en_US: 'The formula ends too early (at character 4)',
    })
  })

  it('points at the opening parenthesis that is never closed', () => {
    const problem = error('(1 + (2 * 3)')
    expect(problem).toMatchObject({ code: 'unclosed-parenthesis', offset: 0 })
    expect(problem.message.mn_MN).toBe('Хаалт хаагдаагүй байна (1-р тэмдэгт)')
    expect(error('2 * ROUND(a, 2')).toMatchObject({ code: 'unclosed-parenthesis', offset: 9 })
  })

  it('points at a closing parenthesis that has no opening one', () => {
    expect(error('(a))')).toMatchObject({ code: 'unmatched-parenthesis', offset: 3 })
    expect(error(')')).toMatchObject({ code: 'unmatched-parenthesis', offset: 0 })
  })

  it('says which token should have closed a parenthesis', () => {
    const problem = error('(a b)')
    expect(problem).toMatchObject({ code: 'unexpected-token', offset: 3 })
    expect(problem.message.en_US).toBe('Expected ")" but found "b" (at character 4)')
  })

  it('points at the opening quote of a text that is never closed', () => {
    const problem = error(`a & 'abc`)
    expect(problem).toMatchObject({ code: 'unclosed-string', offset: 4 })
    expect(problem.message.mn_MN).toBe('Текстийн хашилт хаагдаагүй байна (5-р тэмдэгт)')
    expect(error(`"abc'`)).toMatchObject({ code: 'unclosed-string', offset: 0 })
    expect(error(`'abc\\`)).toMatchObject({ code: 'unclosed-string', offset: 0 })
  })

  it('refuses an unknown escape in a text', () => {
    expect(error(`'a\\qb'`)).toMatchObject({ code: 'invalid-escape', offset: 2 })
  })

  it('refuses malformed and too large numbers', () => {
    expect(error('1.2.3')).toMatchObject({ code: 'invalid-number', offset: 0 })
    expect(error('x + 12abc')).toMatchObject({ code: 'invalid-number', offset: 4 })
    const large = error('1e999')
    expect(large).toMatchObject({ code: 'invalid-number', offset: 0 })
    expect(large.message.en_US).toBe('The number "1e999" is too large (at character 1)')
  })

  it('refuses an unknown function, naming it, at its name', () => {
    const problem = error('1 + FOO(2)')
    expect(problem).toMatchObject({ code: 'unknown-function', offset: 4 })
    expect(problem.message).toEqual({
      mn_MN: '"FOO" гэсэн функц байхгүй (5-р тэмдэгт)',
      en_US: 'Unknown function "FOO" (at character 5)',
    })
    expect(error('row.sum(1)')).toMatchObject({ code: 'unknown-function', offset: 0 })
  })

  it('refuses a wrong number of arguments, saying how many are taken', () => {
    const tooMany = error('x + round(1, 2, 3)')
    expect(tooMany).toMatchObject({ code: 'argument-count', offset: 4 })
    expect(tooMany.message).toEqual({
      mn_MN: 'ROUND функц 1-2 аргумент авна, 3 өгсөн байна (5-р тэмдэгт)',
      en_US: 'ROUND takes 1 to 2 arguments, but 3 were given (at character 5)',
    })
    expect(error('TODAY(1)').message.en_US).toBe('TODAY takes no arguments, but 1 was given (at character 1)')
    expect(error("DATEDIFF('day', a)").message.en_US).toBe(
      'DATEDIFF takes exactly 3 arguments, but 2 were given (at character 1)',
    )
    expect(error('COUNT()').message.mn_MN).toBe(
      'COUNT функц хамгийн багадаа 1 аргумент авна, 0 өгсөн байна (1-р тэмдэгт)',
    )
    expect(error('IF(a)')).toMatchObject({ code: 'argument-count' })
  })

  it('refuses a missing argument between commas', () => {
    expect(error('SUM(1,,2)')).toMatchObject({ code: 'unexpected-token', offset: 6 })
    expect(error('SUM(1,)')).toMatchObject({ code: 'unmatched-parenthesis', offset: 6 })
  })

  it('refuses chained comparisons', () => {
    const problem = error('1 < a < 3')
    expect(problem).toMatchObject({ code: 'chained-comparison', offset: 6 })
    expect(problem.message.en_US).toBe('Comparisons cannot be chained; join them with "and" (at character 7)')
  })

  it('refuses keywords where a value belongs', () => {
    expect(error('and')).toMatchObject({ code: 'unexpected-token', offset: 0 })
    expect(error('a = or')).toMatchObject({ code: 'unexpected-token', offset: 4 })
  })

  it('counts offsets in UTF-16 code units, like JavaScript strings', () => {
    expect(error("'Монгол' + #")).toMatchObject({ offset: 11 })
  })
})

describe('parseExpression: limits', () => {
  it(`accepts ${MAX_EXPRESSION_LENGTH} characters and refuses one more`, () => {
    const longest = `a${' '.repeat(MAX_EXPRESSION_LENGTH - 1)}`
    expect(parseExpression(longest).ok).toBe(true)
    expect(error(`${longest} `)).toMatchObject({ code: 'too-long', offset: MAX_EXPRESSION_LENGTH })
  })

  it(`accepts ${MAX_EXPRESSION_DEPTH} levels of nesting and refuses one more`, () => {
    const nested = (depth: number) => `${'('.repeat(depth)}1${')'.repeat(depth)}`
    expect(parseExpression(nested(MAX_EXPRESSION_DEPTH)).ok).toBe(true)
    expect(error(nested(MAX_EXPRESSION_DEPTH + 1))).toMatchObject({ code: 'too-deep' })
  })

  it('refuses a long chain of infix operators, which nests as deeply as parentheses', () => {
    const chain = (terms: number) => Array.from({ length: terms }, (_, index) => `a${index}`).join(' + ')
    expect(parseExpression(chain(MAX_EXPRESSION_DEPTH)).ok).toBe(true)
    expect(error(chain(MAX_EXPRESSION_DEPTH + 2))).toMatchObject({ code: 'too-deep' })
  })

  it('refuses deep chains of prefix operators and nested calls', () => {
    expect(error(`${'-'.repeat(MAX_EXPRESSION_DEPTH + 1)}a`)).toMatchObject({ code: 'too-deep' })
    expect(error(`${'not '.repeat(MAX_EXPRESSION_DEPTH + 1)}a`)).toMatchObject({ code: 'too-deep' })
    expect(error(`${'ABS('.repeat(MAX_EXPRESSION_DEPTH + 1)}1${')'.repeat(MAX_EXPRESSION_DEPTH + 1)}`)).toMatchObject({
      code: 'too-deep',
    })
  })

  it('survives hostile nesting far beyond the limit without a stack overflow', () => {
    const hostile = '('.repeat(MAX_EXPRESSION_LENGTH)
    expect(error(hostile)).toMatchObject({ code: 'too-deep' })
  })

  it('parses a long flat SUM of many fields', () => {
    const fields = Array.from({ length: 500 }, (_, index) => `f${index}`).join(', ')
    expect(parseExpression(`SUM(${fields})`).ok).toBe(true)
  })
})

describe('expressionOffset', () => {
  it('tells where each parsed node starts', () => {
    const tree = ast('price * (qty + 1)')
    if (tree.type !== 'binary' || tree.right.type !== 'binary') throw new Error('unexpected tree')
    expect(expressionOffset(tree)).toBe(0)
    expect(expressionOffset(tree.left)).toBe(0)
    expect(expressionOffset(tree.right)).toBe(9)
    expect(expressionOffset(tree.right.right)).toBe(15)
  })

  it('knows nothing of nodes it did not parse', () => {
    expect(expressionOffset({ type: 'null' })).toBeUndefined()
  })
})

describe('parseExpression: AND, OR and NOT as functions', () => {
  it('reads AND( and OR( as calls, not as infix operators', () => {
    expect(ast('AND(a, b)')).toEqual({ type: 'call', name: 'AND', args: [id('a'), id('b')] })
    expect(ast('or (a, b)')).toEqual({ type: 'call', name: 'OR', args: [id('a'), id('b')] })
    expect(ast('x and AND(a)')).toEqual(bin('and', id('x'), { type: 'call', name: 'AND', args: [id('a')] }))
  })

  it('reads NOT( without a space as a call and not ( with a space as the prefix operator', () => {
    expect(ast('NOT(a) = b')).toEqual(bin('=', { type: 'call', name: 'NOT', args: [id('a')] }, id('b')))
    expect(ast('not (a) = b')).toEqual({ type: 'unary', operator: 'not', operand: bin('=', id('a'), id('b')) })
  })
})
