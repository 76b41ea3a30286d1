// A process as one caller sees it (spec 3.11): its open steps, what the caller may do on each,
// and the flags iCanEdit, isReadOnly and currentStep computed on the server.
import type { LocalizedText, OpenStep, OpenVote, ProcessState, WorkflowDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { portPicksPeople, portsOf, readDiagram, targetsOf } from './diagram.ts'
import { personOf } from './people.ts'
import {
  type Actor,
  apiRowId,
  isAssignee,
  type ProcessRow,
  type StepRow,
  stepNodeOf,
  stepTypeOf,
} from './processRows.ts'
import { stepModule, TERMINAL_TYPES } from './steps/index.ts'
import { tallyStoredVotes, voteSettingsOf } from './steps/vote.ts'

/** The roles' display names by numeric id, as the role documents give them. */
export type RoleNames = ReadonlyMap<number, LocalizedText>

/** The display names of the roles of the request's documents version (one cached read). */
export async function roleNamesOf(request: FastifyRequest): Promise<RoleNames> {
  const roles = await request.server.authorizer.roles(request)
  return new Map([...roles].map(([id, role]) => [id, role.display_name]))
}

/** An open step with its assignee's names (a left join: null when it names no user). */
export type OpenStepRow = StepRow & {
  assignee_login: string | null
  assignee_first_name: string | null
  assignee_last_name: string | null
}

/** A council member's place in an open vote, with their names. */
export interface VoterRow {
  step_id: number
  user_id: number
  voted: number
  approve: number | null
  recreate: number | null
  login: string
  first_name: string | null
  last_name: string | null
}

/** The open steps of some processes, oldest first, with their assignees' names. */
export async function openStepRows(
  db: Kysely<SystemDatabase>,
  filter: { processIds: readonly number[] },
): Promise<OpenStepRow[]> {
  if (filter.processIds.length === 0) return []
  return db
    .selectFrom('tamga_process_step as s')
    .leftJoin('tamga_user as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.login as assignee_login', 'u.first_name as assignee_first_name', 'u.last_name as assignee_last_name'])
    .where('s.process_id', 'in', [...filter.processIds])
    .where('s.is_done', '=', 0)
    .where('s.status_type', 'not in', TERMINAL_TYPES)
    .orderBy('s.id')
    .execute()
}

/** The members of the votes among `steps` with their names and votes, in the order they were listed. */
export async function voterRows(db: Kysely<SystemDatabase>, steps: readonly StepRow[]): Promise<VoterRow[]> {
  const stepIds = steps.filter((step) => stepModule(stepTypeOf(step)).voted).map((step) => step.id)
  if (stepIds.length === 0) return []
  return db
    .selectFrom('tamga_vote as v')
    .innerJoin('tamga_user as u', 'u.id', 'v.user_id')
    .select(['v.step_id', 'v.user_id', 'v.voted', 'v.approve', 'v.recreate', 'u.login', 'u.first_name', 'u.last_name'])
    .where('v.step_id', 'in', [...stepIds])
    .orderBy('v.id')
    .execute()
}

function openVoteOf(step: StepRow, voters: readonly VoterRow[], caller: Actor): OpenVote {
  const settings = voteSettingsOf(step)
  const tally = tallyStoredVotes(voters, settings)
  const voted = voters.length - tally.notVoted
  return {
    voters: voters.map((voter) => ({
      person: personOf({
        id: voter.user_id,
        login: voter.login,
        first_name: voter.first_name,
        last_name: voter.last_name,
      }),
      voted: voter.voted === 1,
    })),
    canVote: voters.some((voter) => voter.user_id === caller.userId && voter.voted === 0),
    canClose: step.opened_by === caller.userId && voted >= settings.minVoters,
    supported: tally.supported,
    toRecreate: tally.toRecreate,
    unsupported: tally.unsupported,
    notVoted: tally.notVoted,
    decision: tally.decision,
  }
}

