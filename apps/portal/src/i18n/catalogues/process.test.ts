import { LANGUAGE_CODES, STEP_TYPES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { process } from './process.ts'

describe('the process namespace', () => {
  it('names every step type in a grid cell, in every language, and nothing else', () => {
    for (const language of LANGUAGE_CODES) {
      expect(Object.keys(process[language]).sort()).toEqual(STEP_TYPES.map((type) => `${type}_grid`).sort())
      for (const word of Object.values(process[language])) expect(word.trim()).not.toBe('')
    }
  })
})
