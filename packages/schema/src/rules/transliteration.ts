// Mongolian Cyrillic and the Latin letters Mongolians type it in, so that a global search finds
// `Болд` when someone types `bold`, and `Tsetseg` when someone types `Цэцэг`.
//
// `@tamga/lambda-import` (`src/names.ts`) has its own, deliberately different transliteration for document names and
// SQL identifiers (х → h, е → e): those must stay stable, while this one follows how people type
// names and offers the alternatives they use.

/** The spellings a letter may take, the most common first. */
type Spellings = readonly [string, ...string[]]

/**
 * One piece of a term being transliterated. Segments with the same `key` always take the same
 * choice of spelling, which keeps the number of combinations to the number of distinct ambiguous
 * letters rather than of their positions.
 */
interface Segment {
  /** The letter whose spelling is chosen once for the whole term; absent when there is one spelling. */
  readonly key?: string
  readonly spellings: Spellings
}

/**
 * The most spellings {@link searchVariants} answers, the term itself included. Each variant is one
 * more `ILIKE '%…%'` OR-ed into the search's `WHERE`, that is one more pattern matched against
 * every searched column of every row (or one more probe of a trigram index). Eight leaves room for
 * the common alternatives (kh/h for х, u/o for ө, u/v for ү; о/ө and у/ү for a Latin term) without
 * letting a long word's combinations turn one search into dozens of scans.
 */
export const MAX_SEARCH_VARIANTS = 8

/** Cyrillic letter → Latin spellings. е is special-cased in `romanizations` (ye or e by position). */
const CYRILLIC_TO_LATIN_SPELLINGS: ReadonlyMap<string, Spellings> = new Map<string, Spellings>([
  ['а', ['a']],
  ['б', ['b']],
  ['в', ['v']],
  ['г', ['g']],
  ['д', ['d']],
  ['е', ['ye', 'e']],
  ['ё', ['yo']],
  ['ж', ['j']],
  ['з', ['z']],
  ['и', ['i']],
  ['й', ['i']],
  ['к', ['k']],
  ['л', ['l']],
  ['м', ['m']],
  ['н', ['n']],
  ['о', ['o']],
  ['ө', ['u', 'o']],
  ['п', ['p']],
  ['р', ['r']],
  ['с', ['s']],
  ['т', ['t']],
  ['у', ['u']],
  ['ү', ['u', 'v']],
  ['ф', ['f']],
  ['х', ['kh', 'h']],
  ['ц', ['ts']],
  ['ч', ['ch']],
  ['ш', ['sh']],
  ['щ', ['sh']],
  ['ъ', ['i']],
  ['ы', ['y']],
  ['ь', ['i']],
  ['э', ['e']],
  ['ю', ['yu']],
  ['я', ['ya']],
])

/**
 * Typed Latin letter pairs → Cyrillic. `ts` may also be т + с (`Batsukh` is Батсүх), and `yu` is
 * often typed for юу (`Oyunchimeg` is Оюунчимэг).
 */
const LATIN_DIGRAPHS: ReadonlyMap<string, Spellings> = new Map<string, Spellings>([
  ['kh', ['х']],
  ['zh', ['ж']],
  ['ts', ['ц', 'тс']],
  ['ch', ['ч']],
  ['sh', ['ш']],
  ['ya', ['я']],
  ['yo', ['ё']],
  ['yu', ['ю', 'юу']],
  ['ye', ['е']],
])

/**
 * Typed Latin letters → Cyrillic, the most common first. `u` stands for у, ү and ө (the standard
 * romanizes ө as u), `v` for в and ү (it is what many type for ү), `x` for х (the look-alike
 * key). `i` and `y` depend on the letter before and are handled in `cyrillizations`.
 */
const LATIN_LETTERS: ReadonlyMap<string, Spellings> = new Map<string, Spellings>([
  ['a', ['а']],
  ['b', ['б']],
  ['c', ['ц']],
  ['d', ['д']],
  ['e', ['э', 'е']],
  ['f', ['ф']],
  ['g', ['г']],
  ['h', ['х']],
  ['j', ['ж']],
  ['k', ['к']],
  ['l', ['л']],
  ['m', ['м']],
  ['n', ['н']],
  ['o', ['о', 'ө']],
  ['p', ['п']],
  ['q', ['к']],
  ['r', ['р']],
  ['s', ['с']],
  ['t', ['т']],
  ['u', ['у', 'ү', 'ө']],
  ['v', ['в', 'ү']],
  ['w', ['в']],
  ['x', ['х']],
  ['z', ['з']],
  ['ö', ['ө']],
  ['ü', ['ү']],
])

