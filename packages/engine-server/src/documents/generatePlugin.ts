import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { generateProject, TARGETS, zipTree } from '@tamga/codegen'
import Type from 'typebox'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { adminOf } from '../http/routeAudience.ts'
import type { DocumentStore } from './store.ts'
import { loadStoredProject } from './storedProject.ts'

/** Options of {@link generatePlugin}. */
export interface GeneratePluginOptions {
  store: DocumentStore
}

/**
 * Server-project generation from the admin area (spec 2.8, issue 11): `GET /generate/{target}`
 * answers the project the server holds now as a Laravel or Go project in a zip, the same files
 * `tamga generate` writes. For the documents area's roles (1 and 2).
 */
const generateRoutes: FastifyPluginAsyncTypebox<GeneratePluginOptions> = async (app, options) => {
  app.get(
    '/generate/:target',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags: ['documents'],
        summary: 'The project as a Laravel or Go server project, zipped',
        description:
          'Generated from the documents as they are now; the same bytes for the same documents. Files under `custom/` (Go) and `app/Custom/` (Laravel) are the project owners’ own: `tamga generate` never overwrites them.',
        params: Type.Object({ target: Type.Enum([...TARGETS]) }),
        response: { 200: Type.Unknown({ description: 'application/zip' }), ...ERROR_RESPONSES },
      },
    },
    async function getGenerateByTarget(request, reply) {
      const { project, issues } = await loadStoredProject(options.store)
      if (project === undefined || issues.length > 0) {
        throw tamgaError('DOCUMENT_INVALID', {
          issues: issues.map(({ file, ...found }) => ({ ...found, path: `/${file}${found.path}` })),
        })
      }
      const { target } = request.params
      const root = `${project.config.name}-${target}`
      const zip = zipTree(generateProject(project, target), root)
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${root}.zip"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength))
    },
  )
}

/** {@link generateRoutes} as the plugin `tamga-generate`. */
export const generatePlugin = domainPlugin('generate', {}, generateRoutes)
