import { describe, expect, it } from 'vitest'
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts'

const codesOf = (password: string) => checkPassword(password).map((problem) => problem.code)

describe('checkPassword', () => {
  it.each(['Demo#2026', 'Aa1!aaaa', 'Tamga-Platform_2026', 'x{Y}9~zzz'])('accepts %s', (password) => {
    expect(checkPassword(password)).toEqual([])
  })

  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect(codesOf('Aa1!aaa')).toEqual(['too-short'])
    expect(codesOf('Aa1!aaaa')).toEqual([])
  })

  it('refuses more than the maximum length', () => {
    const longest = `Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH - 4)}`
    expect(codesOf(longest)).toEqual([])
    expect(codesOf(`${longest}a`)).toEqual(['too-long'])
  })

  it('names each missing class of character on its own', () => {
    expect(codesOf('demo#2026')).toEqual(['uppercase'])
    expect(codesOf('DEMO#2026')).toEqual(['lowercase'])
    expect(codesOf('Demo#Demo')).toEqual(['digit'])
    expect(codesOf('Demo2026x')).toEqual(['special'])
    expect(codesOf('')).toEqual(['too-short', 'uppercase', 'lowercase', 'digit', 'special'])
  })

  it('refuses any space, tab or line break with the spec’s ‘Spaces are included’', () => {
    for (const password of ['Demo #2026', ' Demo#2026', 'Demo#2026\t', 'Demo#\n2026', 'Demo#\u00a02026']) {
      const problems = checkPassword(password)
      expect(problems.map((problem) => problem.code)).toContain('spaces')
      const spaces = problems.find((problem) => problem.code === 'spaces')
      expect(spaces?.message).toEqual({ mn_MN: 'Хоосон зай орсон байна', en_US: 'Spaces are included' })
    }
  })

  it('does not count a space as the special character', () => {
    expect(codesOf('Demo 2026')).toEqual(['special', 'spaces'])
  })

  it('refuses Cyrillic letters: a password typed with the Mongolian layout on gets a reason', () => {
    expect(codesOf('Demo#2026ө')).toEqual(['non-latin'])
    // Cyrillic capitals do not stand in for Latin ones.
    expect(codesOf('Дemo#2026')).toEqual(['uppercase', 'non-latin'])
  })

  it('gives every problem a message in Mongolian (Cyrillic) and English', () => {
    for (const problem of checkPassword('')) {
      expect(problem.message.mn_MN).toMatch(/[А-Яа-яӨөҮүЁё]/)
      expect(problem.message.en_US).toMatch(/^The password/)
    }
  })
})
