// The VOTE step (spec 3.4, 4.3): its council's votes decide it. Opening one checks the council the
// act picked and lists its members; ../voting.ts takes the votes and closes it.
import { type DocumentIssue, issue, tallyVotes, type VoteSettings } from '@tamga/schema'
import type { Transaction } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'
import { tamgaError } from '../../http/errors.ts'
import { holdersAmong } from '../people.ts'
import { type StepRow, stepNodeOf } from '../processRows.ts'
import { plainStep, type StepTypeModule } from './stepTypeModule.ts'

export const voteStep: StepTypeModule = {
  ...plainStep,
  voted: true,
  async entered(trx, step) {
    const voters = [...(step.voters ?? [])]
    if (voters.length > 0) {
      await trx
        .insertInto('tamga_vote')
        .values(voters.map((voter) => ({ step_id: step.stepId, process_id: step.processId, user_id: voter })))
        .execute()
    }
    return voters
  },
}

/** A VOTE step's settings; a VOTE node always has them (the workflow's own rules). */
export function voteSettingsOf(step: StepRow): VoteSettings {
  const node = stepNodeOf(step)
  if (step.status_type !== 'VOTE' || node.vote === undefined) throw tamgaError('WRONG_STEP_TYPE')
  return node.vote
}

type StoredVote = { voted: number; approve: number | null; recreate: number | null }

/** The tally of a vote's rows as stored: a flag is set only when it is 1 (null or unset is not). */
export function tallyStoredVotes(votes: readonly StoredVote[], settings: VoteSettings) {
  const flag = (value: number | null): 0 | 1 => (value === 1 ? 1 : 0)
  const flags = votes.map((vote) => ({
    voted: flag(vote.voted),
    approve: flag(vote.approve),
    recreate: flag(vote.recreate),
  }))
  return tallyVotes(flags, settings)
}

/**
 * What is wrong with the council an act picked for a vote it leads to: none picked, fewer than
 * the vote's minimum and quorum, or someone not holding the vote's council role.
 */
export async function councilIssues(
  trx: Transaction<SystemDatabase>,
  settings: VoteSettings,
  voters: readonly number[] | undefined,
): Promise<DocumentIssue[]> {
  if (voters === undefined) {
    return [
      issue('/voters', 'required', {
        en_US: 'is required: pick the council members who vote',
        mn_MN: 'шаардлагатай: санал өгөх зөвлөлийн гишүүдийг сонгоно уу',
      }),
    ]
  }
  const issues: DocumentIssue[] = []
  const least = Math.max(settings.minVoters, settings.decisionRule === 'quorum' ? (settings.quorum ?? 0) : 0)
  if (voters.length < least) {
    issues.push(
      issue('/voters', 'minItems', {
        en_US: `needs at least ${least} council members: the vote counts only when that many vote`,
        mn_MN: `дор хаяж ${least} гишүүн сонгоно уу: санал хураалт тийм олон санал өгсөн үед л тооцогдоно`,
      }),
    )
  }
  const holders = await holdersAmong(trx, settings.voterRoleId, voters)
  voters.forEach((voter, index) => {
    if (!holders.has(voter)) {
      issues.push(
        issue(`/voters/${index}`, 'not-a-council-member', {
          en_US: 'is not a council member who may vote on this step',
          mn_MN: 'энэ алхамд санал өгөх зөвлөлийн гишүүн биш',
        }),
      )
    }
  })
  return issues
}
