import { LANGUAGE_CODES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { admin } from '../../i18n/catalogues/admin.ts'

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1] ?? '').sort()

describe('the admin catalogue', () => {
  it('has every word in every interface language', () => {
    for (const language of LANGUAGE_CODES) {
      for (const [key, text] of Object.entries(admin[language])) expect(text.trim(), `${language} ${key}`).not.toBe('')
    }
  })

  it('names the same {{values}} in every language, so none is left unfilled', () => {
    for (const [key, text] of Object.entries(admin.mn_MN)) {
      const wanted = placeholders(text)
      for (const language of LANGUAGE_CODES) {
        expect(placeholders(admin[language][key as keyof typeof admin.mn_MN]), `${language} ${key}`).toEqual(wanted)
      }
    }
  })

  it('uses the spec’s words for a wrong password and the project’s static words for shared keys', () => {
    expect(admin.mn_MN.currentPasswordWrong).toBe('Нууц үг буруу байна')
    expect(admin.mn_MN.username).toBe('Нэвтрэх нэр')
    expect(admin.mn_MN.passwordConfirm).toBe('Нууц үг баталгаажуулах')
  })
})
