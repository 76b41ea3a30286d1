// Open steps across processes: those waiting for the caller, and dated steps past their date.
import type { WaitingSteps } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { compileRead } from '../reads/compileRead.ts'
import { grantAccess } from '../reads/readAccess.ts'
import { krudWithModel, type RecordsCatalogue } from '../records/catalogue.ts'
import { identityValue } from '../records/rowOperations.ts'
import { readDiagram } from './diagram.ts'
import { type Actor, apiRowId } from './processRows.ts'
import { type OpenStepRow, openStepView, type RoleNames, roleNamesOf, voterRows } from './processState.ts'
import { DATED_TYPES, heldBy, TERMINAL_TYPES } from './steps/index.ts'

/** The most steps one list answers, oldest first. */
export const WAITING_LIMIT = 500

type WaitingRow = OpenStepRow & { krud: string; diagram: unknown }

/**
 * Keeps the steps whose records the caller may read: the krud's read right, and its row
 * conditions when it has some (one statement per such krud, never one per step).
 */
async function readableOnly(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  db: Kysely<SystemDatabase>,
  rows: readonly WaitingRow[],
  caller: Actor,
): Promise<WaitingRow[]> {
  const kept: WaitingRow[] = []
  const byKrud = new Map<string, WaitingRow[]>()
  for (const row of rows) {
    const list = byKrud.get(row.krud)
    if (list === undefined) byKrud.set(row.krud, [row])
    else list.push(row)
  }
  for (const [krud, steps] of byKrud) {
    const source = catalogue.kruds.get(krud)
    if (source?.model === undefined) continue
    const decision = await request.server.authorizer.check(request.auth, 'read', { kind: 'krud', name: krud }, request)
    if (!decision.allowed) continue
    if (decision.rowConditions.length === 0) {
      kept.push(...steps)
      continue
    }
    const { model, grid } = krudWithModel(catalogue, krud)
    const ids = steps.flatMap((step) => {
      try {
        return [identityValue(model, grid.identity, step.row_id)]
      } catch {
        return []
      }
    })
    if (ids.length === 0) continue
    const found = await compileRead<{ id: unknown }>(
      {
        model,
        alias: 't',
        select: [{ column: grid.identity, as: 'id' }],
        where: [{ column: grid.identity, is: 'one-of', values: ids }],
        rows: 'any',
      },
      grantAccess(decision.rowConditions, caller.userId),
    ).execute(db)
    const readable = new Set(found.rows.map((row) => String(row.id)))
    kept.push(...steps.filter((step) => readable.has(step.row_id)))
  }
  return kept
}

/** The steps as the list answers them, with the votes of the VOTE steps among them. */
async function answer(
  db: Kysely<SystemDatabase>,
  rows: readonly WaitingRow[],
  caller: Actor,
  roleNames: RoleNames,
): Promise<WaitingSteps> {
  const voters = await voterRows(db, rows)
  return {
    steps: rows.map((row) => ({
      processId: row.process_id,
      krud: row.krud,
      rowId: apiRowId(row.row_id),
      step: openStepView(
        row,
        readDiagram(row.diagram),
        voters.filter((voter) => voter.step_id === row.id),
        caller,
        roleNames,
      ),
    })),
  }
}

function openStepsQuery(db: Kysely<SystemDatabase>) {
  return db
    .selectFrom('tamga_process_step as s')
    .innerJoin('tamga_process as p', 'p.id', 's.process_id')
    .leftJoin('tamga_user as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select([
      'p.krud',
      'p.diagram',
      'u.login as assignee_login',
      'u.first_name as assignee_first_name',
      'u.last_name as assignee_last_name',
    ])
    .where('s.is_done', '=', 0)
    .where('p.finished_at', 'is', null)
    .where('s.status_type', 'not in', TERMINAL_TYPES)
    .orderBy('s.opened_at')
    .orderBy('s.id')
    .limit(WAITING_LIMIT)
}

/** A list of open steps: those `narrow` keeps, on records the caller may read. */
function stepList(narrow: (query: ReturnType<typeof openStepsQuery>, caller: Actor) => typeof query) {
  return async (
    request: FastifyRequest,
    catalogue: RecordsCatalogue,
    db: Kysely<SystemDatabase>,
    caller: Actor,
  ): Promise<WaitingSteps> => {
    const rows = await narrow(openStepsQuery(db), caller).execute()
    return answer(db, await readableOnly(request, catalogue, db, rows, caller), caller, await roleNamesOf(request))
  }
}

/**
 * The open steps the caller may act on (issue 8), oldest first: those naming them, those of
 * the role their session acts as that name no one, and the votes they are listed in and have
 * not voted in yet, on records they may read.
 */
export const waitingSteps = stepList((query, caller) => query.where((eb) => heldBy(eb, caller)))

/**
 * The DATE, COURT and POSTPONE steps still open after their date (issue 8), oldest first, on
 * records the caller may read.
 */
export const overdueSteps = stepList((query) =>
  query
    .where('s.status_type', 'in', DATED_TYPES)
    .where('s.due_date', 'is not', null)
    .where(sql<boolean>`s.due_date < current_date`),
)
