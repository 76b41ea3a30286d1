// The workflow views drawn to HTML (no browser): what the person sees follows the display rules.
// The browser tests (apps/portal/e2e/workflowViews.e2e.test.ts) draw them in Chromium.
import { type OpenStep, type ProcessHistory, type ProcessState, parseProcessHistory } from '@tamga/schema'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HISTORY_BODY } from './__fixtures__/history.ts'
import { ApprovalView, processPoint } from './ApprovalView.tsx'
import { ProcessPanel } from './ProcessPanel.tsx'
import { ProcessStatusCell } from './ProcessStatusCell.tsx'
import { changerActions, ProcessStatusChanger } from './ProcessStatusChanger.tsx'
import { StatusHistoryContent, StatusHistoryView } from './StatusHistoryView.tsx'
import type { WorkflowClient } from './workflowClient.ts'

function history(): ProcessHistory {
  const parsed = parseProcessHistory(HISTORY_BODY)
  if (!parsed.ok) throw new Error('the fixture does not read')
  return parsed.value
}

/** A client that must not be called while drawing on the server (effects do not run there). */
const unused = async (): Promise<never> => {
  throw new Error('no call is made while drawing')
}
const client: WorkflowClient = {
  history: unused,
  state: unused,
  act: unused,
  vote: unused,
  closeVote: unused,
  candidates: unused,
  uploadSignature: unused,
  waiting: unused,
  overdue: unused,
}

const count = (html: string, text: string) => html.split(text).length - 1

describe('the status history view, drawn', () => {
  it('draws a bordered block per action number with each entry’s labels, signature and votes', () => {
    const html = renderToStaticMarkup(
      createElement(StatusHistoryContent, { history: history(), language: 'mn_MN', host: 'https://files.tamga.mn' }),
    )
    expect(count(html, 'data-testid="history-block"')).toBe(2)
    // The undone RE_CREATE of round 2 is not listed: 3 + 4 entries.
    expect(count(html, 'data-testid="history-entry"')).toBe(7)
    expect(html).toContain('Огноо: ')
    expect(html).toContain('Тайлбар: Иргэний үнэмлэхний хуулбар дутуу')
    expect(html).toContain('Санал өгсөн албан тушаалтан')
    expect(html).toContain('Үйлдэл хүлээгдэж байна')
    expect(html).toContain('src="https://files.tamga.mn/uploads/signatures/ts.png"')
    expect(html).toContain('Цахимаар баталгаажуулсан: Б.Болд')
    expect(count(html, 'data-dimmed="true"')).toBe(2)
    expect(html).toContain('data-small="false"')
  })

  it('draws the compact signature mode when smallSignature is set', () => {
    const html = renderToStaticMarkup(
      createElement(StatusHistoryContent, { history: history(), language: 'mn_MN', smallSignature: true }),
    )
    expect(html).toContain('tamga-history tamga-history-small')
    expect(html).toContain('width:24px')
  })

  it('shows a spinner until the history is in', () => {
    const html = renderToStaticMarkup(createElement(StatusHistoryView, { processId: 12, client, language: 'mn_MN' }))
    expect(html).toContain('data-testid="status-history-loading"')
    expect(html).toContain('ant-spin')
  })
})

describe('the process_status cell, drawn', () => {
  it('shows the grid word of the status as a button when the row names its process', () => {
    const html = renderToStaticMarkup(
      createElement(ProcessStatusCell, {
        value: 'Өргөдөл хянах',
        row: { id: 1, __process_id: 12 },
        client,
        language: 'mn_MN',
        words: (key) => (key === 'Өргөдөл хянах_grid' ? 'Хянагдаж байна' : undefined),
      }),
    )
    expect(html).toContain('data-process-id="12"')
    expect(html).toContain('>Хянагдаж байна</button>')
  })

  it('shows a step type as its coloured badge with the type’s label when the namespace has no word', () => {
    const html = renderToStaticMarkup(
      createElement(ProcessStatusCell, { value: 'CHECK', row: { id: 1, __process_id: 12 }, client, language: 'mn_MN' }),
    )
    expect(html).toContain('data-status-type="CHECK"')
    expect(html.toLowerCase()).toContain('#fa8c16')
    expect(html).toContain('>Хянах</span>')
  })

  it('shows the label without a popover when no history client is given', () => {
    const html = renderToStaticMarkup(
      createElement(ProcessStatusCell, {
        value: 'VOTE',
        row: { id: 1, __process_id: 12 },
        client: undefined,
        language: 'en_US',
      }),
    )
    expect(html).not.toContain('<button')
    expect(html).toContain('>Vote</span>')
  })

  it('shows the raw status without a popover when the row names no process', () => {
    const html = renderToStaticMarkup(
      createElement(ProcessStatusCell, { value: 'Өргөдөл хянах', row: { id: 1 }, client, language: 'mn_MN' }),
    )
    expect(html).not.toContain('<button')
    expect(html).toContain('>Өргөдөл хянах</span>')
  })
})

