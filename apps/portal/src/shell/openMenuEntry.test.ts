import type { MenuItem } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { type Navigation, openMenuEntry } from './openMenuEntry.ts'

function recorder() {
  const calls: string[] = []
  const go: Navigation = {
    navigate: (path) => calls.push(`navigate ${path}`),
    assign: (url) => calls.push(`assign ${url}`),
    open: (url) => calls.push(`open ${url}`),
  }
  return { calls, go }
}

describe('openMenuEntry (spec 2.5)', () => {
  it('opens a crud entry at /admin/p/{id} through the router', () => {
    const { calls, go } = recorder()
    openMenuEntry({ id: 'news', title: 'Мэдээ', link_to: 'crud', url: 'news' }, undefined, go)
    expect(calls).toEqual(['navigate /admin/p/news'])
  })

  it('loads a link entry in full, or in another tab when its target says so', () => {
    const { calls, go } = recorder()
    openMenuEntry({ id: 'site', title: 'Сайт', link_to: 'link', url: 'https://example.mn' }, undefined, go)
    openMenuEntry(
      { id: 'site', title: 'Сайт', link_to: 'link', url: 'https://example.mn', target: 'blank' },
      undefined,
      go,
    )
    expect(calls).toEqual(['assign https://example.mn', 'open https://example.mn'])
  })

  it('routes a router-link entry to its url', () => {
    const { calls, go } = recorder()
    openMenuEntry({ id: 'profile', title: 'Профайл', link_to: 'router-link', url: '/admin/profile' }, undefined, go)
    expect(calls).toEqual(['navigate /admin/profile'])
  })

  it('does not navigate noAction and divider entries, only answers their id', () => {
    const { calls, go } = recorder()
    const heading: MenuItem = {
      id: 'registries',
      title: 'Бүртгэл',
      link_to: 'noAction',
      children: [{ id: 'envoys', title: 'Элч', link_to: 'crud', url: 'envoys' }],
    }
    expect(openMenuEntry(heading, undefined, go)).toEqual({ navigate: false, id: 'registries' })
    expect(openMenuEntry({ id: 'd', title: '-', link_to: 'divider' }, undefined, go)).toEqual({
      navigate: false,
      id: 'd',
    })
    expect(calls).toEqual([])
  })

  it('sends a parent to its first visible child', () => {
    const { calls, go } = recorder()
    const parent: MenuItem = {
      id: 'account',
      title: 'Бүртгэл',
      link_to: 'noActionSubTop',
      children: [
        { id: 'hidden', title: 'Нууц', link_to: 'crud', url: 'hidden' },
        { id: 'profile', title: 'Профайл', link_to: 'router-link', url: '/admin/profile' },
      ],
    }
    openMenuEntry(parent, { account: { show: true }, profile: { show: true } }, go)
    expect(calls).toEqual(['navigate /admin/profile'])
  })
})
