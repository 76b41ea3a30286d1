// `GET /process/history/{id}` (spec 7): the status history, the council's votes and the rounds,
// read in one statement that builds the JSON in PostgreSQL: never a query per entry or person.
import {
  type ActionNumber,
  type Employee,
  parseSignature,
  type Signature,
  type StatusHistoryEntry,
  type VotingPerson,
} from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { stepTypeOf } from './processRows.ts'

/** The answer of the history route (spec 7). */
export interface ProcessHistoryAnswer {
  statusHistories: StatusHistoryEntry[]
  votingPeople: VotingPerson[]
  actionNumbers: ActionNumber[]
}

/** Who someone is, as the history statement reads them: the user's names and main organisation. */
interface PersonJson {
  user_id: number | null
  role_id: number | null
  first_name: string | null
  last_name: string | null
  struct: string | null
}

interface EntryJson extends PersonJson {
  status: string
  status_type: string
  status_action: string | null
  is_done: number
  created_at: string | null
  description: string | null
  action_num: number
  signature: string | null
}

interface VoteJson extends PersonJson {
  approve: number | null
  recreate: number | null
  voted: number
  description: string | null
  signature_image: string | null
  signature_date: string | null
}

/** The organisation a person works in: their main one, else the first they belong to. */
const structOf = (user: string) =>
  sql`left join lateral (
    select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
    where uo.user_id = ${sql.ref(user)} and o.deleted_at is null
    order by uo.is_main desc, o.id limit 1
  ) struct on true`

const person = (user: string, role: ReturnType<typeof sql.ref>) =>
  sql`'user_id', ${sql.ref(`${user}.id`)}, 'role_id', ${role}, 'first_name', ${sql.ref(`${user}.first_name`)},
    'last_name', ${sql.ref(`${user}.last_name`)}, 'struct', struct.name`

/**
 * Reads a process's history in one statement: its done entries in the order they were written
 * (each with who acted, the role they acted as and their organisation), its open steps as
 * entries still waiting (spec 4.3: shown dimmed, "action pending"), and the members of its
 * latest vote with their votes and signatures.
 */
async function readHistoryJson(
  db: Kysely<SystemDatabase>,
  processId: number,
): Promise<{ done: EntryJson[]; pending: EntryJson[]; votes: VoteJson[] }> {
  const result = await sql<{ done: EntryJson[]; pending: EntryJson[]; votes: VoteJson[] }>`select
    coalesce((
      select json_agg(json_build_object(
        'status', h.status, 'status_type', h.status_type, 'status_action', h.status_action, 'is_done', h.is_done,
        'created_at', h.created_at, 'description', h.description, 'action_num', h.action_num,
        'signature', h.signature, ${person('u', sql.ref('h.role_id'))}
      ) order by h.id)
      from tamga_status_history h left join tamga_user u on u.id = h.user_id ${structOf('h.user_id')}
      where h.process_id = ${processId}
    ), '[]'::json) as done,
    coalesce((
      select json_agg(json_build_object(
        'status', s.status, 'status_type', s.status_type, 'status_action', null, 'is_done', 0,
        'created_at', null, 'description', null, 'action_num', s.action_num, 'signature', null,
        ${person('u', sql.ref('u.role_id'))}
      ) order by s.id)
      from tamga_process_step s join tamga_process p on p.id = s.process_id
      left join tamga_user u on u.id = s.user_id ${structOf('s.user_id')}
      where s.process_id = ${processId} and s.is_done = 0 and s.status_type not in ('END', 'CANCEL')
        and p.finished_at is null
    ), '[]'::json) as pending,
    coalesce((
      select json_agg(json_build_object(
        'approve', v.approve, 'recreate', v.recreate, 'voted', v.voted, 'description', v.description,
        'signature_image', v.signature_image, 'signature_date', v.signature_date,
        ${person('u', sql.ref('u.role_id'))}
      ) order by v.id)
      from tamga_vote v left join tamga_user u on u.id = v.user_id ${structOf('v.user_id')}
      where v.step_id = (
        select max(s.id) from tamga_process_step s where s.process_id = ${processId} and s.status_type = 'VOTE'
      )
    ), '[]'::json) as votes`.execute(db)
  const row = result.rows[0]
  return { done: row?.done ?? [], pending: row?.pending ?? [], votes: row?.votes ?? [] }
}

/** The spec 3.3 `emp` of a person, or null when the entry names no one. */
function employeeOf(found: PersonJson, roleName: (roleId: number) => string | null): Employee | null {
  if (found.user_id === null) return null
  return {
    JOB_NAME: found.role_id === null ? null : roleName(found.role_id),
    STRUCT_NAME: found.struct,
    LNAME: found.last_name,
    FNAME: found.first_name,
  }
}

/** A stored signature, parsed (a malformed one, which the server never writes, reads as none). */
function signatureOf(text: string | null): Signature | null {
  const parsed = parseSignature(text)
  return parsed.ok ? parsed.value : null
}

/**
 * A process's history (spec 7, 3.3–3.5): `statusHistories` (done entries, then the steps still
 * waiting), `votingPeople` (the members of the process's latest vote) and `actionNumbers` (its
 * rounds in order). `JOB_NAME` is the name of the role the person acted as (or holds), from the
 * role documents: `roleName`.
 */
export async function processHistory(
  db: Kysely<SystemDatabase>,
  processId: number,
  roleName: (roleId: number) => string | null,
): Promise<ProcessHistoryAnswer> {
  const { done, pending, votes } = await readHistoryJson(db, processId)
  const statusHistories = [...done, ...pending].map(
    (entry): StatusHistoryEntry => ({
      status: entry.status,
      status_type: stepTypeOf(entry),
      status_action: entry.status_action,
      is_done: entry.is_done === 1 ? 1 : 0,
      created_at: entry.created_at,
      description: entry.description,
      action_num: entry.action_num,
      signature: signatureOf(entry.signature),
      emp: employeeOf(entry, roleName),
    }),
  )
  const votingPeople = votes.map(
    (vote): VotingPerson => ({
      approve: vote.approve === null ? null : vote.approve === 1 ? 1 : 0,
      recreate: vote.recreate === null ? null : vote.recreate === 1 ? 1 : 0,
      voted: vote.voted === 1 ? 1 : 0,
      description: vote.description,
      signature_image: signatureOf(vote.signature_image),
      signature_date: vote.signature_date,
      emp: employeeOf(vote, roleName),
    }),
  )
  const rounds = [...new Set(statusHistories.map((entry) => entry.action_num))].sort((a, b) => a - b)
  const actionNumbers = rounds.map((actionNum, index) => ({ index, action_num: actionNum }))
  return { statusHistories, votingPeople, actionNumbers }
}
