import { describe, expect, it } from 'vitest'
import { cyrillicToLatin, MAX_SEARCH_VARIANTS, normalizeForSearch, searchVariants } from './transliteration.ts'

describe('normalizeForSearch', () => {
  it('lower-cases, trims and collapses inner whitespace to one space', () => {
    expect(normalizeForSearch('  Улаан \t\n  Баатар  ')).toBe('улаан баатар')
    expect(normalizeForSearch('BOLD')).toBe('bold')
  })

  it('composes a letter typed as base plus combining mark', () => {
    expect(normalizeForSearch('И\u0306')).toBe('й')
  })
})

describe('cyrillicToLatin', () => {
  it('romanizes each Mongolian letter as people type it', () => {
    const expected: Record<string, string> = {
      а: 'a',
      б: 'b',
      в: 'v',
      г: 'g',
      д: 'd',
      е: 'ye',
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
      х: 'kh',
      ц: 'ts',
      ч: 'ch',
      ш: 'sh',
      щ: 'sh',
      ъ: 'i',
      ы: 'y',
      ь: 'i',
      э: 'e',
      ю: 'yu',
      я: 'ya',
    }
    for (const [cyrillic, latin] of Object.entries(expected)) expect(cyrillicToLatin(cyrillic)).toBe(latin)
  })

  it('romanizes names and places', () => {
    expect(cyrillicToLatin('Болд')).toBe('Bold')
    expect(cyrillicToLatin('Оюунчимэг')).toBe('Oyuunchimeg')
    expect(cyrillicToLatin('Улаанбаатар')).toBe('Ulaanbaatar')
    expect(cyrillicToLatin('Цэцэг')).toBe('Tsetseg')
    expect(cyrillicToLatin('Хүдэр')).toBe('Khuder')
    expect(cyrillicToLatin('Өвөрхангай')).toBe('Uvurkhangai')
    expect(cyrillicToLatin('шуудан')).toBe('shuudan')
  })

  it('writes е as ye at the start of a word and after a vowel, as e after a consonant', () => {
    expect(cyrillicToLatin('Ерөнхийлөгч')).toBe('Yerunkhiilugch')
    expect(cyrillicToLatin('Бензин')).toBe('Benzin')
    expect(cyrillicToLatin('Аер')).toBe('Ayer')
  })

  it('capitalizes a capital that becomes two letters, and keeps an all-capitals word in capitals', () => {
    expect(cyrillicToLatin('Хаан')).toBe('Khaan')
    expect(cyrillicToLatin('Х')).toBe('Kh')
    expect(cyrillicToLatin('ЦЭЦЭГ')).toBe('TSETSEG')
    expect(cyrillicToLatin('ХААН ЧИНГИС')).toBe('KHAAN CHINGIS')
  })

  it('leaves every other character as it is', () => {
    expect(cyrillicToLatin('Bold 2024, №5 — Болд!')).toBe('Bold 2024, №5 — Bold!')
    expect(cyrillicToLatin('')).toBe('')
  })
})

