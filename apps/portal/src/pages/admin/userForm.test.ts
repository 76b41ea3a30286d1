import { describe, expect, it } from 'vitest'
import type { AccountUser } from './accountTypes.ts'
import { extraRolesOf, userCreateBody, userFormProblems, userFormValues, userPatchBody } from './userForm.ts'

const council: AccountUser = {
  id: 12,
  login: 'council1',
  email: 'council1@example.com',
  first_name: 'Батбаяр',
  last_name: 'Лхагва',
  nickname: null,
  register_no: null,
  birthday: null,
  gender: 'men',
  phone: null,
  mobile: null,
  note: null,
  image: null,
  role_id: 4,
  extra_role_ids: [3],
  confirmed: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  deleted_at: null,
}

const codes = (problems: Map<string, Array<{ code: string }>>) =>
  Object.fromEntries([...problems].map(([field, found]) => [field, found.map((problem) => problem.code)]))

describe('the user form', () => {
  it('starts a new user confirmed, with the default role and no password', () => {
    expect(userFormValues(undefined, 3)).toMatchObject({
      login: '',
      password: '',
      role_id: 3,
      extra_role_ids: [],
      confirmed: true,
    })
  })

  it('needs a login, a main role and, for a new user, a password', () => {
    const empty = userFormValues(undefined)
    expect(codes(userFormProblems(empty, 'create'))).toEqual({
      login: ['required'],
      password: ['required'],
      role_id: ['required'],
    })
    expect(codes(userFormProblems(userFormValues(council), 'edit'))).toEqual({})
  })

  it('holds any password typed to the shared rule, on edit too', () => {
    const values = { ...userFormValues(council), password: 'short' }
    expect(codes(userFormProblems(values, 'edit')).password).toEqual(['too-short', 'uppercase', 'digit', 'special'])
  })

  it('keeps the main role out of the extra roles, each once', () => {
    expect(extraRolesOf({ role_id: 3, extra_role_ids: [5, 3, 4, 5] })).toEqual([4, 5])
  })

  it('creates a user with every field given and the empty ones left out', () => {
    const body = userCreateBody({
      ...userFormValues(undefined, 3),
      login: ' dulmaa ',
      password: 'Strong#Pass1',
      first_name: 'Дулмаа',
      extra_role_ids: [3, 4],
    })
    expect(body).toEqual({
      login: 'dulmaa',
      password: 'Strong#Pass1',
      role_id: 3,
      extra_role_ids: [4],
      confirmed: true,
      first_name: 'Дулмаа',
    })
  })

  it('edits only what changed, and nothing when nothing did', () => {
    const initial = userFormValues(council)
    expect(userPatchBody(initial, { ...initial })).toBeUndefined()
    expect(userPatchBody(initial, { ...initial, extra_role_ids: [3, 4, 5] })).toEqual({ extra_role_ids: [3, 5] })
    expect(
      userPatchBody(initial, { ...initial, confirmed: true, email: '', password: 'Strong#Pass1', role_id: 3 }),
    ).toEqual({ confirmed: true, email: null, password: 'Strong#Pass1', role_id: 3, extra_role_ids: [] })
  })
})
