import type { DocumentIssue } from '../validation/issue.ts'
import { pointer } from '../validation/issue.ts'
import type { ValidationResult } from '../validation/validator.ts'
import { type ActionNumber, parseActionNumber } from './action-number.ts'
import { parseStatusHistoryEntry, type StatusHistoryEntry } from './status-history.ts'
import { parseVotingPerson, type VotingPerson } from './voting-person.ts'

/**
 * The answer of `GET /process/history/{id}` (spec 7) after loading: the record's status
 * history, the council's votes and the rounds of the process. A list the server left out, or
 * sent as something other than a non-empty list, is empty here.
 */
export interface ProcessHistory {
  statusHistories: StatusHistoryEntry[]
  votingPeople: VotingPerson[]
  actionNumbers: ActionNumber[]
}

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
  const source =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const issues: DocumentIssue[] = []
  const history: ProcessHistory = {
    statusHistories: parseList(source, 'statusHistories', parseStatusHistoryEntry, issues),
    votingPeople: parseList(source, 'votingPeople', parseVotingPerson, issues),
    actionNumbers: parseList(source, 'actionNumbers', parseActionNumber, issues),
  }
  return issues.length === 0 ? { ok: true, value: history } : { ok: false, issues }
}