describe('searchVariants', () => {
  it('answers nothing for a blank term', () => {
    expect(searchVariants('')).toEqual([])
    expect(searchVariants('  \t ')).toEqual([])
  })

  it('answers a term without Cyrillic or Latin letters as itself, normalized', () => {
    expect(searchVariants('12345')).toEqual(['12345'])
    expect(searchVariants('  +976 ')).toEqual(['+976'])
    expect(searchVariants('Αθήνα')).toEqual(['αθήνα'])
  })

  it('puts the normalized term first and gives only lower-case, distinct spellings', () => {
    for (const term of ['  Болд ', 'TSETSEG', 'Өвөрхангай', 'Khuder']) {
      const variants = searchVariants(term)
      expect(variants[0]).toBe(normalizeForSearch(term))
      expect(new Set(variants).size).toBe(variants.length)
      for (const variant of variants) expect(variant).toBe(variant.toLowerCase())
    }
  })

  it('finds a Cyrillic word typed in Latin', () => {
    expect(searchVariants('Болд')).toEqual(['болд', 'bold'])
    expect(searchVariants('Цэцэг')).toContain('tsetseg')
    expect(searchVariants('Улаанбаатар')).toContain('ulaanbaatar')
  })

  it('finds a Latin-typed word in Cyrillic, its likeliest spelling first', () => {
    expect(searchVariants('bold')[1]).toBe('болд')
    expect(searchVariants('tsetseg')[1]).toBe('цэцэг')
    expect(searchVariants('Ulaanbaatar')[1]).toBe('улаанбаатар')
    expect(searchVariants('shuudan')[1]).toBe('шуудан')
  })

  it('offers kh and h for х, u and v for ү, one change before two', () => {
    expect(searchVariants('Хүдэр')).toEqual(['хүдэр', 'khuder', 'huder', 'khvder', 'hvder'])
  })

  it('finds Хүдэр from khuder and hvder, but does not respell a Latin term in Latin', () => {
    expect(searchVariants('khuder')).toContain('хүдэр')
    expect(searchVariants('Hvder')).toContain('хүдэр')
    // Latin is only read as Cyrillic: a record stored in Latin as "Khuder" is not found by "hvder".
    expect(searchVariants('hvder')).not.toContain('khuder')
  })

  it('offers u and o for ө, spelling each letter the same way throughout the term', () => {
    const variants = searchVariants('Өвөрхангай')
    for (const typed of ['uvurkhangai', 'ovorkhangai', 'uvurhangai', 'ovorhangai']) expect(variants).toContain(typed)
    // Mixed spellings of the same letter within a term are not generated.
    expect(variants).not.toContain('uvorkhangai')
    expect(variants).not.toContain('uvorhangai')
  })

  it('reads Latin o as о or ө and u as у, ү or ө', () => {
    expect(searchVariants('Uvurkhangai')).toContain('өвөрхангай')
    expect(searchVariants('Ovorhangai')).toContain('өвөрхангай')
    expect(searchVariants('bold')).toContain('бөлд')
    expect(searchVariants('Munkh')).toEqual(expect.arrayContaining(['мунх', 'мүнх', 'мөнх']))
  })

  it('chooses the Cyrillic vowels word by word', () => {
    expect(searchVariants('Uvurkhangai sum')).toContain('өвөрхангай сум')
  })

  it('reads ts as ц or т + с, and yu as ю or юу', () => {
    expect(searchVariants('Batsukh')).toEqual(expect.arrayContaining(['бацух', 'батсүх']))
    expect(searchVariants('Oyunchimeg')).toEqual(expect.arrayContaining(['оюнчимэг', 'оюунчимэг']))
  })

  it('writes i and y after a vowel as й', () => {
    expect(searchVariants('Altai')).toEqual(['altai', 'алтай'])
    expect(searchVariants('Altay')).toEqual(['altay', 'алтай'])
    expect(searchVariants('Ulsyn')[1]).toBe('улсын')
    expect(searchVariants('Enkhtaivan')[1]).toBe('энхтайван')
  })

  it('gives a Cyrillic term its cyrillicToLatin romanization first after the term', () => {
    for (const word of ['Ерөнхийлөгч', 'Бензин', 'Оюунчимэг', 'Өвөрхангай аймаг']) {
      expect(searchVariants(word)[1]).toBe(cyrillicToLatin(word).toLowerCase())
    }
  })

  it('finds the Cyrillic word again from its romanization', () => {
    for (const word of ['Болд', 'Цэцэг', 'Улаанбаатар', 'Хүдэр', 'Өвөрхангай', 'Оюунчимэг', 'Түвшин', 'Ерөнхийлөгч']) {
      expect(searchVariants(cyrillicToLatin(word))).toContain(word.toLowerCase())
    }
  })

  it('reads a term typed half in each script both ways', () => {
    const variants = searchVariants('Улаанbaatar')
    expect(variants).toEqual(['улаанbaatar', 'ulaanbaatar', 'улаанбаатар'])
  })

  it(`never gives more than ${MAX_SEARCH_VARIANTS} spellings, however many letters are ambiguous`, () => {
    expect(MAX_SEARCH_VARIANTS).toBe(8)
    const long = [
      'Uvurkhangai aimgiin Arvaikheer sum tsetseg oyunchimeg',
      'Өвөрхангай Хөвсгөл Өмнөговь Хэнтий Сүхбаатар Зүүнхараа',
      'Өвөрхангайuvurkhangai',
    ]
    for (const term of long) {
      const variants = searchVariants(term)
      // Exactly at the bound: these terms have more combinations than the bound allows.
      expect(variants).toHaveLength(MAX_SEARCH_VARIANTS)
      expect(new Set(variants).size).toBe(MAX_SEARCH_VARIANTS)
    }
  })

  it('keeps, when the bound cuts, the likeliest spelling and every one-letter alternative', () => {
    // ө, х and ү each have two spellings: eight combinations, only seven of which fit beside the term.
    const variants = searchVariants('Өвөрхангай Хөвсгөл Сүхбаатар')
    expect(variants.slice(1, 5)).toEqual([
      'uvurkhangai khuvsgul sukhbaatar',
      'ovorkhangai khovsgol sukhbaatar',
      'uvurhangai huvsgul suhbaatar',
      'uvurkhangai khuvsgul svkhbaatar',
    ])
    expect(variants).not.toContain('ovorhangai hovsgol svhbaatar')
  })
})
