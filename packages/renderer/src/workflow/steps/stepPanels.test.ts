import { DATED_STEP_TYPES, STEP_TYPES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { stepSetsDate } from '../processActions.ts'
import { stepPanel } from './index.tsx'

describe('the step types’ panels', () => {
  it('ask for a date on exactly the types the contract dates', () => {
    for (const type of STEP_TYPES) {
      expect(stepPanel(type) === stepPanel('DATE'), type).toBe(DATED_STEP_TYPES.some((dated) => dated === type))
      expect(stepSetsDate(type), type).toBe(stepPanel(type) === stepPanel('DATE'))
    }
  })

  it('give VOTE and PREPARE_VOTE their own forms and every other type the act form', () => {
    const own = STEP_TYPES.filter((type) => stepPanel(type) !== stepPanel('START') && !stepSetsDate(type))
    expect(own).toEqual(['PREPARE_VOTE', 'VOTE'])
  })
})
