import { type MenuItem, menuKind, type RoleDocument, roleKind } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  defaultMenuChoices,
  menuPath,
  roleMenuRows,
  roleProblems,
  sameDocument,
  withEntryRight,
  withEntryShown,
  withExtraFlag,
  withKrudAdded,
  withKrudRemoved,
  withKrudRight,
  withNames,
} from './roleEditing.ts'

const items: MenuItem[] = [
  ...menuKind.example.items,
  {
    id: 'account',
    title: 'Account',
    link_to: 'noActionSubTop',
    sub_top_children: [{ id: 'profile', title: 'Profile', link_to: 'router-link', url: '/admin/profile' }],
  },
]
const staff: RoleDocument = roleKind.example

describe('editing a role', () => {
  it('shows the menu as a tree with each entry’s visibility and rights, dividers left out', () => {
    const rows = roleMenuRows(items, staff.permissions)
    expect(rows.map((row) => row.id)).toEqual([
      'news',
      'registries',
      'applications',
      'change-password',
      'public-site',
      'account',
    ])
    const registries = rows[1]
    expect(registries).toMatchObject({ show: true, hasRights: false })
    expect(registries?.children?.[0]).toMatchObject({
      id: 'heritage-bearers',
      show: true,
      hasRights: true,
      rights: { c: true, r: true, u: true, d: false },
    })
    expect(registries?.children?.[1]).toMatchObject({ id: 'envoys', show: false })
    expect(rows[5]?.children?.map((row) => row.id)).toEqual(['profile'])
  })

  it('titles a crud entry by its krud, as the shell does', () => {
    const kruds = [{ id: 'news', title: { mn_MN: 'Мэдээ мэдээлэл' } }]
    expect(roleMenuRows(items, staff.permissions, kruds)[0]?.title).toEqual({ mn_MN: 'Мэдээ мэдээлэл' })
    expect(defaultMenuChoices(items, staff.permissions, kruds)[0]?.title).toEqual({ mn_MN: 'Мэдээ мэдээлэл' })
  })

  it('finds the way down to an entry, second-bar entries included', () => {
    expect(menuPath(items, 'envoys')).toEqual(['registries', 'envoys'])
    expect(menuPath(items, 'profile')).toEqual(['account', 'profile'])
    expect(menuPath(items, 'nowhere')).toEqual([])
  })

  it('shows the headings above an entry it shows, since a hidden heading hides what is under it', () => {
    const hidden = withEntryShown(staff, items, 'registries', false)
    expect(hidden.permissions.registries).toBeUndefined()
    expect(hidden.permissions['heritage-bearers']).toEqual(staff.permissions['heritage-bearers'])
    const shown = withEntryShown(hidden, items, 'envoys', true)
    expect(shown.permissions.registries).toEqual({ show: true })
    expect(shown.permissions.envoys).toEqual({ show: true })
  })

  it('keeps the rights of an entry it hides, and drops an entry that grants nothing', () => {
    expect(withEntryShown(staff, items, 'news', false).permissions.news).toEqual({
      show: false,
      c: true,
      r: true,
      u: true,
      d: true,
    })
    const noRead = withEntryRight(withEntryShown(staff, items, 'applications', false), 'applications', 'r', false)
    expect(noRead.permissions.applications).toEqual({ show: false, u: true })
    expect(withEntryRight(noRead, 'applications', 'u', false).permissions.applications).toBeUndefined()
  })

  it('never changes the document it was given', () => {
    const before = structuredClone(staff)
    withEntryShown(staff, items, 'envoys', true)
    withEntryRight(staff, 'news', 'd', false)
    withExtraFlag(staff, 'chart', true)
    withKrudRight(staff, 'news', 'd', false)
    expect(staff).toEqual(before)
  })

  it('keeps only the extra flags that are on', () => {
    expect(withExtraFlag(staff, 'chart', true).extra).toEqual({ approve: true, excelupload: true, chart: true })
    expect(withExtraFlag(staff, 'approve', false).extra).toEqual({ excelupload: true })
    const none = withExtraFlag(withExtraFlag(staff, 'approve', false), 'excelupload', false)
    expect('extra' in none).toBe(false)
  })

  it('offers as default menu only shown entries that open a page', () => {
    expect(defaultMenuChoices(items, staff.permissions).map((choice) => choice.id)).toEqual([
      'news',
      'heritage-bearers',
      'applications',
    ])
  })

  it('edits a krud’s own rights, keeping its row conditions, and hands a removed krud back to the menu', () => {
    const limited: RoleDocument = {
      ...staff,
      kruds: { applications: { r: true, rowConditions: [{ type: 'current-user', column: 'created_by' }] } },
    }
    expect(withKrudRight(limited, 'applications', 'u', true).kruds?.applications).toEqual({
      r: true,
      u: true,
      rowConditions: [{ type: 'current-user', column: 'created_by' }],
    })
    expect(withKrudAdded(limited, 'news').kruds?.news).toEqual({ r: true })
    expect(withKrudAdded(limited, 'applications')).toBe(limited)
    expect('kruds' in withKrudRemoved(limited, 'applications')).toBe(false)
  })

  it('sets permitted tables and data sources, each once, and leaves out an empty list', () => {
    expect(withNames(staff, 'permitted_tables', ['news', 'news', 'aimag']).permitted_tables).toEqual(['news', 'aimag'])
    expect('permitted_datasources' in withNames(staff, 'permitted_datasources', [])).toBe(false)
  })

  it('finds a default menu the role is not shown with the role kind’s own rule', () => {
    expect(roleProblems(staff)).toEqual([])
    const hidden = withEntryShown(staff, items, 'applications', false)
    expect(roleProblems(hidden).map((found) => found.code)).toEqual(['default-menu-hidden'])
  })

  it('needs the display name’s Mongolian text, which the schema requires', () => {
    const unnamed = { ...staff, display_name: { mn_MN: ' ', en_US: 'Staff' } }
    expect(roleProblems(unnamed).map((found) => found.path)).toEqual(['/display_name/mn_MN'])
  })

  it('compares documents by value, whatever the order of keys', () => {
    expect(sameDocument({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(sameDocument({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameDocument({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameDocument([1, 2], [2, 1])).toBe(false)
    expect(sameDocument(withExtraFlag(staff, 'chart', true), staff)).toBe(false)
  })
})
