import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { isKnownRoute, SPEC_ROUTES } from './isKnownRoute.ts'
import { ROUTES } from './routes.tsx'

function example(route: string): string {
  return route.replace(/:[a-z_]+/g, '42')
}

/** The path of the deepest route a path reaches ('' for an index route), or undefined for none. */
function matchedPath(path: string): string | undefined {
  const deepest = (matchRoutes(ROUTES, path) ?? []).at(-1)
  return deepest === undefined ? undefined : (deepest.route.path ?? '')
}

describe('the route table (spec 2.2)', () => {
  it('gives every route of the spec its own page, not the 404 page', () => {
    for (const route of SPEC_ROUTES) {
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
    for (const path of ['/nope', '/news/1/edit', '/admin/p', '/auth', '/form/1']) {
      expect(isKnownRoute(path), path).toBe(false)
      expect(matchedPath(path), path).toBe('*')
    }
  })
})
