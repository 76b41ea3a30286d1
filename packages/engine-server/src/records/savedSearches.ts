import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type SavedSearchQuery, SavedSearchQuerySchema, SavedSearchSchema } from '@tamga/schema'
import { sql } from 'kysely'
import Type from 'typebox'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { grantedOn } from '../http/routeAudience.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import { type CatalogueReader, krudWithModel } from './catalogue.ts'
import { readListRequest } from './listRequest.ts'

/** Options of {@link savedSearchesPlugin}. */
export interface SavedSearchesPluginOptions {
  database: TamgaDatabase
  catalogue: CatalogueReader
}

/** The most searches one user keeps on one krud. */
export const MAX_SAVED_SEARCHES = 50

const KrudParams = Type.Object({ krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }) })

/**
 * Searches a user saves on a krud's grid (`savedSearch: true`) and applies again: the filter,
 * sort and search text of a list request, checked against the grid when saved, kept per user.
 * Saving under a name the user already used replaces that search.
 */
const savedSearchesRoutes: FastifyPluginAsyncTypebox<SavedSearchesPluginOptions> = async (app, options) => {
  const { database, catalogue } = options
  const db = database.db

  async function gridFor(request: Parameters<typeof requirePermission>[0], krud: string) {
    await requirePermission(request, 'read', { kind: 'krud', name: krud })
    const { grid } = krudWithModel(await catalogue(request), krud)
    // A grid that does not offer saved searches has none to list or save.
    if (grid.savedSearch !== true) throw tamgaError('NOT_FOUND')
    return { grid, auth: requireAuth(request) }
  }

  app.get(
    '/records/:krud/saved-searches',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'The caller’s saved searches on a krud',
        params: KrudParams,
        response: {
          200: Type.Object({ status: Type.Literal(true), searches: Type.Array(SavedSearchSchema) }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getRecordsByKrudSavedSearches(request) {
      const { auth } = await gridFor(request, request.params.krud)
      const rows = await db
        .selectFrom('tamga_saved_search')
        .select(['id', 'name', 'query', 'created_at'])
        .where('user_id', '=', auth.userId)
        .where('krud', '=', request.params.krud)
        .orderBy('name')
        .execute()
      return {
        status: true as const,
        searches: rows.map((row) => ({
          id: row.id,
          name: row.name,
          query: row.query as SavedSearchQuery,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      }
    },
  )

  app.post(
    '/records/:krud/saved-searches',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'Saves a search on a krud under a name (replacing one of the same name)',
        description: 'The query is checked against the krud’s grid as a list request is.',
        params: KrudParams,
        body: Type.Object(
          { name: Type.String({ minLength: 1, maxLength: 100 }), query: SavedSearchQuerySchema },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ status: Type.Literal(true), id: Type.Integer() }), ...ERROR_RESPONSES },
      },
    },
    async function postRecordsByKrudSavedSearches(request) {
      const { grid, auth } = await gridFor(request, request.params.krud)
      const name = request.body.name.trim()
      if (name === '') {
        throw tamgaError('VALIDATION_FAILED', {
          issues: [
            {
              path: '/name',
              code: 'minLength',
              message: { en_US: 'must not be empty', mn_MN: 'хоосон байж болохгүй' },
            },
          ],
          in: 'body',
        })
      }
      const query = request.body.query
      // Refused now rather than every time it is applied.
      readListRequest(grid, query, (term) => [term])
      const krud = request.params.krud
      const saved = await db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom('tamga_saved_search')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('user_id', '=', auth.userId)
          .where('krud', '=', krud)
          .where('name', '<>', name)
          .executeTakeFirstOrThrow()
        if (count.n >= MAX_SAVED_SEARCHES) {
          throw tamgaError('VALIDATION_FAILED', {
            issues: [
              {
                path: '/name',
                code: 'too-many',
                message: {
                  en_US: `at most ${MAX_SAVED_SEARCHES} saved searches per list; delete one first`,
                  mn_MN: `нэг жагсаалтад ${MAX_SAVED_SEARCHES} хүртэл хайлт хадгална; эхлээд нэгийг устгана уу`,
                },
              },
            ],
            in: 'body',
          })
        }
        return trx
          .insertInto('tamga_saved_search')
          .values({ user_id: auth.userId, krud, name, query: JSON.stringify(query) })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'krud', 'name'])
              .doUpdateSet({ query: JSON.stringify(query), created_at: sql`now()` }),
          )
          .returning('id')
          .executeTakeFirstOrThrow()
      })
      return { status: true as const, id: saved.id }
    },
  )

  app.delete(
    '/records/:krud/saved-searches/:id',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'Deletes one of the caller’s saved searches',
        params: Type.Object({
          krud: KrudParams.properties.krud,
          id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        }),
        response: { 200: Type.Object({ status: Type.Literal(true) }), ...ERROR_RESPONSES },
      },
    },
    async function deleteRecordsByKrudSavedSearchesById(request) {
      const { auth } = await gridFor(request, request.params.krud)
      const deleted = await db
        .deleteFrom('tamga_saved_search')
        .where('id', '=', request.params.id)
        .where('user_id', '=', auth.userId)
        .where('krud', '=', request.params.krud)
        .executeTakeFirst()
      if (deleted.numDeletedRows === 0n) throw tamgaError('NOT_FOUND')
      return { status: true as const }
    },
  )
}

/** {@link savedSearchesRoutes} as the plugin `tamga-saved-searches`. */
export const savedSearchesPlugin = domainPlugin(
  'saved-searches',
  { caller: true, authorizer: true },
  savedSearchesRoutes,
)
