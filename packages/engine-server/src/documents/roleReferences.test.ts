import { type MenuDocument, menuKind, type RoleDocument, roleKind } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { menuEntryIds, type RoleSaveContext, roleSaveIssues } from './roleReferences.ts'

const menu: MenuDocument = menuKind.example
const staff: RoleDocument = roleKind.example

const context = (overrides: Partial<RoleSaveContext> = {}): RoleSaveContext => ({
  menus: new Map([[menu.name, menu]]),
  kruds: new Set(['news', 'heritage-bearers', 'applications']),
  tables: new Set(['news', 'heritage_bearer', 'application', 'heritage_domain', 'aimag']),
  datasources: new Set(['application-with-bearer']),
  roles: [staff, { ...staff, name: 'council', id: 4 }],
  ...overrides,
})

const paths = (role: RoleDocument, overrides: Partial<RoleSaveContext> = {}) =>
  roleSaveIssues(role, context(overrides)).map((found) => `${found.code} ${found.path}`)

describe('roleSaveIssues', () => {
  it('accepts a role whose every reference is in the project', () => {
    expect(paths(staff)).toEqual([])
  })

  it('collects menu entries at every depth, second-bar entries included', () => {
    const ids = menuEntryIds([
      {
        id: 'account',
        title: 'Account',
        link_to: 'noActionSubTop',
        sub_top_children: [{ id: 'profile', title: 'Profile', link_to: 'router-link', url: '/admin/profile' }],
      },
      {
        id: 'group',
        title: 'Group',
        link_to: 'noAction',
        children: [{ id: 'leaf', title: 'Leaf', link_to: 'divider' }],
      },
    ])
    expect([...ids].sort()).toEqual(['account', 'group', 'leaf', 'profile'])
  })

  it('refuses a menu the project does not have, without judging entries it cannot see', () => {
    expect(paths({ ...staff, menu: 'missing' })).toEqual(['unknown-reference /menu'])
  })

  it('refuses a default menu and permission keys that are not entries of the role’s menu', () => {
    const role = {
      ...staff,
      default_menu: 'nowhere',
      permissions: { ...staff.permissions, nowhere: { show: true }, 'also-missing': { show: false } },
    }
    expect(paths(role)).toEqual([
      'unknown-menu-item /default_menu',
      'unknown-menu-item /permissions/nowhere',
      'unknown-menu-item /permissions/also-missing',
    ])
  })

  it('refuses krud rights, tables and data sources the project does not have, each at its index', () => {
    const role: RoleDocument = {
      ...staff,
      kruds: { ...staff.kruds, ghosts: { r: true } },
      permitted_tables: ['news', 'ghost_table'],
      permitted_datasources: ['application-with-bearer', 'ghost-source'],
    }
    expect(paths(role)).toEqual([
      'unknown-reference /kruds/ghosts',
      'unknown-reference /permitted_tables/1',
      'unknown-reference /permitted_datasources/1',
    ])
  })

  it('refuses a dashboard chart the project does not have, at its index', () => {
    const role: RoleDocument = { ...staff, dashboard: ['applications-by-status', 'ghost-chart'] }
    expect(paths(role, { charts: new Set(['applications-by-status']) })).toEqual(['unknown-reference /dashboard/1'])
  })

  it('refuses the id of another role', () => {
    expect(paths({ ...staff, name: 'newcomer', id: 4 })).toEqual(['duplicate-role-id /id'])
    expect(paths({ ...staff, name: 'newcomer', id: 9 })).toEqual([])
  })

  it('keeps an existing role’s id, which users carry', () => {
    const [found] = roleSaveIssues({ ...staff, id: 9 }, context())
    expect(found).toMatchObject({ path: '/id', code: 'role-id-fixed', params: { id: 3 } })
    expect(found?.message.mn_MN).toContain('3')
  })
})
