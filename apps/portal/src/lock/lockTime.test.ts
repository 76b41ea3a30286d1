import { describe, expect, it } from 'vitest'
import { LOCK_CLOCK_REFRESH_MS, lockTimeTexts } from './lockTime.ts'

describe('lockTimeTexts', () => {
  it('shows HH:mm and the Mongolian month number, day and weekday', () => {
    expect(lockTimeTexts(new Date('2024-11-23T06:05:00Z'), 480)).toEqual({
      clock: '14:05',
      date: '11 сарын 23, Бямба гараг',
    })
  })

  it("follows the device's zone across midnight", () => {
    const instant = new Date('2024-01-01T20:30:00Z')
    expect(lockTimeTexts(instant, 0)).toEqual({ clock: '20:30', date: '1 сарын 1, Даваа гараг' })
    expect(lockTimeTexts(instant, 480)).toEqual({ clock: '04:30', date: '1 сарын 2, Мягмар гараг' })
  })

  it("uses the device's own offset by default", () => {
    const now = new Date('2024-06-09T23:59:00Z')
    expect(lockTimeTexts(now)).toEqual(lockTimeTexts(now, -now.getTimezoneOffset()))
  })

  it('is refreshed every second', () => {
    expect(LOCK_CLOCK_REFRESH_MS).toBe(1000)
  })
})
