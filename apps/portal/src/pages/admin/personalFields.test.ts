import { describe, expect, it } from 'vitest'
import type { AccountUser } from './accountTypes.ts'
import { personalChanges, personalProblems, personalValues, storedValue } from './personalFields.ts'

const user: AccountUser = {
  id: 7,
  login: 'staff',
  email: 'staff@example.com',
  first_name: 'Сарнай',
  last_name: 'Дорж',
  nickname: null,
  register_no: 'УБ99112233',
  birthday: '1990-05-01',
  gender: 'women',
  phone: '99112233',
  mobile: null,
  note: null,
  image: null,
  role_id: 3,
  extra_role_ids: [],
  confirmed: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  deleted_at: null,
}

const codes = (problems: Map<string, Array<{ code: string }>>) =>
  Object.fromEntries([...problems].map(([field, found]) => [field, found.map((problem) => problem.code)]))

describe('personal fields', () => {
  it('starts the form with the user’s values, an absent one as empty text', () => {
    const values = personalValues(user)
    expect(values.first_name).toBe('Сарнай')
    expect(values.nickname).toBe('')
    expect(values.gender).toBe('women')
  })

  it('stores blank text as null and trims single-line fields, but not the note', () => {
    expect(storedValue('email', '   ')).toBeNull()
    expect(storedValue('first_name', ' Сарнай ')).toBe('Сарнай')
    expect(storedValue('note', ' two\nlines ')).toBe(' two\nlines ')
    expect(storedValue('note', ' \n ')).toBeNull()
  })

  it('judges each field with the shared rule the server applies', () => {
    const problems = personalProblems({
      ...personalValues(user),
      first_name: 'Bold1',
      email: 'Bold@Example.com',
      phone: '9911 2233',
      mobile: '991',
      register_no: 'AB12345678',
      birthday: '2999-01-01',
    })
    expect(codes(problems)).toEqual({
      first_name: ['name-letters'],
      email: ['email-lowercase'],
      phone: ['spaces'],
      mobile: ['phone-length'],
      birthday: ['birthday-not-past'],
      register_no: ['register-no'],
    })
  })

  it('lets an empty field through: it clears the value', () => {
    expect(personalProblems({ ...personalValues(undefined) }).size).toBe(0)
  })

  it('sends only what changed, a cleared field as null', () => {
    const initial = personalValues(user)
    expect(personalChanges(initial, { ...initial })).toEqual({})
    expect(personalChanges(initial, { ...initial, phone: '', nickname: ' Саяа ', first_name: 'Сарнай ' })).toEqual({
      phone: null,
      nickname: 'Саяа',
    })
  })
})
