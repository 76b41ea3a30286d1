import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type ColumnRelation,
  evaluateExpression,
  expressionIdentifiers,
  type FieldOptions,
  type FormDocument,
  type GridDocument,
  type ModelDocument,
  parseExpression,
  truthy,
} from '@tamga/schema'
import { sql } from 'kysely'
import Type from 'typebox'
import type { TamgaDatabase } from '../db/database.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { grantedOn } from '../http/routeAudience.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import { compileRead } from '../reads/compileRead.ts'
import { grantAccess } from '../reads/readAccess.ts'
import type { ReadColumn, ReadCondition } from '../reads/readQuery.ts'
import { type CatalogueReader, krudWithModel } from './catalogue.ts'
import { ANONYMOUS_USER_ID, EVERY_ROW, type RowAccess, tableAccess } from './tableAccess.ts'

/** Options of {@link fieldOptionsPlugin}. */
export interface FieldOptionsPluginOptions {
  database: TamgaDatabase
  catalogue: CatalogueReader
  searchVariants: (term: string) => readonly string[]
}

/** The most options one answer holds. */
export const MAX_OPTIONS = 1000
/** Options answered when the request names no limit. */
export const DEFAULT_OPTIONS = 200
/**
 * The most rows read for a field whose options carry a formula `filter`: the formula runs on
 * the server's copy of each row (the expression language has no SQL form), so a lookup table
 * larger than this is cut at this many rows, in the field's order.
 */
export const FILTERED_OPTIONS_SCAN = 5000

/** The alias of the options table in its read. */
const OPTION_ROW = 'o'

const OptionSchema = Type.Object({
  value: Type.Unknown(),
  label: Type.String(),
  parent: Type.Optional(Type.Unknown({ description: 'The parent row’s value, for a tree-select.' })),
  extra: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'The visible fields.' })),
})

/** Where a field's choices come from: a form field's table options, or a grid column's relation. */
type ChoicesSource = ColumnRelation &
  Partial<Pick<ModelOptions, 'visibleFields' | 'dependsOn' | 'treeParentColumn' | 'currentUserColumn' | 'filter'>>

type ModelOptions = Extract<FieldOptions, { source: 'model' }>

function formChoices(form: FormDocument | undefined, name: string): ChoicesSource | undefined {
  const options = form?.fields.find((candidate) => candidate.name === name)?.options
  return options?.source === 'model' ? options : undefined
}

/** A grid column's related rows: its relation filter's, else the relation it is shown with. */
function gridChoices(grid: GridDocument, field: string): ChoicesSource | undefined {
  const column = grid.columns.find((candidate) => candidate.field === field)
  return column?.filter?.type === 'relation' ? column.filter.relation : column?.relation
}

function columnsOf(model: ModelDocument): Set<string> {
  return new Set(model.columns.map((column) => column.name))
}

/**
 * The choices of a form field whose options come from a table (spec 3.13: related fields,
 * visible fields, sort, parent column for cascading choices): one statement per request,
 * whatever the number of rows, narrowed by the cascading parent's value, the current user's
 * rows, a search over the label, or the values whose labels a screen needs.
 *
 * Whoever may fill the form or read its records gets each choice's value and label: the form
 * offers them. The other columns of the options table follow the caller's own right to read
 * it, as every other path to its rows does: the visible fields are answered only to a caller
 * who may read the table, and a caller who reads only some of its rows (row conditions) is
 * offered only those. Only the columns the answer needs are read.
 *
 * With `of=grid` the same route answers a grid's relation column (its filter's related rows,
 * for a type-ahead filter by label) to a reader of the records: the related rows they may read,
 * or, without a right to the related table, only the rows their own rows of the krud point at
 * (the labels the grid already shows them).
 */
