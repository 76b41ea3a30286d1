import { describe, expect, it } from 'vitest'
import type { VotingPerson } from '../runtime/voting-person.ts'
import { tallyVotes, VOTE_RESULT_LABELS, voteOutcome, voteResult } from './vote-result.ts'

type Vote = Pick<VotingPerson, 'approve' | 'recreate' | 'voted'>
const supported: Vote = { voted: 1, approve: 1, recreate: 0 }
const toRecreate: Vote = { voted: 1, approve: 0, recreate: 1 }
const unsupported: Vote = { voted: 1, approve: 0, recreate: 0 }
const notVoted: Vote = { voted: 0, approve: null, recreate: null }

describe('voteResult (spec 4.3)', () => {
  it('is Supported when approve is set', () => {
    expect(voteResult(supported)).toBe('Supported')
  })

  it('is ToRecreate when recreate is set', () => {
    expect(voteResult(toRecreate)).toBe('ToRecreate')
  })

  it('is Unsupported when neither is set', () => {
    expect(voteResult(unsupported)).toBe('Unsupported')
    expect(voteResult({ voted: 1, approve: null, recreate: null })).toBe('Unsupported')
  })

  it('is blank while voted is 0, whatever else is set', () => {
    expect(voteResult(notVoted)).toBeNull()
    expect(voteResult({ voted: 0, approve: 1, recreate: 1 })).toBeNull()
  })

  it('counts as Supported when both approve and recreate are set', () => {
    expect(voteResult({ voted: 1, approve: 1, recreate: 1 })).toBe('Supported')
  })

  it('maps onto the decision outcomes, pending until the vote is cast', () => {
    expect([supported, toRecreate, unsupported, notVoted].map(voteOutcome)).toEqual([
      'approve',
      'recreate',
      'reject',
      'pending',
    ])
    expect(VOTE_RESULT_LABELS.ToRecreate.mn_MN).toBe('Нэмэлт материал шаардлагатай')
  })
})

describe('tallyVotes', () => {
  it('is pending until the minimum number of voters have voted', () => {
    const tally = tallyVotes([supported, supported, notVoted], { minVoters: 3, decisionRule: 'simple_majority' })
    expect(tally).toEqual({ supported: 2, toRecreate: 0, unsupported: 0, notVoted: 1, decision: 'pending' })
  })

  it('a simple majority counts the votes cast, and a tie passes (as Lambda does)', () => {
    const rule = { minVoters: 2, decisionRule: 'simple_majority' } as const
    expect(tallyVotes([supported, supported, unsupported], rule).decision).toBe('approve')
    expect(tallyVotes([supported, unsupported], rule).decision).toBe('approve')
    expect(tallyVotes([supported, toRecreate, unsupported, notVoted], rule).decision).toBe('reject')
    // Members who did not vote do not count against it.
    expect(tallyVotes([supported, unsupported, notVoted, notVoted], rule).decision).toBe('approve')
  })

  it('an absolute majority needs more than half of every member listed, voters or not', () => {
    const rule = { minVoters: 2, decisionRule: 'absolute_majority' } as const
    expect(tallyVotes([supported, supported, unsupported], rule).decision).toBe('approve')
    expect(tallyVotes([supported, unsupported, notVoted], rule).decision).toBe('reject')
    expect(tallyVotes([supported, supported, notVoted, notVoted], rule).decision).toBe('reject')
    expect(tallyVotes([supported, supported, supported, notVoted], rule).decision).toBe('approve')
  })

  it('unanimity needs every vote cast to support it', () => {
    const rule = { minVoters: 3, decisionRule: 'unanimous' } as const
    expect(tallyVotes([supported, supported, unsupported], rule).decision).toBe('reject')
    expect(tallyVotes([supported, supported, toRecreate], rule).decision).toBe('recreate')
    expect(tallyVotes([supported, supported, supported], rule).decision).toBe('approve')
  })

  it('a quorum must vote before a simple majority of the votes decides', () => {
    const rule = { minVoters: 2, decisionRule: 'quorum', quorum: 3 } as const
    expect(tallyVotes([supported, supported, notVoted, notVoted], rule).decision).toBe('reject')
    expect(tallyVotes([supported, supported, unsupported, notVoted], rule).decision).toBe('approve')
    expect(tallyVotes([supported, unsupported, unsupported, toRecreate], rule).decision).toBe('reject')
    expect(tallyVotes([supported, unsupported, notVoted], { ...rule, quorum: 2 }).decision).toBe('approve')
  })

  it('without enough support, more requests for material than refusals send it back; a tie rejects', () => {
    const rule = { minVoters: 3, decisionRule: 'simple_majority' } as const
    expect(tallyVotes([supported, toRecreate, toRecreate, unsupported], rule).decision).toBe('recreate')
    expect(tallyVotes([toRecreate, toRecreate, unsupported], rule).decision).toBe('recreate')
    expect(tallyVotes([toRecreate, unsupported, unsupported], rule).decision).toBe('reject')
    expect(tallyVotes([supported, toRecreate, unsupported, unsupported, toRecreate], rule).decision).toBe('reject')
  })
})
