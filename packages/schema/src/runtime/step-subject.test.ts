import { describe, expect, it } from 'vitest'
import { LAMBDA_ONLY_SUBJECT_TYPES, parseStepSubject, SUBJECT_TYPE_LABELS, SUBJECT_TYPES } from './step-subject.ts'

describe('step subject', () => {
  it('supports the six subject types of spec 4.2', () => {
    expect([...SUBJECT_TYPES].sort()).toEqual(['ANY_EMP', 'CREATOR', 'CURRENT', 'DIRECT', 'TO_ROLE', 'VOTERS'])
    for (const type of SUBJECT_TYPES) expect(SUBJECT_TYPE_LABELS[type].mn_MN.length).toBeGreaterThan(0)
  })

  it('reads a subject in the shape Lambda stores (spec 3.2)', () => {
    const subject = {
      object_type: 'END',
      subject_type: 'CURRENT',
      role_id: null,
      user_id: null,
      is_read_only: false,
      is_subject_changeable: false,
      is_signature_needed: false,
    }
    expect(parseStepSubject(subject)).toEqual({ ok: true, value: subject })
  })

  it('refuses an organisation-chart subject Tamga cannot resolve, naming the allowed ones', () => {
    expect(LAMBDA_ONLY_SUBJECT_TYPES).toContain('DEPARTMENT_HEAD')
    const result = parseStepSubject({
      object_type: 'CHECK',
      subject_type: 'DEPARTMENT_HEAD',
      role_id: null,
      user_id: null,
      is_read_only: false,
      is_subject_changeable: false,
      is_signature_needed: false,
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toEqual([
      expect.objectContaining({ path: '/subject_type', code: 'enum', params: { allowedValues: [...SUBJECT_TYPES] } }),
    ])
  })

  it('needs every field, with null for an unused role or user', () => {
    const result = parseStepSubject({ object_type: 'CHECK', subject_type: 'TO_ROLE', role_id: 3 })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((found) => found.params?.missingProperty)).toEqual([
      'user_id',
      'is_subject_changeable',
      'is_read_only',
      'is_signature_needed',
    ])
  })
})
