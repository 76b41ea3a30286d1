/** One step of starting the server and how long it took, printed at `LOG_LEVEL=debug`. */
export interface StartupPhase {
  name: string
  ms: number
}

/** The phases timed so far, and the call that ends the current one. */
export interface StartupClock {
  readonly phases: StartupPhase[]
  end(name: string): void
}

/**
 * Times consecutive phases of start-up: each `end(name)` closes the phase begun by the previous
 * one (or by the clock's making).
 *
 * @example const clock = startupClock(); await migrate(); clock.end('migrations')
 */
export function startupClock(): StartupClock {
  const phases: StartupPhase[] = []
  let since = performance.now()
  return {
    phases,
    end(name) {
      const now = performance.now()
      phases.push({ name, ms: Math.round(now - since) })
      since = now
    },
  }
}
