import { describe, expect, it } from 'vitest'
import { passwordHints } from './passwordHints.ts'

const unmet = (password: string) =>
  passwordHints(password)
    .filter((hint) => !hint.met)
    .map((hint) => hint.code)

describe('passwordHints', () => {
  it('lists the spec 5 rule in order: length, upper, lower, digit, special, no spaces', () => {
    expect(passwordHints('').map((hint) => hint.code)).toEqual([
      'too-short',
      'uppercase',
      'lowercase',
      'digit',
      'special',
      'spaces',
    ])
  })

  it('ticks every line for a password the server accepts', () => {
    expect(unmet('Demo#2026')).toEqual([])
  })

  it('leaves unticked exactly the parts a password breaks', () => {
    expect(unmet('demo 2026')).toEqual(['uppercase', 'special', 'spaces'])
    expect(unmet('DEMO#2026')).toEqual(['lowercase'])
    expect(unmet('Ab#1')).toEqual(['too-short'])
  })

  it('counts an empty password as having no spaces but breaking the rest', () => {
    expect(unmet('')).toEqual(['too-short', 'uppercase', 'lowercase', 'digit', 'special'])
  })
})
