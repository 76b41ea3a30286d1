import { describe, expect, it } from 'vitest'
import { type MenuItem, menuKind } from '../documents/menu.ts'
import { type RoleDocument, roleKind } from '../documents/role.ts'
import { filterMenuByVisibility } from './menu.ts'
import {
  defaultMenuChoices,
  effectiveKrudRights,
  flattenRoleMenuRows,
  menuPath,
  roleMenuRows,
  withEntryRight,
  withEntryShown,
  withExtraFlag,
  withKrudAdded,
  withKrudRemoved,
  withKrudRight,
  withKrudRowConditions,
  withRoleNames,
} from './role-editing.ts'

// The example admin menu, with a second-bar heading added.
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

// A small menu in which two entries open the same krud.
const content: MenuItem[] = [
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
const editor: RoleDocument = {
  kind: 'role',
  version: 1,
  name: 'editor',
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
const createdByMe = { type: 'current-user', column: 'created_by' } as const

describe('the menu rows of a role', () => {
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
    expect(registries).toMatchObject({ show: true, hasRights: false, depth: 0 })
    expect(registries?.children?.[0]).toMatchObject({
      id: 'heritage-bearers',
      depth: 1,
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

  it('lists the rows flat, parents first with their depth, headings without rights, a crud entry with its krud', () => {
    const rows = flattenRoleMenuRows(roleMenuRows(content, editor.permissions))
    expect(rows.map((row) => [row.id, row.depth, row.hasRights, row.krud])).toEqual([
      ['content', 0, false, undefined],
      ['news', 1, true, 'news'],
      ['news-archive', 1, true, 'news'],
      ['applications', 0, true, 'applications'],
    ])
    expect(rows.some((row) => 'children' in row)).toBe(false)
  })

  it('finds the way down to an entry, second-bar entries included', () => {
    expect(menuPath(items, 'envoys')).toEqual(['registries', 'envoys'])
    expect(menuPath(items, 'profile')).toEqual(['account', 'profile'])
    expect(menuPath(items, 'nowhere')).toEqual([])
  })
})

describe('showing entries and their rights', () => {
  it('shows the headings above an entry it shows, since a hidden heading hides what is under it', () => {
    const hidden = withEntryShown(staff, items, 'registries', false)
    expect(hidden.permissions.registries).toBeUndefined()
    expect(hidden.permissions['heritage-bearers']).toEqual(staff.permissions['heritage-bearers'])
    const shown = withEntryShown(hidden, items, 'envoys', true)
    expect(shown.permissions.registries).toEqual({ show: true })
    expect(shown.permissions.envoys).toEqual({ show: true })
    expect(withEntryShown(editor, content, 'news', true).permissions.news).toEqual({ show: true, c: true })
  })

  it('leaves the document as it is when asked to show an entry that is not in the menu', () => {
    expect(withEntryShown(staff, items, 'nowhere', true)).toEqual(staff)
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
    expect('news' in withEntryRight(editor, 'news', 'c', false).permissions).toBe(false)
  })

  it('leaves a right that is taken away out of the entry', () => {
    expect(withEntryRight(editor, 'applications', 'r', false).permissions.applications).toEqual({ show: true })
  })

  it('lets the role see only shown entries, a hidden heading taking its sub-entries with it', () => {
    expect(filterMenuByVisibility(content, editor.permissions).map((item) => item.id)).toEqual(['applications'])
    const shown = withEntryShown(editor, content, 'news-archive', true)
    const seen = filterMenuByVisibility(content, shown.permissions)
    expect(seen.map((item) => item.id)).toEqual(['content', 'applications'])
    expect(seen[0]?.children?.map((item) => item.id)).toEqual(['news-archive'])
  })

  it('never changes the document it was given', () => {
    const before = structuredClone(staff)
    withEntryShown(staff, items, 'envoys', true)
    withEntryRight(staff, 'news', 'd', false)
    withExtraFlag(staff, 'chart', true)
    withKrudRight(staff, 'news', 'd', false)
    withKrudRowConditions(staff, 'news', [createdByMe])
    withRoleNames(staff, 'permitted_tables', [])
    expect(staff).toEqual(before)
  })
})

describe('the default menu', () => {
  it('offers only shown entries that open a page', () => {
    expect(defaultMenuChoices(items, staff.permissions).map((choice) => choice.id)).toEqual([
      'news',
      'heritage-bearers',
      'applications',
    ])
    const shown = withEntryShown(editor, content, 'news-archive', true)
    expect(defaultMenuChoices(content, shown.permissions).map((one) => one.id)).toEqual([
      'news-archive',
      'applications',
    ])
  })

  it('does not offer a shown entry under a hidden heading, which the role could not reach', () => {
    expect(editor.permissions['news-archive']?.show).toBe(true)
    expect(defaultMenuChoices(content, editor.permissions).map((one) => one.id)).toEqual(['applications'])
  })
})

describe('the role-wide settings', () => {
  it('keeps only the extra flags that are on, and leaves extra out when none is', () => {
    expect(withExtraFlag(staff, 'chart', true).extra).toEqual({ approve: true, excelupload: true, chart: true })
    expect(withExtraFlag(staff, 'approve', false).extra).toEqual({ excelupload: true })
    const none = withExtraFlag(withExtraFlag(staff, 'approve', false), 'excelupload', false)
    expect('extra' in none).toBe(false)
  })

  it('sets permitted tables, data sources and dashboard charts, each once, and leaves out an empty list', () => {
    expect(withRoleNames(staff, 'permitted_tables', ['news', 'news', 'aimag']).permitted_tables).toEqual([
      'news',
      'aimag',
    ])
    expect('permitted_datasources' in withRoleNames(staff, 'permitted_datasources', [])).toBe(false)
    expect(withRoleNames(staff, 'dashboard', ['visits']).dashboard).toEqual(['visits'])
    expect('permitted_tables' in withRoleNames(staff, 'permitted_tables', [])).toBe(false)
  })
})

describe('a role’s own krud rights', () => {
  const limited: RoleDocument = { ...staff, kruds: { applications: { r: true, rowConditions: [createdByMe] } } }

  it('edits a krud’s own rights, keeping its row conditions', () => {
    expect(withKrudRight(limited, 'applications', 'u', true).kruds?.applications).toEqual({
      r: true,
      u: true,
      rowConditions: [createdByMe],
    })
    expect(withKrudRight(limited, 'applications', 'r', false).kruds?.applications).toEqual({
      rowConditions: [createdByMe],
    })
  })

  it('starts a krud with read only, once, and hands a removed krud back to the menu', () => {
    expect(withKrudAdded(limited, 'news').kruds?.news).toEqual({ r: true })
    expect(withKrudAdded(limited, 'applications')).toBe(limited)
    expect('kruds' in withKrudRemoved(limited, 'applications')).toBe(false)
    expect(Object.keys(withKrudRemoved(withKrudAdded(limited, 'news'), 'news').kruds ?? {})).toEqual(['applications'])
  })

  it('replaces a krud’s row conditions, keeping its rights, and leaves out an empty list', () => {
    const other = { type: 'user-organizations', column: 'organization_id' } as const
    expect(withKrudRowConditions(limited, 'applications', [other]).kruds?.applications).toEqual({
      r: true,
      rowConditions: [other],
    })
    expect(withKrudRowConditions(limited, 'applications', []).kruds?.applications).toEqual({ r: true })
  })
})

describe('the krud rights a role ends up with', () => {
  it('unites the rights of every menu entry that opens a krud', () => {
    expect(effectiveKrudRights(editor, content)).toEqual([
      { krud: 'applications', rights: { c: false, r: true, u: false, d: false }, rowConditions: [], source: 'menu' },
      { krud: 'news', rights: { c: true, r: true, u: false, d: false }, rowConditions: [], source: 'menu' },
    ])
  })

  it('takes a krud the role names from there alone, with its row conditions, and leaves out a krud with no right', () => {
    const own = withKrudRowConditions(withKrudRight(editor, 'news', 'u', true), 'news', [createdByMe])
    const closed = withKrudRight(withKrudAdded(own, 'applications'), 'applications', 'r', false)
    expect(closed.kruds?.applications).toEqual({})
    expect(effectiveKrudRights(closed, content)).toEqual([
      { krud: 'news', rights: { c: false, r: false, u: true, d: false }, rowConditions: [createdByMe], source: 'role' },
    ])
  })

  it('gives the super admin every right, whatever its document says', () => {
    const rights = effectiveKrudRights({ ...editor, id: 1, permissions: {} }, content)
    expect(rights.map((one) => one.krud)).toEqual(['applications', 'news'])
    expect(rights.every((one) => one.source === 'super-admin' && one.rights.d)).toBe(true)
  })
})
