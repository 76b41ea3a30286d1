import { describe, expect, it } from 'vitest'
import { playNotificationSound } from './notificationSound.ts'

describe('playNotificationSound', () => {
  it('plays the configured file', () => {
    const played: string[] = []
    playNotificationSound('/assets/ding.mp3', (url) => ({
      play: () => {
        played.push(url)
        return Promise.resolve()
      },
    }))
    expect(played).toEqual(['/assets/ding.mp3'])
  })

  it('the browser refusing autoplay is silent', async () => {
    const refusal = Promise.reject(new DOMException('no gesture yet', 'NotAllowedError'))
    let unhandled = false
    const onUnhandled = () => {
      unhandled = true
    }
    process.once('unhandledRejection', onUnhandled)
    expect(() => playNotificationSound('/a.mp3', () => ({ play: () => refusal }))).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 10))
    process.off('unhandledRejection', onUnhandled)
    expect(unhandled).toBe(false)
  })

  it('no audio support at all is silent', () => {
    expect(() =>
      playNotificationSound('/a.mp3', () => {
        throw new ReferenceError('Audio is not defined')
      }),
    ).not.toThrow()
  })
})
