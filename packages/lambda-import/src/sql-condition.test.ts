import { evaluateExpression, parseExpression, truthy } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { type KnownColumn, translateSqlCondition } from './sql-condition.ts'

const formulaOf = (sql: string, columns?: ReadonlyMap<string, KnownColumn>): string | undefined => {
  const result = translateSqlCondition(sql, columns === undefined ? {} : { columns })
  return result.ok ? result.formula : undefined
}

const refusalOf = (sql: string, columns?: ReadonlyMap<string, KnownColumn>) => {
  const result = translateSqlCondition(sql, columns === undefined ? {} : { columns })
  return result.ok ? `translated to ${result.formula}` : result.reason
}

/** Whether the formula keeps a row, the way a row filter reads it. */
const keeps = (formula: string | undefined, row: Record<string, unknown>): boolean | undefined => {
  if (formula === undefined) return undefined
  const parsed = parseExpression(formula)
  if (!parsed.ok) throw new Error(`not re-readable: ${formula}`)
  const value = evaluateExpression(parsed.ast, row)
  if (!value.ok) throw new Error(value.error.message.en_US)
  return truthy(value.value)
}

describe('translating a Lambda SQL condition into a formula', () => {
  it('translates the conditions Lambda documents carry', () => {
    expect(formulaOf("type = 'form'")).toBe("type = 'form'")
    expect(formulaOf("type = 'menu'")).toBe("type = 'menu'")
    expect(formulaOf('id != 1')).toBe('id != null and id != 1')
  })

  it('drops the null guard for a column the table declares NOT NULL', () => {
    expect(formulaOf('id != 1', new Map([['id', { nullable: false }]]))).toBe('id != 1')
    expect(formulaOf('id <> 1', new Map([['id', { nullable: true }]]))).toBe('id != null and id != 1')
  })

  it('spells <> as != and keeps ordered comparisons unguarded, since null never orders', () => {
    expect(formulaOf('a <> 2 AND b >= 3 OR c < -1.5')).toBe('a != null and a != 2 and b >= 3 or c < -1.5')
  })

  it('lower-cases names and reads double quotes and backticks as quoted names', () => {
    const columns = new Map([
      ['type', { nullable: false }],
      ['status', { nullable: false }],
    ])
    expect(formulaOf('"Type" = \'form\' AND `Status` <= 2', columns)).toBe("type = 'form' and status <= 2")
    expect(formulaOf('`Status` <= 2')).toBe('status <= 2')
  })

  it('refuses double quotes when the table is unknown, since MySQL may read "x" as text', () => {
    expect(refusalOf('type = "form"')).toBe('unsupported')
    expect(refusalOf('type = "form"', new Map([['type', { nullable: false }]]))).toBe('unknown-column')
  })

  it("reads '' inside a text as one quote", () => {
    expect(formulaOf("title = 'it''s'")).toBe("title = 'it\\'s'")
  })

  it('writes IS NULL and IS NOT NULL as comparisons with null', () => {
    expect(formulaOf('deleted_at IS NULL')).toBe('deleted_at = null')
    expect(formulaOf('deleted_at is not null')).toBe('deleted_at != null')
  })

  it('writes IN as a chain of equalities and NOT IN as a guarded chain of differences', () => {
    expect(formulaOf("type IN ('form', 'grid')")).toBe("type = 'form' or type = 'grid'")
    expect(formulaOf('id NOT IN (1, 2)')).toBe('id != null and id != 1 and id != 2')
  })

  it('pushes NOT inward so that a null column is kept out, as SQL keeps out UNKNOWN', () => {
    expect(formulaOf('NOT (a = 1)')).toBe('a != null and a != 1')
    expect(formulaOf('NOT (a = 1 OR b < 2)')).toBe('a != null and a != 1 and b >= 2')
    expect(formulaOf('NOT (a IS NULL AND b > 2)')).toBe('a != null or b <= 2')
    expect(formulaOf('NOT NOT a = 1')).toBe('a = 1')
  })

  it('keeps exactly the rows SQL keeps, null rows included', () => {
    const cases: Array<[string, Record<string, unknown>, boolean]> = [
      ['id != 1', { id: null }, false],
      ['id != 1', { id: 2 }, true],
      ['id != 1', { id: 1 }, false],
      ['NOT (a = 1)', { a: null }, false],
      ['NOT (a < 1)', { a: null }, false],
      ['NOT (a < 1)', { a: 3 }, true],
      ['a = b', { a: null, b: null }, false],
      ['a = b', { a: 2, b: 2 }, true],
      ['a <> b', { a: 2, b: null }, false],
      ['x NOT IN (1, 2)', { x: null }, false],
      ['x NOT IN (1, 2)', { x: 3 }, true],
      ['x IN (1, 2)', { x: 2 }, true],
      ['NOT (x IS NULL)', { x: 0 }, true],
      ['a = 1 OR NOT (b = 2)', { a: null, b: null }, false],
    ]
    for (const [sql, row, expected] of cases)
      expect(keeps(formulaOf(sql), row), `${sql} ${JSON.stringify(row)}`).toBe(expected)
  })

  it('takes TRUE and FALSE, as booleans unless the column is known not to be one', () => {
    expect(formulaOf('TRUE')).toBe('true')
    expect(formulaOf('NOT FALSE AND active = TRUE')).toBe('true and active = true')
    expect(formulaOf('rank = TRUE', new Map([['rank', { nullable: true, boolean: false }]]))).toBe('rank = 1')
  })

  it('turns 1 and 0 into true and false for a column Tamga holds as a boolean', () => {
    const columns = new Map([['active', { nullable: false, boolean: true }]])
    expect(formulaOf('active = 1', columns)).toBe('active = true')
    expect(refusalOf('active = 2', columns)).toBe('unsupported')
    expect(refusalOf("active = 'y'", columns)).toBe('unsupported')
  })

  it('says when a text is compared, because MySQL usually ignores case there', () => {
    const text = translateSqlCondition("type = 'form'")
    const number = translateSqlCondition('id > 3')
    expect(text.ok && text.comparesText).toBe(true)
    expect(number.ok && number.comparesText).toBe(false)
  })

  it('refuses a comparison with NULL, which SQL never holds', () => {
    expect(refusalOf('deleted_at = NULL')).toBe('null-comparison')
    expect(refusalOf('deleted_at <> NULL')).toBe('null-comparison')
    expect(refusalOf('NULL = deleted_at')).toBe('null-comparison')
    expect(refusalOf('id IN (1, NULL)')).toBe('null-comparison')
  })

  it('refuses functions, subqueries, LIKE, BETWEEN, arithmetic and casts', () => {
    for (const sql of [
      "LOWER(name) = 'a'",
      'id IN (SELECT role_id FROM users)',
      "name LIKE 'a%'",
      'id BETWEEN 1 AND 3',
      'a + 1 = 2',
      'a = b * 2',
      'CAST(a AS CHAR) = 1',
      'created_at > NOW()',
      'created_at > CURRENT_DATE',
      'EXISTS (SELECT 1)',
      "CASE WHEN a = 1 THEN 'x' END = 'x'",
      "name = BINARY 'a'",
      'a <=> 1',
      'a = - 1',
      'a IS TRUE',
      "a = 'x' COLLATE utf8_bin",
    ])
      expect(refusalOf(sql), sql).toBe('unsupported')
  })

  it('refuses semicolons, comments, placeholders and table-qualified names', () => {
    for (const sql of [
      'id = 1; DROP TABLE roles',
      'id = 1 -- comment',
      'id = 1 # comment',
      'id = /* x */ 1',
      'id = ?',
      'id = :id',
      'id = @id',
      'id = $1',
      'id = {user_id}',
      'roles.id = 1',
      '`roles`.`id` = 1',
      '"roles"."id" = 1',
    ])
      expect(refusalOf(sql), sql).toBe('unsupported')
  })

  it('refuses what the formula language or a double could read differently', () => {
    for (const sql of [
      "name = 'a\\'b'",
      'id = 0x1F',
      'id = 1e3',
      'id = 12345678901234567890',
      "'a' = 'a'",
      '1',
      'active',
      '(a) = 1',
      'a = 1 = 1',
      'a < TRUE',
      '"not" = 1',
      '"has space" = 1',
      "name = 'unclosed",
      '',
      'a = 1 &&  b = 2',
      "a = 'x' 'y'",
      'a IN ()',
      'a IN (b)',
    ])
      expect(refusalOf(sql), sql).toBe('unsupported')
  })

  it('refuses a name that is not a column of the known table, saying which and where', () => {
    const result = translateSqlCondition("id != 1 AND kind = 'x'", { columns: new Map([['id', { nullable: false }]]) })
    expect(result).toEqual({ ok: false, reason: 'unknown-column', offset: 12, column: 'kind' })
  })

  it('refuses nesting deeper than it reads', () => {
    expect(refusalOf(`${'NOT ('.repeat(40)}a = 1${')'.repeat(40)}`)).toBe('unsupported')
    expect(formulaOf(`${'('.repeat(20)}a = 1${')'.repeat(20)}`)).toBe('a = 1')
  })
})
