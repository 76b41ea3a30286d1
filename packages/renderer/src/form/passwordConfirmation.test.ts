import { checkPassword, type FormDocument, type ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileForm } from './compile/index.ts'
import { generatePassword } from './generatePassword.ts'
import { passwordMismatches } from './passwordConfirmation.ts'

// A user form of the platform: the password asked twice, and a second one without confirmation.
const form: FormDocument = {
  kind: 'form',
  version: 1,
  name: 'user-form',
  model: 'users',
  identity: 'id',
  fields: [
    { name: 'login', widget: 'text', required: true },
    { name: 'password', widget: 'password', password: { confirm: true, generate: true } },
    { name: 'pin', widget: 'password' },
  ],
}
const model: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'users',
  table: 'users',
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'login', type: 'text', nullable: false },
    { name: 'password', type: 'text' },
    { name: 'pin', type: 'text' },
  ],
  primaryKey: ['id'],
}
const { widgets } = compileForm(form, { model, language: 'mn_MN', mode: 'create' })

describe('a password asked twice', () => {
  it('is refused when the two typings differ, in either direction', () => {
    expect(passwordMismatches(widgets, { password: 'Demo#2026' }, { password: 'Demo#2025' })).toEqual(['password'])
    expect(passwordMismatches(widgets, { password: 'Demo#2026' }, {})).toEqual(['password'])
    expect(passwordMismatches(widgets, {}, { password: 'Demo#2026' })).toEqual(['password'])
  })

  it('passes when both match, and when both are left empty (an update keeping the password)', () => {
    expect(passwordMismatches(widgets, { password: 'Demo#2026' }, { password: 'Demo#2026' })).toEqual([])
    expect(passwordMismatches(widgets, { password: null }, {})).toEqual([])
  })

  it('is not asked of a password field without confirmation', () => {
    expect(passwordMismatches(widgets, { pin: '1234' }, {})).toEqual([])
  })
})

describe('a generated password', () => {
  it('keeps spec 5’s password rule, every time', () => {
    for (let attempt = 0; attempt < 200; attempt++) expect(checkPassword(generatePassword())).toEqual([])
  })

  it('has the length asked for, with a character of each kind even at its shortest', () => {
    expect(generatePassword(20)).toHaveLength(20)
    const shortest = generatePassword(4, () => 0)
    expect(shortest).toHaveLength(4)
    for (const kind of [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/]) expect(shortest).toMatch(kind)
  })
})
