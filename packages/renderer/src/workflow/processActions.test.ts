import type { OpenStep, ProcessState } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  type ActDraft,
  actProblem,
  actRequest,
  councilPort,
  decisionText,
  draftSubmitPort,
  EMPTY_ACT_DRAFT,
  failureText,
  type OpenStepPort,
  personName,
  portButtonColor,
  portButtonText,
  portPicksAssignee,
  signatureInput,
  stepAssigneeText,
  voteProblem,
  voteRequest,
} from './processActions.ts'

function step(fields: Partial<OpenStep> = {}): OpenStep {
  return {
    id: 7,
    status_id: 'check',
    status: 'Өргөдөл хянах',
    status_type: 'CHECK',
    subject_type: 'TO_ROLE',
    role_id: 3,
    user_id: null,
    assignee: null,
    is_signature_needed: false,
    is_subject_changeable: false,
    is_read_only: false,
    action_num: 1,
    opened_at: '2026-03-03 10:40:00',
    due_date: null,
    ports: [],
    canAct: true,
    vote: null,
    ...fields,
  }
}

const approve: OpenStepPort = {
  id: 'approve',
  label: { mn_MN: 'Хянасан' },
  outcome: 'approve',
  leadsTo: 'PREPARE_VOTE',
  picksAssignee: false,
}
const toVote: OpenStepPort = { id: 'ready', label: 'Санал хураалтад оруулсан', leadsTo: 'VOTE', picksAssignee: false }
const toCancel: OpenStepPort = {
  id: 'cancel',
  label: 'Цуцалсан',
  outcome: 'reject',
  leadsTo: 'CANCEL',
  picksAssignee: false,
}
const transfer: OpenStepPort = { id: 'transfer', label: 'Шилжүүлсэн', leadsTo: 'CHECK', picksAssignee: true }

const draft = (fields: Partial<ActDraft>): ActDraft => ({ ...EMPTY_ACT_DRAFT, ...fields })
const typed = { mode: 'text', text: 'Б.Болд', jobName: '', struct: '' } as const
const noAssignee = { assigneeRequired: false }

describe('what an action needs before it is sent', () => {
  it('needs a signature when the step needs one, typed or drawn', () => {
    const signed = step({ is_signature_needed: true })
    expect(actProblem(signed, approve, EMPTY_ACT_DRAFT, noAssignee)).toBe('signatureRequired')
    expect(actProblem(signed, approve, draft({ signature: { ...typed, text: '   ' } }), noAssignee)).toBe(
      'signatureRequired',
    )
    expect(actProblem(signed, approve, draft({ signature: typed }), noAssignee)).toBeNull()
    const drawn = { mode: 'draw', drawn: true, jobName: '', struct: '' } as const
    expect(actProblem(signed, approve, draft({ signature: drawn }), noAssignee)).toBeNull()
    expect(actProblem(signed, approve, draft({ signature: { ...drawn, drawn: false } }), noAssignee)).toBe(
      'signatureRequired',
    )
    expect(actProblem(step(), approve, EMPTY_ACT_DRAFT, noAssignee)).toBeNull()
  })

  it('needs a date on DATE, COURT and POSTPONE steps only', () => {
    for (const type of ['DATE', 'COURT', 'POSTPONE'] as const) {
      expect(actProblem(step({ status_type: type }), approve, EMPTY_ACT_DRAFT, noAssignee)).toBe('dateRequired')
      expect(actProblem(step({ status_type: type }), approve, draft({ date: '2026-04-01' }), noAssignee)).toBeNull()
    }
    expect(actProblem(step({ status_type: 'SUMMARY' }), approve, EMPTY_ACT_DRAFT, noAssignee)).toBeNull()
  })

  it('needs at least one council member when a PREPARE_VOTE port leads to the vote', () => {
    const prepare = step({ status_type: 'PREPARE_VOTE', ports: [toCancel, toVote] })
    expect(councilPort(prepare)).toBe(toVote)
    expect(actProblem(prepare, toVote, EMPTY_ACT_DRAFT, noAssignee)).toBe('votersRequired')
    expect(actProblem(prepare, toVote, draft({ voters: [4] }), noAssignee)).toBeNull()
    // Cancelling instead of voting picks no council.
    expect(actProblem(prepare, toCancel, EMPTY_ACT_DRAFT, noAssignee)).toBeNull()
    expect(councilPort(step({ ports: [toVote] }))).toBeUndefined()
  })

  it('needs the next assignee when the port lets the actor pick and there is someone to pick', () => {
    expect(actProblem(step(), transfer, EMPTY_ACT_DRAFT, { assigneeRequired: true })).toBe('assigneeRequired')
    expect(actProblem(step(), transfer, draft({ nextAssignee: 3 }), { assigneeRequired: true })).toBeNull()
    expect(actProblem(step(), transfer, EMPTY_ACT_DRAFT, { assigneeRequired: false })).toBeNull()
  })
})

