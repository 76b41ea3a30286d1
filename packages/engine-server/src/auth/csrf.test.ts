import { describe, expect, it } from 'vitest'
import { bearerToken } from './bearerToken.ts'
import { passesCsrfGuard } from './csrf.ts'

describe('passesCsrfGuard', () => {
  it('lets reading requests through without the header', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(passesCsrfGuard(method, {})).toBe(true)
  })

  it('refuses a state-changing request without a non-empty X-Requested-With', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(passesCsrfGuard(method, {})).toBe(false)
      expect(passesCsrfGuard(method, { 'x-requested-with': '  ' })).toBe(false)
      expect(passesCsrfGuard(method, { 'x-requested-with': 'XMLHttpRequest' })).toBe(true)
    }
  })
})

describe('passesCsrfGuard with a bearer token', () => {
  it('lets a state-changing request with a bearer token through without X-Requested-With', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(passesCsrfGuard(method, { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' })).toBe(true)
      expect(passesCsrfGuard(method, { authorization: 'bearer  abcdefghijklmnop ' })).toBe(true)
    }
  })

  it('still refuses a credential that is not a bearer token, which would leave the cookie to sign the request in', () => {
    for (const authorization of ['Basic dXNlcjpwdw==', 'Bearer', 'Bearer ', 'Bearer a b', 'Token abc']) {
      expect(passesCsrfGuard('POST', { authorization, cookie: 'tamga_token=abc' })).toBe(false)
    }
  })
})

describe('bearerToken', () => {
  it('reads the token of a bearer header the way the sign-in lookup does', () => {
    expect(bearerToken('Bearer abc')).toBe('abc')
    expect(bearerToken('BEARER abc  ')).toBe('abc')
    expect(bearerToken(undefined)).toBeUndefined()
    expect(bearerToken(['Bearer abc'])).toBeUndefined()
    expect(bearerToken('Basic abc')).toBeUndefined()
  })
})
