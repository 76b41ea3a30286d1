import type { BinaryOperator, ExpressionNode } from './ast.ts'
import { type ExpressionSyntaxError, MAX_EXPRESSION_DEPTH, MAX_EXPRESSION_LENGTH, messages } from './errors.ts'
import { lookupFunction } from './functions.ts'
import { fail, SyntaxFailure, type Token, tokenize } from './lexer.ts'

/** The outcome of {@link parseExpression}: the syntax tree, or the first problem found. */
export type ParseResult = { ok: true; ast: ExpressionNode } | { ok: false; error: ExpressionSyntaxError }

// Where each parsed node started in its formula. Kept beside the tree rather than in it, so a
// tree stays plain data that compares equal to the tree of the same formula written otherwise.
const offsets = new WeakMap<ExpressionNode, number>()

/**
 * Where a node produced by {@link parseExpression} starts in its formula (0-based, UTF-16 code
 * units); `undefined` for a node built or copied by other code.
 */
export function expressionOffset(node: ExpressionNode): number | undefined {
  return offsets.get(node)
}

const COMPARISONS: Record<string, BinaryOperator> = {
  '=': '=',
  '==': '=',
  '!=': '!=',
  '<>': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
}
const ADDITIVE: Record<string, BinaryOperator> = { '+': '+', '-': '-' }
const MULTIPLICATIVE: Record<string, BinaryOperator> = { '*': '*', '/': '/', '%': '%' }

const describe = (token: Token): string => (token.kind === 'end' ? '' : token.text)

class Parser {
  private index = 0
  private nesting = 0
  private readonly heights = new WeakMap<ExpressionNode, number>()

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): ExpressionNode {
    if (this.peek().kind === 'end') throw fail('empty', messages.empty(), 0)
    const node = this.parseOr()
    const token = this.peek()
    if (token.kind !== 'end') {
      if (token.kind === 'symbol' && token.text === ')') {
        throw fail('unmatched-parenthesis', messages.unmatchedParenthesis(), token.offset)
      }
      throw fail('unexpected-token', messages.unexpectedToken(token.text), token.offset)
    }
    return node
  }

  private peek(): Token {
    // The token list always ends with an `end` token, which is never consumed.
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1] ?? { kind: 'end', text: '', offset: 0 }
  }

  private next(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.index += 1
    return token
  }

  private isSymbol(...symbols: string[]): boolean {
    const token = this.peek()
    return token.kind === 'symbol' && symbols.includes(token.text)
  }

  /**
   * `NOT(x)` written with no space is a call of the NOT function (binding like any call, so
   * `NOT(a) = b` compares its result); `not (x)` with a space is the prefix operator.
   */
  private isCallOfNot(): boolean {
    const word = this.peek()
    const after = this.tokens[this.index + 1]
    return after?.kind === 'symbol' && after.text === '(' && after.offset === word.offset + word.text.length
  }

  private isKeyword(keyword: string): boolean {
    const token = this.peek()
    return token.kind === 'keyword' && token.keyword === keyword
  }

  /** Records a new node's offset and height, refusing a tree deeper than the limit. */
  private make(node: ExpressionNode, offset: number, children: readonly ExpressionNode[] = []): ExpressionNode {
    const height = 1 + Math.max(0, ...children.map((child) => this.heights.get(child) ?? 1))
    if (height > MAX_EXPRESSION_DEPTH) throw fail('too-deep', messages.tooDeep(), offset)
    this.heights.set(node, height)
    offsets.set(node, offset)
    return node
  }

  /** Guards each recursive descent, so nesting without new nodes (`((((1))))`) is bounded too. */
  private descend<T>(offset: number, parse: () => T): T {
    this.nesting += 1
    if (this.nesting > MAX_EXPRESSION_DEPTH) throw fail('too-deep', messages.tooDeep(), offset)
    try {
      return parse()
    } finally {
      this.nesting -= 1
    }
  }

  private binary(operator: BinaryOperator, left: ExpressionNode, right: ExpressionNode, offset: number) {
    return this.make({ type: 'binary', operator, left, right }, offset, [left, right])
  }

  private parseOr(): ExpressionNode {
    let left = this.parseAnd()
    while (this.isKeyword('or') || this.isSymbol('||')) {
      this.next()
      const right = this.parseAnd()
      left = this.binary('or', left, right, offsets.get(left) ?? 0)
    }
    return left
  }

  private parseAnd(): ExpressionNode {
    let left = this.parseNot()
    while (this.isKeyword('and') || this.isSymbol('&&')) {
      this.next()
      const right = this.parseNot()
      left = this.binary('and', left, right, offsets.get(left) ?? 0)
    }
    return left
  }

  private parseNot(): ExpressionNode {
    if ((this.isKeyword('not') && !this.isCallOfNot()) || this.isSymbol('!')) {
      const token = this.next()
      const operand = this.descend(token.offset, () => this.parseNot())
      return this.make({ type: 'unary', operator: 'not', operand }, token.offset, [operand])
    }
    return this.parseComparison()
  }

  private parseComparison(): ExpressionNode {
    const left = this.parseConcat()
    const token = this.peek()
    const operator = token.kind === 'symbol' ? COMPARISONS[token.text] : undefined
    if (operator === undefined) return left
    this.next()
    const right = this.parseConcat()
    const after = this.peek()
    if (after.kind === 'symbol' && COMPARISONS[after.text] !== undefined) {
      throw fail('chained-comparison', messages.chainedComparison(), after.offset)
    }
    return this.binary(operator, left, right, offsets.get(left) ?? token.offset)
  }

  private parseConcat(): ExpressionNode {
    let left = this.parseAdditive()
    while (this.isSymbol('&')) {
      this.next()
      const right = this.parseAdditive()
      left = this.binary('&', left, right, offsets.get(left) ?? 0)
    }
    return left
  }

  private parseAdditive(): ExpressionNode {
    let left = this.parseMultiplicative()
    for (let token = this.peek(); token.kind === 'symbol' && ADDITIVE[token.text]; token = this.peek()) {
      this.next()
      const right = this.parseMultiplicative()
      left = this.binary(ADDITIVE[token.text] ?? '+', left, right, offsets.get(left) ?? token.offset)
    }
    return left
  }

  private parseMultiplicative(): ExpressionNode {
    let left = this.parseUnary()
    for (let token = this.peek(); token.kind === 'symbol' && MULTIPLICATIVE[token.text]; token = this.peek()) {
      this.next()
      const right = this.parseUnary()
      left = this.binary(MULTIPLICATIVE[token.text] ?? '*', left, right, offsets.get(left) ?? token.offset)
    }
    return left
  }

  private parseUnary(): ExpressionNode {
    if (!this.isSymbol('-')) return this.parsePrimary()
    const minus = this.next()
    const literal = this.peek()
    if (literal.kind === 'number') {
      // `-5` is a negative literal rather than negation of 5, so that every number, negative
      // ones included, has a spelling that reads back as the same tree.
      this.next()
      return this.make({ type: 'number', value: -literal.value }, minus.offset)
    }
    const operand = this.descend(minus.offset, () => this.parseUnary())
    return this.make({ type: 'unary', operator: '-', operand }, minus.offset, [operand])
  }

  private parsePrimary(): ExpressionNode {
    const token = this.next()
    switch (token.kind) {
      case 'number':
        return this.make({ type: 'number', value: token.value }, token.offset)
      case 'string':
        return this.make({ type: 'string', value: token.value }, token.offset)
      case 'keyword':
        if (token.keyword === 'true' || token.keyword === 'false') {
          return this.make({ type: 'boolean', value: token.keyword === 'true' }, token.offset)
        }
        if (token.keyword === 'null') return this.make({ type: 'null' }, token.offset)
        // AND(…), OR(…) and NOT(…) are library functions; a keyword cannot start a value otherwise.
        if (this.isSymbol('(')) return this.parseCall(token)
        throw fail('unexpected-token', messages.unexpectedToken(token.text), token.offset)
      case 'identifier':
        if (this.isSymbol('(')) return this.parseCall(token)
        return this.make({ type: 'identifier', name: token.text }, token.offset)
      case 'symbol':
        if (token.text === '(') {
          const inner = this.descend(token.offset, () => this.parseOr())
          this.closeParenthesis(token)
          return inner
        }
        if (token.text === ')') throw fail('unmatched-parenthesis', messages.unmatchedParenthesis(), token.offset)
        throw fail('unexpected-token', messages.unexpectedToken(token.text), token.offset)
      case 'end':
        throw fail('unexpected-end', messages.unexpectedEnd(), token.offset)
    }
  }

  private closeParenthesis(open: Token): void {
    const token = this.peek()
    if (token.kind === 'symbol' && token.text === ')') {
      this.next()
      return
    }
    if (token.kind === 'end') throw fail('unclosed-parenthesis', messages.unclosedParenthesis(), open.offset)
    throw fail('unexpected-token', messages.expected(')', describe(token)), token.offset)
  }

  private parseCall(nameToken: Token): ExpressionNode {
    const found = lookupFunction(nameToken.text)
    if (found === undefined) {
      throw fail('unknown-function', messages.unknownFunction(nameToken.text), nameToken.offset)
    }
    const open = this.next()
    const args = this.descend(open.offset, () => {
      const list: ExpressionNode[] = []
      if (this.isSymbol(')')) return list
      list.push(this.parseOr())
      while (this.isSymbol(',')) {
        this.next()
        list.push(this.parseOr())
      }
      return list
    })
    this.closeParenthesis(open)
    const { minArgs, maxArgs } = found.info
    if (args.length < minArgs || args.length > maxArgs) {
      throw fail('argument-count', messages.argumentCount(found.name, minArgs, maxArgs, args.length), nameToken.offset)
    }
    return this.make({ type: 'call', name: found.name, args }, nameToken.offset, args)
  }
}

