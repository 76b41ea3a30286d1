import type { AccessCondition } from '@tamga/schema'
import {
  checkFormRecord,
  type DocumentIssue,
  effectiveColumns,
  type FormDocument,
  type GridDocument,
  issue,
  type ModelDocument,
  uploadIdsIn,
  VERSION_FIELD,
} from '@tamga/schema'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { compileReadAggregate } from '../reads/compileRead.ts'
import { accessCondition, grantAccess } from '../reads/readAccess.ts'
import type { ReadValue } from '../reads/readQuery.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import type { RecordChange, RecordChangeAction, RecordChangeHub } from './changes.ts'
import { constraintError } from './constraintErrors.ts'
import { formulaValues } from './formulas.ts'
import { geographicValueIssues, needsOverlapCheck, requireNoOverlap } from './geoOverlap.ts'
import { processIdColumn } from './processIdColumn.ts'
import { conditionScope, readOnlyChangeIssues, readOnlyCreateIssues } from './readOnlyFields.ts'
import { sameValue } from './sameValue.ts'
import { unstorableValueIssues } from './storableValues.ts'
import type { TriggerMoment, TriggerRegistry } from './triggers.ts'
import { hashWriteOnlyValues, keepStoredWriteOnly, withoutWriteOnly, writeOnlyFieldsOf } from './writeOnlyFields.ts'

/** The krud, its table and grid, and who acts: what every one-row operation needs. */
export interface RowTarget {
  krud: string
  model: ModelDocument
  grid: GridDocument
  /** The role's row conditions for the action: a row outside them does not exist for the caller. */
  conditions: readonly AccessCondition[]
  /** The user who writes; 0 for a visitor of the public site, who is no user (stored as none). */
  userId: number
  /** Write an audit row in the same transaction (the project's `withCrudLog`). */
  log: boolean
  /** The trigger methods the krud's form and grid name; none run without it. */
  triggers?: TriggerRegistry | undefined
  /** Told of every committed change (GraphQL subscriptions). */
  changes?: RecordChangeHub | undefined
  /** The documents sub-form fields name: child forms by name, models by name or table. */
  documents?: RowDocuments | undefined
  /** The krud's approval workflow, when it has one: new records start their process. */
  workflow?: RowWorkflow | undefined
  /**
   * The model's write-only columns (password fields, stored hashed): no row a write or read
   * answers, announces or logs carries them.
   */
  writeOnly?: ReadonlySet<string> | undefined
}

/** The user a write is by, or null for a visitor of the public site (user id 0). */
export function actorOf(target: Pick<RowTarget, 'userId'>): number | null {
  return target.userId > 0 ? target.userId : null
}

/**
 * What a krud's approval workflow does on writes of its records (issue 8; the `workflow/`
 * plugin makes it): a new record starts its process in the insert's transaction, only the
 * workflow writes the status column, and a caller whose only hold on a record is a read-only
 * step cannot change it.
 */
export interface RowWorkflow {
  /** The record's column that holds the step type it is at (the model's process_status). */
  statusColumn: string
  /** What a new record's status column starts as: the type of the workflow's START step. */
  startStatus: string
  /** Starts the processes of newly inserted records (their keys as text), in the insert's transaction. */
  start(trx: Transaction<SystemDatabase>, rowIds: readonly string[]): Promise<void>
  /**
   * Refuses a change of a record in a process: 409 `PROCESS_FINISHED` once it has finished, 403
   * `NOT_STEP_ASSIGNEE` from a caller who holds no open step on it, 403 `STEP_READ_ONLY` from one
   * whose open steps only read it. When only a step grants the caller the update (their role
   * does not), a record in no process is refused too (403 `NOT_STEP_ASSIGNEE`).
   */
  guardUpdate(trx: Transaction<SystemDatabase>, rowId: string): Promise<void>
  /** Once the inserts committed: tells the assignees of the steps they opened. */
  committed(): void
}

/** Where a write finds the child forms and models of its sub-form fields. */
export interface RowDocuments {
  form(name: string): FormDocument | undefined
  model(nameOrTable: string): ModelDocument | undefined
  /** A model's write-only columns, by model document name (see `RecordsCatalogue.writeOnlyColumns`). */
  writeOnlyColumns?(modelName: string): ReadonlySet<string>
}

const INTEGER_ID = /^-?\d{1,18}$/
const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The identity from the URL, checked against its column's type, so a malformed id is a 404
 * and never reaches the database as a value it cannot cast.
 */
export function identityValue(model: ModelDocument, identity: string, text: string): string | number {
  const column = model.columns.find((candidate) => candidate.name === identity)
  const type = column === undefined ? undefined : typeof column.type === 'string' ? column.type : column.type.name
  if (type === 'integer' || type === 'bigint') {
    if (!INTEGER_ID.test(text)) throw tamgaError('NOT_FOUND')
    return type === 'integer' ? Number(text) : text
  }
  if (type === 'uuid' && !UUID_ID.test(text)) throw tamgaError('NOT_FOUND')
  return text
}

