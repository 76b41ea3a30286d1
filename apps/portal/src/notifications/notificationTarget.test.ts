import { describe, expect, it } from 'vitest'
import { notificationTarget } from './notificationTarget.ts'

const origin = 'https://tamga.example'

describe('notificationTarget', () => {
  it('an app path is a route', () => {
    expect(notificationTarget('/admin/p/applications?id=3', origin)).toEqual({
      kind: 'route',
      path: '/admin/p/applications?id=3',
    })
  })

  it('an address on the app’s own origin is a route', () => {
    expect(notificationTarget('https://tamga.example/admin/profile#top', origin)).toEqual({
      kind: 'route',
      path: '/admin/profile#top',
    })
  })

  it('an http(s) address elsewhere opens outside the app', () => {
    expect(notificationTarget('https://other.example/x', origin)).toEqual({
      kind: 'external',
      url: 'https://other.example/x',
    })
  })

  it('no link, or a dangerous one, leads nowhere', () => {
    for (const link of [
      null,
      '',
      '  ',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      'admin/p/x',
    ]) {
      expect(notificationTarget(link, origin), String(link)).toBeUndefined()
    }
  })
})