/**
 * Reads a formula into its syntax tree. Never throws: a formula that cannot be read gives the
 * first problem, with a message in Mongolian and English and the offset of the character at
 * fault. Formulas longer than {@link MAX_EXPRESSION_LENGTH} characters or nested deeper than
 * {@link MAX_EXPRESSION_DEPTH} levels are refused before they can exhaust the stack.
 *
 * Grammar, loosest binding first: `or` (`||`); `and` (`&&`); prefix `not` (`!`); one comparison
 * `= == != <> < <= > >=` (chains such as `a < b < c` are refused); `&` (joins texts); `+ -`;
 * `* / %`; prefix `-`; then literals (`12`, `1.5e3`, `'text'`, `"text"`, `true`, `false`,
 * `null`), names (`amount`, `row.amount`), calls of library functions (`ROUND(x, 2)`, any case)
 * and parentheses. Infix operators group from the left. `AND(…)`, `OR(…)` and `NOT(…)` are
 * calls of library functions; `not (x)`, with a space, is the prefix operator.
 *
 * @example parseExpression('price * quantity') // { ok: true, ast: { type: 'binary', operator: '*', … } }
 */
export function parseExpression(text: string): ParseResult {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    return {
      ok: false,
      error: { code: 'too-long', message: messages.tooLong(), offset: MAX_EXPRESSION_LENGTH },
    }
  }
  try {
    return { ok: true, ast: new Parser(tokenize(text)).parse() }
  } catch (failure) {
    if (failure instanceof SyntaxFailure) return { ok: false, error: failure.error }
    throw failure
  }
}
