import { describe, expect, it } from 'vitest'
import type { WorkflowNode } from '../documents/workflow.ts'
import type { ProcessStep } from '../runtime/process-step.ts'
import type { StepSubject, SubjectType } from '../runtime/step-subject.ts'
import type { StepType } from '../runtime/step-types.ts'
import { newStepRecord, resolveStepSubject } from './step-subject.ts'

const currentUser = { id: 17, role: 3 }

function subject(subject_type: SubjectType, object_type: StepType = 'CHECK', configured = { role: 4, user: 22 }) {
  const value: StepSubject = {
    subject_type,
    object_type,
    role_id: configured.role,
    user_id: configured.user,
    is_subject_changeable: false,
    is_read_only: false,
    is_signature_needed: false,
  }
  return value
}

const startStep = { role_id: 5, user_id: 90 }

describe('resolveStepSubject (spec 4.2)', () => {
  it('an ANY_EMP step goes to the current user’s role and id', () => {
    expect(resolveStepSubject(subject('ANY_EMP'), { currentUser })).toEqual({
      ok: true,
      value: { role_id: 3, user_id: 17 },
    })
  })

  it('a CURRENT step goes to the current user’s role and id', () => {
    expect(resolveStepSubject(subject('CURRENT'), { currentUser })).toEqual({
      ok: true,
      value: { role_id: 3, user_id: 17 },
    })
  })

  it('an END or CANCEL step goes to the current user whatever its subject type', () => {
    for (const type of ['END', 'CANCEL'] as const) {
      for (const subjectType of ['DIRECT', 'TO_ROLE', 'VOTERS', 'CREATOR'] as const) {
        expect(resolveStepSubject(subject(subjectType, type), { currentUser })).toEqual({
          ok: true,
          value: { role_id: 3, user_id: 17 },
        })
      }
    }
  })

  it('a VOTERS step has no assignee', () => {
    expect(resolveStepSubject(subject('VOTERS', 'VOTE'), { currentUser })).toEqual({
      ok: true,
      value: { role_id: null, user_id: null },
    })
  })

  it('a DIRECT step goes to the configured role and user', () => {
    expect(resolveStepSubject(subject('DIRECT'), { currentUser })).toEqual({
      ok: true,
      value: { role_id: 4, user_id: 22 },
    })
  })

  it('a TO_ROLE step goes to the configured role and no user', () => {
    expect(resolveStepSubject(subject('TO_ROLE'), { currentUser })).toEqual({
      ok: true,
      value: { role_id: 4, user_id: null },
    })
  })

  it('a CREATOR step goes to the role and user of the existing START step', () => {
    expect(resolveStepSubject(subject('CREATOR', 'RE_CREATE'), { currentUser, startStep })).toEqual({
      ok: true,
      value: { role_id: 5, user_id: 90 },
    })
  })

  it('a CREATOR step without a START step is reported, not left unassigned', () => {
    const result = resolveStepSubject(subject('CREATOR', 'RE_CREATE'), { currentUser, startStep: null })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]?.code).toBe('creator-without-start')
  })
})

const checkNode: WorkflowNode = {
  id: 'check',
  type: 'CHECK',
  label: { mn_MN: 'Өргөдөл хянах', en_US: 'Check the application' },
  position: { x: 0, y: 140 },
  subject: { subject_type: 'TO_ROLE', role_id: 3, is_signature_needed: true },
  ports: [{ id: 'approve', label: 'Хянасан', outcome: 'approve' }],
}

const reCreateNode: WorkflowNode = {
  id: 're-create',
  type: 'RE_CREATE',
  label: 'Дахин боловсруулах',
  position: { x: 360, y: 140 },
  subject: { subject_type: 'CREATOR', is_subject_changeable: true, is_read_only: true },
  ports: [{ id: 'resubmit', label: 'Дахин боловсруулсан' }],
}

const storedStart: ProcessStep = {
  id: 1,
  row_id: 12,
  role_id: 5,
  user_id: 90,
  status: 'Өргөдөл гаргасан',
  status_type: 'START',
  is_subject_changeable: false,
  status_id: 'start',
  subject_type: 'CURRENT',
  is_read_only: false,
  is_signature_needed: false,
  description: null,
  is_done: 1,
  signature: null,
  step_data: {
    id: 'start',
    type: 'START',
    label: 'Өргөдөл гаргасан',
    position: { x: 0, y: 0 },
    subject: { subject_type: 'CURRENT' },
    ports: [{ id: 'submit', label: 'Илгээсэн' }],
  },
}

describe('newStepRecord (spec 3.1)', () => {
  it('builds a not-done step from a workflow node, with its assignee resolved', () => {
    expect(newStepRecord({ node: checkNode, rowId: 12, currentUser, steps: [storedStart] })).toEqual({
      ok: true,
      value: {
        id: null,
        row_id: 12,
        role_id: 3,
        user_id: null,
        status: 'Өргөдөл хянах',
        status_type: 'CHECK',
        is_subject_changeable: false,
        status_id: 'check',
        subject_type: 'TO_ROLE',
        is_read_only: false,
        is_signature_needed: true,
        description: null,
        is_done: 0,
        signature: null,
        step_data: checkNode,
      },
    })
  })

  it('writes the status in the language asked for', () => {
    const result = newStepRecord({ node: checkNode, rowId: 12, currentUser, steps: [], language: 'en_US' })
    expect(result.ok && result.value.status).toBe('Check the application')
  })

  it('takes a CREATOR step’s assignee from the record’s START step and copies the node’s flags', () => {
    const result = newStepRecord({ node: reCreateNode, rowId: 12, currentUser, steps: [storedStart] })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value).toMatchObject({
      role_id: 5,
      user_id: 90,
      is_done: 0,
      is_subject_changeable: true,
      is_read_only: true,
      is_signature_needed: false,
    })
  })

  it('cannot open a CREATOR step for a record without a START step', () => {
    expect(newStepRecord({ node: reCreateNode, rowId: 12, currentUser, steps: [] }).ok).toBe(false)
  })
})
