import { describe, expect, it } from 'vitest'
import { watchLeavingPage } from './leavingPage.ts'

describe('watchLeavingPage', () => {
  it('says the page is being left from beforeunload or pagehide until it is shown again', () => {
    const target = new EventTarget()
    const leaving = watchLeavingPage(target as unknown as Window)
    expect(leaving()).toBe(false)
    target.dispatchEvent(new Event('beforeunload'))
    expect(leaving()).toBe(true)
    target.dispatchEvent(new Event('pageshow'))
    expect(leaving()).toBe(false)
    target.dispatchEvent(new Event('pagehide'))
    expect(leaving()).toBe(true)
  })

  it('does not count a beforeunload an earlier listener cancelled (the person chose to stay)', () => {
    const target = new EventTarget()
    target.addEventListener('beforeunload', (event) => event.preventDefault())
    const leaving = watchLeavingPage(target as unknown as Window)
    target.dispatchEvent(new Event('beforeunload', { cancelable: true }))
    expect(leaving()).toBe(false)
  })
})
