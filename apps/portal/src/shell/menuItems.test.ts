import type { MenuItem } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { ancestorsOf, opensSecondLevel } from './menuItems.tsx'

const registries: MenuItem = {
  id: 'registries',
  title: 'Бүртгэл',
  link_to: 'noAction',
  children: [
    { id: 'bearers', title: 'Өв тээгч', link_to: 'crud', url: 'heritage-bearers' },
    { id: 'envoys', title: 'Элч', link_to: 'crud', url: 'envoys' },
  ],
}
const account: MenuItem = {
  id: 'account',
  title: 'Миний бүртгэл',
  link_to: 'noActionSubTop',
  sub_top_children: [{ id: 'profile', title: 'Хувийн мэдээлэл', link_to: 'router-link', url: '/admin/profile' }],
}
const reports: MenuItem = {
  id: 'reports',
  title: 'Тайлан',
  link_to: 'crud',
  url: 'reports',
  children: [{ id: 'monthly', title: 'Сарын', link_to: 'crud', url: 'monthly' }],
}
const news: MenuItem = { id: 'news', title: 'Мэдээ', link_to: 'crud', url: 'news' }
const navMenu = [news, registries, reports, account]

describe('opensSecondLevel (the two-level layout’s header)', () => {
  it('a noAction heading opens its entries at the side', () => {
    expect(opensSecondLevel(registries, navMenu, undefined)).toBe(true)
  })

  it('a noActionSubTop heading opens its sub-top entries at the side', () => {
    expect(opensSecondLevel(account, navMenu, undefined)).toBe(true)
  })

  it('an entry that leads to its first child is a page, not a heading', () => {
    expect(opensSecondLevel(reports, navMenu, undefined)).toBe(false)
  })

  it('an entry whose children the role may not see leads to its own page', () => {
    expect(opensSecondLevel(reports, navMenu, { reports: { show: true }, monthly: { show: false } })).toBe(false)
  })

  it('an entry without a second level is a page', () => {
    expect(opensSecondLevel(news, navMenu, undefined)).toBe(false)
  })

  it('only entries of the first level are headings of the header', () => {
    const nested: MenuItem = { ...registries, id: 'nested' }
    expect(opensSecondLevel(nested, navMenu, undefined)).toBe(false)
  })
})

describe('ancestorsOf', () => {
  it('finds the heading of a sub-top entry', () => {
    expect(ancestorsOf(navMenu, 'profile')).toEqual(['account'])
  })
})
