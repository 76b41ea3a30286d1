import { describe, expect, it } from 'vitest'
import { needsSignIn, redirectWithoutUser } from './accessRule.ts'

describe('the access rule (spec 2.3)', () => {
  it('protects routes whose first segment is admin or select-role', () => {
    for (const path of ['/admin', '/admin/', '/admin/p/news', '/admin/profile', '/select-role']) {
      expect(needsSignIn(path), path).toBe(true)
    }
  })

  it('leaves other routes open, including ones that only start with the same letters', () => {
    for (const path of ['/', '/news', '/auth/login', '/administration', '/select-roles', '/form/1/2', '/news/admin']) {
      expect(needsSignIn(path), path).toBe(false)
    }
  })

  it('sends a visitor without a session to / from a protected area, elsewhere back to the path', () => {
    expect(redirectWithoutUser('/admin/p/news')).toBe('/')
    expect(redirectWithoutUser('/select-role')).toBe('/')
    expect(redirectWithoutUser('/news/4')).toBe('/news/4')
  })
})
