import { APP_ROUTES, isKnownRoute, SITE_ROUTES } from '@tamga/schema'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ROUTES } from './routes.tsx'

function example(route: string): string {
  return route.replace(/:[a-z_]+/g, '42')
}

/** The path of the deepest route a path reaches ('' for an index route), or undefined for none. */
function matchedPath(path: string): string | undefined {
  const deepest = (matchRoutes(ROUTES, path) ?? []).at(-1)
  return deepest === undefined ? undefined : (deepest.route.path ?? '')
}

/** Every path the table draws a page for, its parents' paths joined (an index route is its parent's path). */
function pagePaths(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`
    const children = route.children === undefined ? [] : pagePaths(route.children, own)
    const drawn = route.index === true || (route.path !== undefined && (route.lazy !== undefined || !route.children))
    return drawn ? [own, ...children] : children
  })
}

describe('the route table (spec 2.2)', () => {
  it('draws exactly the routes @tamga/schema lists, which the server answers with 200 (and the 404 page for the rest)', () => {
    const drawn = pagePaths(ROUTES).filter((path) => !path.endsWith('*'))
    expect(new Set(drawn)).toEqual(new Set([...SITE_ROUTES, ...APP_ROUTES]))
  })

  it('gives every route its own page, not the 404 page', () => {
    for (const route of [...SITE_ROUTES, ...APP_ROUTES]) {
      const path = example(route)
      expect(matchedPath(path), path).not.toBe('*')
      expect(matchedPath(path), path).toBeDefined()
    }
  })

  it('has the platform screens the spec names without a route (2.8): registration, users, roles, the super page', () => {
    for (const path of ['/auth/register', '/admin/users', '/admin/roles', '/admin/platform']) {
      expect(matchedPath(path), path).not.toBe('*')
    }
  })

  it('sends paths outside the table to the 404 page', () => {
    for (const path of ['/nope', '/news/1/edit', '/admin/p', '/admin/no-such-page', '/auth', '/form/1']) {
      expect(isKnownRoute(path), path).toBe(false)
      expect(matchedPath(path), path).toBe('*')
    }
  })
})
