import {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityEntry,
  type GridDocument,
  LANGUAGE_CODES,
  type LanguageCode,
  type LocalizedText,
} from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { compileRead } from '../reads/compileRead.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { tableAccess } from '../records/tableAccess.ts'

/** How many record writes the dashboard's timeline shows. */
export const DASHBOARD_ACTIVITY_ROWS = 15

/** The longest record label answered; a longer one is cut with an ellipsis. */
const LABEL_LENGTH = 120

const LOG_ALIAS = 'l'
const ROW_ALIAS = 't'

/**
 * The field a krud's records are named by in the timeline: the grid's first shown column that
 * holds plain text (a title, a name), as a person scanning the grid reads it first.
 */
export function labelField(grid: GridDocument): string | undefined {
  const column = grid.columns.find(
    (candidate) =>
      candidate.hidden !== true &&
      candidate.field !== grid.identity &&
      candidate.formula === undefined &&
      candidate.relation === undefined &&
      (candidate.type === undefined || candidate.type === 'text'),
  )
  return column?.field
}

/**
 * The audit rows the caller may see, as one condition: per model the caller may read, its
 * table's rows; a model read only under row conditions adds that the logged row is one of the
 * rows those conditions reach now (a row gone for good, or one of a model without a one-column
 * key, then shows nothing). Undefined when the caller reads no model at all.
 */
async function visibleLogRows(request: FastifyRequest, catalogue: RecordsCatalogue): Promise<Fragment | undefined> {
  const userId = request.auth?.userId
  if (userId === undefined) return undefined
  const scopes: Fragment[] = []
  const tables = new Set<string>()
  for (const model of catalogue.models.values()) {
    if (model.view === true || tables.has(model.table)) continue
    const access = await tableAccess(request, catalogue, model.name, 'read')
    if (!access.allowed) continue
    tables.add(model.table)
    const sameTable = sql`${sql.ref(`${LOG_ALIAS}.table_name`)} = ${model.table}`
    if (access.every) {
      scopes.push(sameTable)
      continue
    }
    const [key, ...more] = model.primaryKey
    if (key === undefined || more.length > 0) continue
    // The logged row's deletion is itself activity: deleted rows the conditions reach count too.
    const reached = compileRead(
      { model, alias: ROW_ALIAS, select: [{ column: key, text: true }], rows: 'any' },
      { rows: access, userId },
    )
    scopes.push(sql`(${sameTable} and ${sql.ref(`${LOG_ALIAS}.row_id`)} in (${reached}))`)
  }
  return scopes.length === 0 ? undefined : sql`(${sql.join(scopes, sql` or `)})`
}

/** The logged row's label, read in SQL so that the rows' whole snapshots stay in the database. */
function labelSql(catalogue: RecordsCatalogue): Fragment {
  const cases: Fragment[] = []
  for (const source of catalogue.kruds.values()) {
    const field = labelField(source.grid)
    if (field !== undefined) cases.push(sql`when ${source.name} then cast(${field} as text)`)
  }
  if (cases.length === 0) return sql`null`
  const snapshot = sql`coalesce(${sql.ref(`${LOG_ALIAS}.after`)}, ${sql.ref(`${LOG_ALIAS}.before`)})`
  return sql`${snapshot} ->> (case ${sql.ref(`${LOG_ALIAS}.krud`)} ${sql.join(cases, sql` `)} end)`
}

interface ActivityRow {
  id: number | string | bigint
  krud: string
  table_name: string
  row_id: string
  action: string
  at: Date | string
  label: string | null
  user_id: number | null
  login: string | null
  first_name: string | null
  last_name: string | null
}

const isAction = (action: string): action is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(action)

function shortened(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined
  const trimmed = text.replace(/\s+/g, ' ').trim()
  if (trimmed === '') return undefined
  return trimmed.length <= LABEL_LENGTH ? trimmed : `${trimmed.slice(0, LABEL_LENGTH - 1)}…`
}

/**
 * A record's label from its logged value: plain text as it is, or the texts of a translatable
 * field (stored as `{"mn_MN": …, "en_US": …}`) per language, Mongolian first as the fallback.
 */
export function activityLabel(raw: string | null): LocalizedText | undefined {
  if (raw === null) return undefined
  if (raw.trimStart().startsWith('{')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return shortened(raw)
    }
    if (typeof parsed !== 'object' || parsed === null) return shortened(raw)
    const texts = new Map<LanguageCode, string>()
    for (const language of LANGUAGE_CODES) {
      const text = shortened((parsed as Record<string, unknown>)[language])
      if (text !== undefined) texts.set(language, text)
    }
    const first = texts.get('mn_MN') ?? [...texts.values()][0]
    if (first === undefined) return undefined
    const en = texts.get('en_US')
    const ko = texts.get('ko_KR')
    return { mn_MN: first, ...(en === undefined ? {} : { en_US: en }), ...(ko === undefined ? {} : { ko_KR: ko }) }
  }
  return shortened(raw)
}

/**
 * The latest record writes of the audit log (`withCrudLog`) on rows the caller may read, newest
 * first: who made each, what (the action, the krud, the record's label) and when. A caller who
 * reads no model sees none; so does a project without the log, whose table stays empty.
 *
 * @example const entries = await recentActivity(request, { db, catalogue })
 */
export async function recentActivity(
  request: FastifyRequest,
  options: { db: Kysely<SystemDatabase>; catalogue: RecordsCatalogue; limit?: number },
): Promise<ActivityEntry[]> {
  const { db, catalogue } = options
  const visible = await visibleLogRows(request, catalogue)
  if (visible === undefined) return []
  const limit = options.limit ?? DASHBOARD_ACTIVITY_ROWS
  const log = (column: string) => sql.ref(`${LOG_ALIAS}.${column}`)
  const { rows } = await sql<ActivityRow>`select ${log('id')}, ${log('krud')}, ${log('table_name')}, ${log('row_id')},
      ${log('action')}, ${log('at')}, ${labelSql(catalogue)} as label, u.id as user_id, u.login, u.first_name, u.last_name
    from tamga_crud_log as ${sql.table(LOG_ALIAS)} left join tamga_user as u on u.id = ${log('user_id')}
    where ${visible} order by ${log('id')} desc limit ${limit}`.execute(db)
  return rows.flatMap((row): ActivityEntry[] => {
    if (!isAction(row.action)) return []
    const krudTitle = catalogue.kruds.get(row.krud)?.krud.title
    const label = activityLabel(row.label)
    return [
      {
        id: Number(row.id),
        at: (row.at instanceof Date ? row.at : new Date(row.at)).toISOString(),
        action: row.action,
        krud: row.krud,
        ...(krudTitle === undefined ? {} : { krudTitle }),
        model: catalogue.model(row.table_name)?.name ?? row.table_name,
        rowId: row.row_id,
        ...(label === undefined ? {} : { label }),
        user:
          row.user_id === null || row.login === null
            ? null
            : { id: row.user_id, login: row.login, firstName: row.first_name, lastName: row.last_name },
      },
    ]
  })
}
