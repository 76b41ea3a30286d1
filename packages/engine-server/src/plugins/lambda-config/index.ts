import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { DocumentStore } from '../../documents/store.ts'
import { ERROR_RESPONSES, tamgaError } from '../../http/errors.ts'
import { sendRevalidatedJson } from '../../http/helpers.ts'
import { ANYONE } from '../../http/routeAudience.ts'
import { LambdaConfigSchema, lambdaConfigOf } from './publicConfig.ts'

export {
  type AllowList,
  type LambdaConfig,
  LambdaConfigSchema,
  lambdaConfigOf,
  PUBLIC_PROJECT_FIELDS,
} from './publicConfig.ts'

import { domainPlugin } from '../../http/domainPlugin.ts'

/** Options of {@link lambdaConfigPlugin}. */
export interface LambdaConfigPluginOptions {
  /** Where the project's documents are; its one `project` document is the configuration. */
  store: DocumentStore
}

/**
 * `GET /lambda-config` (spec 3.7, 4.4, 7): the project configuration the browser loads before
 * anything else, public because it is read before sign-in. Answered with `no-cache` and an
 * ETag, so a client revalidates on every start and usually gets a bodiless 304.
 */
const lambdaConfigRoutes: FastifyPluginAsyncTypebox<LambdaConfigPluginOptions> = async (app, { store }) => {
  app.get(
    '/lambda-config',
    {
      config: { audience: ANYONE },
      schema: {
        tags: ['configuration'],
        summary: 'The project configuration (spec 3.7)',
        description:
          'Public: the browser reads it before sign-in (spec 4.4). Answers `no-cache` with an ETag; send `If-None-Match` to get 304 when nothing changed.',
        response: {
          200: LambdaConfigSchema,
          304: Type.Null({ description: 'Not modified: the ETag sent in If-None-Match is current.' }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getLambdaConfig(request, reply) {
      const projects = await store.list('project')
      const [stored, ...others] = projects
      if (stored === undefined) throw tamgaError('PROJECT_NOT_CONFIGURED')
      if (others.length > 0) throw tamgaError('PROJECT_AMBIGUOUS')
      return sendRevalidatedJson(request, reply, lambdaConfigOf(stored.document))
    },
  )
}

/** {@link lambdaConfigRoutes} as the plugin `tamga-lambda-config`. */
export const lambdaConfigPlugin = domainPlugin('lambda-config', {}, lambdaConfigRoutes)