function whereRow(target: RowTarget, id: string | number, extra: Fragment[] = []): Fragment {
  const allowed = accessCondition(grantAccess(target.conditions, target.userId), (name) => sql.ref(name))
  const all = [sql`${sql.ref(target.grid.identity)} = ${id}`, ...(allowed === undefined ? [] : [allowed]), ...extra]
  return sql.join(all, sql` and `)
}

async function writeLog(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  id: string | number,
  action: 'create' | 'update' | 'delete' | 'restore' | 'purge',
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<void> {
  if (!target.log) return
  await trx
    .insertInto('tamga_crud_log')
    .values({
      krud: target.krud,
      table_name: target.model.table,
      row_id: String(id),
      action,
      user_id: actorOf(target),
      before: before === undefined ? null : JSON.stringify(withoutWriteOnly(before, target.writeOnly)),
      after: after === undefined ? null : JSON.stringify(withoutWriteOnly(after, target.writeOnly)),
    })
    .execute()
}

/** One live row of the krud as the caller may see it, or 404. */
export async function readRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  id: string | number,
): Promise<Record<string, unknown>> {
  const live = target.model.softDelete === true ? [sql`deleted_at is null`] : []
  // A record of a krud with a workflow carries its process id, as its listed row does.
  const process =
    target.workflow === undefined ? sql`` : sql`, ${processIdColumn(target.krud, sql.ref(`t.${target.grid.identity}`))}`
  const result = await sql<
    Record<string, unknown>
  >`select t.*, t.xmin::text as _version${process} from ${sql.table(target.model.table)} as t where ${whereRow(target, id, live)}`.execute(
    db,
  )
  const row = result.rows[0]
  if (row === undefined) throw tamgaError('NOT_FOUND')
  return withoutWriteOnly(row, target.writeOnly)
}

/**
 * Refuses a write that leaves the row outside the role's row conditions (a record filed under
 * an organisation the caller is not in, or moved out of their reach): the write's transaction
 * rolls back with 403. One statement, only for a role that has conditions.
 */
async function requireWithinConditions(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  id: unknown,
): Promise<void> {
  if (target.conditions.length === 0) return
  const found =
    await sql`select 1 from ${sql.table(target.model.table)} where ${whereRow(target, id as string | number)}`.execute(
      trx,
    )
  if (found.rows.length === 0) throw tamgaError('FORBIDDEN')
}

/**
 * Checks the uploads a write names in the form's file and image fields: at most the field's
 * `maxCount`, and every id not already on the row an upload the caller made for this krud and
 * field (`POST /records/:krud/uploads/:field`). Without this, naming someone else's upload id
 * on one's own record would make their file readable through it.
 */
async function requireOwnUploads(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): Promise<void> {
  const wanted: Array<{ field: string; id: string }> = []
  const issues = []
  for (const field of form.fields) {
    if ((field.widget !== 'file' && field.widget !== 'image') || !(field.name in values)) continue
    const value = values[field.name]
    if (value === null || value === undefined || value === '') continue
    const ids = uploadIdsIn(value)
    if (ids.length === 0) {
      issues.push(
        issue(`/${field.name}`, 'upload', { en_US: 'is not an uploaded file', mn_MN: 'хуулсан файл биш байна' }),
      )
      continue
    }
    const most = field.file?.multiple === true ? (field.file.maxCount ?? Number.POSITIVE_INFINITY) : 1
    if (ids.length > most) {
      issues.push(
        issue(`/${field.name}`, 'maxCount', {
          en_US: `takes at most ${most} files`,
          mn_MN: `хамгийн ихдээ ${most} файл авна`,
        }),
      )
    }
    const kept = new Set(uploadIdsIn(before?.[field.name]))
    for (const id of ids) if (!kept.has(id)) wanted.push({ field: field.name, id })
  }
  if (issues.length === 0 && wanted.length > 0) {
    const found = await trx
      .selectFrom('tamga_upload')
      .select(['id', 'field'])
      .where(
        'id',
        'in',
        wanted.map((item) => item.id),
      )
      .where('krud', '=', target.krud)
      .where('owner_id', '=', target.userId)
      .execute()
    const own = new Set(found.map((row) => `${row.field}:${row.id}`))
    for (const item of wanted) {
      if (!own.has(`${item.field}:${item.id}`)) {
        issues.push(
          issue(`/${item.field}`, 'upload', {
            en_US: 'names a file that was not uploaded for this field by you',
            mn_MN: 'энэ талбарт таны хуулаагүй файл байна',
          }),
        )
        break
      }
    }
  }
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
}

