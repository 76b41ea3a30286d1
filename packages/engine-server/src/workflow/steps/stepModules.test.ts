import { DATED_STEP_TYPES, STEP_TYPES, TERMINAL_STEP_TYPES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { stepModule, stepTypesWhere } from './index.ts'

describe('the step types’ modules', () => {
  it('agree with the contract on which types carry a date and which finish a process', () => {
    expect(stepTypesWhere((step) => step.dated)).toEqual([...DATED_STEP_TYPES])
    expect(stepTypesWhere((step) => step.terminal).sort()).toEqual([...TERMINAL_STEP_TYPES].sort())
  })

  it('put only VOTE to a council, and start a new round only at RE_CREATE', () => {
    expect(stepTypesWhere((step) => step.voted)).toEqual(['VOTE'])
    expect(stepTypesWhere((step) => step.startsRound)).toEqual(['RE_CREATE'])
  })

  it('has a module for every step type', () => {
    for (const type of STEP_TYPES) expect(stepModule(type)).toBeDefined()
  })
})
