import { describe, expect, it } from 'vitest'
import type { MenuItem } from '../documents/menu.ts'
import { filterMenuByVisibility, findMenuEntry, flattenMenu, menuEntryTarget, menuItemTitle } from './menu.ts'

const crud = (id: string, url = id): MenuItem => ({ id, title: `menu ${id}`, link_to: 'crud', url })

const tree: MenuItem[] = [
  crud('news'),
  {
    id: 'registries',
    title: 'Бүртгэл',
    link_to: 'noAction',
    children: [crud('heritage-bearers'), crud('envoys')],
  },
  {
    id: 'account',
    title: 'Миний бүртгэл',
    link_to: 'noActionSubTop',
    sub_top_children: [{ id: 'profile', title: 'Профайл', link_to: 'router-link', url: '/admin/profile' }],
  },
  { id: 'divider-1', title: '-', link_to: 'divider' },
]

describe('flattenMenu', () => {
  it('lists every entry, parents before children, with the fields of spec 3.9 and its parent', () => {
    expect(flattenMenu(tree).map((entry) => [entry.id, entry.link_to, entry.url, entry.parent])).toEqual([
      ['news', 'crud', 'news', null],
      ['registries', 'noAction', undefined, null],
      ['heritage-bearers', 'crud', 'heritage-bearers', 'registries'],
      ['envoys', 'crud', 'envoys', 'registries'],
      ['account', 'noActionSubTop', undefined, null],
      ['profile', 'router-link', '/admin/profile', 'account'],
      ['divider-1', 'divider', undefined, null],
    ])
  })

  it('keeps each entry’s sub_top_children', () => {
    const account = flattenMenu(tree).find((entry) => entry.id === 'account')
    expect(account?.sub_top_children?.map((child) => child.id)).toEqual(['profile'])
    expect(flattenMenu(tree)[0]?.sub_top_children).toBeUndefined()
  })

  it('titles a crud entry from the krud whose id equals the entry’s url', () => {
    const items = [crud('bearers', 'heritage-bearers')]
    const kruds = [
      { id: 'news', title: 'Мэдээ' },
      { id: 'heritage-bearers', title: { mn_MN: 'Өв тээгчид', en_US: 'Heritage bearers' } },
    ]
    expect(flattenMenu(items, kruds)[0]?.title).toEqual({ mn_MN: 'Өв тээгчид', en_US: 'Heritage bearers' })
  })

  it('keeps a crud entry’s own title when its krud is not listed', () => {
    expect(flattenMenu([crud('news')], [{ id: 'envoys', title: 'Элч' }])[0]?.title).toBe('menu news')
  })

  it('does not take a krud title for an entry that is not crud', () => {
    const item: MenuItem = { id: 'profile', title: 'Профайл', link_to: 'router-link', url: 'profile' }
    expect(menuItemTitle(item, [{ id: 'profile', title: 'Krud title' }])).toBe('Профайл')
  })

  it('titles crud entries nested under children too', () => {
    const flat = flattenMenu(tree, [{ id: 'envoys', title: 'Элч төлөөлөгч' }])
    expect(findMenuEntry(flat, 'envoys')?.title).toBe('Элч төлөөлөгч')
  })
})

describe('findMenuEntry', () => {
  it('finds the entry /admin/p/{menu_id} names, at any depth', () => {
    const flat = flattenMenu(tree)
    expect(findMenuEntry(flat, 'profile')?.url).toBe('/admin/profile')
    expect(findMenuEntry(flat, 'missing')).toBeUndefined()
  })
})