/**
 * One open step as the caller sees it: its ports (each with the step type it leads to and
 * whether taking it picks people), whether the caller may act on it, and for a VOTE step the
 * vote so far.
 */
export function openStepView(
  step: OpenStepRow,
  diagram: WorkflowDocument,
  voters: readonly VoterRow[],
  caller: Actor,
  roleNames: RoleNames,
): OpenStep {
  const node = stepNodeOf(step)
  const type = stepTypeOf(step)
  const vote = stepModule(type).voted ? openVoteOf(step, voters, caller) : null
  const ports = portsOf(node).flatMap((port) => {
    const target = targetsOf(diagram, node.id, port.id)[0]
    if (target === undefined) return []
    return [
      {
        id: port.id,
        label: port.label,
        ...(port.action === undefined ? {} : { action: port.action }),
        ...(port.outcome === undefined ? {} : { outcome: port.outcome }),
        leadsTo: target.type,
        picksAssignee: portPicksPeople(diagram, node, port, step.is_subject_changeable),
      },
    ]
  })
  return {
    id: step.id,
    status_id: step.status_id,
    status: step.status,
    status_type: type,
    subject_type: node.subject.subject_type,
    role_id: step.role_id,
    ...roleNameOf(step.role_id, roleNames),
    user_id: step.user_id,
    assignee:
      step.user_id === null || step.assignee_login === null
        ? null
        : personOf({
            id: step.user_id,
            login: step.assignee_login,
            first_name: step.assignee_first_name,
            last_name: step.assignee_last_name,
          }),
    is_signature_needed: step.is_signature_needed,
    is_subject_changeable: step.is_subject_changeable,
    is_read_only: step.is_read_only,
    action_num: step.action_num,
    opened_at: step.opened_at.toISOString(),
    due_date: step.due_date,
    ports,
    canAct: vote === null ? isAssignee(step, caller) : vote.canVote || vote.canClose,
    vote,
  }
}

/** The display name of a step's role, when it names one that has a document. */
function roleNameOf(roleId: number | null, roleNames: RoleNames): { role_name?: LocalizedText } {
  const name = roleId === null ? undefined : roleNames.get(roleId)
  return name === undefined ? {} : { role_name: name }
}

/** Whether the caller holds an open step: its assignee, or a listed member who has not voted. */
function holds(step: OpenStep): boolean {
  return step.vote === null ? step.canAct : step.vote.canVote
}

/**
 * A record's process as the caller sees it (spec 3.11): `iCanEdit` when the caller holds an
 * open step that is not read-only, `isReadOnly` when every open step they hold only shows the
 * record, `currentStep` the first open step they hold, else the first open step. Two
 * statements: the open steps with their assignees, and the members of open votes.
 */
export async function processStateFor(
  db: Kysely<SystemDatabase>,
  process: ProcessRow,
  caller: Actor,
  roleNames: RoleNames,
): Promise<ProcessState> {
  const diagram = readDiagram(process.diagram)
  const steps = process.finished_at === null ? await openStepRows(db, { processIds: [process.id] }) : []
  const voters = await voterRows(db, steps)
  const openSteps = steps.map((step) =>
    openStepView(
      step,
      diagram,
      voters.filter((voter) => voter.step_id === step.id),
      caller,
      roleNames,
    ),
  )
  const held = openSteps.filter(holds)
  return {
    processId: process.id,
    krud: process.krud,
    rowId: apiRowId(process.row_id),
    workflow: process.workflow,
    status: process.status,
    status_type: stepTypeOf(process),
    finished: process.finished_at !== null,
    action_num: process.action_num,
    iCanEdit: held.some((step) => !step.is_read_only),
    isReadOnly: held.length > 0 && held.every((step) => step.is_read_only),
    currentStep: held[0] ?? openSteps[0] ?? null,
    openSteps,
  }
}
