import type { Static } from 'typebox'
import { Type } from 'typebox'
import { closedObject, type LocalizedText, LocalizedTextSchema } from '../documents/common.ts'
import type { DocumentIssue } from '../validation/issue.ts'
import { pointer } from '../validation/issue.ts'
import { isJsonObject } from '../validation/jsonObject.ts'
import type { ValidationResult } from '../validation/validator.ts'
import { ActionNumberSchema, parseActionNumber } from './action-number.ts'
import { parseStatusHistoryEntry, StatusHistoryEntrySchema } from './status-history.ts'
import { parseVotingPerson, VotingPersonSchema } from './voting-person.ts'

/**
 * The answer of `GET /process/history/{id}` (spec 7): the record's status history (the entries
 * done, in order, then the steps still waiting), the members of the latest vote, and the rounds
 * of the process. Tamga's server and the generated servers answer it; the screens read it.
 */
export const ProcessHistorySchema = closedObject({
  statusHistories: Type.Array(StatusHistoryEntrySchema),
  votingPeople: Type.Array(VotingPersonSchema),
  actionNumbers: Type.Array(ActionNumberSchema),
  /**
   * The process diagram's step and port labels in every language it gives, by the Mongolian text
   * the history stores (`status`, `status_action`, a signature's `signAction`), so a screen shows
   * them in its reader's language. Tamga's server sends it; without it the stored text is shown.
   */
  labels: Type.Optional(
    Type.Record(Type.String(), LocalizedTextSchema, {
      description: 'Stored (Mongolian) label text → the diagram’s label in every language it gives.',
    }),
  ),
})
export type ProcessHistory = Static<typeof ProcessHistorySchema>

/** Who someone is, as {@link PROCESS_HISTORY_SQL} reads them: the user's names and main organisation. */
export interface ProcessHistoryPersonRow {
  user_id: number | null
  role_id: number | null
  first_name: string | null
  last_name: string | null
  struct: string | null
}

/** A history entry or a waiting step as {@link PROCESS_HISTORY_SQL} reads it. */
export interface ProcessHistoryEntryRow extends ProcessHistoryPersonRow {
  status: string
  status_type: string
  status_action: string | null
  is_done: number
  created_at: string | null
  description: string | null
  action_num: number
  signature: string | null
}

/** A member of the latest vote as {@link PROCESS_HISTORY_SQL} reads them. */
export interface ProcessHistoryVoteRow extends ProcessHistoryPersonRow {
  approve: number | null
  recreate: number | null
  voted: number
  description: string | null
  signature_image: string | null
  signature_date: string | null
}

/** The one row {@link PROCESS_HISTORY_SQL} answers. */
export interface ProcessHistoryRow {
  done: ProcessHistoryEntryRow[] | null
  pending: ProcessHistoryEntryRow[] | null
  votes: ProcessHistoryVoteRow[] | null
}

/** The organisation a person works in: their main one, else the first they belong to. */
const struct = (user: string) => `left join lateral (
      select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
      where uo.user_id = ${user} and o.deleted_at is null
      order by uo.is_main desc, o.id limit 1
    ) struct on true`

const person = (user: string, role: string) =>
  `'user_id', ${user}.id, 'role_id', ${role}, 'first_name', ${user}.first_name, 'last_name', ${user}.last_name, 'struct', struct.name`

/**
 * How a process's history is read, by Tamga's server and by the generated ones alike: one
 * statement, never a query per entry or person, that builds the JSON in PostgreSQL. It has one
 * parameter, `$1`, the process id, used once (so a driver with `?` placeholders can take it
 * too), and answers one {@link ProcessHistoryRow}: `done` (the history entries in the order they
 * were written), `pending` (the open steps of an unfinished process, spec 4.3: shown as "action
 * pending"), `votes` (the members of the latest vote). Each carries `user_id`, `role_id`,
 * `first_name`, `last_name` and `struct` for the spec 3.3 `emp`.
 */
