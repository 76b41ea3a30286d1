import { describe, expect, it } from 'vitest'
import { INITIAL_USERS_VIEW, pageAfterRemoval, userDisplayName, usersRequest } from './usersList.ts'

describe('the users list', () => {
  it('asks for the first page of live users with the server’s page size', () => {
    expect(usersRequest(INITIAL_USERS_VIEW)).toEqual({
      path: '/users',
      query: { search: undefined, confirmed: undefined, page: 1, page_size: 20 },
    })
  })

  it('sends a trimmed search and the confirmation filter as a boolean', () => {
    const view = { ...INITIAL_USERS_VIEW, search: '  council ', confirmed: 'unconfirmed' as const, page: 3 }
    expect(usersRequest(view).query).toEqual({ search: 'council', confirmed: false, page: 3, page_size: 20 })
    expect(usersRequest({ ...view, confirmed: 'confirmed' }).query.confirmed).toBe(true)
    expect(usersRequest({ ...view, search: '   ' }).query.search).toBeUndefined()
  })

  it('reads the deleted users from their own list', () => {
    expect(usersRequest({ ...INITIAL_USERS_VIEW, list: 'deleted' }).path).toBe('/users/deleted')
  })

  it('steps back a page when the last row of the last page leaves', () => {
    expect(pageAfterRemoval({ page: 3, pageSize: 20 }, 41)).toBe(2)
    expect(pageAfterRemoval({ page: 3, pageSize: 20 }, 42)).toBe(3)
    expect(pageAfterRemoval({ page: 2, pageSize: 20 }, 60)).toBe(2)
    expect(pageAfterRemoval({ page: 1, pageSize: 20 }, 1)).toBe(1)
  })

  it('names a user by last and first name, else display name, else login', () => {
    const base = { login: 'bold', first_name: null, last_name: null, nickname: null }
    expect(userDisplayName({ ...base, first_name: 'Болд', last_name: 'Бат' })).toBe('Бат Болд')
    expect(userDisplayName({ ...base, first_name: 'Болд' })).toBe('Болд')
    expect(userDisplayName({ ...base, nickname: 'Боогий' })).toBe('Боогий')
    expect(userDisplayName({ ...base, first_name: ' ' })).toBe('bold')
  })
})
