import { describe, expect, it } from 'vitest'
import { APP_ROUTES, isAppArea, isAppRoute, isKnownRoute, isSiteRoute, routeMatches, SITE_ROUTES } from './routes.ts'

const example = (route: string) => route.replace(/:[a-z_]+/g, '42')

describe('the route table (spec 2.2, 2.8)', () => {
  it('knows every route of both lists, parameters filled in', () => {
    for (const route of [...SITE_ROUTES, ...APP_ROUTES]) expect(isKnownRoute(example(route)), route).toBe(true)
  })

  it('knows the home page, its nine categories, the record detail pages and the app’s pages', () => {
    for (const path of ['/', '/zan-uil-bulan', '/zan-uil-bulan/3', '/uv-teegch/detail/7', '/feedback']) {
      expect(isSiteRoute(path), path).toBe(true)
    }
    for (const path of ['/admin', '/admin/p/15', '/auth/login', '/auth/register', '/select-role', '/form/news/3']) {
      expect(isAppRoute(path), path).toBe(true)
    }
  })

  it('a trailing slash names the same page', () => {
    expect(isKnownRoute('/news/')).toBe(true)
    expect(isKnownRoute('/admin/')).toBe(true)
  })

  it('anything else is unknown and gets the 404 page (2.4)', () => {
    for (const path of [
      '/nope',
      '/something-random',
      '/news/42/edit',
      '/ahas/detail',
      '/ahas/detail/',
      '/admin/p',
      '/admin/no-such-page',
      '/auth',
      '/auth/nope',
      '/news//',
      '/form/application',
      '/select-role/x',
    ]) {
      expect(isKnownRoute(path), path).toBe(false)
    }
  })

  it('a parameter matches one non-empty segment, never two', () => {
    expect(routeMatches('/admin/p/:menu_id', '/admin/p/news')).toBe(true)
    expect(routeMatches('/admin/p/:menu_id', '/admin/p/news/1')).toBe(false)
    expect(routeMatches('/admin/p/:menu_id', '/admin/p//')).toBe(false)
  })

  it('the app’s areas are its four first segments; the site is everything else', () => {
    for (const path of ['/admin', '/admin/nope', '/auth/login', '/select-role', '/form/news/1']) {
      expect(isAppArea(path), path).toBe(true)
    }
    for (const path of ['/', '/news/4', '/online-book/2', '/uv-teegch/detail/3', '/administration']) {
      expect(isAppArea(path), path).toBe(false)
    }
    for (const route of SITE_ROUTES) expect(isAppArea(route), route).toBe(false)
    for (const route of APP_ROUTES) expect(isAppArea(route), route).toBe(true)
  })
})
