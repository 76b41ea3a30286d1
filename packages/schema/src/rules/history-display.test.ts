import { describe, expect, it } from 'vitest'
import type { StatusHistoryEntry } from '../runtime/status-history.ts'
import {
  historyBlocks,
  historyEntryView,
  isHistoryEntryShown,
  PENDING_ACTION_TEXT,
  signatureDisplay,
} from './history-display.ts'

function entry(overrides: Partial<StatusHistoryEntry>): StatusHistoryEntry {
  return {
    status: 'Өргөдөл хянах',
    status_type: 'CHECK',
    status_action: 'Хянасан',
    is_done: 1,
    created_at: '2024-05-02 10:15',
    description: null,
    action_num: 1,
    signature: null,
    emp: null,
    ...overrides,
  }
}

describe('history display (spec 4.3)', () => {
  it('shows a RE_CREATE entry only once it is done', () => {
    expect(isHistoryEntryShown(entry({ status_type: 'RE_CREATE', is_done: 0 }))).toBe(false)
    expect(isHistoryEntryShown(entry({ status_type: 'RE_CREATE', is_done: 1 }))).toBe(true)
    expect(isHistoryEntryShown(entry({ status_type: 'CHECK', is_done: 0 }))).toBe(true)
  })

  it('dims an entry that is not done and dates it “Үйлдэл хүлээгдэж байна”', () => {
    const view = historyEntryView(entry({ is_done: 0, created_at: null, status_action: null }))
    expect(PENDING_ACTION_TEXT).toBe('Үйлдэл хүлээгдэж байна')
    expect(view).toMatchObject({ dimmed: true, awaitingAction: true, date: 'Үйлдэл хүлээгдэж байна' })
  })

  it('does not write the pending text on an END or CANCEL entry that is not done', () => {
    for (const type of ['END', 'CANCEL'] as const) {
      const view = historyEntryView(entry({ status_type: type, is_done: 0, created_at: '2024-05-20 09:00' }))
      expect(view).toMatchObject({ dimmed: true, awaitingAction: false, date: '2024-05-20 09:00' })
    }
  })

  it('a done entry is not dimmed and shows its date', () => {
    expect(historyEntryView(entry({}))).toMatchObject({
      dimmed: false,
      awaitingAction: false,
      date: '2024-05-02 10:15',
    })
  })

  it('titles a done entry by its status_action, or by its status when there is none', () => {
    expect(historyEntryView(entry({ status_action: 'Буцаасан' })).title).toBe('Буцаасан')
    expect(historyEntryView(entry({ status_action: null })).title).toBe('Өргөдөл хянах')
    expect(historyEntryView(entry({ status_action: '' })).title).toBe('Өргөдөл хянах')
  })

  it('titles an entry not yet done by its status', () => {
    expect(historyEntryView(entry({ is_done: 0, status_action: 'Хянасан' })).title).toBe('Өргөдөл хянах')
  })

  it('writes the pending text in English when asked', () => {
    expect(historyEntryView(entry({ is_done: 0 }), 'en_US').date).toBe('Action pending')
  })
})

describe('historyBlocks (spec 2.7)', () => {
  it('makes one block per action number, in the action numbers’ order, entries in order', () => {
    const statusHistories = [
      entry({ status: 'Өргөдөл гаргасан', status_type: 'START', action_num: 1, status_action: null }),
      entry({ status: 'Хянах 1', action_num: 1, status_action: 'Буцаасан' }),
      entry({ status: 'Дахин боловсруулах', status_type: 'RE_CREATE', action_num: 2, status_action: null }),
      entry({ status: 'Хянах 2', action_num: 2, status_action: null }),
    ]
    const blocks = historyBlocks({
      statusHistories,
      actionNumbers: [
        { index: 1, action_num: 2 },
        { index: 0, action_num: 1 },
      ],
    })
    expect(blocks.map((block) => [block.actionNum, block.entries.map((view) => view.title)])).toEqual([
      [1, ['Өргөдөл гаргасан', 'Буцаасан']],
      [2, ['Дахин боловсруулах', 'Хянах 2']],
    ])
  })

  it('leaves out hidden entries and blocks left empty, and keeps entries whose action number is not listed', () => {
    const blocks = historyBlocks({
      statusHistories: [
        entry({ status: 'Хянах', action_num: 1 }),
        entry({ status: 'Дахин боловсруулах', status_type: 'RE_CREATE', is_done: 0, action_num: 2 }),
        entry({ status: 'Санал хураалт', status_type: 'VOTE', action_num: 3, is_done: 0 }),
      ],
      actionNumbers: [
        { index: 0, action_num: 1 },
        { index: 1, action_num: 2 },
      ],
    })
    expect(blocks.map((block) => [block.actionNum, block.entries.length])).toEqual([
      [1, 1],
      [3, 1],
    ])
  })
})

describe('signer and signature display (spec 9)', () => {
  it('takes the signer from the signature, else from the employee, else none', () => {
    const signed = entry({ signature: { lastname: 'Дорж', firstname: 'Сараа' }, emp: { LNAME: 'Бат', FNAME: 'Болд' } })
    expect(historyEntryView(signed).signer).toBe('Д.Сараа')
    expect(historyEntryView(entry({ emp: { LNAME: 'Бат', FNAME: 'Болд' } })).signer).toBe('Б.Болд')
    expect(historyEntryView(entry({})).signer).toBeNull()
  })

  it('prefixes the host on an uploaded image, but not on a drawn one', () => {
    expect(signatureDisplay({ type: 'image', signature: '/uploads/s.png' }, 'https://tamga.mn/')).toEqual({
      kind: 'image',
      src: 'https://tamga.mn/uploads/s.png',
    })
    expect(signatureDisplay({ type: 'draw', signature: 'data:image/png;base64,AAAA' }, 'https://tamga.mn')).toEqual({
      kind: 'image',
      src: 'data:image/png;base64,AAAA',
    })
  })

  it('shows a text signature as text, and nothing when there is no signature', () => {
    expect(signatureDisplay({ type: 'text', signature: 'Б.Болд' }, 'https://tamga.mn')).toEqual({
      kind: 'text',
      text: 'Б.Болд',
    })
    expect(signatureDisplay(null, 'https://tamga.mn')).toBeNull()
    expect(signatureDisplay({ type: 'draw', signature: '' }, 'https://tamga.mn')).toBeNull()
  })
})
