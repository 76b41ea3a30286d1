import { describe, expect, it } from 'vitest'
import { parseStatusHistoryEntry } from './status-history.ts'

const entry = {
  status: 'Өргөдөл хянах',
  status_type: 'CHECK',
  status_action: 'Хянасан',
  is_done: 1,
  created_at: '2024-05-02 10:15:00',
  description: 'Бүрдэл бүрэн',
  action_num: 1,
  signature: '{"type":"draw","signature":"data:image/png;base64,AAAA","firstname":"Болд","lastname":"Бат"}',
  emp: { JOB_NAME: 'Мэргэжилтэн', STRUCT_NAME: 'Өргөдөл хүлээн авах алба', LNAME: 'Бат', FNAME: 'Болд' },
}

describe('parseStatusHistoryEntry', () => {
  it('reads an entry with every field of spec 3.3 and parses its signature', () => {
    const result = parseStatusHistoryEntry(entry)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.signature).toEqual({
      type: 'draw',
      signature: 'data:image/png;base64,AAAA',
      firstname: 'Болд',
      lastname: 'Бат',
    })
    expect(result.value.emp?.FNAME).toBe('Болд')
  })

  it('reads a waiting entry: no action, no date, no signature, no employee', () => {
    const result = parseStatusHistoryEntry({
      ...entry,
      status_action: null,
      is_done: 0,
      created_at: null,
      description: null,
      signature: 'null',
      emp: null,
    })
    expect(result.ok).toBe(true)
  })

  it('points at a malformed signature', () => {
    const result = parseStatusHistoryEntry({ ...entry, signature: '{"type":' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]?.path).toBe('/signature')
  })

  it('needs the action number the history view groups by', () => {
    const { action_num: _, ...withoutActionNumber } = entry
    const result = parseStatusHistoryEntry(withoutActionNumber)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]?.params).toEqual({ missingProperty: 'action_num' })
  })
})
