// Go spelling of values and declarations, written the way gofmt leaves them, so the generated
// files need no formatter: literals on one line (gofmt aligns nothing inside one line) and
// struct fields padded as gofmt's tabwriter pads them.

/** A Go interpreted string literal. JSON's escapes are all valid Go escapes. */
export function goString(text: string): string {
  return JSON.stringify(text)
}

/** A Go raw string literal when the text allows one (regular expressions read better), else quoted. */
export function goRawString(text: string): string {
  return text.includes('`') || text.includes('\r') ? goString(text) : `\`${text}\``
}

/** `[]string{"a", "b"}`, or `nil` for none. */
export function goStrings(items: readonly string[]): string {
  return items.length === 0 ? 'nil' : `[]string{${items.map(goString).join(', ')}}`
}

/** A Go number literal of a JSON number (exact for every number a schema holds). */
export function goNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
  return String(value)
}

/** One struct field: name, type and an optional tag. */
export interface GoField {
  name: string
  type: string
  tag?: string
}

/**
 * The fields of a struct, one a line, aligned in columns as gofmt aligns them: each column as
 * wide as its widest cell plus one space, the last cell of a line unpadded.
 */
export function goStructFields(fields: readonly GoField[], indent = '\t'): string {
  const nameWidth = Math.max(0, ...fields.map((field) => [...field.name].length))
  const tagged = fields.some((field) => field.tag !== undefined)
  const typeWidth = Math.max(
    0,
    ...fields.filter((field) => field.tag !== undefined).map((field) => [...field.type].length),
  )
  return fields
    .map((field) => {
      const name = field.name.padEnd(nameWidth + 1)
      if (!tagged || field.tag === undefined) return `${indent}${name}${field.type}`.trimEnd()
      return `${indent}${name}${field.type.padEnd(typeWidth + 1)}\`${field.tag}\``
    })
    .join('\n')
}

// The suffixes the go command reads as build constraints (or a test file) in a file name.
const CONSTRAINED_SUFFIXES = new Set(
  (
    'test aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris ' +
    'wasip1 windows zos 386 amd64 amd64p32 arm arm64 arm64be armbe loong64 mips mipsle mips64 mips64le ' +
    'mips64p32 mips64p32le ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm'
  ).split(' '),
)

/**
 * A Go file name for base (`news` → `news.go`), with `suffix` added when base ends like a build
 * constraint or a test (`lab_test` would be compiled only in tests, `field_linux` only on Linux).
 */
export function goFileName(base: string, suffix: string): string {
  const last = base.split('_').at(-1) ?? ''
  return base.includes('_') && CONSTRAINED_SUFFIXES.has(last) ? `${base}_${suffix}.go` : `${base}.go`
}
