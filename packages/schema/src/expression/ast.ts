/**
 * The syntax tree of Tamga's formula language. Nodes are plain JSON-like data without source
 * positions, so two trees of the same formula are deep-equal however it was spaced or spelt
 * (`a <> b` and `a != b` give the same tree). Positions of parsed nodes are kept aside (see
 * `expressionOffset`).
 */

/** A number literal. The parser writes `-5` as a negative literal; other values are finite. */
export interface NumberLiteralNode {
  type: 'number'
  value: number
}

/** A text literal, written `'…'` or `"…"`. */
export interface StringLiteralNode {
  type: 'string'
  value: string
}

/** `true` or `false`. */
export interface BooleanLiteralNode {
  type: 'boolean'
  value: boolean
}

/** `null`: no value. */
export interface NullLiteralNode {
  type: 'null'
}

/**
 * A name from the scope: a form field, or a dotted path such as `row.amount` (a field of a
 * sub-form row) or `items.amount` (the `amount` column of every row of the sub-form `items`).
 */
export interface IdentifierNode {
  type: 'identifier'
  /** The whole path as written, segments joined by `.`. */
  name: string
}

/** The prefix operators: arithmetic negation and logical not (`not`, `!`). */
export type UnaryOperator = '-' | 'not'

/** A prefix operator applied to one operand. */
export interface UnaryNode {
  type: 'unary'
  operator: UnaryOperator
  operand: ExpressionNode
}

/**
 * The infix operators, in their canonical spelling: `==` is stored as `=`, `<>` as `!=`,
 * `&&` as `and`, `||` as `or`. `&` joins texts.
 */
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '&' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'and' | 'or'

/** An infix operator applied to two operands. */
export interface BinaryNode {
  type: 'binary'
  operator: BinaryOperator
  left: ExpressionNode
  right: ExpressionNode
}

/** A call of a library function; `name` is upper-case whatever case the formula used. */
export interface CallNode {
  type: 'call'
  name: string
  args: ExpressionNode[]
}

/** Any node of a formula's syntax tree. */
export type ExpressionNode =
  | NumberLiteralNode
  | StringLiteralNode
  | BooleanLiteralNode
  | NullLiteralNode
  | IdentifierNode
  | UnaryNode
  | BinaryNode
  | CallNode

/** A record from the scope, such as one row of a sub-form; only its own data fields are read. */
export interface ExpressionRecord {
  readonly [field: string]: unknown
}

/**
 * A value a formula computes. Dates are texts (`'2024-11-21'`, `'2024-11-21 14:05:00'`), so
 * they compare, join and display like any text; lists come from sub-form columns.
 */
export type ExpressionValue = null | boolean | number | string | readonly ExpressionValue[] | ExpressionRecord
