import { type FlatMenuEntry, flattenMenu } from '@tamga/schema'
import { beforeEach, describe, expect, it } from 'vitest'
import { savedFromTabs, tabsFromSaved, useTabs } from './tabs.ts'

const menuList: FlatMenuEntry[] = flattenMenu([
  { id: 'news', title: 'Мэдээ', link_to: 'crud', url: 'news' },
  { id: 'profile', title: 'Профайл', link_to: 'router-link', url: '/admin/profile' },
  { id: 'site', title: 'Сайт', link_to: 'link', url: 'https://example.mn' },
])

describe('the tabs of multi-tab mode', () => {
  beforeEach(() => useTabs.setState({ tabs: [] }))

  it('opens each page once, in order', () => {
    const { open } = useTabs.getState()
    open('/admin')
    open('/admin/p/news')
    open('/admin')
    expect(useTabs.getState().tabs).toEqual(['/admin', '/admin/p/news'])
  })

  it('shows the left neighbour after closing a tab, or the first when the first closed', () => {
    useTabs.setState({ tabs: ['/a', '/b', '/c'] })
    expect(useTabs.getState().close('/b')).toBe('/a')
    expect(useTabs.getState().close('/a')).toBe('/c')
    expect(useTabs.getState().close('/missing')).toBeUndefined()
  })

  it('keeps tabs as menu entry ids for the server and reopens them as paths', () => {
    const ids = savedFromTabs(['/admin', '/admin/p/news', '/admin/profile'], menuList)
    expect(ids).toEqual(['news', 'profile'])
    expect(tabsFromSaved(ids, menuList)).toEqual(['/admin/p/news', '/admin/profile'])
  })

  it('drops saved ids the menu no longer has, and entries that open no page', () => {
    expect(tabsFromSaved(['gone', 'site', 'news'], menuList)).toEqual(['/admin/p/news'])
  })
})
