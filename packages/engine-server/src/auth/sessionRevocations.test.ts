// Revocations heard by every instance, on one instance with the in-process bus and each
// database backend: which connections a revocation ends, and a connection whose session was
// revoked before it was watched. Across instances through Redis: revokedSessionConnections.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { createSessionRevocations, type SessionHolder, type SessionRevocations } from './sessionRevocations.ts'
import { createSession, revokeSessionByToken } from './sessions.ts'

/** Resolves true once `promise` settles, false after `ms` milliseconds without. */
const within = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

const quietLog = { error: () => {} }

describe.each(testBackends())('session revocations on $name', (backend) => {
  const database = useMigratedDatabase(backend)
  let revocations: SessionRevocations
  const userIds = new Map<string, number>()

  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    for (const user of await database().db.selectFrom('tamga_user').select(['id', 'login']).execute()) {
      userIds.set(user.login, user.id)
    }
    revocations = await createSessionRevocations({ db: database().db, log: quietLog })
  })
  afterAll(async () => {
    await revocations?.close()
  })

  /** A new live session of `login` (for a minute unless `lifetimeMs`), its token, and a connection watched for it. */
  const connection = async (login: string, lifetimeMs = 60_000) => {
    const userId = userIds.get(login)
    if (userId === undefined) throw new Error(`no ${login}`)
    const createdAt = new Date()
    const { token, sessionId } = await createSession(database().db, {
      userId,
      activeRoleId: 1,
      remember: false,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + lifetimeMs),
      ip: null,
      userAgent: null,
    })
    const holder: SessionHolder = { userId, sessionId }
    let ends = 0
    let ended!: () => void
    const endedOnce = new Promise<void>((resolve) => {
      ended = resolve
    })
    const unwatch = await revocations.watch(holder, () => {
      ends += 1
      ended()
    })
    return { holder, token, unwatch, ended: endedOnce, ends: () => ends }
  }

  it('ends the connections of a signed-out session and of no other session', async () => {
    const signedOut = await connection('staff')
    const sameUser = await connection('staff')
    const other = await connection('applicant')
    revocations.publish({ userId: signedOut.holder.userId, sessionId: signedOut.holder.sessionId })
    // Revocations are heard in the order they were published: once the second is heard, the
    // first has had its effect.
    revocations.publish({ userId: other.holder.userId, sessionId: other.holder.sessionId })
    expect(await within(other.ended, 5000)).toBe(true)
    expect(signedOut.ends()).toBe(1)
    expect(sameUser.ends()).toBe(0)
  })

  it('ends every connection of a user but the kept session’s, and none of another user', async () => {
    const changer = await connection('council1')
    const other = await connection('council1')
    const third = await connection('council1')
    const someoneElse = await connection('council2')
    revocations.publish({ userId: changer.holder.userId, keptSessionId: changer.holder.sessionId })
    expect(await within(Promise.all([other.ended, third.ended]), 5000)).toBe(true)
    revocations.publish({ userId: changer.holder.userId })
    expect(await within(changer.ended, 5000)).toBe(true)
    expect([changer.ends(), other.ends(), third.ends(), someoneElse.ends()]).toEqual([1, 1, 1, 0])
  })

  it('ends a connection when its session expires, and not before', async () => {
    const expiring = await connection('council2', 3000)
    const staying = await connection('council2')
    expect(await within(expiring.ended, 500)).toBe(false)
    expect(await within(expiring.ended, 5000)).toBe(true)
    expect([expiring.ends(), staying.ends()]).toEqual([1, 0])
  })

  it('ends at once a connection whose session was revoked before it was watched', async () => {
    const userId = userIds.get('council3')
    if (userId === undefined) throw new Error('no council3')
    const { token } = await connection('council3')
    const revoked = await revokeSessionByToken(database().db, token, new Date())
    if (revoked === undefined) throw new Error('the session was live')
    // The revocation was published before this connection was watched, so only the check at
    // watching can end it.
    let ended = false
    await revocations.watch(revoked, () => {
      ended = true
    })
    expect(ended).toBe(true)
  })

  it('starts and closes while Redis is down, saying that revocations are not heard yet', async () => {
    const reported: string[] = []
    // Nothing listens on port 1: every connection is refused at once.
    const unreachable = await createSessionRevocations({
      db: database().db,
      redisUrl: 'redis://127.0.0.1:1',
      subscribeWaitMs: 200,
      log: { error: (_details, message) => reported.push(message) },
    })
    expect(reported).toContain('Redis has not yet taken the session revocations subscription')
    expect(await within(unreachable.close(), 5000)).toBe(true)
  })

  it('leaves alone a connection that stopped being watched', async () => {
    const left = await connection('sysadmin')
    const sentinel = await connection('sysadmin')
    left.unwatch()
    revocations.publish({ userId: left.holder.userId, keptSessionId: 'none' })
    expect(await within(sentinel.ended, 5000)).toBe(true)
    expect(left.ends()).toBe(0)
  })
})
