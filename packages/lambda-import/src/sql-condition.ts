import type { BinaryOperator, ExpressionNode } from '@tamga/schema'
import {
  EXPRESSION_KEYWORDS,
  expressionIdentifiers,
  formatExpression,
  MAX_EXPRESSION_LENGTH,
  parseExpression,
} from '@tamga/schema'
import { jsonEqual } from './source.ts'

/** What the importer knows about one column of a table a condition reads. */
export interface KnownColumn {
  /** Whether the column may hold NULL; a NOT NULL column needs no null guard in the formula. */
  nullable: boolean
  /**
   * Whether Tamga holds the column as a boolean (Lambda's `tinyint(1)`), so that SQL's `1`/`0`
   * become `true`/`false`; absent when the sources disagree or do not say.
   */
  boolean?: boolean
}

/** Settings of {@link translateSqlCondition}. */
export interface SqlConditionOptions {
  /**
   * The columns of the table the condition is run against, when the importer knows them. Every
   * name the formula reads must then be one of them; unknown tables are translated unchecked.
   */
  columns?: ReadonlyMap<string, KnownColumn>
}

/**
 * Why a condition was not translated:
 * - `unsupported`: it uses something outside the accepted subset (a function, LIKE, a
 *   subquery, arithmetic, a comment, a placeholder, a table-qualified name, …);
 * - `null-comparison`: it compares with NULL by `=`, `<>`, `<`, … or lists NULL in `IN`, which
 *   in SQL is never true; it is refused rather than given a meaning it did not have;
 * - `unknown-column`: it reads a name that is not a column of the known table.
 */
export type SqlConditionRefusalReason = 'unsupported' | 'null-comparison' | 'unknown-column'

/** The outcome of {@link translateSqlCondition}. */
export type SqlConditionTranslation =
  | {
      ok: true
      /** The formula in canonical spelling (see `formatExpression`). */
      formula: string
      ast: ExpressionNode
      /**
       * Whether a text literal is compared: MySQL's usual collations ignore case there, formulas
       * do not, so the importer asks a person to check.
       */
      comparesText: boolean
    }
  | {
      ok: false
      reason: SqlConditionRefusalReason
      /** Offset into the SQL of the refused token; for `unknown-column`, of the column's first use. */
      offset: number
      /** For `unknown-column`: the name that is not a column of the table. */
      column?: string
    }

/** The longest SQL condition the translator reads; Lambda's conditions are a few dozen characters. */
const MAX_SQL_LENGTH = 2000
/** How deeply parentheses and NOT may nest. */
const MAX_SQL_DEPTH = 32

/**
 * Words that cannot be a bare column name: SQL operators the subset does not take (so that
 * `a LIKE 'x'` is refused, not misread) and niladic functions that look like names
 * (`CURRENT_DATE`, Oracle's `SYSDATE`), which would otherwise be read as columns.
 */
const RESERVED = new Set([
  'all',
  'against',
  'any',
  'as',
  'between',
  'binary',
  'by',
  'case',
  'cast',
  'collate',
  'convert',
  'current_date',
  'current_time',
  'current_timestamp',
  'current_user',
  'default',
  'delete',
  'distinct',
  'div',
  'drop',
  'dual',
  'else',
  'end',
  'escape',
  'exists',
  'from',
  'glob',
  'group',
  'having',
  'ilike',
  'insert',
  'interval',
  'into',
  'join',
  'level',
  'like',
  'limit',
  'localtime',
  'localtimestamp',
  'match',
  'mod',
  'on',
  'order',
  'prior',
  'regexp',
  'rlike',
  'rownum',
  'select',
  'session_user',
  'set',
  'similar',
  'some',
  'sounds',
  'sysdate',
  'system_user',
  'then',
  'union',
  'unknown',
  'update',
  'user',
  'utc_date',
  'utc_time',
  'utc_timestamp',
  'values',
  'when',
  'where',
  'xor',
])

const SQL_KEYWORDS = new Set(['and', 'or', 'not', 'is', 'null', 'in', 'true', 'false'])