/** Vowels of either script, and the Cyrillic signs, which a following е or i/y reads as a vowel does. */
const VOWELS_AND_SIGNS = new Set(Array.from('aeiouöüаэиоуөүыеёюяъь'))

/**
 * The tables the search spellings are made from, for a generated server that spells searches
 * the same way (its code walks them as {@link searchVariants} does).
 */
export const SEARCH_SPELLING_TABLES = {
  cyrillicToLatin: CYRILLIC_TO_LATIN_SPELLINGS,
  latinDigraphs: LATIN_DIGRAPHS,
  latinLetters: LATIN_LETTERS,
  vowelsAndSigns: VOWELS_AND_SIGNS,
} as const

function isLetter(character: string | undefined): boolean {
  return character !== undefined && /\p{L}/u.test(character)
}

function isUpperCase(character: string | undefined): boolean {
  return character !== undefined && character !== character.toLowerCase()
}

function followsVowel(previous: string | undefined): boolean {
  return previous !== undefined && VOWELS_AND_SIGNS.has(previous.toLowerCase())
}

/**
 * The Latin spellings of a lower-case Cyrillic letter, or `undefined` when it is not one. е is
 * `ye` at the start of a word and after a vowel (Ерөөл → Yeruul), `e` after a consonant, where it
 * only occurs in loanwords (Бензин → benzin).
 */
function romanizations(letter: string, previous: string | undefined): Spellings | undefined {
  if (letter === 'е' && isLetter(previous) && !followsVowel(previous)) return ['e', 'ye']
  return CYRILLIC_TO_LATIN_SPELLINGS.get(letter)
}

function segment(key: string, spellings: Spellings): Segment {
  return spellings.length > 1 ? { key, spellings } : { spellings }
}

/**
 * Splits a lower-case term into its Latin reading: Cyrillic letters get their spellings, the rest
 * stays. A letter's spelling is chosen once for the whole term, as a person types a letter the
 * same way throughout (`Uvurkhangai` or `Ovorhangai`, rarely `Uvorkhangai`).
 */
function latinSegments(text: string): Segment[] {
  const characters = Array.from(text)
  return characters.map((character, index) => {
    const spellings = romanizations(character, characters[index - 1])
    return spellings === undefined ? { spellings: [character] } : segment(character, spellings)
  })
}

/**
 * Splits a lower-case term into its Cyrillic reading: Latin letters and pairs get their spellings,
 * the rest stays. Here a letter's spelling is chosen per word, not per term: whether `u` is у, ү
 * or ө depends on the word (vowel harmony keeps a simple word to one of о/у and ө/ү), so
 * `Uvurkhangai sum` must be able to become Өвөрхангай сум.
 */
function cyrillicSegments(text: string): Segment[] {
  const characters = Array.from(text)
  const segments: Segment[] = []
  let word = 0
  let index = 0
  while (index < characters.length) {
    const character = characters[index] ?? ''
    if (!isLetter(character) && isLetter(characters[index - 1])) word += 1
    const pair = character + (characters[index + 1] ?? '')
    const digraph = LATIN_DIGRAPHS.get(pair)
    if (digraph !== undefined) {
      segments.push(segment(`${word}:${pair}`, digraph))
      index += 2
      continue
    }
    // After a vowel, i and y close a diphthong with й (Altai, Altay → Алтай; the long ii → ий).
    if (character === 'i' || character === 'y') {
      const vowelBefore = followsVowel(characters[index - 1])
      segments.push({ spellings: [vowelBefore ? 'й' : character === 'i' ? 'и' : 'ы'] })
    } else {
      const spellings = LATIN_LETTERS.get(character)
      segments.push(spellings === undefined ? { spellings: [character] } : segment(`${word}:${character}`, spellings))
    }
    index += 1
  }
  return segments
}

/**
 * Up to `limit` distinct spellings of the segments, by a breadth-first walk over the choices:
 * first every letter's most common spelling, then every spelling one step away from it, then two
 * steps, so a long word with many ambiguous letters still yields its likeliest spellings first.
 */
