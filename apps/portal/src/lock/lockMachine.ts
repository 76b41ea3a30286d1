/**
 * How long the unlock animation plays before the lock is cleared (spec 4.5, 9).
 * @default 300
 */
export const UNLOCK_ANIMATION_MS = 300

/**
 * Where the lock screen is (spec 4.5): `hidden`, then `locked`; the unlock toggle opens
 * `password` (the password box), a submitted password is `checking`, and a right one plays
 * `afterUnlock` until the lock is cleared.
 */
export type LockPhase = 'hidden' | 'locked' | 'password' | 'checking' | 'afterUnlock'

/** The outcome of a password check: right, wrong, or no answer worth calling either (with the reason to show). */
export type PasswordVerdict = { kind: 'right' } | { kind: 'wrong' } | { kind: 'failed'; message: string }

/** The lock screen's state. */
export interface LockState {
  phase: LockPhase
  /** What is typed in the password box. */
  password: string
  /** The wrong-password flag: 'Нууц үг буруу байна' is shown while it is set (spec 5). */
  wrongPassword: boolean
  /** Why the last check gave no verdict (network down, sign-in locked), shown instead of the flag. */
  failure: string | undefined
}

/** What can happen to the lock screen. */
export type LockEvent =
  | { type: 'lock' }
  | { type: 'hide' }
  | { type: 'toggle' }
  | { type: 'input'; password: string }
  | { type: 'submit' }
  | { type: 'checked'; verdict: PasswordVerdict }
  | { type: 'cleared' }

/** The state of a lock screen that is not shown. */
export const HIDDEN_LOCK: LockState = { phase: 'hidden', password: '', wrongPassword: false, failure: undefined }

const LOCKED: LockState = { ...HIDDEN_LOCK, phase: 'locked' }

/**
 * The lock screen's transitions (spec 4.5, 5). Events that make no sense in a phase (a second
 * submit while checking, typing while locked) leave the state as it is. An empty password is
 * wrong at once, without a check; `hide` ends everything (the session ended or another tab
 * unlocked).
 */
export function lockTransition(state: LockState, event: LockEvent): LockState {
  switch (event.type) {
    case 'lock':
      return state.phase === 'hidden' ? LOCKED : state
    case 'hide':
      return HIDDEN_LOCK
    case 'toggle':
      if (state.phase === 'locked') return { ...state, phase: 'password' }
      // Cancelling forgets what was typed, so the box opens empty next time.
      if (state.phase === 'password') return LOCKED
      return state
    case 'input':
      return state.phase === 'password' ? { ...state, password: event.password } : state
    case 'submit':
      if (state.phase !== 'password') return state
      if (state.password === '') return { ...state, wrongPassword: true, failure: undefined }
      return { ...state, phase: 'checking', failure: undefined }
    case 'checked':
      if (state.phase !== 'checking') return state
      if (event.verdict.kind === 'right') return { ...state, phase: 'afterUnlock', wrongPassword: false }
      if (event.verdict.kind === 'wrong') return { ...state, phase: 'password', wrongPassword: true }
      return { ...state, phase: 'password', wrongPassword: false, failure: event.verdict.message }
    case 'cleared':
      return state.phase === 'afterUnlock' ? HIDDEN_LOCK : state
    default:
      return event satisfies never
  }
}

/** What {@link createLockMachine} needs from the outside. */
export interface LockMachineOptions {
  /** Checks a non-empty password against the server. */
  verify: (password: string) => Promise<PasswordVerdict>
  /** Called once the unlock animation is over: the lock is to be cleared for good. */
  onUnlocked: () => void
  /** Start locked (a reload while locked) instead of hidden. @default false */
  locked?: boolean
  /** @default UNLOCK_ANIMATION_MS (300) */
  unlockAnimationMs?: number
}

/** A running lock screen: its state, and the actions the screen's controls call. */
export interface LockMachine {
  getState(): LockState
  /** Calls the listener after every change; answers the function that stops it. */
  subscribe(listener: () => void): () => void
  lock(): void
  hide(): void
  /** The unlock toggle: 'Түгжээ тайлах' opens the password box, 'Болих' closes it. */
  toggle(): void
  input(password: string): void
  /** Submits the typed password; checks it unless it is empty. */
  submit(): void
  /** Stops the pending unlock timer; a check still under way is then ignored. */
  dispose(): void
}

/**
 * The lock screen's behaviour without React (spec 4.5): the transitions of
 * {@link lockTransition}, the server check of a submitted password, and the 300 ms unlock
 * animation after a right one, when the lock is cleared and the password and wrong-password
 * flag are reset. A check that comes back after the lock was hidden or disposed changes nothing.
 */
export function createLockMachine(options: LockMachineOptions): LockMachine {
  const animationMs = options.unlockAnimationMs ?? UNLOCK_ANIMATION_MS
  let state: LockState = options.locked === true ? LOCKED : HIDDEN_LOCK
  const listeners = new Set<() => void>()
  let unlockTimer: ReturnType<typeof setTimeout> | undefined
  // Each check carries the round it started in; a later hide or dispose starts a new round.
  let round = 0

  const dispatch = (event: LockEvent): LockState => {
    const next = lockTransition(state, event)
    if (next !== state) {
      state = next
      for (const listener of listeners) listener()
    }
    return next
  }

  const stopTimer = () => {
    if (unlockTimer !== undefined) clearTimeout(unlockTimer)
    unlockTimer = undefined
  }

  const check = async (password: string, started: number) => {
    let verdict: PasswordVerdict
    try {
      verdict = await options.verify(password)
    } catch (error) {
      verdict = { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
    }
    if (started !== round) return
    if (dispatch({ type: 'checked', verdict }).phase !== 'afterUnlock') return
    unlockTimer = setTimeout(() => {
      unlockTimer = undefined
      dispatch({ type: 'cleared' })
      options.onUnlocked()
    }, animationMs)
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    lock: () => void dispatch({ type: 'lock' }),
    hide() {
      round++
      stopTimer()
      dispatch({ type: 'hide' })
    },
    toggle: () => void dispatch({ type: 'toggle' }),
    input: (password) => void dispatch({ type: 'input', password }),
    submit() {
      const password = state.password
      if (dispatch({ type: 'submit' }).phase === 'checking') void check(password, round)
    },
    dispose() {
      round++
      stopTimer()
    },
  }
}
