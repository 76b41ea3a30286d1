import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { RequestAuth } from '../auth/context.ts'
import type { Authorizer } from '../permissions/types.ts'
import { errorHandler } from './errorHandler.ts'
import { ANYONE, adminOf, guardRouteAudiences, SIGNED_IN } from './routeAudience.ts'
import { createValidatorCompiler } from './validation.ts'

/** A server with the guard, a caller of `roleId` (none: a visitor), and an authorizer that lets roles 1 and 2 into admin areas. */
function guarded(roleId: number | null) {
  const app = Fastify()
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  const authorizer: Authorizer = {
    check: async (auth, _action, target) =>
      auth !== null && (target.kind !== 'admin' || auth.roleId <= 2)
        ? { allowed: true, rowConditions: [] }
        : { allowed: false },
  }
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
})