describe('filterMenuByVisibility', () => {
  it('returns the menu unchanged when no visibility map is given', () => {
    expect(filterMenuByVisibility(tree)).toEqual(tree)
  })

  it('keeps only entries whose id has show true, at every level', () => {
    const visible = filterMenuByVisibility(tree, {
      news: { show: false },
      registries: { show: true },
      'heritage-bearers': { show: true },
      envoys: { show: false },
      account: { show: true },
      profile: { show: true },
    })
    expect(flattenMenu(visible).map((entry) => entry.id)).toEqual([
      'registries',
      'heritage-bearers',
      'account',
      'profile',
    ])
  })

  it('hides an entry the map does not mention', () => {
    const visible = filterMenuByVisibility(tree, { registries: { show: true }, envoys: { show: true } })
    expect(flattenMenu(visible).map((entry) => entry.id)).toEqual(['registries', 'envoys'])
  })

  it('hides an entry whose permission has no show flag', () => {
    expect(filterMenuByVisibility([crud('news')], { news: {} })).toEqual([])
  })

  it('filters sub-top children too', () => {
    const visible = filterMenuByVisibility(tree, { account: { show: true } })
    expect(visible).toEqual([{ ...tree[2], sub_top_children: [] }])
  })

  it('drops a hidden parent together with its children', () => {
    const visible = filterMenuByVisibility(tree, { registries: { show: false }, 'heritage-bearers': { show: true } })
    expect(visible).toEqual([])
  })

  it('leaves the given menu untouched', () => {
    const before = JSON.parse(JSON.stringify(tree))
    filterMenuByVisibility(tree, { registries: { show: true } })
    expect(tree).toEqual(before)
  })
})

describe('menuEntryTarget', () => {
  it('opens a crud entry at /admin/p/{id}', () => {
    expect(menuEntryTarget(crud('news'))).toEqual({
      navigate: true,
      id: 'news',
      path: '/admin/p/news',
      external: false,
      target: 'self',
    })
  })

  it('sends a link entry to its own url, outside the app, in its target', () => {
    const item: MenuItem = { id: 'site', title: 'Сайт', link_to: 'link', url: 'https://example.com', target: 'blank' }
    expect(menuEntryTarget(item)).toEqual({
      navigate: true,
      id: 'site',
      path: 'https://example.com',
      external: true,
      target: 'blank',
    })
  })

  it('sends a router-link entry to its own app path', () => {
    const item: MenuItem = { id: 'profile', title: 'Профайл', link_to: 'router-link', url: '/admin/profile' }
    expect(menuEntryTarget(item)).toMatchObject({ navigate: true, path: '/admin/profile', external: false })
  })

  it('only gives back the id of a noAction entry, even one with children', () => {
    expect(menuEntryTarget(tree[1] as MenuItem)).toEqual({ navigate: false, id: 'registries' })
    expect(menuEntryTarget({ id: 'group', title: 'G', link_to: 'noAction' })).toEqual({ navigate: false, id: 'group' })
  })

  it('only gives back the id of a divider', () => {
    expect(menuEntryTarget({ id: 'divider-1', title: '-', link_to: 'divider' })).toEqual({
      navigate: false,
      id: 'divider-1',
    })
  })

  it('leads a parent that is not noAction to its first child', () => {
    const parent: MenuItem = { ...crud('applications'), children: [crud('new-applications'), crud('old')] }
    expect(menuEntryTarget(parent)).toMatchObject({
      navigate: true,
      id: 'new-applications',
      path: '/admin/p/new-applications',
    })
  })

  it('skips children that are not visible', () => {
    const parent: MenuItem = { ...crud('applications'), children: [crud('hidden'), crud('shown')] }
    const visibility = { applications: { show: true }, hidden: { show: false }, shown: { show: true } }
    expect(menuEntryTarget(parent, visibility)).toMatchObject({ id: 'shown', path: '/admin/p/shown' })
  })

  it('follows the first visible child down more than one level', () => {
    const parent: MenuItem = {
      id: 'top',
      title: 'Top',
      link_to: 'noActionSubTop',
      children: [
        { ...crud('middle'), children: [{ id: 'leaf', title: 'Leaf', link_to: 'router-link', url: '/admin' }] },
      ],
    }
    expect(menuEntryTarget(parent)).toMatchObject({ id: 'leaf', path: '/admin' })
  })

  it('stops at a noAction child', () => {
    const parent: MenuItem = { ...crud('top'), children: [{ id: 'group', title: 'G', link_to: 'noAction' }] }
    expect(menuEntryTarget(parent)).toEqual({ navigate: false, id: 'group' })
  })

  it('opens the parent itself when none of its children is visible', () => {
    const parent: MenuItem = { ...crud('applications'), children: [crud('hidden')] }
    expect(menuEntryTarget(parent, { hidden: { show: false } })).toMatchObject({
      id: 'applications',
      path: '/admin/p/applications',
    })
  })

  it('opens a childless noActionSubTop entry at /admin/p/{id}', () => {
    expect(menuEntryTarget({ id: 'account', title: 'A', link_to: 'noActionSubTop' })).toMatchObject({
      navigate: true,
      path: '/admin/p/account',
    })
  })
})