/** A column name as Tamga stores it (see `SqlIdentifierSchema`). */
const COLUMN_NAME = /^[a-z_][a-z0-9_]{0,62}$/

type Token =
  | { kind: 'column'; name: string; offset: number }
  | { kind: 'keyword'; word: string; offset: number }
  | { kind: 'string'; value: string; offset: number }
  | { kind: 'number'; value: number; offset: number }
  | { kind: 'symbol'; text: string; offset: number }
  | { kind: 'end'; offset: number }

class Refusal extends Error {
  readonly reason: SqlConditionRefusalReason
  readonly offset: number

  constructor(reason: SqlConditionRefusalReason, offset: number) {
    super(`${reason} at ${offset}`)
    this.reason = reason
    this.offset = offset
  }
}

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y
// A number is digits with an optional fraction; it may not run into a name (`1abc`) or another
// dot (`1.2.3`), so hexadecimal (`0x1F`) and exponents (`1e3`, a DOUBLE in MySQL) are refused.
const NUMBER = /\d+(?:\.\d+)?(?![A-Za-z0-9_.])/y
const SYMBOLS = ['<=>', '<>', '!=', '<=', '>=', '=', '<', '>', '(', ')', ',']

function matchAt(pattern: RegExp, text: string, offset: number): string | undefined {
  pattern.lastIndex = offset
  return pattern.exec(text)?.[0]
}

function quotedName(text: string, start: number): { name: string; end: number } {
  const quote = text[start] ?? ''
  const close = text.indexOf(quote, start + 1)
  if (close < 0) throw new Refusal('unsupported', start)
  const name = text.slice(start + 1, close).toLowerCase()
  // A doubled quote inside a quoted name, spaces, dots and the like never make a Tamga column name.
  if (!COLUMN_NAME.test(name) || text[close + 1] === quote) throw new Refusal('unsupported', start)
  return { name, end: close + 1 }
}

function stringLiteral(text: string, start: number): { value: string; end: number } {
  let value = ''
  let index = start + 1
  while (index < text.length) {
    const character = text[index] ?? ''
    if (character === "'") {
      if (text[index + 1] !== "'") return { value, end: index + 1 }
      value += "'"
      index += 2
      continue
    }
    // MySQL reads a backslash as an escape unless NO_BACKSLASH_ESCAPES is set, PostgreSQL and
    // Oracle do not: the text's value depends on the server, so it is refused.
    if (character === '\\') throw new Refusal('unsupported', index)
    value += character
    index += 1
  }
  throw new Refusal('unsupported', start)
}

function tokenize(sql: string): Token[] {
  const tokens: Token[] = []
  let offset = 0
  while (offset < sql.length) {
    const character = sql[offset] ?? ''
    if (/\s/.test(character)) {
      offset += 1
      continue
    }
    if (character === "'") {
      const { value, end } = stringLiteral(sql, offset)
      tokens.push({ kind: 'string', value, offset })
      offset = end
    } else if (character === '"' || character === '`') {
      const { name, end } = quotedName(sql, offset)
      tokens.push({ kind: 'column', name, offset })
      offset = end
    } else if (/[A-Za-z_]/.test(character)) {
      const word = matchAt(WORD, sql, offset) ?? character
      const lower = word.toLowerCase()
      if (SQL_KEYWORDS.has(lower)) tokens.push({ kind: 'keyword', word: lower, offset })
      else if (RESERVED.has(lower) || !COLUMN_NAME.test(lower)) throw new Refusal('unsupported', offset)
      else tokens.push({ kind: 'column', name: lower, offset })
      offset += word.length
    } else if (/\d/.test(character) || (character === '-' && /\d/.test(sql[offset + 1] ?? ''))) {
      // A minus sign is taken only glued to a number: arithmetic and `--` comments are refused.
      const negative = character === '-'
      const digits = matchAt(NUMBER, sql, negative ? offset + 1 : offset)
      if (digits === undefined) throw new Refusal('unsupported', offset)
      const value = Number(digits)
      // A number a double cannot hold exactly would compare differently than in the database.
      const exact = digits.includes('.') ? digits.length <= 16 : Number.isSafeInteger(value)
      if (!exact) throw new Refusal('unsupported', offset)
      tokens.push({ kind: 'number', value: negative ? -value : value, offset })
      offset += digits.length + (negative ? 1 : 0)
    } else {
      const symbol = SYMBOLS.find((candidate) => sql.startsWith(candidate, offset))
      if (symbol === undefined || symbol === '<=>') throw new Refusal('unsupported', offset)
      tokens.push({ kind: 'symbol', text: symbol, offset })
      offset += symbol.length
    }
  }
  tokens.push({ kind: 'end', offset: sql.length })
  return tokens
}

