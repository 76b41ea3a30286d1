import { describe, expect, it } from 'vitest'
import { lockUserName } from './lockUserName.ts'

describe('lockUserName', () => {
  it("shows the user's first name", () => {
    expect(lockUserName({ first_name: 'Болд', login: 'bold' })).toBe('Болд')
  })

  it('falls back to the login when there is no first name', () => {
    expect(lockUserName({ first_name: null, login: 'admin' })).toBe('admin')
    expect(lockUserName({ first_name: '  ', login: 'admin' })).toBe('admin')
  })

  it('is unknown until the user is loaded', () => {
    expect(lockUserName(undefined)).toBeUndefined()
  })
})
