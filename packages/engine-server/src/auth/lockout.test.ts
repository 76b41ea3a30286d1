import { describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import {
  attemptKeys,
  beginAttempt,
  clearFailures,
  failureDelay,
  lockAfterFailure,
  lockedMessage,
  recordFailure,
} from './lockout.ts'

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

describe.each(testBackends())('sign-in attempts counted on $name', (backend) => {
  const database = useMigratedDatabase(backend)
  const policy = { windowMs: 60_000, lockMs: 120_000 }
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds))

  it('numbers each attempt of a login, locks it after the limit-th failure until the lock time has passed, then counts from 1', async () => {
    const { db } = database()
    const key = attemptKeys('unit', '192.0.2.1').login
    const fail = async (seconds: number) => {
      const attempt = await beginAttempt(db, key, at(seconds), 3, policy)
      if (attempt.lockedUntil === undefined) await lockAfterFailure(db, key, attempt, at(seconds), 3, policy)
      return attempt
    }
    expect(await fail(0)).toEqual({ number: 1, lockedUntil: undefined })
    expect(await fail(1)).toEqual({ number: 2, lockedUntil: undefined })
    expect(await fail(2)).toEqual({ number: 3, lockedUntil: undefined })
    expect(await beginAttempt(db, key, at(3), 3, policy)).toEqual({ number: 4, lockedUntil: at(122) })
    expect(await beginAttempt(db, key, at(121), 3, policy)).toEqual({ number: 5, lockedUntil: at(122) })
    expect(await beginAttempt(db, key, at(122), 3, policy)).toEqual({ number: 1, lockedUntil: undefined })
  })

  it('gives attempts made at once their own numbers: those past the limit are refused unchecked', async () => {
    const { db } = database()
    const key = attemptKeys('parallel', '192.0.2.4').login
    const attempts = await Promise.all(Array.from({ length: 20 }, () => beginAttempt(db, key, at(0), 5, policy)))
    expect(attempts.map((attempt) => attempt.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    )
    expect(
      attempts
        .filter((attempt) => attempt.lockedUntil === undefined)
        .map((attempt) => attempt.number)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5])
  })

  it('starts the count again once the window has passed', async () => {
    const { db } = database()
    const keys = attemptKeys('window', '192.0.2.2')
    await beginAttempt(db, keys.login, at(0), 3, policy)
    await beginAttempt(db, keys.login, at(10), 3, policy)
    expect((await beginAttempt(db, keys.login, at(61), 3, policy)).number).toBe(1)
    await recordFailure(db, keys.address, at(0), policy)
    expect(await recordFailure(db, keys.address, at(10), policy)).toBe(2)
    expect(await recordFailure(db, keys.address, at(61), policy)).toBe(1)
  })

  it('forgets a login’s attempts and its lock when cleared', async () => {
    const { db } = database()
    const key = attemptKeys('cleared', '192.0.2.3').login
    const first = await beginAttempt(db, key, at(0), 1, policy)
    await lockAfterFailure(db, key, first, at(0), 1, policy)
    expect((await beginAttempt(db, key, at(1), 1, policy)).lockedUntil).toEqual(at(120))
    await clearFailures(db, key)
    expect(await beginAttempt(db, key, at(2), 1, policy)).toEqual({ number: 1, lockedUntil: undefined })
  })
})