const checkStep: OpenStep = {
  id: 7,
  status_id: 'check',
  status: 'Өргөдөл хянах',
  status_type: 'CHECK',
  subject_type: 'TO_ROLE',
  role_id: 3,
  user_id: null,
  assignee: null,
  is_signature_needed: true,
  is_subject_changeable: false,
  is_read_only: false,
  action_num: 2,
  opened_at: '2026-03-04 08:05:00',
  due_date: null,
  ports: [
    {
      id: 'approve',
      label: { mn_MN: 'Хянасан', en_US: 'Checked' },
      outcome: 'approve',
      leadsTo: 'PREPARE_VOTE',
      picksAssignee: false,
    },
    { id: 'send-back', label: { mn_MN: 'Буцаасан' }, outcome: 'recreate', leadsTo: 'RE_CREATE', picksAssignee: false },
    { id: 'reject', label: { mn_MN: 'Татгалзсан' }, outcome: 'reject', leadsTo: 'CANCEL', picksAssignee: false },
  ],
  canAct: true,
  vote: null,
}

function state(step: OpenStep): ProcessState {
  return {
    processId: 12,
    krud: 'applications',
    rowId: 1,
    workflow: 'application-approval',
    status: step.status,
    status_type: step.status_type,
    finished: false,
    action_num: step.action_num,
    iCanEdit: true,
    isReadOnly: false,
    currentStep: step,
    openSteps: [step],
  }
}

describe('the process panel, drawn', () => {
  it('offers the ports coloured by outcome, the description and the signature on a step the caller holds', () => {
    const html = renderToStaticMarkup(
      createElement(ProcessPanel, { state: state(checkStep), client, language: 'en_US', onChanged: () => undefined }),
    )
    expect(html).toContain('Current status')
    expect(html).toMatch(/data-testid="process-port-approve"[^>]*class="[^"]*ant-btn-color-green ant-btn-variant-solid/)
    expect(html).toMatch(/data-testid="process-port-send-back"[^>]*class="[^"]*ant-btn-color-orange/)
    expect(html).toMatch(/data-testid="process-port-reject"[^>]*class="[^"]*ant-btn-color-dangerous/)
    expect(html).toContain('>Checked<')
    expect(html).toContain('data-testid="process-description"')
    expect(html).toContain('data-testid="signature-control"')
    // Typed by default; drawing is offered.
    expect(html).toContain('data-testid="signature-text-input"')
    expect(html).toContain('>Draw<')
  })

  it('says where the record stands in the status words and names its step in the reader’s language', () => {
    const labels = { 'Өргөдөл хянах': { mn_MN: 'Өргөдөл хянах', en_US: 'Check the application' } }
    const english = renderToStaticMarkup(
      createElement(ProcessPanel, {
        state: state(checkStep),
        client,
        language: 'en_US',
        onChanged: () => undefined,
        labels,
      }),
    )
    expect(english).toMatch(/data-testid="process-standing"[^>]*>Being checked</)
    expect(english).toMatch(/data-testid="process-status"[^>]*>Check the application</)
    expect(english).not.toContain('Өргөдөл хянах')
    const mongolian = renderToStaticMarkup(
      createElement(ProcessPanel, { state: state(checkStep), client, language: 'mn_MN', onChanged: () => undefined }),
    )
    expect(mongolian).toMatch(/data-testid="process-standing"[^>]*>Хянагдаж байна</)
    expect(mongolian).toMatch(/data-testid="process-status"[^>]*>Өргөдөл хянах</)
  })

  it('offers nothing to do on a step the caller does not hold', () => {
    const html = renderToStaticMarkup(
      createElement(ProcessPanel, {
        state: state({ ...checkStep, canAct: false }),
        client,
        language: 'mn_MN',
        onChanged: () => undefined,
      }),
    )
    expect(html).toContain('Хариуцагч: 3-р эрхтэй хэрэглэгчид')
    expect(html).not.toContain('data-testid="process-act-form"')
  })

  it('shows a vote’s tally and voters, and the vote buttons to a member who has not voted', () => {
    const vote: OpenStep = {
      ...checkStep,
      id: 9,
      status: 'Зөвлөлийн санал хураалт',
      status_type: 'VOTE',
      subject_type: 'VOTERS',
      role_id: null,
      ports: [],
      vote: {
        voters: [
          { person: { userId: 4, firstName: 'Ганбат', lastName: 'Очир', login: 'council1' }, voted: true },
          { person: { userId: 5, firstName: 'Туяа', lastName: 'Сүхбаатар', login: 'council2' }, voted: false },
        ],
        canVote: true,
        canClose: true,
        supported: 1,
        toRecreate: 0,
        unsupported: 0,
        notVoted: 1,
        decision: 'pending',
      },
    }
    const html = renderToStaticMarkup(
      createElement(ProcessPanel, { state: state(vote), client, language: 'mn_MN', onChanged: () => undefined }),
    )
    expect(count(html, 'data-testid="vote-voter"')).toBe(2)
    expect(html).toContain('data-voted="true"')
    expect(html).toContain('О.Ганбат')
    for (const word of ['Дэмжих', 'Дэмжихгүй', 'Нэмэлт материал шаардах', 'Санал илгээх', 'Санал хураалтыг хаах'])
      expect(html).toContain(word)
    expect(html).toContain('Зөвлөлийн гишүүд')
  })
})

