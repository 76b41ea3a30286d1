import { describe, expect, it } from 'vitest'
import { workflowExample } from '../documents/workflow.ts'
import { parseProcessStep } from './process-step.ts'

const checkNode = workflowExample.nodes[1]

const storedRow = {
  id: 41,
  row_id: 12,
  role_id: 3,
  user_id: null,
  status: 'Хянах',
  status_type: 'CHECK',
  is_subject_changeable: false,
  status_id: 'check',
  subject_type: 'TO_ROLE',
  is_read_only: false,
  is_signature_needed: true,
  description: 'Бүрдэл дутуу',
  is_done: 1,
  signature: '{"type":"text","signature":"Б.Болд","signAction":"Буцаасан"}',
  step_data: checkNode,
}

describe('parseProcessStep', () => {
  it('reads a stored step with every field of spec 3.1, parsing its signature', () => {
    const result = parseProcessStep(storedRow)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.signature).toEqual({ type: 'text', signature: 'Б.Болд', signAction: 'Буцаасан' })
    expect(result.value.step_data).toEqual(checkNode)
  })

  it('accepts the text "null" as no signature and a uuid record key', () => {
    const result = parseProcessStep({ ...storedRow, signature: 'null', row_id: '0b0e2f1c-8a4e-4b7d-9a57-1d3c2b1a0f00' })
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.value.signature).toBeNull()
  })

  it('is_done is 0 or 1', () => {
    const result = parseProcessStep({ ...storedRow, is_done: 2 })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]?.path).toBe('/is_done')
  })

  it('a step’s status_type is a known step type', () => {
    const result = parseProcessStep({ ...storedRow, status_type: 'APPROVE' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]?.path).toBe('/status_type')
  })

  it('refuses a field spec 3.1 does not have', () => {
    const result = parseProcessStep({ ...storedRow, open: false })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]?.code).toBe('additionalProperties')
  })
})