type Literal =
  | { kind: 'string'; value: string; offset: number }
  | { kind: 'number'; value: number; offset: number }
  | { kind: 'boolean'; value: boolean; offset: number }
type Column = { kind: 'column'; name: string; offset: number }
type Operand = Column | Literal

type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>='

type Condition =
  | { kind: 'constant'; value: boolean }
  | { kind: 'compare'; operator: Comparison; left: Operand; right: Operand }
  | { kind: 'is-null'; column: Column }
  | { kind: 'in'; column: Column; values: Literal[] }
  | { kind: 'not'; operand: Condition }
  | { kind: 'and' | 'or'; left: Condition; right: Condition }

const COMPARISONS: Readonly<Record<string, Comparison>> = {
  '=': '=',
  '<>': '!=',
  '!=': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
}

/**
 * The accepted grammar, loosest first, with MySQL's precedence (NOT above AND above OR, and a
 * predicate above NOT):
 *   or := and (OR and)*;  and := not (AND not)*;  not := NOT not | '(' or ')' | TRUE | FALSE | predicate
 *   predicate := operand cmp operand | column IS [NOT] NULL | column [NOT] IN '(' literal (',' literal)* ')'
 * A parenthesis always groups conditions; `(a) = 1` is refused.
 */
class ConditionParser {
  private index = 0
  private depth = 0

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Condition {
    const condition = this.parseOr()
    const token = this.peek()
    if (token.kind !== 'end') throw new Refusal('unsupported', token.offset)
    return condition
  }

  private peek(offset = 0): Token {
    const last = this.tokens[this.tokens.length - 1] ?? { kind: 'end', offset: 0 }
    return this.tokens[this.index + offset] ?? last
  }

  private next(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.index += 1
    return token
  }

  private isKeyword(word: string, offset = 0): boolean {
    const token = this.peek(offset)
    return token.kind === 'keyword' && token.word === word
  }

  private isSymbol(text: string): boolean {
    const token = this.peek()
    return token.kind === 'symbol' && token.text === text
  }

  private expectSymbol(text: string): void {
    const token = this.next()
    if (token.kind !== 'symbol' || token.text !== text) throw new Refusal('unsupported', token.offset)
  }

  private nested<T>(offset: number, parse: () => T): T {
    this.depth += 1
    if (this.depth > MAX_SQL_DEPTH) throw new Refusal('unsupported', offset)
    try {
      return parse()
    } finally {
      this.depth -= 1
    }
  }

  private parseOr(): Condition {
    let left = this.parseAnd()
    while (this.isKeyword('or')) {
      this.next()
      left = { kind: 'or', left, right: this.parseAnd() }
    }
    return left
  }

  private parseAnd(): Condition {
    let left = this.parseNot()
    while (this.isKeyword('and')) {
      this.next()
      left = { kind: 'and', left, right: this.parseNot() }
    }
    return left
  }

  private parseNot(): Condition {
    const token = this.peek()
    if (this.isKeyword('not')) {
      this.next()
      return { kind: 'not', operand: this.nested(token.offset, () => this.parseNot()) }
    }
    if (this.isSymbol('(')) {
      this.next()
      const inner = this.nested(token.offset, () => this.parseOr())
      this.expectSymbol(')')
      return inner
    }
    if (token.kind === 'keyword' && (token.word === 'true' || token.word === 'false') && !this.startsPredicate(1)) {
      this.next()
      return { kind: 'constant', value: token.word === 'true' }
    }
    return this.parsePredicate()
  }

