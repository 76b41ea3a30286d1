// The search spellings' tables of @tamga/schema (rules/transliteration.ts) as the constants of
// the runtime's SearchSpelling.php, which walks them as Tamga's searchVariants does: the tables
// are written once, in the schema, and a change there reaches the generated project.
import { MAX_SEARCH_VARIANTS, SEARCH_SPELLING_TABLES } from '@tamga/schema'
import { phpString, phpValue } from './php.ts'

const table = (spellings: ReadonlyMap<string, readonly string[]>): string =>
  phpValue(Object.fromEntries([...spellings].map(([key, values]) => [key, [...values]])), '    ')

/** SearchSpelling.php's constants, in place of its `__SPELLING_TABLES__`. */
export function spellingTables(): string {
  const tables = SEARCH_SPELLING_TABLES
  return `    /** The most spellings a search ORs together, the term itself included. */
    public const MAX_VARIANTS = ${MAX_SEARCH_VARIANTS};

    /** The vowels of either script and the Cyrillic signs. */
    private const VOWELS_AND_SIGNS = ${phpString([...tables.vowelsAndSigns].join(''))};

    /** A Cyrillic letter's Latin spellings, the most common first. */
    private const CYRILLIC_TO_LATIN = ${table(tables.cyrillicToLatin)};

    /** Typed Latin letter pairs' Cyrillic spellings. */
    private const LATIN_DIGRAPHS = ${table(tables.latinDigraphs)};

    /** Typed Latin letters' Cyrillic spellings, the most common first. */
    private const LATIN_LETTERS = ${table(tables.latinLetters)};`
}
