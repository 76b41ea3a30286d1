import {
  PENDING_ACTION_TEXT,
  type ProcessHistory,
  parseProcessHistory,
  type StatusHistoryEntry,
  type VotingPerson,
} from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { DRAWN_SIGNATURE, HISTORY_BODY } from './__fixtures__/history.ts'
import { historyModel, personView, signatureView, voteView } from './historyModel.ts'

function loaded(body: unknown = HISTORY_BODY): ProcessHistory {
  const parsed = parseProcessHistory(body)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  return parsed.value
}

const options = { language: 'mn_MN', host: 'https://files.tamga.mn' } as const

function entry(fields: Partial<StatusHistoryEntry>): StatusHistoryEntry {
  return {
    status: 'Өргөдөл хянах',
    status_type: 'CHECK',
    status_action: null,
    is_done: 0,
    created_at: null,
    description: null,
    action_num: 1,
    signature: null,
    emp: null,
    ...fields,
  }
}

const only = (entries: StatusHistoryEntry[], votes: VotingPerson[] = []) =>
  historyModel({ statusHistories: entries, votingPeople: votes, actionNumbers: [] }, options)

describe('the status history view’s model (spec 2.7, 4.3)', () => {
  it('draws one block per action number, ordered by the rounds’ index, entries in their order', () => {
    const model = historyModel(loaded(), options)
    expect(model.blocks.map((block) => block.actionNum)).toEqual([1, 2])
    expect(model.blocks[0]?.entries.map((e) => e.title)).toEqual(['Илгээсэн', 'Буцаасан', 'Дахин боловсруулсан'])
    expect(model.blocks[1]?.entries.map((e) => e.type)).toEqual(['CHECK', 'PREPARE_VOTE', 'VOTE', 'CANCEL'])
  })

  it('titles entries and signed actions in the reader’s language where the diagram gives it', () => {
    const signature = { type: 'text', signature: 'Б. Болд', signAction: 'Буцаасан' } as const
    const history: ProcessHistory = {
      statusHistories: [
        entry({ status_action: 'Буцаасан', is_done: 1, created_at: '2026-03-01 10:00', signature }),
        entry({ status: 'Санал хураалт бэлтгэх', status_type: 'PREPARE_VOTE' }),
        entry({ status: 'Нэр нь орчуулгагүй', status_type: 'SUMMARY' }),
      ],
      votingPeople: [],
      actionNumbers: [],
      labels: {
        Буцаасан: { mn_MN: 'Буцаасан', en_US: 'Sent back', ko_KR: '반려함' },
        'Санал хураалт бэлтгэх': { mn_MN: 'Санал хураалт бэлтгэх', en_US: 'Prepare the council vote' },
      },
    }
    const english = historyModel(history, { ...options, language: 'en_US' })
    expect(english.blocks[0]?.entries.map((e) => e.title)).toEqual([
      'Sent back',
      'Prepare the council vote',
      'Нэр нь орчуулгагүй',
    ])
    expect(english.blocks[0]?.entries[0]?.signature?.action).toBe('Sent back')
    // Korean where given, Mongolian where the diagram has no Korean.
    const korean = historyModel(history, { ...options, language: 'ko_KR' })
    expect(korean.blocks[0]?.entries.map((e) => e.title).slice(0, 2)).toEqual(['반려함', 'Санал хураалт бэлтгэх'])
    expect(historyModel(history, options).blocks[0]?.entries[0]?.title).toBe('Буцаасан')
  })

  it('shows a RE_CREATE entry only once it is done', () => {
    const model = only([
      entry({ status_type: 'RE_CREATE', status: 'Дахин боловсруулах', is_done: 0 }),
      entry({ status_type: 'RE_CREATE', status: 'Дахин боловсруулах', status_action: 'Засав', is_done: 1 }),
    ])
    expect(model.blocks[0]?.entries.map((e) => e.title)).toEqual(['Засав'])
  })

  it('dims an entry not done and dates it “Үйлдэл хүлээгдэж байна”, except END and CANCEL', () => {
    const model = only([
      entry({ status_type: 'CHECK', is_done: 0 }),
      entry({ status_type: 'END', status: 'Дууссан', is_done: 0, created_at: '2026-03-05 11:00:00' }),
      entry({ status_type: 'CANCEL', status: 'Цуцлах', is_done: 0 }),
      entry({ status_type: 'CHECK', is_done: 1, status_action: 'Хянасан', created_at: '2026-03-05 11:00:00' }),
    ])
    const entries = model.blocks[0]?.entries ?? []
    expect(entries.map((e) => e.dimmed)).toEqual([true, true, true, false])
    expect(entries.map((e) => e.date)).toEqual([PENDING_ACTION_TEXT, '2026-03-05 11:00', '', '2026-03-05 11:00'])
    expect(entries.map((e) => e.awaitingAction)).toEqual([true, false, false, false])
  })

  it('says “action pending” in the reader’s language', () => {
    const english = historyModel(
      { statusHistories: [entry({})], votingPeople: [], actionNumbers: [] },
      { language: 'en_US', host: '' },
    )
    expect(english.blocks[0]?.entries[0]?.date).toBe('Action pending')
  })

  it('titles a done entry by its status_action, else its status; an entry not done by its status', () => {
    const model = only([
      entry({ is_done: 1, status_action: 'Хянасан' }),
      entry({ is_done: 1, status_action: '  ' }),
      entry({ is_done: 0, status_action: 'Хянасан' }),
    ])
    expect(model.blocks[0]?.entries.map((e) => e.title)).toEqual(['Хянасан', 'Өргөдөл хянах', 'Өргөдөл хянах'])
  })

  it('dates entries YYYY-MM-DD HH:mm, an instant with a zone in Ulaanbaatar time', () => {
    const model = historyModel(loaded(), options)
    expect(model.blocks[0]?.entries[0]?.date).toBe('2026-03-02 09:15')
    // 02:30 UTC is 10:30 in Ulaanbaatar (UTC+8).
    expect(model.blocks[1]?.entries[0]?.date).toBe('2026-03-05 10:30')
  })

  it('keeps the description and the typed signature with what was signed and as whom', () => {
    const check = historyModel(loaded(), options).blocks[0]?.entries[1]
    expect(check?.description).toBe('Иргэний үнэмлэхний хуулбар дутуу')
    expect(check?.signature).toEqual({
      action: 'Буцаасан',
      jobName: 'Мэргэжилтэн',
      struct: 'Өвийн хэлтэс',
      mark: { kind: 'text', text: 'Б.Болд' },
      signer: 'Б.Болд',
      date: '2026-03-03 10:40',
    })
    // The signature names the signer: the person lines are not repeated under it.
    expect(check?.person).toBeNull()
  })

  it('shows a drawn signature as its own image and an uploaded one under the file host', () => {
    const model = historyModel(loaded(), options)
    expect(model.blocks[1]?.entries[0]?.signature?.mark).toEqual({ kind: 'image', src: DRAWN_SIGNATURE })
    const uploaded = model.blocks[1]?.entries.find((e) => e.type === 'VOTE')?.votes?.[1]
    expect(uploaded?.signature?.mark).toEqual({
      kind: 'image',
      src: 'https://files.tamga.mn/uploads/signatures/ts.png',
    })
  })

  it('names the signer as the first letter of the last name, a dot and the first name', () => {
    const model = historyModel(loaded(), options)
    // No signature: the person who acted, from emp.
    expect(model.blocks[0]?.entries[0]?.person).toEqual({ jobName: null, struct: null, name: 'Д.Сараа' })
    // A lower-case last name still gives a capital initial.
    const votes = model.blocks[1]?.entries.find((e) => e.type === 'VOTE')?.votes
    expect(votes?.[1]?.signature?.signer).toBe('С.Туяа')
    expect(personView({ JOB_NAME: null, STRUCT_NAME: null, LNAME: null, FNAME: null })).toBeNull()
  })

  it('lists the council’s votes under the last VOTE entry: Supported, ToRecreate, blank', () => {
    const model = historyModel(loaded(), options)
    const vote = model.blocks[1]?.entries.find((e) => e.type === 'VOTE')
    expect(vote?.votes?.map((v) => [v.result, v.resultLabel])).toEqual([
      ['Supported', 'Дэмжсэн'],
      ['ToRecreate', 'Нэмэлт материал шаардлагатай'],
      [null, ''],
    ])
    expect(vote?.votes?.[0]?.description).toBe('Өвлөн уламжлагчийн шалгуурыг хангасан')
    expect(vote?.votes?.[2]?.voter?.name).toBe('Э.Мөнх')
    // A VOTE entry shows its voters, not one person who acted.
    expect(vote?.person).toBeNull()
    expect(model.unplacedVotes).toEqual([])
    // No other entry carries the votes.
    const others = model.blocks.flatMap((b) => b.entries).filter((e) => e !== vote)
    expect(others.every((e) => e.votes === null)).toBe(true)
  })

  it('counts a vote with neither approve nor recreate as Unsupported', () => {
    const person: VotingPerson = {
      approve: null,
      recreate: null,
      voted: 1,
      description: null,
      signature_image: null,
      signature_date: '2026-03-06 14:20',
      emp: null,
    }
    expect(voteView(person, 0, { language: 'en_US', host: '' })).toMatchObject({
      result: 'Unsupported',
      resultLabel: 'Unsupported',
      voted: true,
      date: '2026-03-06 14:20',
    })
  })

  it('lists votes after the blocks when the history has no VOTE entry', () => {
    const person: VotingPerson = {
      approve: 1,
      recreate: 0,
      voted: 1,
      description: null,
      signature_image: null,
      signature_date: null,
      emp: null,
    }
    const model = only([entry({ is_done: 1 })], [person])
    expect(model.unplacedVotes.map((v) => v.result)).toEqual(['Supported'])
  })

  it('has nothing to draw for an empty answer (spec 7: lists that are not non-empty lists are nothing)', () => {
    const model = historyModel(loaded({ statusHistories: {}, votingPeople: null }), options)
    expect(model).toEqual({ blocks: [], unplacedVotes: [] })
  })

  it('draws no signature box for a signature with nothing in it', () => {
    expect(signatureView({ type: 'draw', signature: '' }, null, '')).toBeNull()
    expect(signatureView(null, null, '')).toBeNull()
  })
})
