import { describe, expect, it } from 'vitest'
import { parseProcessHistory } from './process-history.ts'

const entry = {
  status: 'Өргөдөл гаргасан',
  status_type: 'START',
  status_action: 'Илгээсэн',
  is_done: 1,
  created_at: '2024-05-01 09:00',
  description: null,
  action_num: 1,
  signature: 'null',
  emp: null,
}
const vote = {
  approve: 1,
  recreate: 0,
  voted: 1,
  description: null,
  signature_image: 'null',
  signature_date: '2024-05-10 14:00',
  emp: null,
}

describe('parseProcessHistory', () => {
  it('reads the three lists of GET /process/history/{id}', () => {
    const result = parseProcessHistory({
      statusHistories: [entry],
      votingPeople: [vote],
      actionNumbers: [{ index: 0, action_num: 1 }],
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.statusHistories).toEqual([{ ...entry, signature: null }])
    expect(result.value.votingPeople).toEqual([{ ...vote, signature_image: null }])
    expect(result.value.actionNumbers).toEqual([{ index: 0, action_num: 1 }])
  })

  it('keeps the diagram’s labels by their stored text, leaving out what is no label', () => {
    const result = parseProcessHistory({
      statusHistories: [entry],
      labels: {
        'Өргөдөл гаргасан': { mn_MN: 'Өргөдөл гаргасан', en_US: 'Application filed', ko_KR: '신청서 제출', de: 'x' },
        Илгээсэн: 'Илгээсэн',
        broken: { en_US: 'No Mongolian' },
        empty: '',
      },
    })
    expect(result.ok && result.value.labels).toEqual({
      'Өргөдөл гаргасан': { mn_MN: 'Өргөдөл гаргасан', en_US: 'Application filed', ko_KR: '신청서 제출' },
      Илгээсэн: 'Илгээсэн',
    })
    const without = parseProcessHistory({ statusHistories: [entry], labels: 'none' })
    expect(without.ok && without.value.labels).toBeUndefined()
  })

  it('uses a list only when it is a non-empty list', () => {
    const result = parseProcessHistory({ statusHistories: null, votingPeople: {}, actionNumbers: 'none' })
    expect(result).toEqual({ ok: true, value: { statusHistories: [], votingPeople: [], actionNumbers: [] } })
    expect(parseProcessHistory({})).toEqual(result)
    expect(parseProcessHistory(null)).toEqual(result)
  })

  it('points at the malformed entry inside its list', () => {
    const result = parseProcessHistory({ statusHistories: [entry, { ...entry, signature: '{' }] })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues).toEqual([expect.objectContaining({ path: '/statusHistories/1/signature' })])
  })
})