  /** Whether the token at `offset` continues an operand into a predicate (`TRUE = flag`). */
  private startsPredicate(offset: number): boolean {
    const token = this.peek(offset)
    if (token.kind === 'symbol') return COMPARISONS[token.text] !== undefined
    return token.kind === 'keyword' && (token.word === 'is' || token.word === 'in' || token.word === 'not')
  }

  private parseOperand(): Operand {
    const token = this.next()
    switch (token.kind) {
      case 'column':
        return { kind: 'column', name: token.name, offset: token.offset }
      case 'string':
        return { kind: 'string', value: token.value, offset: token.offset }
      case 'number':
        return { kind: 'number', value: token.value, offset: token.offset }
      case 'keyword':
        if (token.word === 'true' || token.word === 'false')
          return { kind: 'boolean', value: token.word === 'true', offset: token.offset }
        if (token.word === 'null') throw new Refusal('null-comparison', token.offset)
        throw new Refusal('unsupported', token.offset)
      default:
        throw new Refusal('unsupported', token.offset)
    }
  }

  private parsePredicate(): Condition {
    const left = this.parseOperand()
    const token = this.peek()
    if (token.kind === 'symbol') {
      const operator = COMPARISONS[token.text]
      if (operator === undefined) throw new Refusal('unsupported', token.offset)
      this.next()
      const right = this.parseOperand()
      return { kind: 'compare', operator, left, right }
    }
    // IS and IN speak about a column; `1 IS NULL` or `'a' IN ('a')` say nothing about the rows.
    if (left.kind !== 'column') throw new Refusal('unsupported', token.offset)
    if (this.isKeyword('is')) {
      this.next()
      const negated = this.isKeyword('not')
      if (negated) this.next()
      const word = this.next()
      // IS TRUE, IS FALSE and IS UNKNOWN test truth values, not NULL; they are outside the subset.
      if (word.kind !== 'keyword' || word.word !== 'null') throw new Refusal('unsupported', word.offset)
      const test: Condition = { kind: 'is-null', column: left }
      return negated ? { kind: 'not', operand: test } : test
    }
    const negated = this.isKeyword('not') && this.isKeyword('in', 1)
    if (negated) this.next()
    if (this.isKeyword('in')) {
      this.next()
      this.expectSymbol('(')
      const values = [this.parseListValue()]
      while (this.isSymbol(',')) {
        this.next()
        values.push(this.parseListValue())
      }
      this.expectSymbol(')')
      const test: Condition = { kind: 'in', column: left, values }
      return negated ? { kind: 'not', operand: test } : test
    }
    throw new Refusal('unsupported', this.peek().offset)
  }

  private parseListValue(): Literal {
    const value = this.parseOperand()
    // A subquery or another column in the list is outside the subset.
    if (value.kind === 'column') throw new Refusal('unsupported', value.offset)
    return value
  }
}

const NEGATED: Readonly<Record<Comparison, Comparison>> = {
  '=': '!=',
  '!=': '=',
  '<': '>=',
  '<=': '>',
  '>': '<=',
  '>=': '<',
}

const binary = (operator: BinaryOperator, left: ExpressionNode, right: ExpressionNode): ExpressionNode => ({
  type: 'binary',
  operator,
  left,
  right,
})

const all = (nodes: readonly ExpressionNode[]): ExpressionNode | undefined =>
  nodes.reduce<ExpressionNode | undefined>(
    (sum, node) => (sum === undefined ? node : binary('and', sum, node)),
    undefined,
  )

const notNull = (name: string): ExpressionNode => binary('!=', { type: 'identifier', name }, { type: 'null' })

/**
 * Builds formulas from the parsed condition. SQL has three truth values and keeps a row only
 * when the condition is TRUE; a formula has two, with `null = null` true and `not null` true.
 * So each condition is written twice over, as "is TRUE" and as "is FALSE", NOT swaps the two,
 * and a comparison that a NULL column would make UNKNOWN gets an explicit `col != null` guard
 * where the formula would otherwise hold. `col = NULL` is refused by the parser, never guessed.
 */
