/**
 * Tamga's formula language (spec 3.13): form field formulas and consolidation, grid
 * consolidation formulas, conditional show and hide. Formulas are parsed into a syntax tree and
 * computed by walking it: no `eval`, no `new Function`, no access to JavaScript objects beyond
 * the own data fields of the scope the caller passes.
 *
 * @example
 * const parsed = parseExpression('ROUND(SUM(items.amount) * 1.1, 0)')
 * if (parsed.ok) evaluateExpression(parsed.ast, { items: [{ amount: 1000 }, { amount: 250 }] })
 * // { ok: true, value: 1375 }
 */

export type {
  BinaryNode,
  BinaryOperator,
  BooleanLiteralNode,
  CallNode,
  ExpressionNode,
  ExpressionRecord,
  ExpressionValue,
  IdentifierNode,
  NullLiteralNode,
  NumberLiteralNode,
  StringLiteralNode,
  UnaryNode,
  UnaryOperator,
} from './ast.ts'
export { checkExpression, type ExpressionCheckIssue, expressionIdentifiers } from './check.ts'
export {
  type ExpressionEvaluationError,
  type ExpressionEvaluationErrorCode,
  type ExpressionSyntaxError,
  type ExpressionSyntaxErrorCode,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
} from './errors.ts'
export { type EvaluateOptions, type EvaluationResult, evaluateExpression, truthy } from './evaluator.ts'
export { formatExpression } from './formatter.ts'
export {
  EXPRESSION_FUNCTIONS,
  type ExpressionFunctionInfo,
  type ExpressionFunctionName,
  lookupFunction,
} from './functions.ts'
export { KEYWORDS as EXPRESSION_KEYWORDS } from './lexer.ts'
export { expressionOffset, type ParseResult, parseExpression } from './parser.ts'
