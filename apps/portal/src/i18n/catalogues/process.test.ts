import { STEP_TYPES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { process } from './process.ts'

describe('the process namespace', () => {
  it('names every step type in a grid cell, and nothing else', () => {
    expect(Object.keys(process).sort()).toEqual(STEP_TYPES.map((type) => `${type}_grid`).sort())
  })
})
