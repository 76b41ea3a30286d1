import type { MenuItem, RoleDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  krudActionsOf,
  landingChoices,
  menuSeenBy,
  permissionRows,
  withExtraFlag,
  withKrudRights,
  withPermissionFlag,
} from './rolePermissions.ts'

const items: MenuItem[] = [
  {
    id: 'content',
    title: 'Агуулга',
    link_to: 'noAction',
    children: [
      { id: 'news', title: 'Мэдээ', link_to: 'crud', url: 'news' },
      { id: 'news-archive', title: 'Архив', link_to: 'crud', url: 'news' },
      { id: 'line', title: '', link_to: 'divider' },
    ],
  },
  { id: 'applications', title: 'Өргөдөл', link_to: 'crud', url: 'applications' },
]

const staff: RoleDocument = {
  kind: 'role',
  version: 1,
  name: 'staff',
  id: 3,
  display_name: 'Ажилтан',
  menu: 'admin',
  default_menu: 'applications',
  permissions: {
    applications: { show: true, r: true },
    news: { show: false, c: true },
    'news-archive': { show: true, r: true },
  },
}

describe('permissionRows', () => {
  it('lists entries parents first with their depth, dividers left out, headings without rights', () => {
    const rows = permissionRows(items, staff.permissions)
    expect(rows.map((row) => [row.id, row.depth, row.hasRights])).toEqual([
      ['content', 0, false],
      ['news', 1, true],
      ['news-archive', 1, true],
      ['applications', 0, true],
    ])
    expect(rows[1]?.krud).toBe('news')
  })
})

describe('withPermissionFlag', () => {
  it('showing an entry shows the headings above it too', () => {
    const next = withPermissionFlag(staff, items, { id: 'news', flag: 'show', value: true })
    expect(next.permissions.content).toEqual({ show: true })
    expect(next.permissions.news).toEqual({ show: true, c: true })
    expect(staff.permissions.content).toBeUndefined()
  })

  it('drops an entry that grants nothing any more, and leaves a false right out', () => {
    const next = withPermissionFlag(staff, items, { id: 'news', flag: 'c', value: false })
    expect('news' in next.permissions).toBe(false)
    const reader = withPermissionFlag(staff, items, { id: 'applications', flag: 'r', value: false })
    expect(reader.permissions.applications).toEqual({ show: true })
  })
})

describe('menuSeenBy', () => {
  it('keeps only shown entries, a hidden heading taking its children with it', () => {
    expect(menuSeenBy(items, staff).map((item) => item.id)).toEqual(['applications'])
    const shown = withPermissionFlag(staff, items, { id: 'news-archive', flag: 'show', value: true })
    const seen = menuSeenBy(items, shown)
    expect(seen.map((item) => item.id)).toEqual(['content', 'applications'])
    expect(seen[0]?.children?.map((item) => item.id)).toEqual(['news-archive'])
  })
})

describe('landingChoices', () => {
  it('offers only shown entries that open a page', () => {
    const shown = withPermissionFlag(staff, items, { id: 'news-archive', flag: 'show', value: true })
    expect(landingChoices(items, shown.permissions).map((one) => one.id)).toEqual(['news-archive', 'applications'])
  })
})

describe('krudActionsOf', () => {
  it('unites the rights of every menu entry that opens a krud', () => {
    expect(krudActionsOf(staff, items)).toEqual([
      { krud: 'applications', rights: { c: false, r: true, u: false, d: false }, rowConditions: [], source: 'menu' },
      { krud: 'news', rights: { c: true, r: true, u: false, d: false }, rowConditions: [], source: 'menu' },
    ])
  })

  it('takes a krud the role names from there alone, with its row conditions, and leaves out a krud with no right', () => {
    const own = withKrudRights(staff, 'news', {
      u: true,
      rowConditions: [{ type: 'current-user', column: 'created_by' }],
    })
    const closed = withKrudRights(own, 'applications', {})
    const actions = krudActionsOf(closed, items)
    expect(actions).toEqual([
      {
        krud: 'news',
        rights: { c: false, r: false, u: true, d: false },
        rowConditions: [{ type: 'current-user', column: 'created_by' }],
        source: 'role',
      },
    ])
  })

  it('gives the super admin every right', () => {
    const actions = krudActionsOf({ ...staff, id: 1, permissions: {} }, items)
    expect(actions.every((one) => one.source === 'super-admin' && one.rights.d)).toBe(true)
  })
})

describe('withExtraFlag and withKrudRights', () => {
  it('drops extra and kruds when nothing is left in them', () => {
    const flagged = withExtraFlag(staff, 'approve', true)
    expect(flagged.extra).toEqual({ approve: true })
    expect('extra' in withExtraFlag(flagged, 'approve', false)).toBe(false)
    const withNews = withKrudRights(staff, 'news', { r: true, c: false })
    expect(withNews.kruds).toEqual({ news: { r: true } })
    expect('kruds' in withKrudRights(withNews, 'news', undefined)).toBe(false)
  })
})
