import { attemptKeys } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { beginAttempt, clearFailures, lockAfterFailure, recordFailure } from './lockout.ts'

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
