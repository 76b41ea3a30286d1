// Who may see a process: whoever may read its record through its krud (the records read rules).
import { localizedText } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import { compileRead } from '../reads/compileRead.ts'
import { grantAccess } from '../reads/readAccess.ts'
import { type KrudSource, krudWithModel, type RecordsCatalogue } from '../records/catalogue.ts'
import { identityValue } from '../records/rowOperations.ts'
import { readDiagram } from './diagram.ts'
import type { RecordLocation } from './openSteps.ts'
import { type Actor, findProcess, type ProcessRow } from './processRows.ts'

/** A process the caller may see, with its krud and where its record is. */
export interface ReadableProcess {
  process: ProcessRow
  source: KrudSource
  record: RecordLocation
}

/** The signed-in caller as the workflow's actor; 401 for an anonymous one. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth ?? null
  if (auth === null) throw tamgaError('UNAUTHORIZED')
  return { userId: auth.userId, roleId: auth.roleId, firstName: auth.firstName, lastName: auth.lastName }
}

/**
 * The caller as the actor of an action they may sign: with the job name and structure their
 * signature names unless they give others (the role their session acts as, by its display
 * name, and their main organisation; one statement).
 */
export async function signingActor(request: FastifyRequest, db: Kysely<SystemDatabase>): Promise<Actor> {
  const actor = actorOf(request)
  const role = (await request.server.authorizer.roles(request)).get(actor.roleId)
  const organization = await db
    .selectFrom('tamga_user_organization as uo')
    .innerJoin('tamga_organization as o', 'o.id', 'uo.org_id')
    .select('o.name')
    .where('uo.user_id', '=', actor.userId)
    .where('o.deleted_at', 'is', null)
    .orderBy('uo.is_main', 'desc')
    .orderBy('o.id')
    .limit(1)
    .executeTakeFirst()
  return {
    ...actor,
    jobName: role === undefined ? null : localizedText(role.display_name, 'mn_MN'),
    struct: organization?.name ?? null,
  }
}

/** Where a process's record is: its krud's table and key column, and the workflow's status column. */
export function recordOf(source: KrudSource & { model: NonNullable<KrudSource['model']> }, process: ProcessRow) {
  return {
    table: source.model.table,
    identity: source.grid.identity,
    id: identityValue(source.model, source.grid.identity, process.row_id),
    statusColumn: readDiagram(process.diagram).statusColumn,
  } satisfies RecordLocation
}

/**
 * Whether the caller may read a krud's record: the krud's read right (403 without it, 401 for
 * an anonymous caller) and, when the right carries row conditions, a record inside them (one
 * statement, only then). With `live`, the record must also not be deleted (one statement).
 */
export async function requireReadableRecord(
  request: FastifyRequest,
  db: Kysely<SystemDatabase>,
  source: KrudSource & { model: NonNullable<KrudSource['model']> },
  id: string | number,
  options: { live: boolean },
): Promise<void> {
  const conditions = await requirePermission(request, 'read', { kind: 'krud', name: source.name })
  const auth = request.auth
  if (!auth) throw tamgaError('UNAUTHORIZED')
  if (conditions.length === 0 && !options.live) return
  const found = await compileRead(
    {
      model: source.model,
      alias: 't',
      select: [{ expression: sql`1` }],
      where: [{ column: source.grid.identity, is: 'equal', value: id }],
      rows: options.live ? 'live' : 'any',
    },
    grantAccess(conditions, auth.userId),
  ).execute(db)
  if (found.rows.length === 0) throw tamgaError('PROCESS_NOT_FOUND')
}

/**
 * A process the caller may see (404 for an unknown one or one whose record the caller's row
 * conditions keep out, 403 without the krud's read right), read without a lock.
 */
export async function readableProcess(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  db: Kysely<SystemDatabase>,
  processId: number,
  options: { live: boolean } = { live: false },
): Promise<ReadableProcess> {
  const process = await findProcess(db, processId)
  const source = krudWithModel(catalogue, process.krud)
  const record = recordOf(source, process)
  await requireReadableRecord(request, db, source, record.id, options)
  return { process, source, record }
}
