import { describe, expect, it } from 'vitest'
import { ColorSchema } from '../documents/common.ts'
import { validateAgainst } from '../validation/validator.ts'
import {
  DECISION_OUTCOME_LABELS,
  DECISION_OUTCOMES,
  isTerminalStepType,
  PortOutcomeSchema,
  STEP_TYPE_APPEARANCE,
  STEP_TYPES,
  StepTypeSchema,
} from './step-types.ts'

describe('step types', () => {
  it('are exactly the nineteen types of spec 4.1', () => {
    expect([...STEP_TYPES].sort()).toEqual(
      [
        'START',
        'CHECK',
        'PREPARE_VOTE',
        'VOTE',
        'SUMMARY',
        'TRANSFER',
        'GIVE',
        'RECEIVE',
        'SEE_AND_CHECK',
        'END_VOTE',
        'BUDGET',
        'PRE_END',
        'CANCEL',
        'RE_CREATE',
        'END',
        'ASSIGN',
        'DATE',
        'COURT',
        'POSTPONE',
      ].sort(),
    )
  })

  it('each have their own badge colour and antd icon, and a Mongolian and English label', () => {
    const colors = new Set<string>()
    const icons = new Set<string>()
    for (const type of STEP_TYPES) {
      const { color, icon, label } = STEP_TYPE_APPEARANCE[type]
      expect(validateAgainst(ColorSchema, color).ok, `${type} colour ${color}`).toBe(true)
      expect(icon).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/)
      expect(label.mn_MN).toMatch(/[А-ЯЁӨҮа-яёөү]/)
      expect(label.en_US.length).toBeGreaterThan(0)
      colors.add(color.toLowerCase())
      icons.add(icon)
    }
    expect(colors.size).toBe(STEP_TYPES.length)
    expect(icons.size).toBe(STEP_TYPES.length)
  })

  it('are validated as a closed list', () => {
    expect(validateAgainst(StepTypeSchema, 'VOTE').ok).toBe(true)
    const result = validateAgainst(StepTypeSchema, 'FINISH')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues[0]?.code).toBe('enum')
  })

  it('END and CANCEL are the only terminal steps', () => {
    expect(STEP_TYPES.filter(isTerminalStepType)).toEqual(['CANCEL', 'END'])
  })
})

describe('decision outcomes', () => {
  it('are approve, reject, recreate and pending, with the spec’s pending text', () => {
    expect(DECISION_OUTCOMES).toEqual(['approve', 'reject', 'recreate', 'pending'])
    expect(DECISION_OUTCOME_LABELS.pending.mn_MN).toBe('Үйлдэл хүлээгдэж байна')
    expect(DECISION_OUTCOME_LABELS.approve.en_US).toBe('Supported')
    expect(DECISION_OUTCOME_LABELS.reject.en_US).toBe('Unsupported')
    expect(DECISION_OUTCOME_LABELS.recreate.en_US).toBe('Additional material required')
  })

  it('a port cannot stand for the pending outcome', () => {
    expect(validateAgainst(PortOutcomeSchema, 'recreate').ok).toBe(true)
    expect(validateAgainst(PortOutcomeSchema, 'pending').ok).toBe(false)
  })
})
