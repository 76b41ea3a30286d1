// Every plugin of the server is registered by app.ts under its name and says what it needs
// from the plugins registered before it. Fastify refuses to start when a need is unmet, so a
// plugin registered out of order fails at boot, not on its first request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify'
import fp from 'fastify-plugin'

/** What a domain plugin needs from the plugins before it. */
export interface PluginNeeds {
  /** `request.auth`, the caller: the auth plugin's sessions, or a test's stand-in. */
  caller?: true
  /** `app.authorizer`: the permissions plugin. */
  authorizer?: true
}

/**
 * A domain's routes as a named plugin (`tamga-{name}`), encapsulated (its hooks, parsers and
 * multipart limits stay its own) and checked at registration for what it needs.
 *
 * @example
 * export const healthPlugin = domainPlugin<HealthPluginOptions>('health', {}, async (app, { database }) => { … })
 */
export function domainPlugin<Options extends FastifyPluginOptions>(
  name: string,
  needs: PluginNeeds,
  plugin: FastifyPluginAsyncTypebox<Options>,
): FastifyPluginAsyncTypebox<Options>
export function domainPlugin<Options extends FastifyPluginOptions>(
  name: string,
  needs: PluginNeeds,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options>
export function domainPlugin<Options extends FastifyPluginOptions>(
  name: string,
  needs: PluginNeeds,
  plugin: FastifyPluginAsync<Options>,
) {
  return fp(plugin, {
    name: `tamga-${name}`,
    fastify: '5.x',
    encapsulate: true,
    decorators: {
      ...(needs.caller === undefined ? {} : { request: ['auth'] }),
      ...(needs.authorizer === undefined ? {} : { fastify: ['authorizer'] }),
    },
  })
}
