import { describe, expect, it } from 'vitest'
import { CHART_MESSAGES, chartMessage } from './chartMessages.ts'

describe('the chart component’s words', () => {
  it('has every word in all three languages', () => {
    for (const texts of Object.values(CHART_MESSAGES)) {
      expect(Object.keys(texts).sort()).toEqual(['en_US', 'ko_KR', 'mn_MN'])
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('')
    }
  })

  it('says a failed load in the words the CRUD screen uses', () => {
    expect(chartMessage('loadFailed', 'mn_MN')).toBe('Мэдээлэл авах үед алдаа гарлаа')
    expect(chartMessage('loadFailed', 'en_US')).toBe('Error retrieving data')
  })
})
