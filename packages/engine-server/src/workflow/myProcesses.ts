// The records a person created in kruds that run a workflow (issue 24, "my applications"): where
// each stands, what it expects of them next, and whom it waits for otherwise.
import { type CreatorNext, isTextColumn, type MyProcesses, type MyProcessStep, type StartableKrud } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { compileRead } from '../reads/compileRead.ts'
import { grantAccess } from '../reads/readAccess.ts'
import type { ReadColumn } from '../reads/readQuery.ts'
import type { KrudSource, RecordsCatalogue } from '../records/catalogue.ts'
import { identityValue } from '../records/rowOperations.ts'
import { labelText, readDiagram } from './diagram.ts'
import { personOf } from './people.ts'
import { type Actor, apiRowId, isAssignee, type ProcessRow, stepTypeOf } from './processRows.ts'
import { type OpenStepRow, openStepRows, type RoleNames, type VoterRow, voterRows } from './processState.ts'
import { stepModule } from './steps/index.ts'

/** The most records one list answers, newest first. */
export const MY_PROCESSES_LIMIT = 500

type SourceWithModel = KrudSource & { model: NonNullable<KrudSource['model']> }

/**
 * The column that names a record of a krud to its creator: the first column its grid shows that
 * holds text (the grid shows it to whoever may read the krud), never a write-only one.
 */
export function titleColumnOf(source: SourceWithModel, writeOnly: ReadonlySet<string>): string | undefined {
  return source.grid.columns.find(
    (column) =>
      column.hidden !== true &&
      column.field !== source.grid.identity &&
      !writeOnly.has(column.field) &&
      isTextColumn(source.model, column.field),
  )?.field
}

/**
 * The caller's processes whose records they may still read (the krud's read right, its row
 * conditions, not deleted), with each record's title: one statement per krud, never per record.
 */
async function readableTitles(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  db: Kysely<SystemDatabase>,
  processes: readonly ProcessRow[],
  caller: Actor,
): Promise<Map<number, string | null>> {
  const titles = new Map<number, string | null>()
  const byKrud = new Map<string, ProcessRow[]>()
  for (const process of processes) {
    const list = byKrud.get(process.krud)
    if (list === undefined) byKrud.set(process.krud, [process])
    else list.push(process)
  }
  for (const [krud, rows] of byKrud) {
    const source = catalogue.kruds.get(krud)
    if (source?.model === undefined) continue
    const decision = await request.server.authorizer.check(request.auth, 'read', { kind: 'krud', name: krud }, request)
    if (!decision.allowed) continue
    const withModel = source as SourceWithModel
    const ids = rows.flatMap((row) => {
      try {
        return [identityValue(withModel.model, withModel.grid.identity, row.row_id)]
      } catch {
        return []
      }
    })
    if (ids.length === 0) continue
    const titleColumn = titleColumnOf(withModel, catalogue.writeOnlyColumns(withModel.model.name))
    const select: ReadColumn[] = [{ column: withModel.grid.identity, as: 'id', text: true }]
    if (titleColumn !== undefined) select.push({ column: titleColumn, as: 'title', text: true })
    const found = await compileRead<{ id: string; title?: string | null }>(
      {
        model: withModel.model,
        alias: 't',
        select,
        where: [{ column: withModel.grid.identity, is: 'one-of', values: ids }],
        rows: 'live',
      },
      grantAccess(decision.rowConditions, caller.userId),
    ).execute(db)
    const byId = new Map(found.rows.map((row) => [row.id, row.title?.trim() || null]))
    for (const row of rows) {
      const title = byId.get(row.row_id)
      if (title !== undefined) titles.set(row.id, title)
    }
  }
  return titles
}

/** Whether an open step is the caller's: a vote they have not voted in yet, or a step they are the assignee of. */
function isMine(step: OpenStepRow, voters: readonly VoterRow[], caller: Actor): boolean {
  if (stepModule(stepTypeOf(step)).voted) {
    return voters.some((voter) => voter.user_id === caller.userId && voter.voted === 0)
  }
  return isAssignee(step, caller)
}

