import { at, type ExpressionSyntaxError, messages } from './errors.ts'

/** The punctuation and operator symbols of the language, longest first so `<=` wins over `<`. */
const SYMBOLS = [
  '<>',
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '%',
  '&',
  '=',
  '<',
  '>',
  '!',
  '(',
  ')',
  ',',
]

/** Words with a meaning of their own; they are matched whatever their case. */
export const KEYWORDS = ['true', 'false', 'null', 'and', 'or', 'not'] as const

/** One of {@link KEYWORDS}, lower-case. */
export type Keyword = (typeof KEYWORDS)[number]

/** A piece of a formula: its kind, its source text and where it starts. */
export type Token =
  | { kind: 'number'; value: number; text: string; offset: number }
  | { kind: 'string'; value: string; text: string; offset: number }
  | { kind: 'identifier'; text: string; offset: number }
  | { kind: 'keyword'; keyword: Keyword; text: string; offset: number }
  | { kind: 'symbol'; text: string; offset: number }
  | { kind: 'end'; text: ''; offset: number }

/** One identifier segment: a letter or `_`, then letters, digits and `_` (Unicode letters included). */
export const IDENTIFIER_SEGMENT = /^[\p{L}_][\p{L}\p{N}_]*$/u

const WHITESPACE = /\s+/uy
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y
const WORD = /[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)*/uy
const WORD_CONTINUATION = /[\p{L}\p{N}_.]/u
const ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', n: '\n', r: '\r', t: '\t' }

/** Thrown inside the lexer and parser and turned into an error result at their edge. */
export class SyntaxFailure extends Error {
  readonly error: ExpressionSyntaxError

  constructor(error: ExpressionSyntaxError) {
    super(error.message.en_US)
    this.error = error
  }
}

/** Builds the failure for a problem at `offset`, with the position written into the message. */
export function fail(code: ExpressionSyntaxError['code'], message: ExpressionSyntaxError['message'], offset: number) {
  return new SyntaxFailure({ code, message: at(message, offset), offset })
}

const isKeyword = (word: string): word is Keyword => (KEYWORDS as readonly string[]).includes(word)

function matchAt(pattern: RegExp, text: string, offset: number): string | undefined {
  pattern.lastIndex = offset
  return pattern.exec(text)?.[0]
}

function readString(text: string, start: number): Token {
  const quote = text[start]
  let value = ''
  let index = start + 1
  while (index < text.length) {
    const character = text[index] ?? ''
    if (character === quote) return { kind: 'string', value, text: text.slice(start, index + 1), offset: start }
    if (character === '\\') {
      const next = text[index + 1]
      if (next === undefined) break
      const replacement = ESCAPES[next]
      if (replacement === undefined) throw fail('invalid-escape', messages.invalidEscape(`\\${next}`), index)
      value += replacement
      index += 2
      continue
    }
    value += character
    index += 1
  }
  throw fail('unclosed-string', messages.unclosedString(), start)
}

/**
 * Splits a formula into tokens, ending with an `end` token. Throws {@link SyntaxFailure} for a
 * character the language does not use, an unclosed text or a malformed number.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let offset = 0
  while (offset < text.length) {
    const space = matchAt(WHITESPACE, text, offset)
    if (space !== undefined) {
      offset += space.length
      continue
    }
    const character = text[offset] ?? ''
    if (character === "'" || character === '"') {
      const token = readString(text, offset)
      tokens.push(token)
      offset += token.text.length
      continue
    }
    const number = matchAt(NUMBER, text, offset)
    if (number !== undefined) {
      const after = text.slice(offset + number.length, offset + number.length + 1)
      if (after !== '' && WORD_CONTINUATION.test(after)) {
        const rest = matchAt(/[\p{L}\p{N}_.]*/uy, text, offset) ?? number
        throw fail('invalid-number', messages.invalidNumber(rest), offset)
      }
      const value = Number(number)
      if (!Number.isFinite(value)) throw fail('invalid-number', messages.numberTooLarge(number), offset)
      tokens.push({ kind: 'number', value, text: number, offset })
      offset += number.length
      continue
    }
    const word = matchAt(WORD, text, offset)
    if (word !== undefined) {
      const lower = word.toLowerCase()
      tokens.push(
        isKeyword(lower)
          ? { kind: 'keyword', keyword: lower, text: word, offset }
          : { kind: 'identifier', text: word, offset },
      )
      offset += word.length
      continue
    }
    const symbol = SYMBOLS.find((candidate) => text.startsWith(candidate, offset))
    if (symbol !== undefined) {
      tokens.push({ kind: 'symbol', text: symbol, offset })
      offset += symbol.length
      continue
    }
    const codePoint = String.fromCodePoint(text.codePointAt(offset) ?? 0)
    throw fail('unexpected-character', messages.unexpectedCharacter(codePoint), offset)
  }
  tokens.push({ kind: 'end', text: '', offset: text.length })
  return tokens
}
