// `GET /process/history/{id}` (spec 7): the status history, the council's votes and the rounds,
// read in one statement that builds the JSON in PostgreSQL: never a query per entry or person.
import {
  type Employee,
  type LocalizedText,
  PROCESS_HISTORY_SQL,
  type ProcessHistory,
  type ProcessHistoryPersonRow,
  type ProcessHistoryRow,
  parseSignature,
  type Signature,
  type StatusHistoryEntry,
  type VotingPerson,
} from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { labelText, portsOf, readDiagram } from './diagram.ts'
import { stepTypeOf } from './processRows.ts'

/**
 * Reads a process's history with the contract's one statement (generated servers run the same):
 * its done entries, its open steps as entries still waiting, the members of its latest vote;
 * and, in the same statement, the diagram the process runs on, for its labels' languages.
 */
async function readHistoryRow(
  db: Kysely<SystemDatabase>,
  processId: number,
): Promise<ProcessHistoryRow & { diagram: unknown }> {
  // Through Kysely's query tree (its `$1` bound as a value), so plugins see it like every other query.
  const [before = '', after = ''] = PROCESS_HISTORY_SQL.split('$1')
  const result = await sql<ProcessHistoryRow & { diagram: unknown }>`select history.*,
    (select p.diagram from tamga_process p where p.id = ${processId}) as diagram
    from (${sql.raw(before)}${processId}${sql.raw(after)}) history`.execute(db)
  return result.rows[0] ?? { done: [], pending: [], votes: [], diagram: null }
}

/** The spec 3.3 `emp` of a person, or null when the entry names no one. */
function employeeOf(found: ProcessHistoryPersonRow, roleName: (roleId: number) => string | null): Employee | null {
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
 * The labels of a process's diagram (its steps' and their ports' labels and actions) that give
 * more than Mongolian, by the Mongolian text the history stores for them ({@link labelText}).
 */
export function diagramLabels(stored: unknown): Record<string, LocalizedText> {
  const labels: Record<string, LocalizedText> = {}
  const add = (label: LocalizedText | undefined) => {
    if (label === undefined || typeof label === 'string' || (label.en_US === undefined && label.ko_KR === undefined))
      return
    const text = labelText(label)
    if (!Object.hasOwn(labels, text)) labels[text] = label
  }
  for (const node of readDiagram(stored).nodes) {
    add(node.label)
    for (const port of portsOf(node)) add(port.label)
  }
  return labels
}

/**
 * A process's history (spec 7, 3.3–3.5): `statusHistories` (done entries, then the steps still
 * waiting), `votingPeople` (the members of the process's latest vote) and `actionNumbers` (its
 * rounds in order), and `labels`: the diagram's labels in every language it gives
 * ({@link diagramLabels}). `JOB_NAME` is the name of the role the person acted as (or holds), from the
 * role documents: `roleName`.
 */
export async function processHistory(
  db: Kysely<SystemDatabase>,
  processId: number,
  roleName: (roleId: number) => string | null,
): Promise<ProcessHistory> {
  const { done, pending, votes, diagram } = await readHistoryRow(db, processId)
  const statusHistories = [...(done ?? []), ...(pending ?? [])].map(
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
  const votingPeople = (votes ?? []).map(
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
  const labels = diagram === null || diagram === undefined ? {} : diagramLabels(diagram)
  return Object.keys(labels).length === 0
    ? { statusHistories, votingPeople, actionNumbers }
    : { statusHistories, votingPeople, actionNumbers, labels }
}
