import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prefetchWhenIdle, QUIET_WAIT_LIMIT_MS } from './prefetchWhenIdle.ts'

describe('prefetchWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits, with quietMs, until the screen’s own files have stopped arriving', async () => {
    let files = 0
    const load = vi.fn(async () => undefined)
    // A file finishes every 400 ms for the first 3 s: the screen being opened on a slow link.
    const arriving = setInterval(() => {
      if (Date.now() - start < 3000) files += 1
    }, 400)
    const start = Date.now()
    prefetchWhenIdle(load, { quietMs: 1000 }, () => files)
    await vi.advanceTimersByTimeAsync(3000)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2000)
    expect(load).toHaveBeenCalledTimes(1)
    clearInterval(arriving)
  })

  it('fetches at the limit on a page that never goes quiet', async () => {
    let files = 0
    const arriving = setInterval(() => {
      files += 1
    }, 100)
    const load = vi.fn(async () => undefined)
    prefetchWhenIdle(load, { quietMs: 1000 }, () => files)
    await vi.advanceTimersByTimeAsync(QUIET_WAIT_LIMIT_MS - 1000)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(load).toHaveBeenCalledTimes(1)
    clearInterval(arriving)
  })

  it('fetches after the delay alone without quietMs, and never once cancelled', async () => {
    const load = vi.fn(async () => undefined)
    prefetchWhenIdle(load, { delayMs: 500 })
    await vi.advanceTimersByTimeAsync(499)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn(async () => undefined)
    const cancel = prefetchWhenIdle(cancelled, { quietMs: 1000 }, () => 0)
    await vi.advanceTimersByTimeAsync(500)
    cancel()
    await vi.advanceTimersByTimeAsync(5000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