/** Runs a write in a transaction; the table's constraints refusing it answer a validation error at the column. */
async function inTransaction<T>(
  db: Kysely<SystemDatabase>,
  work: (trx: Transaction<SystemDatabase>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work)
  } catch (error) {
    throw constraintError(error)
  }
}

/** Tells the target's change hub about committed changes. */
function announce(target: RowTarget, action: RecordChangeAction, rows: ReadonlyArray<Record<string, unknown>>): void {
  if (target.changes === undefined) return
  for (const row of rows) {
    const change: RecordChange = {
      model: target.model.name,
      table: target.model.table,
      krud: target.krud,
      action,
      id: String(row[target.grid.identity]),
      row: withoutWriteOnly(row, target.writeOnly),
      userId: target.userId,
    }
    target.changes.publish(change)
  }
}

/** Runs the trigger method the krud's form (insert, update) or grid (delete) names for `moment`. */
async function trigger(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  form: FormDocument | undefined,
  moment: TriggerMoment,
  values: Record<string, unknown>,
  rows: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): Promise<void> {
  if (target.triggers === undefined) return
  const triggers = moment === 'beforeDelete' || moment === 'afterDelete' ? target.grid.triggers : form?.triggers
  await target.triggers.run(triggers, {
    moment,
    trx,
    krud: target.krud,
    table: target.model.table,
    userId: target.userId,
    values,
    ...rows,
  })
}

/**
 * Deletes a row: sets `deleted_at` when the model keeps deleted rows, removes it otherwise; the
 * grid's delete triggers and the audit row go in the same transaction. A row the caller may not
 * touch is a 404. With `version` (the `_version` the caller read), a row changed since is
 * refused with 409 `RECORD_CHANGED` and stays.
 */
export async function deleteRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  id: string | number,
  version?: string,
): Promise<void> {
  const row = await inTransaction(db, async (trx) => {
    const table = sql.table(target.model.table)
    const live = target.model.softDelete === true ? [sql`deleted_at is null`] : []
    const found = (
      await sql<
        Record<string, unknown>
      >`select *, xmin::text as _version from ${table} where ${whereRow(target, id, live)} for update`.execute(trx)
    ).rows[0]
    if (found === undefined) throw tamgaError('NOT_FOUND')
    const { [VERSION_FIELD]: stored, ...before } = found
    if (version !== undefined && stored !== version) throw tamgaError('RECORD_CHANGED')
    await trigger(trx, target, undefined, 'beforeDelete', { ...before }, { before })
    const result =
      target.model.softDelete === true
        ? await sql<
            Record<string, unknown>
          >`update ${table} set deleted_at = now() where ${whereRow(target, id, live)} returning *`.execute(trx)
        : await sql<Record<string, unknown>>`delete from ${table} where ${whereRow(target, id)} returning *`.execute(
            trx,
          )
    const deleted = result.rows[0]
    if (deleted === undefined) throw tamgaError('NOT_FOUND')
    await writeLog(trx, target, id, 'delete', deleted, undefined)
    await trigger(trx, target, undefined, 'afterDelete', { ...deleted }, { before })
    return deleted
  })
  announce(target, 'delete', [row])
}

/** Brings a soft-deleted row back; 404 when there is no such deleted row for the caller. */
export async function restoreRow(db: Kysely<SystemDatabase>, target: RowTarget, id: string | number): Promise<void> {
  if (target.model.softDelete !== true) throw tamgaError('NOT_FOUND')
  const row = await inTransaction(db, async (trx) => {
    const result = await sql<
      Record<string, unknown>
    >`update ${sql.table(target.model.table)} set deleted_at = null where ${whereRow(target, id, [sql`deleted_at is not null`])} returning *`.execute(
      trx,
    )
    const restored = result.rows[0]
    if (restored === undefined) throw tamgaError('NOT_FOUND')
    await writeLog(trx, target, id, 'restore', undefined, restored)
    return restored
  })
  announce(target, 'restore', [row])
}

/** Removes a soft-deleted row for good (only from the deleted list); 404 otherwise. */
export async function purgeRow(db: Kysely<SystemDatabase>, target: RowTarget, id: string | number): Promise<void> {
  if (target.model.softDelete !== true) throw tamgaError('NOT_FOUND')
  const row = await inTransaction(db, async (trx) => {
    const result = await sql<
      Record<string, unknown>
    >`delete from ${sql.table(target.model.table)} where ${whereRow(target, id, [sql`deleted_at is not null`])} returning *`.execute(
      trx,
    )
    const purged = result.rows[0]
    if (purged === undefined) throw tamgaError('NOT_FOUND')
    await writeLog(trx, target, id, 'purge', purged, undefined)
    return purged
  })
  announce(target, 'purge', [row])
}

