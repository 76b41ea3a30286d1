import { describe, expect, it } from 'vitest'
import { isKnownRoute, isPublicRoute, SPEC_ROUTES } from './isKnownRoute.ts'

describe('isKnownRoute', () => {
  it('knows every route of the spec route table (2.2), parameters filled in', () => {
    for (const route of SPEC_ROUTES) {
      expect(isKnownRoute(route.replace(/:[a-z_]+/g, '42')), route).toBe(true)
    }
  })

  it('knows the home page, its nine categories and the record detail pages', () => {
    expect(isKnownRoute('/')).toBe(true)
    expect(isKnownRoute('/zan-uil-bulan')).toBe(true)
    expect(isKnownRoute('/uv-teegch/detail/7')).toBe(true)
    expect(isKnownRoute('/admin/p/15')).toBe(true)
    expect(isKnownRoute('/form/application/3')).toBe(true)
  })

  it('a trailing slash names the same page', () => {
    expect(isKnownRoute('/news/')).toBe(true)
  })

  it('anything else is unknown and gets the 404 page (2.4)', () => {
    expect(isKnownRoute('/nope')).toBe(false)
    expect(isKnownRoute('/news/42/edit')).toBe(false)
    expect(isKnownRoute('/ahas/detail')).toBe(false)
    expect(isKnownRoute('/ahas/detail/')).toBe(false)
    expect(isKnownRoute('/admin/p')).toBe(false)
    expect(isKnownRoute('/news//')).toBe(false)
    expect(isKnownRoute('/form/application')).toBe(false)
  })
})

describe('isPublicRoute', () => {
  it('is true for the public site’s pages and false for the app’s own', () => {
    for (const path of ['/', '/news/4', '/online-book/2', '/uv-teegch/detail/3', '/feedback']) {
      expect(isPublicRoute(path), path).toBe(true)
    }
    for (const path of ['/admin', '/admin/p/12', '/auth/login', '/select-role', '/form/news/1']) {
      expect(isPublicRoute(path), path).toBe(false)
    }
  })
})