describe('the compact process_status_changer', () => {
  it('offers one dialog per port of the step the caller holds, with only that port in it', () => {
    const actions = changerActions(state(checkStep), 'mn_MN')
    expect(actions.map((action) => action.title)).toEqual(['Хянасан', 'Буцаасан', 'Татгалзсан'])
    expect(actions.map((action) => action.step.ports.map((port) => port.id))).toEqual([
      ['approve'],
      ['send-back'],
      ['reject'],
    ])
  })

  it('offers nothing on a step the caller does not hold, and one vote dialog to a member', () => {
    expect(changerActions(state({ ...checkStep, canAct: false }), 'mn_MN')).toEqual([])
    const vote: OpenStep = {
      ...checkStep,
      status_type: 'VOTE',
      ports: [],
      canAct: false,
      vote: {
        voters: [],
        canVote: true,
        canClose: false,
        supported: 0,
        toRecreate: 0,
        unsupported: 0,
        notVoted: 0,
        decision: 'pending',
      },
    }
    expect(changerActions(state(vote), 'mn_MN').map((action) => action.title)).toEqual(['Санал илгээх'])
  })

  it('draws the status in its step type’s colour and a button per way on', () => {
    const html = renderToStaticMarkup(
      createElement(ProcessStatusChanger, {
        state: state(checkStep),
        client,
        language: 'mn_MN',
        onChanged: () => undefined,
      }),
    )
    expect(html).toContain('data-status-type="CHECK"')
    expect(html).toMatch(/data-testid="process-change-approve"[^>]*class="[^"]*ant-btn-color-green/)
    expect(html).toContain('data-testid="process-change-reject"')
    expect(html).not.toContain('data-testid="process-act-form"')
  })
})

describe('the approval view', () => {
  it('draws the panel, the history heading and its tools', () => {
    const html = renderToStaticMarkup(
      createElement(ApprovalView, {
        state: state(checkStep),
        client,
        language: 'mn_MN',
        onChanged: () => undefined,
        tools: createElement('a', { 'data-testid': 'a-tool' }, 'Харах'),
      }),
    )
    expect(html).toContain('data-testid="process-panel"')
    expect(html).toContain('Төлөв шилжилтийн түүх')
    expect(html).toContain('data-testid="status-history-loading"')
    expect(html).toContain('data-testid="a-tool"')
  })

  it('loads the history again when a vote is cast or the process moves on, not otherwise', () => {
    const at = state(checkStep)
    expect(processPoint(at)).toBe(processPoint(state(checkStep)))
    expect(processPoint({ ...at, action_num: 3 })).not.toBe(processPoint(at))
    expect(processPoint({ ...at, openSteps: [{ ...checkStep, id: 8 }] })).not.toBe(processPoint(at))
    const voting = (supported: number): ProcessState =>
      state({
        ...checkStep,
        vote: {
          voters: [],
          canVote: false,
          canClose: false,
          supported,
          toRecreate: 0,
          unsupported: 0,
          notVoted: 2 - supported,
          decision: 'pending',
        },
      })
    expect(processPoint(voting(1))).not.toBe(processPoint(voting(0)))
  })
})