describe('submitting a draft from its form', () => {
  const submit: OpenStepPort = {
    id: 'submit',
    label: 'Илгээсэн',
    action: 'Илгээх',
    leadsTo: 'CHECK',
    picksAssignee: false,
  }
  const start = (fields: Partial<OpenStep> = {}) =>
    step({ id: 1, status_id: 'start', status_type: 'START', subject_type: 'CURRENT', ports: [submit], ...fields })
  const stateWith = (...openSteps: OpenStep[]) => ({ openSteps }) as unknown as ProcessState

  it('takes the caller’s START step through its one way out', () => {
    expect(draftSubmitPort(stateWith(start()))).toEqual({ step: start(), port: submit })
  })

  it('leaves to the process panel a START step that asks for more or is someone else’s', () => {
    expect(draftSubmitPort(stateWith(start({ is_signature_needed: true })))).toBeUndefined()
    expect(draftSubmitPort(stateWith(start({ ports: [submit, toCancel] })))).toBeUndefined()
    expect(draftSubmitPort(stateWith(start({ ports: [transfer] })))).toBeUndefined()
    expect(draftSubmitPort(stateWith(start({ canAct: false })))).toBeUndefined()
    expect(draftSubmitPort(stateWith(step({ ports: [approve] })))).toBeUndefined()
  })
})

describe('who the actor picks', () => {
  it('picks the council on a port into a vote, not an assignee, though the server marks it as picking people', () => {
    const prepare = step({ status_type: 'PREPARE_VOTE' })
    const intoVote = { ...toVote, picksAssignee: true }
    expect(portPicksAssignee(prepare, intoVote)).toBe(false)
    expect(actProblem(prepare, intoVote, draft({ voters: [4] }), { assigneeRequired: true })).toBeNull()
    expect(actRequest(prepare, intoVote, draft({ voters: [4], nextAssignee: 9 }), undefined)).toEqual({
      port: 'ready',
      voters: [4],
    })
  })

  it('picks the next assignee on a port the server marks, into any other step', () => {
    expect(portPicksAssignee(step(), transfer)).toBe(true)
    expect(actProblem(step(), transfer, draft({}), { assigneeRequired: true })).toBe('assigneeRequired')
  })
})

describe('the act request (ProcessActRequest)', () => {
  it('sends the port, the trimmed description and the signature the step needs', () => {
    const signed = step({ is_signature_needed: true })
    const filled = draft({ description: '  Бүрдсэн  ', signature: { ...typed, jobName: ' Мэргэжилтэн ' } })
    expect(actRequest(signed, approve, filled, signatureInput(filled.signature))).toEqual({
      port: 'approve',
      description: 'Бүрдсэн',
      signature: { type: 'text', text: 'Б.Болд', job_name: 'Мэргэжилтэн' },
    })
  })

  it('leaves out what the step and the port do not take', () => {
    const filled = draft({ date: '2026-04-01', voters: [4, 5], nextAssignee: 3, description: ' ', signature: typed })
    expect(actRequest(step(), approve, filled, signatureInput(filled.signature))).toEqual({ port: 'approve' })
  })

  it('sends the council once each on a PREPARE_VOTE port to the vote, the date on a dated step, the picked assignee', () => {
    const prepare = step({ status_type: 'PREPARE_VOTE' })
    expect(actRequest(prepare, toVote, draft({ voters: [4, 5, 4] }), undefined)).toEqual({
      port: 'ready',
      voters: [4, 5],
    })
    expect(actRequest(step({ status_type: 'COURT' }), approve, draft({ date: '2026-04-01' }), undefined)).toEqual({
      port: 'approve',
      date: '2026-04-01',
    })
    expect(actRequest(step(), transfer, draft({ nextAssignee: 3 }), undefined)).toEqual({
      port: 'transfer',
      nextAssignee: { userId: 3 },
    })
  })

  it('sends a drawn signature as its upload id, and none before it is uploaded', () => {
    const drawn = { mode: 'draw', drawn: true, jobName: '', struct: 'Өвийн хэлтэс' } as const
    const id = '0b8f3c1e-5d2a-4c1b-9f7e-2a6d8e4b1c3f'
    expect(signatureInput(drawn, id)).toEqual({ type: 'draw', uploadId: id, struct: 'Өвийн хэлтэс' })
    expect(signatureInput(drawn)).toBeUndefined()
    expect(signatureInput({ ...drawn, drawn: false }, id)).toBeUndefined()
  })
})

