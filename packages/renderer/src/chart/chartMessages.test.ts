import { describe, expect, it } from 'vitest'
import { chartMessage } from './chartMessages.ts'

describe('the chart component’s words', () => {
  it('says a failed load in the words the CRUD screen uses', () => {
    expect(chartMessage('loadFailed', 'mn_MN')).toBe('Мэдээлэл авах үед алдаа гарлаа')
    expect(chartMessage('loadFailed', 'en_US')).toBe('Error retrieving data')
  })
})
