// Each user's own layout of a krud's grid (issue 27): the order of its columns, which are
// hidden or pinned, and their widths, kept per user and krud and reset to the builder's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type ColumnLayout,
  ColumnLayoutAnswerSchema,
  type ColumnLayoutEntry,
  ColumnLayoutSchema,
  type DocumentIssue,
} from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import Type from 'typebox'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { SystemDatabase } from '../db/tables.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { grantedOn } from '../http/routeAudience.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import type { CatalogueReader } from './catalogue.ts'
import { withoutWriteOnlyColumns } from './requestTargets.ts'

/** Options of {@link columnLayoutPlugin}. */
export interface ColumnLayoutPluginOptions {
  database: TamgaDatabase
  catalogue: CatalogueReader
}

const KrudParams = Type.Object({ krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }) })

/**
 * The problems of a layout sent for a grid whose caller sees `shown` columns: a column the grid
 * lacks, or the caller may not see, is refused rather than dropped. The browser only ever sends
 * columns it was given, so such an entry is a stale screen or a probe; saving what was sent
 * minus the unknown entries would answer success for a layout other than the one asked for,
 * and would tell a prober nothing different from a wrong name. A column named twice is refused
 * too: its order would be ambiguous.
 */
export function columnLayoutProblems(layout: ColumnLayout, shown: ReadonlySet<string>): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const seen = new Set<string>()
  layout.columns.forEach((entry, index) => {
    const path = `/columns/${index}/field`
    if (!shown.has(entry.field)) {
      issues.push({
        path,
        code: 'unknown-column',
        message: {
          en_US: `the list has no column "${entry.field}"`,
          mn_MN: `жагсаалтад "${entry.field}" багана алга`,
          ko_KR: `목록에 "${entry.field}" 열이 없습니다`,
        },
      })
    } else if (seen.has(entry.field)) {
      issues.push({
        path,
        code: 'duplicate-column',
        message: {
          en_US: `column "${entry.field}" is named twice`,
          mn_MN: `"${entry.field}" багана хоёр удаа орсон байна`,
          ko_KR: `"${entry.field}" 열이 두 번 들어 있습니다`,
        },
      })
    }
    seen.add(entry.field)
  })
  return issues
}

/**
 * A stored layout as it applies to the grid now: entries of columns the builder has since
 * removed, or the caller may no longer see (a field made write-only), are left out, so a grid
 * changed after the layout was saved still opens; null when nothing valid is left.
 */
export function shownColumnLayout(stored: unknown, shown: ReadonlySet<string>): ColumnLayout | null {
  if (typeof stored !== 'object' || stored === null || !Array.isArray((stored as ColumnLayout).columns)) return null
  const seen = new Set<string>()
  const columns: ColumnLayoutEntry[] = []
  for (const entry of (stored as ColumnLayout).columns) {
    if (typeof entry?.field !== 'string' || !shown.has(entry.field) || seen.has(entry.field)) continue
    seen.add(entry.field)
    columns.push(entry)
  }
  return columns.length === 0 ? null : { columns }
}

/** Reads the user's stored layout of a krud, as saved (null when the user keeps the builder's). */
async function storedLayout(db: Kysely<SystemDatabase>, userId: number, krud: string): Promise<unknown> {
  const row = await db
    .selectFrom('tamga_column_layout')
    .select('layout')
    .where('user_id', '=', userId)
    .where('krud', '=', krud)
    .executeTakeFirst()
  return row?.layout ?? null
}

/**
 * Routes of the caller's own grid layouts. Every route reads and writes only the signed-in
 * caller's row: the user id comes from the session, never from the request.
 */
const columnLayoutRoutes: FastifyPluginAsyncTypebox<ColumnLayoutPluginOptions> = async (app, options) => {
  const { database, catalogue } = options
  const db = database.db

  /** The grid columns the caller sees on the krud (read right needed): not the write-only ones. */
  async function shownColumns(request: FastifyRequest, krud: string) {
    await requirePermission(request, 'read', { kind: 'krud', name: krud })
    const auth = requireAuth(request)
    const read = await catalogue(request)
    const source = read.kruds.get(krud)
    if (source === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
    // The columns the screen gives the caller (see `GET /records/:krud/screen`).
    const grid =
      source.model === undefined
        ? source.grid
        : withoutWriteOnlyColumns(source.grid, read.writeOnlyColumns(source.model.name))
    const shown = new Set(grid.columns.map((column) => column.field))
    return { auth, shown }
  }

  app.get(
    '/records/:krud/column-layout',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'The caller’s own layout of a krud’s grid',
        description:
          'The columns’ order, hidden, pinned and widths the caller saved; null when the caller keeps the builder’s. Columns the grid no longer has, or the caller may no longer see, are left out.',
        params: KrudParams,
        response: { 200: ColumnLayoutAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function getRecordsByKrudColumnLayout(request) {
      const { krud } = request.params
      const { auth, shown } = await shownColumns(request, krud)
      return { status: true as const, layout: shownColumnLayout(await storedLayout(db, auth.userId, krud), shown) }
    },
  )

  app.put(
    '/records/:krud/column-layout',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'Keeps the caller’s own layout of a krud’s grid',
        description:
          'Replaces the caller’s layout. Only columns of the grid the caller sees, each once; widths within the range. A column the grid lacks is refused with 400 VALIDATION_FAILED at its entry.',
        params: KrudParams,
        body: ColumnLayoutSchema,
        response: { 200: ColumnLayoutAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function putRecordsByKrudColumnLayout(request) {
      const { krud } = request.params
      const { auth, shown } = await shownColumns(request, krud)
      const layout = request.body
      const issues = columnLayoutProblems(layout, shown)
      if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
      const value = JSON.stringify(layout)
      await db
        .insertInto('tamga_column_layout')
        .values({ user_id: auth.userId, krud, layout: value })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'krud']).doUpdateSet({ layout: value, updated_at: sql`now()` }),
        )
        .execute()
      return { status: true as const, layout }
    },
  )

  app.delete(
    '/records/:krud/column-layout',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'Puts a krud’s grid back to the builder’s layout for the caller',
        description: 'Forgets the caller’s layout of the krud’s grid; other users’ layouts stay.',
        params: KrudParams,
        response: { 200: ColumnLayoutAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function deleteRecordsByKrudColumnLayout(request) {
      const { krud } = request.params
      const { auth } = await shownColumns(request, krud)
      await db.deleteFrom('tamga_column_layout').where('user_id', '=', auth.userId).where('krud', '=', krud).execute()
      return { status: true as const, layout: null }
    },
  )
}

/** {@link columnLayoutRoutes} as the plugin `tamga-column-layout`. */
export const columnLayoutPlugin = domainPlugin('column-layout', { caller: true, authorizer: true }, columnLayoutRoutes)
