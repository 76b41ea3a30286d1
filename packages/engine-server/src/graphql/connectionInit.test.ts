import { describe, expect, it } from 'vitest'
import { connectionInitToken } from './connectionInit.ts'

describe('connectionInitToken', () => {
  it('reads the token in each shape stock clients send in connection_init', () => {
    expect(connectionInitToken({ authorization: 'Bearer abc' })).toBe('abc')
    expect(connectionInitToken({ Authorization: 'Bearer abc' })).toBe('abc')
    expect(connectionInitToken({ headers: { authorization: 'Bearer abc' } })).toBe('abc')
    expect(connectionInitToken({ headers: { Authorization: 'bearer abc' } })).toBe('abc')
    expect(connectionInitToken({ token: 'abc' })).toBe('abc')
    expect(connectionInitToken({ authToken: ' abc ' })).toBe('abc')
    expect(connectionInitToken({ token: 'Bearer abc' })).toBe('abc')
  })

  it('finds no token where there is none, or only a credential that is not a bearer token', () => {
    for (const payload of [
      undefined,
      null,
      'Bearer abc',
      {},
      { authorization: 'Basic abc' },
      { token: '  ' },
      { token: 7 },
    ]) {
      expect(connectionInitToken(payload)).toBeUndefined()
    }
  })
})
