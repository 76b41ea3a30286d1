import { describe, expect, it } from 'vitest'
import { attemptKeys, failureDelay, lockedMessage } from './login-lockout.ts'

describe('failureDelay', () => {
  const policy = { failureDelayMs: 250, maxFailureDelayMs: 2000 }

  it('doubles the delay after each failure and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map((failures) => failureDelay(failures, policy))).toEqual([
      250, 500, 1000, 2000, 2000, 2000, 2000,
    ])
  })

  it('waits not at all before any failure or when the delay is switched off', () => {
    expect(failureDelay(0, policy)).toBe(0)
    expect(failureDelay(3, { failureDelayMs: 0, maxFailureDelayMs: 2000 })).toBe(0)
  })
})

describe('attemptKeys', () => {
  it('counts a login whatever its case and surrounding spaces, and an address as given', () => {
    expect(attemptKeys('  Staff ', '10.0.0.1')).toEqual({ login: 'login:staff', address: 'ip:10.0.0.1' })
  })
})

describe('lockedMessage', () => {
  it('says in each language how many minutes the lock has left', () => {
    expect(lockedMessage(15)).toEqual({
      mn_MN: 'Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: 15 минутын дараа дахин оролдоно уу',
      en_US: 'Too many failed sign-in attempts: signing in is locked, try again in 15 minutes',
      ko_KR: '로그인 실패가 너무 많아 로그인이 잠겼습니다. 15분 후에 다시 시도해 주세요',
    })
    expect(lockedMessage(1).en_US).toMatch(/in 1 minute$/)
  })
})