class FormulaWriter {
  comparesText = false

  constructor(private readonly columns: ReadonlyMap<string, KnownColumn> | undefined) {}

  write(condition: Condition, holds: boolean): ExpressionNode {
    switch (condition.kind) {
      case 'constant':
        return { type: 'boolean', value: condition.value === holds }
      case 'not':
        return this.write(condition.operand, !holds)
      case 'and':
      case 'or': {
        // TRUE of AND is both TRUE, FALSE of AND is either FALSE; OR the other way round.
        const joined: BinaryOperator = (condition.kind === 'and') === holds ? 'and' : 'or'
        return binary(joined, this.write(condition.left, holds), this.write(condition.right, holds))
      }
      case 'is-null':
        return binary(holds ? '=' : '!=', { type: 'identifier', name: condition.column.name }, { type: 'null' })
      case 'compare':
        return this.compare(holds ? condition.operator : NEGATED[condition.operator], condition.left, condition.right)
      case 'in': {
        const column = condition.column
        if (holds) {
          const tests = condition.values.map((value) => this.compare('=', column, value))
          return tests.reduce((sum, test) => binary('or', sum, test))
        }
        const differs = condition.values.map((value) =>
          binary('!=', this.operand(column, column), this.operand(value, column)),
        )
        const guard = this.nullable(column.name) ? [notNull(column.name)] : []
        return all([...guard, ...differs]) ?? { type: 'boolean', value: true }
      }
    }
  }

  private nullable(name: string): boolean {
    return this.columns?.get(name)?.nullable ?? true
  }

  /** `left operator right` is TRUE in SQL exactly when this formula holds. */
  private compare(operator: Comparison, left: Operand, right: Operand): ExpressionNode {
    const columns = [left, right].filter((operand): operand is Column => operand.kind === 'column')
    // A comparison of two literals says nothing about the rows; it is outside the subset.
    if (columns.length === 0) throw new Refusal('unsupported', left.offset)
    const ordered = operator !== '=' && operator !== '!='
    // A formula orders numbers and texts only; SQL would order TRUE as the number 1.
    if (ordered && (left.kind === 'boolean' || right.kind === 'boolean')) throw new Refusal('unsupported', left.offset)
    const formula = binary(operator, this.operand(left, right), this.operand(right, left))
    // `<`, `<=`, `>`, `>=` give null (not holding) for a null operand, as SQL's UNKNOWN does.
    if (ordered) return formula
    const nullable = columns.filter((column) => this.nullable(column.name))
    // `col = 'x'` cannot hold for a null col; `a = b` holds in a formula when both are null.
    const guarded = operator === '!=' ? nullable : nullable.length === 2 ? nullable.slice(0, 1) : []
    return all([...guarded.map((column) => notNull(column.name)), formula]) ?? formula
  }

  /** An operand as a formula node; `other` is what it is compared with, which decides booleans. */
  private operand(operand: Operand, other: Operand): ExpressionNode {
    const column = other.kind === 'column' ? this.columns?.get(other.name) : undefined
    switch (operand.kind) {
      case 'column': {
        const known = this.columns?.get(operand.name)
        // A boolean column compared with a column of another type has no formula equivalent.
        if (known?.boolean !== undefined && column?.boolean !== undefined && known.boolean !== column.boolean)
          throw new Refusal('unsupported', operand.offset)
        return { type: 'identifier', name: operand.name }
      }
      case 'string':
        if (column?.boolean === true) throw new Refusal('unsupported', operand.offset)
        this.comparesText = true
        return { type: 'string', value: operand.value }
      case 'number':
        // MySQL stores a boolean as 1 or 0; Tamga imports tinyint(1) as a real boolean.
        if (column?.boolean === true) {
          if (operand.value !== 0 && operand.value !== 1) throw new Refusal('unsupported', operand.offset)
          return { type: 'boolean', value: operand.value === 1 }
        }
        return { type: 'number', value: operand.value }
      case 'boolean':
        // SQL's TRUE is the number 1: against a column known not to be boolean it stays a number.
        if (column?.boolean === false) return { type: 'number', value: operand.value ? 1 : 0 }
        return { type: 'boolean', value: operand.value }
    }
  }
}

