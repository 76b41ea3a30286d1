import { describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { attemptKeys, clearFailures, failureDelay, lockedUntil, recordFailure } from './lockout.ts'

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

describe.each(testBackends())('failed sign-ins counted on $name', (backend) => {
  const database = useMigratedDatabase(backend)
  const policy = { windowMs: 60_000, lockMs: 120_000 }
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds))

  it('locks a key when the count reaches the limit, until the lock time has passed, then counts again from 1', async () => {
    const { db } = database()
    const keys = attemptKeys('unit', '192.0.2.1')
    expect(await recordFailure(db, keys.login, at(0), 3, policy)).toBe(1)
    expect(await recordFailure(db, keys.login, at(1), 3, policy)).toBe(2)
    expect(await lockedUntil(db, keys, at(2))).toBeUndefined()
    expect(await recordFailure(db, keys.login, at(2), 3, policy)).toBe(3)
    expect(await lockedUntil(db, keys, at(3))).toEqual(at(122))
    expect(await lockedUntil(db, keys, at(122))).toBeUndefined()
    expect(await recordFailure(db, keys.login, at(123), 3, policy)).toBe(1)
    expect(await lockedUntil(db, keys, at(124))).toBeUndefined()
  })

  it('starts the count again once the window has passed', async () => {
    const { db } = database()
    const keys = attemptKeys('window', '192.0.2.2')
    await recordFailure(db, keys.address, at(0), 3, policy)
    await recordFailure(db, keys.address, at(10), 3, policy)
    expect(await recordFailure(db, keys.address, at(61), 3, policy)).toBe(1)
    expect(await lockedUntil(db, keys, at(62))).toBeUndefined()
  })

  it('forgets a key’s failures when cleared', async () => {
    const { db } = database()
    const keys = attemptKeys('cleared', '192.0.2.3')
    await recordFailure(db, keys.login, at(0), 1, policy)
    expect(await lockedUntil(db, keys, at(1))).toEqual(at(120))
    await clearFailures(db, keys.login)
    expect(await lockedUntil(db, keys, at(1))).toBeUndefined()
    expect(await recordFailure(db, keys.login, at(2), 5, policy)).toBe(1)
  })
})
