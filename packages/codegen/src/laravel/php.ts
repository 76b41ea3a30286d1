// The few PHP literals the emitters write. Every value that reaches generated PHP from a document
// goes through here, so escaping is decided once.

/** A PHP value the emitters can write as a literal. */
export type PhpValue =
  | string
  | number
  | boolean
  | null
  | PhpRaw
  | readonly PhpValue[]
  | { readonly [key: string]: PhpValue }

/** Code written as is: a class constant, a call. Only for text the generator itself composes. */
export interface PhpRaw {
  readonly raw: string
}

/** Marks generator-composed code (never document text) to be written verbatim. */
export function raw(code: string): PhpRaw {
  return { raw: code }
}

function isRaw(value: unknown): value is PhpRaw {
  return typeof value === 'object' && value !== null && 'raw' in value
}

/** A single-quoted PHP string: only `\` and `'` are special there. */
export function phpString(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
}

function phpNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a PHP number literal: ${value}`)
  // PHP reads a large integer literal as a float anyway; writing it with a fraction keeps the type visible.
  return Number.isInteger(value) && !Number.isSafeInteger(value) ? `${value}.0` : String(value)
}

/** PHP turns a key like '7' into the integer 7 anyway; writing it so says what the array holds. */
function phpKey(key: string): string {
  return /^(0|-?[1-9][0-9]{0,17})$/.test(key) ? key : phpString(key)
}

/**
 * A PHP literal; arrays are short syntax, one element a line when the line (`lead` characters
 * already written after `indent`) would pass 100 characters.
 */
export function phpValue(value: PhpValue, indent = '', lead = 0): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return phpString(value)
  if (typeof value === 'number') return phpNumber(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (isRaw(value)) return value.raw
  const inner = `${indent}    `
  const entries = Array.isArray(value)
    ? (value as readonly PhpValue[]).map((item) => phpValue(item, inner))
    : Object.entries(value as { readonly [key: string]: PhpValue }).map(
        ([key, item]) => `${phpKey(key)} => ${phpValue(item, inner)}`,
      )
  if (entries.length === 0) return '[]'
  const inline = `[${entries.join(', ')}]`
  if (lead + inline.length + indent.length <= 100 && !inline.includes('\n')) return inline
  return `[\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indent}]`
}

/**
 * A JSON Schema (ECMAScript) pattern as a PCRE pattern with `/` delimiters and the `u` flag:
 * a bare `/` is escaped and `\uXXXX` becomes PCRE's `\x{XXXX}`. The pattern is not anchored
 * further, as JSON Schema's own `pattern` matches anywhere in the string.
 */
export function pcrePattern(pattern: string): string {
  let out = ''
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern.charAt(at)
    if (char === '\\') {
      const next = pattern.charAt(at + 1)
      const hex = /^u([0-9A-Fa-f]{4})/.exec(pattern.slice(at + 1))
      if (hex !== null) {
        out += `\\x{${hex[1]}}`
        at += 5
      } else {
        out += `\\${next}`
        at += 1
      }
    } else out += char === '/' ? '\\/' : char
  }
  return `/${out}/u`
}

/** Lines indented by `depth` levels of four spaces (empty lines stay empty). */
export function indent(text: string, depth: number): string {
  const pad = '    '.repeat(depth)
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${pad}${line}`))
    .join('\n')
}

/** A `.php` file's head: strict types, then the namespace and the sorted `use` lines the body needs. */
export function phpFile(namespace: string | null, uses: readonly string[], body: string): string {
  const head = ['<?php', '', 'declare(strict_types=1);', '']
  if (namespace !== null) head.push(`namespace ${namespace};`, '')
  // Emitters list what a file may need; only the names the body really uses are imported.
  const used = [...new Set(uses)].filter((use) => {
    const short = use.split(/\\| as /).at(-1) ?? use
    return new RegExp(`(^|[^\\w\\\\$])${short}\\b`).test(body)
  })
  const sortedUses = used.sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
  if (sortedUses.length > 0) head.push(...sortedUses.map((use) => `use ${use};`), '')
  return `${head.join('\n')}\n${body.trimEnd()}\n`
}

/** Document text inside a `/** … *\/` comment: it must not close the comment early. */
export function docText(text: string): string {
  return text.replaceAll('*/', '*\u2215').replaceAll('\n', ' ')
}

/** A nowdoc (`<<<'SQL'`): SQL exactly as written, nothing escaped or interpolated. */
export function nowdoc(text: string, indentation: string, marker = 'SQL'): string {
  if (text.split('\n').some((line) => line.trim() === marker)) throw new Error(`text holds the nowdoc marker ${marker}`)
  const body = text
    .split('\n')
    .map((line) => (line === '' ? line : `${indentation}${line}`))
    .join('\n')
  return `<<<'${marker}'\n${body}\n${indentation}${marker}`
}