/** What the process expects of its creator, from the steps they hold (see `CREATOR_NEXT`). */
export function creatorNext(process: Pick<ProcessRow, 'finished_at'>, steps: readonly MyProcessStep[]): CreatorNext {
  if (process.finished_at !== null) return 'decided'
  const mine = steps.filter((step) => step.mine)
  if (mine.some((step) => step.status_type === 'START')) return 'submit'
  if (mine.some((step) => step.status_type === 'RE_CREATE')) return 'resubmit'
  return mine.length > 0 ? 'act' : 'wait'
}

const isoOf = (value: Date | string) => new Date(value).toISOString()

/** The kruds running a workflow in which the caller may create a record. */
async function startableKruds(request: FastifyRequest, catalogue: RecordsCatalogue): Promise<StartableKrud[]> {
  const startable: StartableKrud[] = []
  for (const source of catalogue.kruds.values()) {
    if (source.krud.workflow === undefined || source.model === undefined) continue
    const decision = await request.server.authorizer.check(
      request.auth,
      'create',
      { kind: 'krud', name: source.name },
      request,
    )
    if (decision.allowed) startable.push({ krud: source.name, title: source.krud.title ?? source.name })
  }
  return startable.sort((a, b) => a.krud.localeCompare(b.krud))
}

/**
 * The records the caller created in kruds that run a workflow, newest first (at most
 * {@link MY_PROCESSES_LIMIT}), drafts included, only those they may still read: each with its
 * status, what it expects of them next and its open steps; and the kruds where they may start
 * another. The creator is the process's `created_by`, so nobody else's record is ever listed,
 * whatever the caller's read rights.
 */
export async function myProcesses(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  db: Kysely<SystemDatabase>,
  options: { caller: Actor; roleNames: RoleNames },
): Promise<MyProcesses> {
  const { caller, roleNames } = options
  const created = await db
    .selectFrom('tamga_process')
    .selectAll()
    .where('created_by', '=', caller.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MY_PROCESSES_LIMIT)
    .execute()
  const titles = await readableTitles(request, catalogue, db, created, caller)
  const processes = created.filter((process) => titles.has(process.id))
  const open = await openStepRows(db, {
    processIds: processes.filter((process) => process.finished_at === null).map((process) => process.id),
  })
  const voters = await voterRows(db, open)
  return {
    processes: processes.map((process) => {
      const diagram = readDiagram(process.diagram)
      const waitingFor = open
        .filter((step) => step.process_id === process.id)
        .map((step): MyProcessStep => {
          const stepVoters = voters.filter((voter) => voter.step_id === step.id)
          const type = stepTypeOf(step)
          const assignee =
            step.user_id === null || step.assignee_login === null
              ? null
              : personOf({
                  id: step.user_id,
                  login: step.assignee_login,
                  first_name: step.assignee_first_name,
                  last_name: step.assignee_last_name,
                })
          const roleName = step.role_id === null ? undefined : roleNames.get(step.role_id)
          return {
            id: step.id,
            status_id: step.status_id,
            label: diagram.nodes.find((node) => node.id === step.status_id)?.label ?? step.status,
            status_type: type,
            ...(roleName === undefined ? {} : { role_name: roleName }),
            assignee,
            votesAwaited: stepModule(type).voted ? stepVoters.filter((voter) => voter.voted === 0).length : null,
            mine: isMine(step, stepVoters, caller),
            opened_at: isoOf(step.opened_at),
          }
        })
      const source = catalogue.kruds.get(process.krud)
      return {
        processId: process.id,
        krud: process.krud,
        krudTitle: source?.krud.title ?? process.krud,
        rowId: apiRowId(process.row_id),
        title: titles.get(process.id) ?? null,
        status: process.status,
        status_label:
          diagram.nodes.find((node) => node.type === process.status_type && labelText(node.label) === process.status)
            ?.label ?? process.status,
        status_type: stepTypeOf(process),
        action_num: process.action_num,
        next: creatorNext(process, waitingFor),
        waitingFor,
        created_at: isoOf(process.created_at),
        finished_at: process.finished_at === null ? null : isoOf(process.finished_at),
      }
    }),
    startable: await startableKruds(request, catalogue),
  }
}