describe('a council member’s vote', () => {
  it('needs a choice, and a signature when the step needs one', () => {
    const vote = step({ status_type: 'VOTE', is_signature_needed: true })
    expect(voteProblem(vote, null, typed)).toBe('voteRequired')
    expect(voteProblem(vote, 'approve', { ...typed, text: '' })).toBe('signatureRequired')
    expect(voteProblem(vote, 'recreate', typed)).toBeNull()
    expect(voteProblem(step({ status_type: 'VOTE' }), 'reject', { ...typed, text: '' })).toBeNull()
  })

  it('sends the choice, the description and the signature (ProcessVoteRequest)', () => {
    const vote = step({ status_type: 'VOTE', is_signature_needed: true })
    expect(voteRequest(vote, 'approve', ' Дэмжив ', signatureInput(typed))).toEqual({
      vote: 'approve',
      description: 'Дэмжив',
      signature: { type: 'text', text: 'Б.Болд' },
    })
    expect(voteRequest(step({ status_type: 'VOTE' }), 'reject', '', signatureInput(typed))).toEqual({ vote: 'reject' })
  })
})

describe('how the panel names things', () => {
  it('colours a port’s button by its outcome', () => {
    expect(portButtonColor('approve')).toBe('green')
    expect(portButtonColor('recreate')).toBe('orange')
    expect(portButtonColor('reject')).toBe('danger')
    expect(portButtonColor(undefined)).toBe('primary')
  })

  it('words a port’s button with the verb the diagram gives, else with the label the history keeps', () => {
    const submit = { label: { mn_MN: 'Илгээсэн', en_US: 'Submitted' }, action: { mn_MN: 'Илгээх', en_US: 'Submit' } }
    expect(portButtonText(submit, 'mn_MN')).toBe('Илгээх')
    expect(portButtonText(submit, 'en_US')).toBe('Submit')
    expect(portButtonText({ label: 'Хянасан' }, 'mn_MN')).toBe('Хянасан')
  })

  it('names a person as the first letter of the last name and the first name, else by login', () => {
    expect(personName({ userId: 4, firstName: 'Ганбат', lastName: 'очир', login: 'council1' })).toBe('О.Ганбат')
    expect(personName({ userId: 4, firstName: '', lastName: '', login: 'council1' })).toBe('council1')
  })

  it('says whom a step waits for: the assignee, else the role by its name, else the council', () => {
    const person = { userId: 3, firstName: 'Болд', lastName: 'Батбаяр', login: 'staff' }
    expect(stepAssigneeText(step({ assignee: person }), 'mn_MN')).toBe('Б.Болд')
    expect(stepAssigneeText(step(), 'en_US')).toBe('Users of role 3')
    const named = step({ role_name: { mn_MN: 'Ажилтан', en_US: 'Staff' } })
    expect([stepAssigneeText(named, 'mn_MN'), stepAssigneeText(named, 'en_US')]).toEqual(['Ажилтан', 'Staff'])
    expect(stepAssigneeText(step({ role_id: null, subject_type: 'VOTERS' }), 'mn_MN')).toBe('Зөвлөлийн гишүүд')
  })

  it('names a decision with the vote results’ words', () => {
    expect(decisionText('approve', 'mn_MN')).toBe('Дэмжсэн')
    expect(decisionText('recreate', 'en_US')).toBe('Additional material required')
    expect(decisionText('pending', 'mn_MN')).toBe('Үйлдэл хүлээгдэж байна')
  })
})

describe('the words of a refused action (spec 8.1)', () => {
  const refused = {
    ok: false as const,
    status: 409,
    message: 'toast text',
    cancelled: false,
    body: { status: false, code: 'STEP_DONE', msg: 'Алхам дууссан байна', enMsg: 'The step is already done' },
  }

  it('shows the server’s msg in Mongolian and enMsg in English', () => {
    expect(failureText(refused, 'mn_MN', 'actFailed')).toBe('Алхам дууссан байна')
    expect(failureText(refused, 'en_US', 'actFailed')).toBe('The step is already done')
    // No koMsg: the Mongolian message rather than nothing.
    expect(failureText(refused, 'ko_KR', 'actFailed')).toBe('Алхам дууссан байна')
  })

  it('falls back to the client’s message, then to the screen’s own words', () => {
    expect(failureText({ ...refused, body: undefined }, 'mn_MN', 'actFailed')).toBe('toast text')
    expect(failureText({ ...refused, body: undefined, message: '' }, 'mn_MN', 'actFailed')).toBe(
      'Хадгалах үед алдаа гарлаа!',
    )
  })
})
