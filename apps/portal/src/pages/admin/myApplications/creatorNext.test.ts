import type { MyProcess, MyProcessStep } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { creatorNextView, type MyApplicationsWords, waitingForText } from './creatorNext.ts'

// The words as keys with their values, so the rule is read without a catalogue.
const words: MyApplicationsWords = (key, values) => (values === undefined ? key : `${key}${JSON.stringify(values)}`)

const step = (overrides: Partial<MyProcessStep>): MyProcessStep => ({
  id: 1,
  status_id: 'check',
  label: 'Өргөдөл хянах',
  status_type: 'CHECK',
  assignee: null,
  votesAwaited: null,
  mine: false,
  opened_at: '2026-03-01T08:00:00.000Z',
  ...overrides,
})

const process = (overrides: Partial<MyProcess>): Pick<MyProcess, 'next' | 'status_type' | 'waitingFor'> => ({
  next: 'wait',
  status_type: 'CHECK',
  waitingFor: [],
  ...overrides,
})

const view = (value: Pick<MyProcess, 'next' | 'status_type' | 'waitingFor'>, statusWord = 'Шийдвэрлэгдсэн') =>
  creatorNextView(value, { language: 'mn_MN', words, statusWord })

describe('creatorNextView', () => {
  it('asks for a draft to be submitted, with a button to open it', () => {
    expect(view(process({ next: 'submit', status_type: 'START' }))).toEqual({
      text: 'nextSubmit',
      tone: 'warning',
      action: 'openToSubmit',
    })
  })

  it('asks for a sent-back record to be changed and resubmitted', () => {
    expect(view(process({ next: 'resubmit', status_type: 'RE_CREATE' }))).toMatchObject({
      text: 'nextResubmit',
      action: 'openToResubmit',
    })
  })

  it('says whom a submitted record waits for, by the role’s display name, and asks nothing', () => {
    const waiting = process({ waitingFor: [step({ role_name: { mn_MN: 'Ажилтан', en_US: 'Staff' } })] })
    expect(view(waiting)).toEqual({ text: 'nextWait{"who":"Ажилтан"}', tone: 'info' })
  })

  it('gives the decision in the status vocabulary’s word', () => {
    expect(view(process({ next: 'decided', status_type: 'END' }), 'Шийдвэрлэгдсэн')).toEqual({
      text: 'nextApproved{"decision":"Шийдвэрлэгдсэн"}',
      tone: 'success',
    })
    expect(view(process({ next: 'decided', status_type: 'CANCEL' }), 'Цуцлагдсан').tone).toBe('error')
  })
})

describe('waitingForText', () => {
  it('names the person a step names, the council with the votes to come, once each', () => {
    const text = waitingForText(
      {
        waitingFor: [
          step({ assignee: { userId: 3, firstName: 'Сарнай', lastName: 'Дорж', login: 'staff' } }),
          step({ id: 2, status_type: 'VOTE', votesAwaited: 2 }),
          step({ id: 3, status_type: 'VOTE', votesAwaited: 2 }),
        ],
      },
      'mn_MN',
      words,
    )
    expect(text).toBe('Д.Сарнай, whoCouncil{"count":2}')
  })

  it('leaves out the steps the creator holds', () => {
    const text = waitingForText(
      { waitingFor: [step({ mine: true, role_name: 'Өргөдөл гаргагч' }), step({ id: 2, role_name: 'Ажилтан' })] },
      'mn_MN',
      words,
    )
    expect(text).toBe('Ажилтан')
  })
})
