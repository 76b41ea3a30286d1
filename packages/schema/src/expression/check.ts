import type { BilingualMessage } from '../validation/issue.ts'
import type { ExpressionNode, IdentifierNode } from './ast.ts'
import { at, messages } from './errors.ts'
import { expressionOffset, parseExpression } from './parser.ts'

function children(node: ExpressionNode): readonly ExpressionNode[] {
  switch (node.type) {
    case 'unary':
      return [node.operand]
    case 'binary':
      return [node.left, node.right]
    case 'call':
      return node.args
    default:
      return []
  }
}

/** Every identifier node, in the order they appear in the formula. */
function identifierNodes(ast: ExpressionNode): IdentifierNode[] {
  const found: IdentifierNode[] = []
  // An explicit stack rather than recursion: a hand-built tree may be deeper than parsed ones.
  const stack: ExpressionNode[] = [ast]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'identifier') found.push(node)
    stack.push(...[...children(node)].reverse())
  }
  return found
}

/**
 * The distinct names a formula reads, in order of first use, dotted paths whole
 * (`['price', 'items.amount']`). Function names are not included.
 */
export function expressionIdentifiers(ast: ExpressionNode): string[] {
  return [...new Set(identifierNodes(ast).map((node) => node.name))]
}

/** A problem {@link checkExpression} found, at a 0-based offset into the formula. */
export interface ExpressionCheckIssue {
  code: 'formula-syntax' | 'unknown-identifier'
  message: BilingualMessage
  offset: number
}

/**
 * Checks a formula written in a document: that it parses, and that every name it reads is one
 * of `knownIdentifiers` (compared whole and case-sensitively, so a dotted path such as
 * `items.amount` must be listed itself). Returns no issues for a sound formula; a syntax error
 * is the only issue when there is one; otherwise one issue per unknown name, at its first use.
 * Documents' `check` turns these into issues under the formula's own path.
 *
 * @example checkExpression('price * qty', ['price', 'quantity']) // [{ code: 'unknown-identifier', offset: 8, … }]
 */
export function checkExpression(text: string, knownIdentifiers: readonly string[]): ExpressionCheckIssue[] {
  const parsed = parseExpression(text)
  if (!parsed.ok) return [{ code: 'formula-syntax', message: parsed.error.message, offset: parsed.error.offset }]
  const known = new Set(knownIdentifiers)
  const reported = new Set<string>()
  const issues: ExpressionCheckIssue[] = []
  for (const node of identifierNodes(parsed.ast)) {
    if (known.has(node.name) || reported.has(node.name)) continue
    reported.add(node.name)
    const offset = expressionOffset(node) ?? 0
    issues.push({ code: 'unknown-identifier', message: at(messages.unknownIdentifier(node.name), offset), offset })
  }
  return issues
}
