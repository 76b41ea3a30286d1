/**
 * Mongolian (and Russian) Cyrillic to Latin, the way Mongolian web addresses are usually
 * written (`өв тээгч` → `uv teegch`, `элч төлөөлөгч` → `elch tuluulugch`): ө and ү both
 * become `u`, х becomes `h`, soft and hard signs become `i`. Letters that are not listed pass
 * through unchanged.
 */
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  ө: 'u',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ү: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'i',
  ы: 'y',
  ь: 'i',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

/** Transliterates Cyrillic letters to Latin with {@link CYRILLIC_TO_LATIN}; the result is lower-case. */
export function transliterate(text: string): string {
  let out = ''
  for (const character of text.toLowerCase()) out += CYRILLIC_TO_LATIN[character] ?? character
  return out
}

/** The longest document name Tamga accepts (see `DocumentNameSchema`). */
export const MAX_DOCUMENT_NAME_LENGTH = 128

/**
 * Turns any text (a Mongolian title, a Lambda id such as `crud_form`, a table name) into a
 * Tamga document name: transliterated, lower-case, runs of anything else than letters and
 * digits become one `-`, at most `maxLength` characters. Returns `''` when nothing usable is
 * left, so the caller can fall back to another source.
 *
 * @example slugify('Ажлын урсгал') // 'ajlyn-ursgal'
 */
export function slugify(text: string, maxLength = MAX_DOCUMENT_NAME_LENGTH): string {
  const slug = transliterate(text.normalize('NFC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.slice(0, maxLength).replace(/-+$/, '')
}

/**
 * Hands out document names that are unique within each kind. The same base asked for twice
 * gets `-2`, `-3`, … on the second and later calls, so names depend only on the order of the
 * requests; `importLambda` makes that order deterministic by sorting its input.
 */
export class NameRegistry {
  readonly #taken = new Map<string, Set<string>>()

  /**
   * Claims a unique name for a document of `kind`, derived from the first candidate that
   * slugifies to something non-empty; `fallback` (already a valid name) is used otherwise.
   */
  claim(kind: string, candidates: ReadonlyArray<string | undefined>, fallback: string): string {
    let base = fallback
    for (const candidate of candidates) {
      const slug = candidate === undefined ? '' : slugify(candidate, MAX_DOCUMENT_NAME_LENGTH - 8)
      if (slug !== '') {
        base = slug
        break
      }
    }
    const taken = this.#taken.get(kind) ?? new Set<string>()
    this.#taken.set(kind, taken)
    let name = base
    for (let counter = 2; taken.has(name); counter += 1) name = `${base}-${counter}`
    taken.add(name)
    return name
  }

  /**
   * Claims `name` itself when it is a valid document name, else its slug; a name already taken
   * gets a `-2`, `-3`, … suffix. Used where the Tamga convention is to keep a name as it is
   * (a model is named after its table, `heritage_bearer`).
   */
  claimExact(kind: string, name: string, fallback: string): string {
    const valid = /^[a-z0-9][a-z0-9_-]{0,119}$/.test(name)
    return valid ? this.claim(kind, [], name) : this.claim(kind, [name], fallback)
  }

  /** Whether a name of `kind` has already been handed out. */
  has(kind: string, name: string): boolean {
    return this.#taken.get(kind)?.has(name) ?? false
  }
}

/** What {@link toSqlIdentifier} made of a Lambda table or column name. */
export interface SqlIdentifierConversion {
  identifier: string
  /** Set when the identifier differs from the Lambda name: why, in English. */
  change?: 'schema-dropped' | 'lower-cased' | 'rewritten'
}

/**
 * Makes a Lambda table or column name a Tamga SQL identifier. A schema prefix
 * (`workflow_and_process.workflow_category`) is dropped, because a Tamga project lives in one
 * schema; Oracle's upper-case names are lower-cased; anything else that is not allowed becomes
 * `_`. Returns `undefined` for an empty name.
 */
export function toSqlIdentifier(name: string): SqlIdentifierConversion | undefined {
  const trimmed = name.trim()
  if (trimmed === '') return undefined
  const dot = trimmed.lastIndexOf('.')
  const bare = dot >= 0 ? trimmed.slice(dot + 1) : trimmed
  const lower = bare.toLowerCase()
  let identifier = transliterate(lower).replace(/[^a-z0-9_]/g, '_')
  if (/^[0-9]/.test(identifier)) identifier = `_${identifier}`
  identifier = identifier.slice(0, 63)
  if (identifier === '') return undefined
  if (identifier === trimmed) return { identifier }
  if (dot >= 0 && identifier === bare) return { identifier, change: 'schema-dropped' }
  if (identifier === lower && lower !== bare && dot < 0) return { identifier, change: 'lower-cased' }
  return { identifier, change: 'rewritten' }
}
