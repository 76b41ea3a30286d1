// The seed's records of a krud with a workflow get their processes: started by the record's
// creator and played forward, through the engine's own actions, to the step type the seed row's
// status column names, so the screens have histories, votes and waiting steps to show.
import {
  effectiveColumns,
  type ModelDocument,
  type ProcessActRequest,
  type StepType,
  type WorkflowDocument,
  type WorkflowNode,
  type WorkflowPort,
} from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import type { DocumentStore } from '../documents/store.ts'
import { actOnStep } from './actOnStep.ts'
import { portsOf, startNodeOf, targetsOf } from './diagram.ts'
import type { RecordLocation } from './openSteps.ts'
import { roleHolders } from './people.ts'
import { type Actor, lockProcess, openStepOf, type StepRow } from './processRows.ts'
import { startProcesses } from './startProcess.ts'
import { councilOf, stepModule } from './steps/index.ts'
import { castVote } from './voting.ts'

/** One move of the replay: leaving `node` through `port`. */
interface Move {
  node: WorkflowNode
  port: WorkflowPort
}

/**
 * The shortest way through the diagram from START to a node of `type` (breadth first, ports in
 * their order), or undefined when no node of that type can be reached.
 */
export function pathTo(diagram: WorkflowDocument, type: StepType): Move[] | undefined {
  const start = startNodeOf(diagram)
  if (start.type === type) return []
  const seen = new Set([start.id])
  const queue: Array<{ node: WorkflowNode; path: Move[] }> = [{ node: start, path: [] }]
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    for (const port of portsOf(item.node)) {
      for (const next of targetsOf(diagram, item.node.id, port.id)) {
        const path = [...item.path, { node: item.node, port }]
        if (next.type === type) return path
        if (seen.has(next.id) || stepModule(next.type).terminal) continue
        seen.add(next.id)
        queue.push({ node: next, path })
      }
    }
  }
  return undefined
}

/** How a seeded record's creator is found: the first column the server fills with the current user. */
function creatorColumn(model: ModelDocument): string | undefined {
  return effectiveColumns(model).find(
    (column) => column.default !== undefined && 'named' in column.default && column.default.named === 'current_user_id',
  )?.name
}