export const PROCESS_HISTORY_SQL = `with process as (select $1::integer as id)
select
  coalesce((
    select json_agg(json_build_object(
      'status', h.status, 'status_type', h.status_type, 'status_action', h.status_action, 'is_done', h.is_done,
      'created_at', h.created_at, 'description', h.description, 'action_num', h.action_num,
      'signature', h.signature, ${person('u', 'h.role_id')}
    ) order by h.id)
    from tamga_status_history h left join tamga_user u on u.id = h.user_id ${struct('h.user_id')}
    where h.process_id = (select id from process)
  ), '[]'::json) as done,
  coalesce((
    select json_agg(json_build_object(
      'status', s.status, 'status_type', s.status_type, 'status_action', null, 'is_done', 0,
      'created_at', null, 'description', null, 'action_num', s.action_num, 'signature', null,
      ${person('u', 'u.role_id')}
    ) order by s.id)
    from tamga_process_step s join tamga_process p on p.id = s.process_id
    left join tamga_user u on u.id = s.user_id ${struct('s.user_id')}
    where s.process_id = (select id from process) and s.is_done = 0 and s.status_type not in ('END', 'CANCEL')
      and p.finished_at is null
  ), '[]'::json) as pending,
  coalesce((
    select json_agg(json_build_object(
      'approve', v.approve, 'recreate', v.recreate, 'voted', v.voted, 'description', v.description,
      'signature_image', v.signature_image, 'signature_date', v.signature_date,
      ${person('u', 'u.role_id')}
    ) order by v.id)
    from tamga_vote v left join tamga_user u on u.id = v.user_id ${struct('v.user_id')}
    where v.step_id = (
      select max(s.id) from tamga_process_step s where s.process_id = (select id from process) and s.status_type = 'VOTE'
    )
  ), '[]'::json) as votes`

function parseList<T>(
  body: Record<string, unknown>,
  key: keyof ProcessHistory,
  parse: (input: unknown) => ValidationResult<T>,
  issues: DocumentIssue[],
): T[] {
  const list = body[key]
  // Spec 7: each list is used only if it is a non-empty list; anything else means "nothing".
  if (!Array.isArray(list) || list.length === 0) return []
  const values: T[] = []
  list.forEach((item: unknown, index) => {
    const parsed = parse(item)
    if (parsed.ok) values.push(parsed.value)
    else issues.push(...parsed.issues.map((found) => ({ ...found, path: `${pointer(key, index)}${found.path}` })))
  })
  return values
}

/**
 * Reads the body of `GET /process/history/{id}`: keeps each list only when it is a non-empty
 * list, parses stored signature text, and checks every entry. Never throws; a malformed entry
 * gives an issue pointing at it (the screen then only logs the failure, spec 8.2).
 */
export function parseProcessHistory(body: unknown): ValidationResult<ProcessHistory> {
  const source = isJsonObject(body) ? body : {}
  const issues: DocumentIssue[] = []
  const history: ProcessHistory = {
    statusHistories: parseList(source, 'statusHistories', parseStatusHistoryEntry, issues),
    votingPeople: parseList(source, 'votingPeople', parseVotingPerson, issues),
    actionNumbers: parseList(source, 'actionNumbers', parseActionNumber, issues),
  }
  const labels = labelsOf(source.labels)
  if (labels !== undefined) history.labels = labels
  return issues.length === 0 ? { ok: true, value: history } : { ok: false, issues }
}

/** The translations of the labels a history names, keeping only those that are label texts. */
function labelsOf(input: unknown): Record<string, LocalizedText> | undefined {
  if (!isJsonObject(input)) return undefined
  const labels: Record<string, LocalizedText> = {}
  for (const [text, label] of Object.entries(input)) {
    if (typeof label === 'string' && label !== '') labels[text] = label
    else if (isJsonObject(label) && typeof label.mn_MN === 'string' && label.mn_MN !== '') {
      const texts: { mn_MN: string; en_US?: string; ko_KR?: string } = { mn_MN: label.mn_MN }
      if (typeof label.en_US === 'string') texts.en_US = label.en_US
      if (typeof label.ko_KR === 'string') texts.ko_KR = label.ko_KR
      labels[text] = texts
    }
  }
  return Object.keys(labels).length === 0 ? undefined : labels
}