/** The sub-form fields of a form. */
function subFormFields(form: FormDocument) {
  return form.fields.filter((field) => field.widget === 'sub-form' && field.subForm !== undefined)
}

/**
 * Splits a body into the parent's own values and the rows of its sub-form fields. A sub-form
 * value must be a list of objects; anything else is a validation issue at the field.
 */
function splitBody(
  form: FormDocument,
  body: unknown,
): { own: Record<string, unknown>; children: Map<string, Array<Record<string, unknown>>> } {
  const own: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  const children = new Map<string, Array<Record<string, unknown>>>()
  for (const field of subFormFields(form)) {
    if (!(field.name in own)) continue
    const rows = own[field.name]
    delete own[field.name]
    if (!Array.isArray(rows) || rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
      throw tamgaError('VALIDATION_FAILED', {
        issues: [
          issue(`/${field.name}`, 'type', { en_US: 'must be a list of rows', mn_MN: 'мөрүүдийн жагсаалт байх ёстой' }),
        ],
        in: 'body',
      })
    }
    children.set(field.name, rows as Array<Record<string, unknown>>)
  }
  return { own, children }
}

/** Refuses a write with `VALIDATION_FAILED` naming each issue, when there are any. */
function refuseIssues(issues: readonly DocumentIssue[]): void {
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
}

/**
 * The values a form may write, checked with the same JSON Schema the browser validates with
 * (`checkFormRecord` of `@tamga/schema`), plus what the server fills: the fields filled with the
 * current user, and the columns the role's `current-user` row conditions bind to the caller (a
 * user cannot file a record in someone else's name).
 */
function writableValues(
  target: Pick<RowTarget, 'model' | 'conditions' | 'userId'> & { workflow?: RowTarget['workflow'] },
  form: FormDocument,
  sent: Record<string, unknown>,
  mode: 'create' | 'update',
  path = '',
): Record<string, unknown> {
  // What the server computes (formulas), fills (the current user) or moves (the workflow's
  // status) is not taken from the client: a form that shows those fields may send them back,
  // and they are left out.
  for (const field of form.fields) {
    if (field.formula !== undefined || field.fillWithCurrentUser === true || field.consolidation !== undefined)
      delete sent[field.name]
  }
  if (target.workflow !== undefined) delete sent[target.workflow.statusColumn]
  const schemaIssues = checkFormRecord(form, target.model, sent, mode)
  const issues = [
    ...schemaIssues,
    ...geographicValueIssues(form, sent, schemaIssues),
    ...(mode === 'create' ? readOnlyCreateIssues(target.model, form, sent) : []),
    ...(schemaIssues.length === 0 ? unstorableValueIssues(target.model, sent) : []),
  ]
  if (issues.length > 0) {
    throw tamgaError('VALIDATION_FAILED', {
      issues: issues.map((found) => ({ ...found, path: `${path}${found.path}` })),
      in: 'body',
    })
  }
  const values: Record<string, unknown> = sent
  if (mode === 'create') {
    for (const field of form.fields) {
      if (field.fillWithCurrentUser === true) values[field.name] = actorOf(target)
    }
  }
  for (const condition of target.conditions) {
    if (condition.type === 'current-user' && (mode === 'create' || condition.column in values)) {
      values[condition.column] = target.userId
    }
  }
  return values
}

/** The record's formula fields computed from `record` (spec 3.13), only those that are columns. */
function withFormulas(
  model: ModelDocument,
  form: FormDocument,
  record: Record<string, unknown>,
  path = '',
): Record<string, unknown> {
  // numeric and bigint columns come back from the driver as text, which arithmetic would refuse.
  const { values, issues } = formulaValues(form, conditionScope(model, record))
  if (issues.length > 0) {
    throw tamgaError('VALIDATION_FAILED', {
      issues: issues.map((found) => ({ ...found, path: `${path}${found.path}` })),
      in: 'body',
    })
  }
  const columns = new Set(model.columns.map((column) => column.name))
  return Object.fromEntries(Object.entries(values).filter(([column]) => columns.has(column)))
}