function firstUse(tokens: readonly Token[], name: string): number {
  return tokens.find((token) => token.kind === 'column' && token.name === name)?.offset ?? 0
}

/**
 * Translates a raw SQL condition from a Lambda document (an option filter such as `id != 1`, a
 * grid row condition such as `type = 'menu'`) into a Tamga formula that keeps exactly the rows
 * the SQL kept, or says why it will not. Strict by design: it accepts only
 * - column names, bare or quoted with `"…"` or backticks (lower-cased; `t.col` is refused),
 * - text in single quotes (`''` is a quote; a backslash is refused, its meaning depends on the
 *   server), numbers (an optional `-` glued on), `TRUE` and `FALSE`,
 * - `= <> != < <= > >=` with a column on at least one side, `IS NULL`, `IS NOT NULL`,
 *   `col IN (literal, …)` and `col NOT IN (…)`,
 * - `AND`, `OR`, `NOT` and parentheses;
 * and refuses everything else: functions, subqueries, `LIKE`, `BETWEEN`, arithmetic, casts,
 * `;`, comments, placeholders (`?`, `:name`, `{field}`), and comparisons with NULL, which are
 * never true in SQL. NULL is handled as SQL does: `id != 1` becomes `id != null and id != 1`
 * unless `options.columns` says the column is NOT NULL.
 *
 * @example translateSqlCondition("type = 'form'") // { ok: true, formula: "type = 'form'", … }
 * @example translateSqlCondition('id != 1', { columns: new Map([['id', { nullable: false }]]) }).formula // 'id != 1'
 * @example translateSqlCondition('name LIKE "a%"') // { ok: false, reason: 'unsupported', offset: 5 }
 */
export function translateSqlCondition(sql: string, options: SqlConditionOptions = {}): SqlConditionTranslation {
  if (sql.length > MAX_SQL_LENGTH) return { ok: false, reason: 'unsupported', offset: MAX_SQL_LENGTH }
  // "x" names a column in standard SQL, PostgreSQL and Oracle but is text in MySQL's default
  // mode; only when the table's columns are known can a wrong reading be caught (as an
  // unknown column), so without them a double quote is refused.
  const doubleQuote = sql.indexOf('"')
  if (doubleQuote >= 0 && options.columns === undefined)
    return { ok: false, reason: 'unsupported', offset: doubleQuote }
  let tokens: Token[] = []
  try {
    tokens = tokenize(sql)
    if (tokens.length === 1) return { ok: false, reason: 'unsupported', offset: 0 }
    const condition = new ConditionParser(tokens).parse()
    const writer = new FormulaWriter(options.columns)
    const ast = writer.write(condition, true)
    for (const name of expressionIdentifiers(ast)) {
      if (options.columns !== undefined && !options.columns.has(name))
        return { ok: false, reason: 'unknown-column', offset: firstUse(tokens, name), column: name }
      // A column called `not` or `null` is a word of the formula language and cannot be named in one.
      if ((EXPRESSION_KEYWORDS as readonly string[]).includes(name))
        return { ok: false, reason: 'unsupported', offset: firstUse(tokens, name) }
    }
    const formula = formatExpression(ast)
    // The formula must read back as the same tree, within the formula language's own limits.
    const reread = formula.length <= MAX_EXPRESSION_LENGTH ? parseExpression(formula) : undefined
    if (reread === undefined || !reread.ok || !jsonEqual(reread.ast, ast))
      return { ok: false, reason: 'unsupported', offset: 0 }
    return { ok: true, formula, ast, comparesText: writer.comparesText }
  } catch (failure) {
    if (failure instanceof Refusal) return { ok: false, reason: failure.reason, offset: failure.offset }
    if (failure instanceof RangeError) return { ok: false, reason: 'unsupported', offset: 0 }
    throw failure
  }
}