const fieldOptionsRoutes: FastifyPluginAsyncTypebox<FieldOptionsPluginOptions> = async (app, options) => {
  const { database, catalogue } = options

  app.get(
    '/records/:krud/options/:field',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'The choices of a form field whose options come from a table, or of a grid’s relation column',
        description:
          'For whoever may read or create the krud’s records (a grid column’s, `of=grid`: whoever may read them, offered the related rows they may read, else those their rows point at). `parent` is the value of the field a cascading choice depends on; `values` (comma-separated) answers the labels of chosen values; `search` matches the label in Cyrillic and Latin spellings.',
        params: Type.Object({
          krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }),
          field: Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$' }),
        }),
        querystring: Type.Object(
          {
            parent: Type.Optional(Type.String({ maxLength: 200 })),
            search: Type.Optional(Type.String({ maxLength: 100 })),
            values: Type.Optional(Type.String({ maxLength: 20_000 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_OPTIONS })),
            of: Type.Optional(
              Type.Union([Type.Literal('form'), Type.Literal('grid')], {
                description:
                  '`grid`: the choices of the grid’s relation column `field` (its filter’s related rows), for a reader of the records. @default form',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            status: Type.Literal(true),
            options: Type.Array(OptionSchema),
            more: Type.Boolean({ description: 'More rows match than were answered.' }),
          }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getRecordsByKrudOptionsByField(request) {
      const { krud, field: fieldName } = request.params
      const { query } = request
      const auth = request.auth
      // A person filling the form (create) or reading its records may see its choices; a grid's
      // filter is only for whoever reads the records.
      const readable = await request.server.authorizer.check(
        request.auth ?? null,
        'read',
        { kind: 'krud', name: krud },
        request,
      )
      if (!readable.allowed) {
        await requirePermission(request, query.of === 'grid' ? 'read' : 'create', { kind: 'krud', name: krud })
      }
      const current = await catalogue(request)
      const source = krudWithModel(current, krud)
      const settings = query.of === 'grid' ? gridChoices(source.grid, fieldName) : formChoices(source.form, fieldName)
      if (settings === undefined) throw tamgaError('NOT_FOUND')
      const model = current.model(settings.model)
      if (model === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
      const known = columnsOf(model)
      const named = [
        settings.valueField,
        ...settings.labelFields,
        ...(settings.visibleFields ?? []),
        settings.sortField,
        settings.dependsOn?.column,
        settings.treeParentColumn,
        settings.currentUserColumn,
      ].filter((name): name is string => name !== undefined)
      // The form was validated on its own; its columns must also be the options table's.
      if (named.some((name) => !known.has(name))) throw tamgaError('DOCUMENT_NOT_FOUND')

      const limit = query.limit ?? DEFAULT_OPTIONS
      const where: ReadCondition[] = []
      const column = (name: string) => sql.ref(`${OPTION_ROW}.${name}`)
      const access = await tableAccess(request, current, model.name, 'read')
      const offered: RowAccess = access.allowed ? access : EVERY_ROW
      if (query.of === 'grid' && !access.allowed) {
        // A reader who may not read the related table is offered the labels the grid already
        // shows them: the related rows their own rows of the krud point at.
        const shown = compileRead(
          {
            model: source.model,
            alias: 't',
            select: [{ column: fieldName }],
            where: [{ column: fieldName, is: 'not-null' }],
          },
          grantAccess(readable.allowed ? readable.rowConditions : [], auth?.userId ?? ANONYMOUS_USER_ID),
        )
        where.push({ column: settings.valueField, is: 'among', read: shown })
      }
      if (settings.dependsOn !== undefined) {
        // Cascading: without the parent's value there is nothing to choose from yet.
        if (query.parent === undefined || query.parent === '')
          return { status: true as const, options: [], more: false }
        where.push({ column: settings.dependsOn.column, is: 'equal', value: query.parent, text: true })
      }
      if (settings.currentUserColumn !== undefined) {
        if (!auth) throw tamgaError('UNAUTHORIZED')
        where.push({ column: settings.currentUserColumn, is: 'equal', value: auth.userId })
      }
      const label = sql`concat_ws(' ', ${sql.join(settings.labelFields.map((name) => sql`${column(name)}::text`))})`
      if (query.values !== undefined) {
        const values = query.values.split(',').filter((value) => value !== '')
        if (values.length > MAX_OPTIONS) {
          throw tamgaError('VALIDATION_FAILED', {
            issues: [
              {
                path: '/values',
                code: 'too-many',
                message: { en_US: `at most ${MAX_OPTIONS} values`, mn_MN: `${MAX_OPTIONS} хүртэл утга` },
              },
            ],
            in: 'querystring',
          })
        }
        where.push({ column: settings.valueField, is: 'one-of', values, text: true })
      }
      const search = query.search?.trim() ?? ''
      if (search !== '') {
        where.push({ is: 'searched', targets: [{ expression: label }], variants: options.searchVariants(search) })
      }
      const extras = access.allowed ? (settings.visibleFields ?? []) : []
      const desc = settings.sortOrder === 'desc'
      const filter = settings.filter === undefined ? undefined : parseExpression(settings.filter)
      if (filter !== undefined && !filter.ok) throw tamgaError('DOCUMENT_INVALID')
      // The formula reads the columns it names, on the server's copy of the row only.
      const formulaColumns =
        filter?.ok === true ? expressionIdentifiers(filter.ast).filter((name) => known.has(name)) : []
      const columns = [...new Set([...extras, ...formulaColumns])]
      const read = filter === undefined ? limit + 1 : FILTERED_OPTIONS_SCAN
      const select: ReadColumn[] = [
        { column: settings.valueField, as: '__value' },
        { expression: label, as: '__label' },
        ...(settings.treeParentColumn === undefined ? [] : [{ column: settings.treeParentColumn, as: '__parent' }]),
        ...columns.map((name) => ({ column: name })),
      ]
      // Whoever may fill the form is offered every choice's value and label; a caller who reads
      // the table only in part (row conditions) is offered only the rows it reads.
      const rows = (
        await compileRead(
          {
            model,
            alias: OPTION_ROW,
            select,
            where,
            order: [
              { by: settings.sortField ?? { expression: label }, desc },
              { by: settings.valueField, desc: false },
            ],
            window: { limit: read },
          },
          { rows: offered, userId: auth?.userId ?? ANONYMOUS_USER_ID },
        ).execute(database.db)
      ).rows
      const kept =
        filter?.ok === true
          ? rows.filter((row) => {
              const result = evaluateExpression(filter.ast, row)
              return result.ok && truthy(result.value)
            })
          : rows
      return {
        status: true as const,
        options: kept.slice(0, limit).map((row) => ({
          value: row.__value,
          label: String(row.__label ?? ''),
          ...(settings.treeParentColumn === undefined ? {} : { parent: row.__parent }),
          ...(extras.length === 0 ? {} : { extra: Object.fromEntries(extras.map((name) => [name, row[name]])) }),
        })),
        more: kept.length > limit,
      }
    },
  )
}

/** {@link fieldOptionsRoutes} as the plugin `tamga-field-options`. */
export const fieldOptionsPlugin = domainPlugin('field-options', { caller: true, authorizer: true }, fieldOptionsRoutes)
