import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { RequestAuth } from '../auth/context.ts'
import type { Authorizer } from '../permissions/types.ts'
import { errorHandler } from './errorHandler.ts'
import { ANYONE, adminOf, grantedOn, guardRouteAudiences, SIGNED_IN } from './routeAudience.ts'
import { createValidatorCompiler } from './validation.ts'

/** Lets roles 1 and 2 into admin areas, and any signed-in caller do anything else. */
const adminsInAdminAreas: Authorizer['check'] = async (auth, _action, target) =>
  auth !== null && (target.kind !== 'admin' || auth.roleId <= 2)
    ? { allowed: true, rowConditions: [] }
    : { allowed: false }

/** A server with the guard, a caller of `roleId` (none: a visitor), and an authorizer deciding with `check`. */
function guarded(roleId: number | null, check: Authorizer['check'] = adminsInAdminAreas) {
  const app = Fastify()
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  const authorizer: Authorizer = { check }
  app.decorate('authorizer', authorizer as never)
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    request.auth = roleId === null ? null : ({ userId: 7, roleId } as RequestAuth)
  })
  guardRouteAudiences(app)
  return app
}

const body = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } as const

describe('guardRouteAudiences', () => {
  it('refuses to get ready while a route declares no audience, and names it', async () => {
    const app = guarded(null)
    app.get('/open', { config: { audience: ANYONE } }, async () => ({ ok: true }))
    app.post('/forgotten', async () => ({ ok: true }))
    await expect(app.ready()).rejects.toThrow('POST /forgotten')
  })

  it('refuses a caller outside the audience before the body is read, and lets one inside reach the schema', async () => {
    const answers: Array<[number | null, number, string | undefined]> = []
    for (const roleId of [null, 5, 2]) {
      const app = guarded(roleId)
      app.post('/users', { config: { audience: adminOf('users') }, schema: { body } }, async () => ({ ok: true }))
      app.get('/me', { config: { audience: SIGNED_IN } }, async () => ({ ok: true }))
      await app.ready()
      const change = await app.inject({ method: 'POST', url: '/users', payload: {} })
      answers.push([roleId, change.statusCode, change.json().code])
      const me = await app.inject({ url: '/me' })
      answers.push([roleId, me.statusCode, me.json().code])
      await app.close()
    }
    expect(answers).toEqual([
      [null, 401, 'UNAUTHORIZED'],
      [null, 401, 'UNAUTHORIZED'],
      [5, 403, 'FORBIDDEN'],
      [5, 200, undefined],
      [2, 400, 'VALIDATION_FAILED'],
      [2, 200, undefined],
    ])
  })

  it('refuses a caller without the krud right a route needs before its body is read, though it holds another', async () => {
    const readsOnly: Authorizer['check'] = async (auth, action) =>
      auth !== null && action === 'read' ? { allowed: true, rowConditions: [] } : { allowed: false }
    const app = guarded(5, readsOnly)
    app.post(
      '/records/:krud',
      { config: { audience: grantedOn('krud', { action: 'create' }) }, schema: { body } },
      async () => ({ ok: true }),
    )
    app.post(
      '/records/:krud/pivot',
      { config: { audience: grantedOn('krud', { action: 'read' }) }, schema: { body } },
      async () => ({
        ok: true,
      }),
    )
    await app.ready()
    const create = await app.inject({ method: 'POST', url: '/records/news', payload: {} })
    expect([create.statusCode, create.json().code]).toEqual([403, 'FORBIDDEN'])
    const pivot = await app.inject({ method: 'POST', url: '/records/news/pivot', payload: {} })
    expect([pivot.statusCode, pivot.json().code]).toEqual([400, 'VALIDATION_FAILED'])
    await app.close()
  })
})
