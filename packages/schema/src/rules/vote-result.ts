import type { VoteSettings } from '../documents/workflow.ts'
import type { BilingualLabel, DecisionOutcome } from '../runtime/step-types.ts'
import type { VotingPerson } from '../runtime/voting-person.ts'

/** A counted vote (spec 4.3): the person supported, asked for re-creation, or did not support. */
export const VOTE_RESULTS = ['Supported', 'ToRecreate', 'Unsupported'] as const
export type VoteResult = (typeof VOTE_RESULTS)[number]

/** How each vote result is shown; the same words as the matching decision outcome. */
export const VOTE_RESULT_LABELS: { readonly [TResult in VoteResult]: BilingualLabel } = {
  Supported: { mn_MN: 'Дэмжсэн', en_US: 'Supported' },
  ToRecreate: { mn_MN: 'Нэмэлт материал шаардлагатай', en_US: 'Additional material required' },
  Unsupported: { mn_MN: 'Дэмжээгүй', en_US: 'Unsupported' },
}

/**
 * The result of one person's vote (spec 4.3): blank (null) while they have not voted
 * (`voted` 0); otherwise Supported when `approve` is set, ToRecreate when `recreate` is set,
 * Unsupported when neither is.
 *
 * When both `approve` and `recreate` are set, the vote counts as Supported: the spec lists
 * approve first, and a supporting vote with a remark asking for more material is still a
 * supporting vote.
 */
export function voteResult(person: Pick<VotingPerson, 'approve' | 'recreate' | 'voted'>): VoteResult | null {
  if (person.voted !== 1) return null
  if (person.approve === 1) return 'Supported'
  if (person.recreate === 1) return 'ToRecreate'
  return 'Unsupported'
}

/** The decision outcome of one person's vote: `pending` until they vote. */
export function voteOutcome(person: Pick<VotingPerson, 'approve' | 'recreate' | 'voted'>): DecisionOutcome {
  switch (voteResult(person)) {
    case 'Supported':
      return 'approve'
    case 'ToRecreate':
      return 'recreate'
    case 'Unsupported':
      return 'reject'
    case null:
      return 'pending'
  }
}

/** The count of a vote and what it decides. */
export interface VoteTally {
  supported: number
  toRecreate: number
  unsupported: number
  /** Council members listed who have not voted yet. */
  notVoted: number
  /** `pending` until at least `minVoters` have voted. */
  decision: DecisionOutcome
}

/** Whether the support meets the rule (spec 4.3, issue 8): the rules `VOTE_DECISION_RULES` describes. */
function supportIsEnough(
  settings: Pick<VoteSettings, 'decisionRule' | 'quorum'>,
  supported: number,
  voted: number,
  listed: number,
): boolean {
  switch (settings.decisionRule) {
    case 'simple_majority':
      // Lambda passes a tie: support at least as large as the rest of the votes cast.
      return supported * 2 >= voted
    case 'absolute_majority':
      return supported * 2 > listed
    case 'unanimous':
      return supported === voted
    case 'quorum':
      return voted >= (settings.quorum ?? listed) && supported * 2 >= voted
  }
}

/**
 * Counts a VOTE step's votes and applies its settings. Until `minVoters` have voted the
 * decision is `pending`. Then it is `approve` when the support meets `decisionRule`
 * (`simple_majority` and `unanimous` count the votes cast, `absolute_majority` every member
 * listed, `quorum` needs that many votes first); otherwise `recreate` when more voters asked for
 * additional material than voted against, and `reject` when not (a tie rejects: asking for more
 * material needs more voices than refusing).
 *
 * @example tallyVotes(votes, { minVoters: 3, decisionRule: 'simple_majority' }).decision // 'approve'
 */
export function tallyVotes(
  people: readonly Pick<VotingPerson, 'approve' | 'recreate' | 'voted'>[],
  settings: Pick<VoteSettings, 'minVoters' | 'decisionRule' | 'quorum'>,
): VoteTally {
  const tally = { supported: 0, toRecreate: 0, unsupported: 0, notVoted: 0 }
  for (const person of people) {
    const result = voteResult(person)
    if (result === 'Supported') tally.supported += 1
    else if (result === 'ToRecreate') tally.toRecreate += 1
    else if (result === 'Unsupported') tally.unsupported += 1
    else tally.notVoted += 1
  }
  const voted = tally.supported + tally.toRecreate + tally.unsupported
  let decision: DecisionOutcome
  if (voted < settings.minVoters) decision = 'pending'
  else if (supportIsEnough(settings, tally.supported, voted, people.length)) decision = 'approve'
  else decision = tally.toRecreate > tally.unsupported ? 'recreate' : 'reject'
  return { ...tally, decision }
}