function assignments(values: Record<string, unknown>): Fragment[] {
  return Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${toParameter(value)}`)
}

/** JSON values (arrays, objects) go to json/jsonb columns as text; scalars as they are. */
function toParameter(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : value
}

async function insertValues(
  trx: Transaction<SystemDatabase>,
  table: string,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const columns = Object.keys(values)
  const into = sql.table(table)
  const insert =
    columns.length === 0
      ? sql<Record<string, unknown>>`insert into ${into} default values returning *, xmin::text as _version`
      : sql<
          Record<string, unknown>
        >`insert into ${into} (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(columns.map((column) => sql`${toParameter(values[column])}`))}) returning *, xmin::text as _version`
  const row = (await insert.execute(trx)).rows[0]
  if (row === undefined) throw tamgaError('SERVER_ERROR')
  return row
}

/**
 * Values checked and computed for an insert through the krud's form: what
 * {@link insertPrepared} writes. Throws `VALIDATION_FAILED` with the issues, paths prefixed
 * with `path` (an import names its row this way).
 */
export function prepareInsert(
  target: RowTarget,
  form: FormDocument,
  body: Record<string, unknown>,
  path = '',
): Record<string, unknown> {
  const given = writableValues(target, form, { ...body }, 'create', path)
  return { ...given, ...withFormulas(target.model, form, given, path) }
}

/**
 * Inserts prepared values in the caller's transaction: the form's before-insert trigger (which
 * may change them), the row, its audit row, the after-insert trigger. Answers the row. Its
 * write-only values must be hashed already (`hashWriteOnlyValues`).
 */
export async function insertPrepared(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  prepared: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const values = { ...prepared }
  await requireOwnUploads(trx, target, form, values)
  await trigger(trx, target, form, 'beforeInsert', values)
  await requireNoOverlap(trx, target, form, values)
  // The workflow owns the status column: a new record is at its START step, whatever was sent.
  if (target.workflow !== undefined) values[target.workflow.statusColumn] = target.workflow.startStatus
  const row = await insertValues(trx, target.model.table, values)
  await requireWithinConditions(trx, target, row[target.grid.identity])
  const id = String(row[target.grid.identity])
  await target.workflow?.start(trx, [id])
  await writeLog(trx, target, id, 'create', undefined, row)
  await trigger(trx, target, form, 'afterInsert', values, { after: row })
  return row
}

/** Rows per multi-row insert of {@link insertRows}: well under PostgreSQL's 65,535 parameters. */
const BATCH_PARAMETERS = 30_000

/**
 * Inserts many prepared rows (an Excel import) in the caller's transaction. Without insert
 * triggers the rows go in multi-row statements, with the audit rows likewise; with them, row
 * by row so each trigger sees its row. Answers the inserted rows.
 */
export async function insertRows(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  prepared: ReadonlyArray<Record<string, unknown>>,
): Promise<Array<Record<string, unknown>>> {
  // One at a time: each hash takes its memory and time on purpose, and an import may be long.
  const rows: Array<Record<string, unknown>> = []
  for (const row of prepared) rows.push(await hashWriteOnlyValues(form, row))
  const hasTriggers = form.triggers?.beforeInsert !== undefined || form.triggers?.afterInsert !== undefined
  const namesUploads = form.fields.some(
    (field) =>
      (field.widget === 'file' || field.widget === 'image') &&
      rows.some((row) => row[field.name] !== null && row[field.name] !== undefined),
  )
  // Row by row where a trigger must see each row, uploads must be checked as the caller's, or
  // a shape must not overlap those stored before it, the rows before it in the import included.
  if ((hasTriggers && target.triggers !== undefined) || namesUploads || needsOverlapCheck(target, form, rows)) {
    const inserted: Array<Record<string, unknown>> = []
    for (const row of rows) inserted.push(await insertPrepared(trx, target, form, row))
    return inserted
  }
  const workflow = target.workflow
  const values =
    workflow === undefined ? rows : rows.map((row) => ({ ...row, [workflow.statusColumn]: workflow.startStatus }))
  const columns = [...new Set(values.flatMap((row) => Object.keys(row)))]
  const inserted: Array<Record<string, unknown>> = []
  const perStatement = Math.max(1, Math.floor(BATCH_PARAMETERS / Math.max(1, columns.length)))
  for (let start = 0; start < values.length; start += perStatement) {
    const chunk = values.slice(start, start + perStatement)
    const result =
      columns.length === 0
        ? { rows: await Promise.all(chunk.map(() => insertValues(trx, target.model.table, {}))) }
        : await sql<Record<string, unknown>>`insert into ${sql.table(target.model.table)} (${sql.join(
            columns.map((column) => sql.ref(column)),
          )}) values ${sql.join(
            chunk.map(
              (row) =>
                sql`(${sql.join(columns.map((column) => (column in row ? sql`${toParameter(row[column])}` : sql`default`)))})`,
            ),
          )} returning *, xmin::text as _version`.execute(trx)
    if (target.conditions.length > 0 && result.rows.length > 0) {
      const ids = result.rows.map((row) => row[target.grid.identity])
      // Every row written must be one the caller's conditions reach, as its later reads will be.
      const within = await compileReadAggregate<{ n: string }>(
        {
          model: target.model,
          alias: 't',
          select: [],
          where: [{ column: target.grid.identity, is: 'one-of', values: ids as ReadValue[] }],
          rows: 'any',
        },
        grantAccess(target.conditions, target.userId),
        [sql`count(*) as n`],
      ).execute(trx)
      if (Number(within.rows[0]?.n) !== ids.length) throw tamgaError('FORBIDDEN')
    }
    if (target.log && result.rows.length > 0) {
      await trx
        .insertInto('tamga_crud_log')
        .values(
          result.rows.map((row) => ({
            krud: target.krud,
            table_name: target.model.table,
            row_id: String(row[target.grid.identity]),
            action: 'create',
            user_id: actorOf(target),
            before: null,
            after: JSON.stringify(withoutWriteOnly(row, target.writeOnly)),
          })),
        )
        .execute()
    }
    await workflow?.start(
      trx,
      result.rows.map((row) => String(row[target.grid.identity])),
    )
    inserted.push(...result.rows)
  }
  return inserted
}

/** Tells the change hub of rows {@link insertRows} or {@link insertPrepared} wrote, once committed. */
export function announceInserted(target: RowTarget, rows: ReadonlyArray<Record<string, unknown>>): void {
  announce(target, 'insert', rows)
  target.workflow?.committed()
}

/** A sub-form's child form, model and settings, from the target's documents. */
function childOf(target: RowTarget, field: FormDocument['fields'][number]) {
  const settings = field.subForm
  if (settings === undefined) throw tamgaError('SERVER_ERROR')
  const form = target.documents?.form(settings.form)
  const model = form === undefined ? undefined : target.documents?.model(form.model)
  if (form === undefined || model === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
  return { settings, form, model }
}

/**
 * The stored rows of each sub-form field of `form` under the record `row`, by field name, in the
 * order they were added (live rows only when the child model keeps deleted ones): what a record
 * read answers beside the record's own values, so a form edits the rows it sends back. A row
 * holds its identity and the child form's fields, nothing else of the child table.
 */
export async function readSubFormRows(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  row: Readonly<Record<string, unknown>>,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  const parentId = row[target.grid.identity]
  const answer: Record<string, Array<Record<string, unknown>>> = {}
  for (const field of subFormFields(form)) {
    const { settings, form: childForm, model } = childOf(target, field)
    const columns = new Set(effectiveColumns(model).map((column) => column.name))
    const writeOnly = new Set([
      ...writeOnlyFieldsOf(childForm),
      ...(target.documents?.writeOnlyColumns?.(model.name) ?? []),
    ])
    const names = [...new Set([childForm.identity, ...childForm.fields.map((child) => child.name)])].filter(
      (name) => columns.has(name) && name !== settings.connectionField && !writeOnly.has(name),
    )
    const live = model.softDelete === true ? sql` and deleted_at is null` : sql``
    answer[field.name] = (
      await sql<Record<string, unknown>>`select ${sql.join(names.map((name) => sql.ref(name)))} from ${sql.table(
        model.table,
      )} where ${sql.ref(settings.connectionField)} = ${parentId}${live} order by ${sql.ref(childForm.identity)}`.execute(
        db,
      )
    ).rows
  }
  return answer
}

/**
 * Saves a sub-form's rows as a diff against the stored children of `parentId`: a row without
 * its identity is inserted, a row with one is updated when a value changed, a stored row not
 * sent is deleted (to the deleted list when the child model keeps deleted rows). Never
 * delete-all-and-insert: untouched rows keep their identity, version and audit history.
 */
async function saveChildren(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  field: FormDocument['fields'][number],
  parentId: unknown,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  const { settings, form, model } = childOf(target, field)
  const identity = form.identity
  const live = model.softDelete === true ? sql` and deleted_at is null` : sql``
  const table = sql.table(model.table)
  const child: RowTarget = {
    ...target,
    krud: `${target.krud}.${field.name}`,
    model,
    grid: { ...target.grid, identity, triggers: undefined },
    conditions: [],
    // Child rows are not the krud's records: they start no process of the parent's workflow.
    workflow: undefined,
    writeOnly: new Set([...writeOnlyFieldsOf(form), ...(target.documents?.writeOnlyColumns?.(model.name) ?? [])]),
  }
  const problem = (path: string, en_US: string, mn_MN: string) =>
    tamgaError('VALIDATION_FAILED', { issues: [issue(path, 'sub-form', { en_US, mn_MN })], in: 'body' })
  if (settings.minRows !== undefined && rows.length < settings.minRows)
    throw problem(
      `/${field.name}`,
      `needs at least ${settings.minRows} rows`,
      `дор хаяж ${settings.minRows} мөр байх ёстой`,
    )
  if (settings.maxRows !== undefined && rows.length > settings.maxRows)
    throw problem(
      `/${field.name}`,
      `takes at most ${settings.maxRows} rows`,
      `хамгийн ихдээ ${settings.maxRows} мөр байна`,
    )

  const stored = (
    await sql<
      Record<string, unknown>
    >`select * from ${table} where ${sql.ref(settings.connectionField)} = ${parentId}${live} for update`.execute(trx)
  ).rows
  const byId = new Map(stored.map((row) => [String(row[identity]), row]))
  const kept = new Set<string>()
  for (const [index, sent] of rows.entries()) {
    const path = `/${field.name}/${index}`
    const { [identity]: rawId, ...values } = sent
    delete values[settings.connectionField]
    delete values[VERSION_FIELD]
    if (rawId === undefined || rawId === null || rawId === '') {
      if (settings.disableCreate === true) throw problem(path, 'rows cannot be added here', 'энд мөр нэмэх боломжгүй')
      const prepared = await hashWriteOnlyValues(form, prepareInsert(child, form, values, path))
      await insertPrepared(trx, child, form, { ...prepared, [settings.connectionField]: parentId })
      continue
    }
    const before = byId.get(String(rawId))
    if (before === undefined)
      throw problem(`${path}/${identity}`, 'is not a row of this record', 'энэ бичлэгийн мөр биш')
    kept.add(String(rawId))
    keepStoredWriteOnly(form, values)
    const checked = await hashWriteOnlyValues(form, writableValues(child, form, values, 'update', path))
    refuseIssues(readOnlyChangeIssues(model, form, before, checked, path))
    const next = { ...checked, ...withFormulas(model, form, { ...before, ...checked }, path) }
    const changed = Object.fromEntries(
      Object.entries(next).filter(([column, value]) => !sameValue(before[column], value)),
    )
    if (Object.keys(changed).length === 0) continue
    if (settings.disableEdit === true) throw problem(path, 'rows cannot be changed here', 'энд мөр засах боломжгүй')
    const set = assignments(changed)
    if (model.timestamps === true) set.push(sql`updated_at = now()`)
    const after = (
      await sql<
        Record<string, unknown>
      >`update ${table} set ${sql.join(set)} where ${sql.ref(identity)} = ${before[identity]} returning *`.execute(trx)
    ).rows[0]
    await writeLog(trx, child, String(rawId), 'update', before, after)
  }
  for (const [id, row] of byId) {
    if (kept.has(id)) continue
    if (settings.disableDelete === true)
      throw problem(`/${field.name}`, 'rows cannot be removed here', 'энд мөр устгах боломжгүй')
    if (model.softDelete === true)
      await sql`update ${table} set deleted_at = now() where ${sql.ref(identity)} = ${row[identity]}`.execute(trx)
    else await sql`delete from ${table} where ${sql.ref(identity)} = ${row[identity]}`.execute(trx)
    await writeLog(trx, child, id, 'delete', row, undefined)
  }
}

/**
 * The parent's consolidated fields (spec 3.13: a sum, count… of a sub-form column) recomputed
 * from the stored children, in the same transaction, after the children were saved.
 */
async function consolidate(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  parentId: unknown,
): Promise<Record<string, unknown> | undefined> {
  const columns = new Set(target.model.columns.map((column) => column.name))
  const parts: Fragment[] = []
  for (const field of form.fields) {
    const consolidation = field.consolidation
    if (consolidation === undefined || !columns.has(field.name)) continue
    const source = form.fields.find((candidate) => candidate.name === consolidation.subForm)
    if (source === undefined) continue
    const { settings, model } = childOf(target, source)
    const live = model.softDelete === true ? sql` and deleted_at is null` : sql``
    const aggregate = sql.raw(consolidation.aggregate)
    const value =
      consolidation.aggregate === 'count'
        ? sql`(select count(${sql.ref(consolidation.column)}) from ${sql.table(model.table)} where ${sql.ref(settings.connectionField)} = ${parentId}${live})`
        : sql`(select ${aggregate}(${sql.ref(consolidation.column)}) from ${sql.table(model.table)} where ${sql.ref(settings.connectionField)} = ${parentId}${live})`
    parts.push(sql`${sql.ref(field.name)} = ${value}`)
  }
  if (parts.length === 0) return undefined
  return (
    await sql<
      Record<string, unknown>
    >`update ${sql.table(target.model.table)} set ${sql.join(parts)} where ${sql.ref(target.grid.identity)} = ${parentId} returning *, xmin::text as _version`.execute(
      trx,
    )
  ).rows[0]
}

/** Creates a record from a form's values, its sub-form rows, triggers and audit row in one transaction. */
export async function createRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  body: unknown,
): Promise<Record<string, unknown>> {
  const { own, children } = splitBody(form, body)
  const prepared = await hashWriteOnlyValues(form, prepareInsert(target, form, own))
  const row = await inTransaction(db, async (trx) => {
    let row = await insertPrepared(trx, target, form, prepared)
    if (children.size > 0) {
      const parentId = row[target.grid.identity]
      for (const field of subFormFields(form)) {
        const rows = children.get(field.name)
        if (rows !== undefined) await saveChildren(trx, target, field, parentId, rows)
      }
      row = (await consolidate(trx, target, form, parentId)) ?? row
    }
    return row
  })
  announce(target, 'insert', [row])
  target.workflow?.committed()
  return withoutWriteOnly(row, target.writeOnly)
}

/**
 * Changes the fields a request sends (a partial update) and the sub-form rows it sends (as a
 * diff), only when the record is still at the version the caller read: a stale write is refused
 * with 409 `RECORD_CHANGED`, never lost. The form's update triggers run in the transaction.
 */
export async function updateRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  id: string | number,
  version: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const { own, children } = splitBody(form, body)
  keepStoredWriteOnly(form, own)
  const values = await hashWriteOnlyValues(form, writableValues(target, form, own, 'update'))
  // Only the workflow moves a record's status: a form sending the column back changes nothing.
  if (target.workflow !== undefined) delete values[target.workflow.statusColumn]
  const hasTriggers = form.triggers?.beforeUpdate !== undefined || form.triggers?.afterUpdate !== undefined
  if (Object.keys(values).length === 0 && children.size === 0 && target.model.timestamps !== true && !hasTriggers)
    return readRow(db, target, id)
  const live = target.model.softDelete === true ? [sql`deleted_at is null`] : []
  const row = await inTransaction(db, async (trx) => {
    const table = sql.table(target.model.table)
    const before = (
      await sql<
        Record<string, unknown>
      >`select *, xmin::text as _version from ${table} where ${whereRow(target, id, live)} for update`.execute(trx)
    ).rows[0]
    if (before === undefined) throw tamgaError('NOT_FOUND')
    if (before[VERSION_FIELD] !== version) throw tamgaError('RECORD_CHANGED')
    await target.workflow?.guardUpdate(trx, String(before[target.grid.identity]))
    refuseIssues(readOnlyChangeIssues(target.model, form, before, values))
    await requireOwnUploads(trx, target, form, values, before)
    await trigger(trx, target, form, 'beforeUpdate', values, { before })
    await requireNoOverlap(trx, target, form, values, before[target.grid.identity])
    // Formulas see the record as it will be: the stored values with the sent ones over them.
    const set = assignments({ ...values, ...withFormulas(target.model, form, { ...before, ...values }) })
    if (target.model.timestamps === true) set.push(sql`updated_at = now()`)
    let after =
      set.length === 0
        ? before
        : (
            await sql<
              Record<string, unknown>
            >`update ${table} set ${sql.join(set)} where ${whereRow(target, id, live)} returning *, xmin::text as _version`.execute(
              trx,
            )
          ).rows[0]
    if (after === undefined) throw tamgaError('NOT_FOUND')
    await requireWithinConditions(trx, target, id)
    if (children.size > 0) {
      const parentId = before[target.grid.identity]
      for (const field of subFormFields(form)) {
        const rows = children.get(field.name)
        if (rows !== undefined) await saveChildren(trx, target, field, parentId, rows)
      }
      after = (await consolidate(trx, target, form, parentId)) ?? after
    }
    await writeLog(trx, target, id, 'update', before, after)
    await trigger(trx, target, form, 'afterUpdate', values, { before, after })
    return after
  })
  announce(target, 'update', [row])
  return withoutWriteOnly(row, target.writeOnly)
}

/** The refusals of a change that depend on who asks, not on what is sent: see {@link mayUpdateRow}. */
const CALLER_REFUSALS: ReadonlySet<string> = new Set([
  'NOT_FOUND',
  'NOT_STEP_ASSIGNEE',
  'STEP_READ_ONLY',
  'PROCESS_FINISHED',
])

/**
 * Whether {@link updateRow} would let the caller change the record, whatever they send: the
 * record within the grant's row conditions, and the workflow's rule for records in a process
 * (the subject of an open step that is not read-only, while the process runs). The same checks
 * in the same order, in a transaction that writes nothing, so a screen opens the form for
 * editing exactly when a save would be let through.
 */
export async function mayUpdateRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  id: string | number,
): Promise<boolean> {
  const live = target.model.softDelete === true ? [sql`deleted_at is null`] : []
  try {
    await db.transaction().execute(async (trx) => {
      const table = sql.table(target.model.table)
      const found = (
        await sql<Record<string, unknown>>`select ${sql.ref(target.grid.identity)} as id from ${table} where ${whereRow(
          target,
          id,
          live,
        )}`.execute(trx)
      ).rows[0]
      if (found === undefined) throw tamgaError('NOT_FOUND')
      await target.workflow?.guardUpdate(trx, String(found.id))
    })
    return true
  } catch (error) {
    if (CALLER_REFUSALS.has((error as { code?: unknown }).code as string)) return false
    throw error
  }
}
