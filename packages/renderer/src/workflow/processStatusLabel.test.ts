import { describe, expect, it } from 'vitest'
import { processStatusLabel, rowProcessId } from './processStatusLabel.ts'

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
