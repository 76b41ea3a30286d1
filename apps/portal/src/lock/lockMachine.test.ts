import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLockMachine,
  HIDDEN_LOCK,
  type LockMachineOptions,
  type LockState,
  lockTransition,
  type PasswordVerdict,
  UNLOCK_ANIMATION_MS,
} from './lockMachine.ts'

const locked: LockState = { ...HIDDEN_LOCK, phase: 'locked' }
const typing = (password: string, extra: Partial<LockState> = {}): LockState => ({
  ...HIDDEN_LOCK,
  phase: 'password',
  password,
  ...extra,
})

describe('lockTransition', () => {
  it('goes from hidden to locked', () => {
    expect(lockTransition(HIDDEN_LOCK, { type: 'lock' })).toEqual(locked)
  })

  it('the unlock toggle shows the password box and a second click cancels back to the lock view', () => {
    const open = lockTransition(locked, { type: 'toggle' })
    expect(open.phase).toBe('password')
    const typed = lockTransition(open, { type: 'input', password: 'secret' })
    expect(lockTransition(typed, { type: 'toggle' })).toEqual(locked)
  })

  it('an empty password counts as wrong without a check', () => {
    expect(lockTransition(typing(''), { type: 'submit' })).toEqual(typing('', { wrongPassword: true }))
  })

  it('a typed password is checked', () => {
    expect(lockTransition(typing('secret'), { type: 'submit' }).phase).toBe('checking')
  })

  it('a wrong password sets the wrong-password flag and reopens the box', () => {
    const checking = { ...typing('nope'), phase: 'checking' as const }
    expect(lockTransition(checking, { type: 'checked', verdict: { kind: 'wrong' } })).toEqual(
      typing('nope', { wrongPassword: true }),
    )
  })

  it('a right password sets afterUnlock and clears the wrong-password flag', () => {
    const checking = { ...typing('Demo#2026', { wrongPassword: true }), phase: 'checking' as const }
    const next = lockTransition(checking, { type: 'checked', verdict: { kind: 'right' } })
    expect(next.phase).toBe('afterUnlock')
    expect(next.wrongPassword).toBe(false)
  })

  it('a check without a verdict shows its reason instead of the wrong-password flag', () => {
    const checking = { ...typing('x', { wrongPassword: true }), phase: 'checking' as const }
    expect(lockTransition(checking, { type: 'checked', verdict: { kind: 'failed', message: 'offline' } })).toEqual(
      typing('x', { failure: 'offline' }),
    )
  })

  it('clearing after the animation resets the password and the flag', () => {
    const after = { ...typing('Demo#2026'), phase: 'afterUnlock' as const }
    expect(lockTransition(after, { type: 'cleared' })).toEqual(HIDDEN_LOCK)
  })

  it('ignores typing while the box is closed and a second submit while checking', () => {
    expect(lockTransition(locked, { type: 'input', password: 'x' })).toBe(locked)
    const checking = { ...typing('x'), phase: 'checking' as const }
    expect(lockTransition(checking, { type: 'submit' })).toBe(checking)
    expect(lockTransition(checking, { type: 'toggle' })).toBe(checking)
  })

  it('hide ends any phase', () => {
    expect(lockTransition({ ...typing('x'), phase: 'checking' }, { type: 'hide' })).toEqual(HIDDEN_LOCK)
  })
})

describe('UNLOCK_ANIMATION_MS', () => {
  it('is the 300 ms of the unlock animation', () => {
    expect(UNLOCK_ANIMATION_MS).toBe(300)
  })
})

describe('createLockMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setUp = (verdict: PasswordVerdict, extra: Partial<LockMachineOptions> = {}) => {
    const verify = vi.fn(async (_password: string) => verdict)
    const onUnlocked = vi.fn()
    const machine = createLockMachine({ verify, onUnlocked, locked: true, ...extra })
    return { machine, verify, onUnlocked }
  }

  it('starts hidden unless asked to start locked', () => {
    expect(createLockMachine({ verify: vi.fn(), onUnlocked: vi.fn() }).getState()).toEqual(HIDDEN_LOCK)
    expect(setUp({ kind: 'right' }).machine.getState()).toEqual(locked)
  })

  it('does not call the server for an empty password', () => {
    const { machine, verify } = setUp({ kind: 'right' })
    machine.toggle()
    machine.submit()
    expect(verify).not.toHaveBeenCalled()
    expect(machine.getState().wrongPassword).toBe(true)
  })

  it('clears the lock 300 ms after a right password, not before', async () => {
    const { machine, verify, onUnlocked } = setUp({ kind: 'right' })
    machine.toggle()
    machine.input('Demo#2026')
    machine.submit()
    expect(verify).toHaveBeenCalledWith('Demo#2026')
    await vi.advanceTimersByTimeAsync(0)
    expect(machine.getState().phase).toBe('afterUnlock')
    await vi.advanceTimersByTimeAsync(UNLOCK_ANIMATION_MS - 1)
    expect(onUnlocked).not.toHaveBeenCalled()
    expect(machine.getState().phase).toBe('afterUnlock')
    await vi.advanceTimersByTimeAsync(1)
    expect(onUnlocked).toHaveBeenCalledTimes(1)
    expect(machine.getState()).toEqual(HIDDEN_LOCK)
  })

  it('keeps the lock after a wrong password', async () => {
    const { machine, onUnlocked } = setUp({ kind: 'wrong' })
    machine.toggle()
    machine.input('nope')
    machine.submit()
    await vi.advanceTimersByTimeAsync(UNLOCK_ANIMATION_MS * 2)
    expect(onUnlocked).not.toHaveBeenCalled()
    expect(machine.getState()).toEqual(typing('nope', { wrongPassword: true }))
  })

  it('a check that throws is shown as a failure, not as a crash', async () => {
    const { machine } = setUp({ kind: 'right' }, { verify: async () => Promise.reject(new Error('boom')) })
    machine.toggle()
    machine.input('x')
    machine.submit()
    await vi.advanceTimersByTimeAsync(0)
    expect(machine.getState()).toEqual(typing('x', { failure: 'boom' }))
  })

  it('ignores a check that comes back after the lock was hidden', async () => {
    let answer: (verdict: PasswordVerdict) => void = () => {}
    const { machine, onUnlocked } = setUp(
      { kind: 'right' },
      { verify: () => new Promise<PasswordVerdict>((resolve) => (answer = resolve)) },
    )
    machine.toggle()
    machine.input('Demo#2026')
    machine.submit()
    machine.hide()
    machine.lock()
    answer({ kind: 'right' })
    await vi.advanceTimersByTimeAsync(UNLOCK_ANIMATION_MS)
    expect(onUnlocked).not.toHaveBeenCalled()
    expect(machine.getState()).toEqual(locked)
  })

  it('tells its listeners about changes only', () => {
    const { machine } = setUp({ kind: 'right' })
    const listener = vi.fn()
    const stop = machine.subscribe(listener)
    machine.lock()
    expect(listener).not.toHaveBeenCalled()
    machine.toggle()
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    machine.toggle()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
