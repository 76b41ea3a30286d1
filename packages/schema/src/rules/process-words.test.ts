import { describe, expect, it } from 'vitest'
import { STEP_TYPES } from '../runtime/step-types.ts'
import { PROCESS_WORDS, processStatusWord } from './process-words.ts'

describe('the status vocabulary', () => {
  it('names every step type, and nothing else', () => {
    expect(Object.keys(PROCESS_WORDS).sort()).toEqual(STEP_TYPES.map((type) => `${type}_grid`).sort())
  })

  it('reads a step type in each language and leaves any other value unnamed', () => {
    expect(processStatusWord('START', 'mn_MN')).toBe('Ноорог')
    expect(processStatusWord('RE_CREATE', 'en_US')).toBe('Sent back')
    expect(processStatusWord('END', 'ko_KR')).toBe('승인됨')
    expect(processStatusWord('Өргөдөл хянах', 'mn_MN')).toBeUndefined()
    expect(processStatusWord('toString', 'mn_MN')).toBeUndefined()
  })
})