function expand(segments: readonly Segment[], limit: number): string[] {
  const keys: string[] = []
  const choiceCounts: number[] = []
  for (const { key, spellings } of segments) {
    if (key !== undefined && !keys.includes(key)) {
      keys.push(key)
      choiceCounts.push(spellings.length)
    }
  }
  const spellOut = (choice: readonly number[]): string =>
    segments
      .map(({ key, spellings }) => {
        const chosen = key === undefined ? 0 : (choice[keys.indexOf(key)] ?? 0)
        return spellings[chosen] ?? spellings[0]
      })
      .join('')

  const found = new Set<string>()
  const queue: number[][] = [keys.map(() => 0)]
  const queued = new Set(queue.map((choice) => choice.join()))
  // The queue grows while it is walked; an array iterator reads the length at every step.
  for (const choice of queue) {
    if (found.size >= limit) break
    found.add(spellOut(choice))
    choice.forEach((chosen, position) => {
      if (chosen + 1 >= (choiceCounts[position] ?? 1)) return
      const next = choice.slice()
      next[position] = chosen + 1
      const id = next.join()
      if (queued.has(id)) return
      queued.add(id)
      queue.push(next)
    })
  }
  return [...found]
}

/**
 * Lower-cases text, trims it and collapses each run of inner whitespace to one space, after
 * composing it (NFC), so that a letter typed as base plus combining mark (й, ё, ö) compares equal
 * to the precomposed one.
 *
 * @example
 * normalizeForSearch('  Улаан   Баатар ') // 'улаан баатар'
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ')
}

/**
 * Romanizes Mongolian Cyrillic the way people type it, close to MNS 5217:2012: х → kh, ө and ү →
 * u, ц → ts, ч → ch, ш and щ → sh, ж → j, й, ь and ъ → i, ы → y, ё → yo, ю → yu, я → ya, and е →
 * ye (e after a consonant, where it only occurs in loanwords). A capital stays capital: a letter
 * that becomes two is capitalized (`Х` → `Kh`), or written all in capitals inside an all-capitals
 * word (`ЦЭЦЭГ` → `TSETSEG`). Every other character is left as it is.
 *
 * @example
 * cyrillicToLatin('Өвөрхангай') // 'Uvurkhangai'
 * cyrillicToLatin('Цэцэг, Улаанбаатар') // 'Tsetseg, Ulaanbaatar'
 */
export function cyrillicToLatin(text: string): string {
  const characters = Array.from(text.normalize('NFC'))
  let latin = ''
  characters.forEach((character, index) => {
    const lower = character.toLowerCase()
    const [spelling] = romanizations(lower, characters[index - 1]) ?? [character]
    if (character === lower || spelling === character) {
      latin += spelling
      return
    }
    const next = characters[index + 1]
    const insideCapitals = isLetter(next) ? isUpperCase(next) : isUpperCase(characters[index - 1])
    latin += insideCapitals ? spelling.toUpperCase() : spelling.charAt(0).toUpperCase() + spelling.slice(1)
  })
  return latin
}

/**
 * The lower-case spellings of a search term to OR together as `ILIKE` patterns, so that Cyrillic
 * and Latin-typed Mongolian find each other: the normalized term first (see
 * {@link normalizeForSearch}), then its Cyrillic letters romanized (х as kh or h, ө as u or o, ү
 * as u or v) and its Latin letters written in Cyrillic (o as о or ө, u as у, ү or ө, kh and h as
 * х, ts as ц or тс, …), likeliest first. A Cyrillic letter is romanized the same way throughout
 * the term, so `Өвөрхангай` gives `uvurkhangai` and `ovorhangai` but not `uvorkhangai`; a Latin
 * letter is read the same way throughout a word. A Latin term is not respelled in Latin (`hvder`
 * does not give `khuder`). At most {@link MAX_SEARCH_VARIANTS}
 * spellings; none for a blank term. The spellings are not escaped for `LIKE`: `%` and `_` in the
 * term are the caller's to escape.
 *
 * @example
 * searchVariants('Болд') // ['болд', 'bold']
 * searchVariants('Khuder') // ['khuder', 'худэр', 'хүдэр', 'худер', 'хөдэр', …]
 */
export function searchVariants(term: string): string[] {
  const normalized = normalizeForSearch(term)
  if (normalized === '') return []
  const latin = expand(latinSegments(normalized), MAX_SEARCH_VARIANTS)
  const cyrillic = expand(cyrillicSegments(normalized), MAX_SEARCH_VARIANTS)
  const variants = new Set([normalized])
  // Alternate the two readings, so a term typed half in each script gets both.
  for (let index = 0; index < Math.max(latin.length, cyrillic.length); index++) {
    for (const variant of [latin[index], cyrillic[index]]) {
      if (variant !== undefined && variants.size < MAX_SEARCH_VARIANTS) variants.add(variant)
    }
  }
  return [...variants]
}