async function actorFor(db: Kysely<SystemDatabase>, userId: number, roleId?: number): Promise<Actor | undefined> {
  const user = await db
    .selectFrom('tamga_user')
    .select(['id', 'role_id', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (user === undefined) return undefined
  return { userId: user.id, roleId: roleId ?? user.role_id, firstName: user.first_name, lastName: user.last_name }
}

/** Who acts on a replayed step: the user it names, else the first holder of its role. */
async function assigneeOf(db: Kysely<SystemDatabase>, step: StepRow): Promise<Actor | undefined> {
  if (step.user_id !== null) return actorFor(db, step.user_id, step.role_id ?? undefined)
  if (step.role_id === null) return undefined
  const [holder] = await roleHolders(db, step.role_id, 1)
  return holder === undefined ? undefined : actorFor(db, holder.id, step.role_id)
}

const textSignature = (actor: Actor) =>
  ({ type: 'text', text: [actor.lastName, actor.firstName].filter(Boolean).join(' ') || 'Гарын үсэг' }) as const

/** Plays one record's process forward along `path`; stops where nobody could act. */
async function replay(
  db: Kysely<SystemDatabase>,
  processId: number,
  diagram: WorkflowDocument,
  path: readonly Move[],
  record: RecordLocation,
  startedAt: Date,
): Promise<void> {
  for (const [index, move] of path.entries()) {
    // Each step an hour after the one before, from the record's creation.
    const at = new Date(startedAt.getTime() + (index + 1) * 3_600_000)
    const step = await db
      .selectFrom('tamga_process_step')
      .selectAll()
      .where('process_id', '=', processId)
      .where('status_id', '=', move.node.id)
      .where('is_done', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    if (step === undefined) return
    if (stepModule(move.node.type).voted) {
      const members = await db
        .selectFrom('tamga_vote')
        .select('user_id')
        .where('step_id', '=', step.id)
        .orderBy('id')
        .execute()
      const choice = move.port.outcome ?? 'approve'
      for (const member of members) {
        const actor = await actorFor(db, member.user_id)
        if (actor === undefined) return
        await db.transaction().execute(async (trx) => {
          const process = await lockProcess(trx, processId)
          const open = await openStepOf(trx, process, step.id)
          await castVote(trx, {
            process,
            step: open,
            actor,
            request: { vote: choice, ...(open.is_signature_needed ? { signature: textSignature(actor) } : {}) },
            record,
            apiBase: '',
            at,
          })
        })
      }
      continue
    }
    const actor = await assigneeOf(db, step)
    if (actor === undefined) return
    const targets = targetsOf(diagram, move.node.id, move.port.id)
    const vote = councilOf(targets)
    const request: ProcessActRequest = { port: move.port.id }
    if (step.is_signature_needed) request.signature = textSignature(actor)
    if (vote !== undefined) {
      const council = await roleHolders(db, vote.voterRoleId)
      if (council.length < vote.minVoters) return
      request.voters = council.map((member) => member.id)
    }
    if (targets.some((target) => stepModule(target.type).dated)) {
      request.date = new Date(at.getTime() + 14 * 86_400_000).toISOString().slice(0, 10)
    }
    await db.transaction().execute(async (trx) => {
      const process = await lockProcess(trx, processId)
      const open = await openStepOf(trx, process, step.id)
      await actOnStep(trx, { process, step: open, actor, request, record, apiBase: '', at })
    })
  }
}

/**
 * Gives every record of a krud with a workflow that has no process yet its process: started
 * by the record's creator (the first column filled with the current user, else the first super
 * admin) at the record's `created_at`, then played forward through the engine's own actions to
 * the step type its status column names (the seed writes `START`, `CHECK`, `VOTE`, `END`, …),
 * each step acted on by its assignee (a role's first holder), signing with their name, a vote
 * put to every holder of the council role and voted the way the path goes. A record whose state
 * cannot be reached (no such step, nobody to act) stops where it got to, its status column
 * following. Run once, after the seed rows; answers how many processes it started.
 */
export async function seedProcesses(db: Kysely<SystemDatabase>, store: DocumentStore): Promise<number> {
  const [kruds, workflows, grids, models] = await Promise.all([
    store.list('krud'),
    store.list('workflow'),
    store.list('grid'),
    store.list('model'),
  ])
  const workflowByName = new Map(workflows.map((stored) => [stored.document.name, stored.document]))
  let started = 0
  for (const { document: krud } of kruds) {
    const workflow = krud.workflow === undefined ? undefined : workflowByName.get(krud.workflow)
    const grid = grids.find((stored) => stored.document.name === krud.grid)?.document
    const model = models.find((stored) => stored.document.name === workflow?.model)?.document
    if (workflow === undefined || grid === undefined || model === undefined || grid.model !== model.name) continue
    const identity = grid.identity
    const creator = creatorColumn(model)
    const rows = (
      await sql<Record<string, unknown>>`select * from ${sql.table(model.table)} t where not exists (
        select 1 from tamga_process p where p.krud = ${krud.name} and p.row_id = t.${sql.ref(identity)}::text
      ) order by t.${sql.ref(identity)}`.execute(db)
    ).rows
    const [admin] = await roleHolders(db, 1, 1)
    for (const row of rows) {
      const creatorId = creator === undefined ? undefined : Number(row[creator])
      const actor =
        (Number.isSafeInteger(creatorId) ? await actorFor(db, creatorId as number) : undefined) ??
        (admin === undefined ? undefined : await actorFor(db, admin.id))
      if (actor === undefined) continue
      const createdAt = row.created_at instanceof Date ? row.created_at : new Date()
      const id = row[identity]
      if (typeof id !== 'string' && typeof id !== 'number') continue
      const record: RecordLocation = { table: model.table, identity, id, statusColumn: workflow.statusColumn }
      const processId = await db.transaction().execute(async (trx) => {
        const [opened] = await startProcesses(trx, {
          workflow,
          krud: krud.name,
          rowIds: [String(id)],
          actor,
          at: createdAt,
        })
        await sql`update ${sql.table(model.table)} set ${sql.ref(workflow.statusColumn)} = ${
          startNodeOf(workflow).type
        } where ${sql.ref(identity)} = ${id}`.execute(trx)
        return opened?.processId
      })
      if (processId === undefined) continue
      started += 1
      const wanted = row[workflow.statusColumn]
      const target = workflow.nodes.find((node) => node.type === wanted)?.type
      const path = target === undefined ? undefined : pathTo(workflow, target)
      if (path !== undefined) await replay(db, processId, workflow, path, record, createdAt)
    }
  }
  return started
}
