import { describe, expect, it } from 'vitest'
import { processStatusDisplay, processStatusLabel, rowProcessId } from './processStatusLabel.ts'

const words: Record<string, string> = {
  'Өргөдөл хянах_grid': 'Хянагдаж байна',
  'Зөвлөлийн санал хураалт_grid': '  ',
  'Өргөдөл хянах': 'not the grid word',
}
const lookup = (key: string) => words[key]

describe('the process_status cell’s label (spec 2.7)', () => {
  it('takes the process namespace’s word for the status with the grid suffix', () => {
    expect(processStatusLabel('Өргөдөл хянах', lookup)).toBe('Хянагдаж байна')
  })

  it('falls back to the raw status text when the namespace has no such word, or a blank one', () => {
    expect(processStatusLabel('Санал хураалт бэлтгэх', lookup)).toBe('Санал хураалт бэлтгэх')
    expect(processStatusLabel('Зөвлөлийн санал хураалт', lookup)).toBe('Зөвлөлийн санал хураалт')
    expect(processStatusLabel('Өргөдөл хянах')).toBe('Өргөдөл хянах')
  })
})

describe('how a status column’s step type is shown (grid cell and form element alike)', () => {
  const grid = (key: string) => ({ CHECK_grid: 'Хянагдаж байна' })[key]

  it('takes the process namespace’s grid word first, with the step type’s colour', () => {
    expect(processStatusDisplay('CHECK', { language: 'mn_MN', words: grid, otherwise: 'Хяналт' })).toEqual({
      label: 'Хянагдаж байна',
      color: '#fa8c16',
      type: 'CHECK',
    })
  })

  it('then the grid’s own label for the value, then the step type’s label in the language', () => {
    expect(processStatusDisplay('VOTE', { language: 'mn_MN', words: grid, otherwise: 'Санал хураалт' }).label).toBe(
      'Санал хураалт',
    )
    expect(processStatusDisplay('VOTE', { language: 'mn_MN' }).label).toBe('Санал хураах')
    expect(processStatusDisplay('VOTE', { language: 'en_US' }).label).toBe('Vote')
  })

  it('shows a status that is no step type as its raw text, with no colour', () => {
    expect(processStatusDisplay('Өргөдөл хянах', { language: 'mn_MN' })).toEqual({
      label: 'Өргөдөл хянах',
      color: undefined,
      type: undefined,
    })
  })
})

describe('the process id of a grid row', () => {
  it('reads the row’s __process_id, as a number or a numeric text', () => {
    expect(rowProcessId({ __process_id: 12 })).toBe(12)
    expect(rowProcessId({ __process_id: '12' })).toBe(12)
  })

  it('is undefined when the row names no process', () => {
    expect(rowProcessId({})).toBeUndefined()
    expect(rowProcessId({ __process_id: null })).toBeUndefined()
    expect(rowProcessId({ __process_id: 0 })).toBeUndefined()
    expect(rowProcessId({ __process_id: '1e3' })).toBeUndefined()
    expect(rowProcessId(undefined)).toBeUndefined()
  })
})
