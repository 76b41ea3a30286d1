import { describe, expect, it } from 'vitest'
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
