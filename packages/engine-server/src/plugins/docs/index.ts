import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { audienceOf } from '../../http/routeAudience.ts'

/** Options of {@link docsPlugin}. */
export interface DocsPluginOptions {
  /** The API base path; the description is served under `{apiBase}/docs`. */
  apiBase: string
  /** The server's version, shown as the API's version. */
  version: string
}

/**
 * The OpenAPI description of the REST API, built from the JSON schemas every route declares:
 * the interactive page at `{apiBase}/docs`, the JSON at `{apiBase}/docs/json`. Registered before
 * the routes and without encapsulation, so that it sees every route of the server. Each operation
 * carries its route's audience as `x-audience`.
 */
export const docsPlugin = fp<DocsPluginOptions>(
  async (app, { apiBase, version }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Tamga API',
          version,
          description:
            'Every failure answers `{ status: false, code, msg, enMsg, koMsg }` (Mongolian `msg`, English `enMsg`, Korean `koMsg`) with the HTTP status of its code; validation failures add `in` and `issues` (each with a JSON Pointer `path`).',
        },
        tags: [
          { name: 'configuration', description: 'What the browser reads before sign-in' },
          { name: 'server', description: 'The server itself' },
        ],
      },
      // Each operation says who may call it (`x-audience`, see http/routeAudience.ts): integrators
      // read it, and the security matrix holds every answer against it.
      transform: ({ schema, url, route }) => {
        const audience = audienceOf(route)
        return { schema: audience === undefined ? schema : { ...schema, 'x-audience': audience }, url }
      },
    })
    await app.register(fastifySwaggerUi, { routePrefix: `${apiBase}/docs` })
  },
  { name: 'tamga-docs', fastify: '5.x' },
)
