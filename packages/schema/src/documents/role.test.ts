import { describe, expect, it } from 'vitest'
import adminMenu from '../../../../examples/heritage/documents/menus/admin.json' with { type: 'json' }
import admin from '../../../../examples/heritage/documents/roles/admin.json' with { type: 'json' }
import applicant from '../../../../examples/heritage/documents/roles/applicant.json' with { type: 'json' }
import councilMember from '../../../../examples/heritage/documents/roles/council-member.json' with { type: 'json' }
import staff from '../../../../examples/heritage/documents/roles/staff.json' with { type: 'json' }
import superAdmin from '../../../../examples/heritage/documents/roles/super-admin.json' with { type: 'json' }
import { readHeritageDocuments } from '../../test/heritageProject.ts'
import { loadProject } from '../project/loadProject.ts'
import { flattenMenu } from '../rules/menu.ts'
import { validateAgainst } from '../validation/validator.ts'
import { validateDocumentOf } from './definition.ts'
import { menuKind } from './menu.ts'
import { type PermissionResponse, PermissionResponseSchema, type RoleDocument, roleKind } from './role.ts'

function issuesOf(input: unknown) {
  const result = validateDocumentOf(roleKind, input)
  if (result.ok) throw new Error('expected the role to be invalid')
  return result.issues.map(({ path, code }) => ({ path, code }))
}

const example = roleKind.example

describe('role document', () => {
  it('accepts its own example', () => {
    expect(validateDocumentOf(roleKind, example)).toEqual({ ok: true, value: example })
  })

  it('requires a positive whole-number role id', () => {
    expect(issuesOf({ ...example, id: 0 })).toEqual([{ path: '/id', code: 'minimum' }])
    expect(issuesOf({ ...example, id: 2.5 })).toEqual([{ path: '/id', code: 'type' }])
    expect(issuesOf({ ...example, id: '3' })).toEqual([{ path: '/id', code: 'type' }])
  })

  it('requires a display name, the menu and the default menu entry', () => {
    const { display_name: _d, menu: _m, default_menu: _dm, ...rest } = example
    expect(issuesOf(rest)).toEqual([
      { path: '', code: 'required' },
      { path: '', code: 'required' },
      { path: '', code: 'required' },
    ])
  })

  it('does not accept row conditions yet, least of all as SQL text', () => {
    const permissions = { ...example.permissions, news: { show: true, r: true, row_filter: "created_by = '1'" } }
    expect(issuesOf({ ...example, permissions })).toEqual([{ path: '/permissions/news', code: 'additionalProperties' }])
  })

  it('requires show on every menu permission', () => {
    const permissions = { ...example.permissions, news: { r: true } }
    expect(issuesOf({ ...example, permissions })).toEqual([{ path: '/permissions/news', code: 'required' }])
  })

  it('rejects a permission keyed by something that is not a menu item id', () => {
    const permissions = { ...example.permissions, 'news page': { show: true } }
    expect(issuesOf({ ...example, permissions })).toEqual([{ path: '/permissions', code: 'additionalProperties' }])
  })

  it('rejects an unknown extra flag', () => {
    expect(issuesOf({ ...example, extra: { approve: true, export: true } })).toEqual([
      { path: '/extra', code: 'additionalProperties' },
    ])
  })

  it('names permitted tables by model name, each once', () => {
    expect(issuesOf({ ...example, permitted_tables: ['Heritage Bearer'] })).toEqual([
      { path: '/permitted_tables/0', code: 'pattern' },
    ])
    expect(issuesOf({ ...example, permitted_tables: ['news', 'news'] })).toEqual([
      { path: '/permitted_tables', code: 'uniqueItems' },
    ])
  })

  it('names permitted data sources by document name', () => {
    expect(issuesOf({ ...example, permitted_datasources: ['Application Summary'] })).toEqual([
      { path: '/permitted_datasources/0', code: 'pattern' },
    ])
  })
})

describe('the dashboard', () => {
  it('names chart documents, each once, in the order they are shown', () => {
    const ordered = { ...example, dashboard: ['applications-by-status', 'registrations-per-month'] }
    expect(validateDocumentOf(roleKind, ordered).ok).toBe(true)
    expect(issuesOf({ ...example, dashboard: ['Applications'] })).toEqual([{ path: '/dashboard/0', code: 'pattern' }])
    expect(issuesOf({ ...example, dashboard: ['a', 'a'] })).toEqual([{ path: '/dashboard', code: 'uniqueItems' }])
  })
})

describe('per-krud rights', () => {
  it('accept create/read/update/delete flags and structured row conditions', () => {
    const kruds = {
      applications: {
        c: true,
        r: true,
        rowConditions: [
          { type: 'current-user', column: 'applicant_id' },
          { type: 'user-organizations', column: 'org_id' },
        ],
      },
    }
    expect(validateDocumentOf(roleKind, { ...example, kruds }).ok).toBe(true)
  })

  it('refuse a row condition written as SQL text', () => {
    const kruds = { applications: { r: true, rowConditions: ["applicant_id = '1' or 1=1"] } }
    expect(issuesOf({ ...example, kruds })).toContainEqual({
      path: '/kruds/applications/rowConditions/0',
      code: 'type',
    })
  })

  it('refuse a row condition whose column is not a SQL identifier', () => {
    const kruds = { applications: { r: true, rowConditions: [{ type: 'current-user', column: 'id; drop table x' }] } }
    expect(issuesOf({ ...example, kruds }).map((found) => found.path)).toContain(
      '/kruds/applications/rowConditions/0/column',
    )
  })

  it('refuse an unknown kind of row condition', () => {
    const kruds = { applications: { r: true, rowConditions: [{ type: 'sql', column: 'applicant_id' }] } }
    expect(issuesOf({ ...example, kruds }).map((found) => found.path)).toContain(
      '/kruds/applications/rowConditions/0/type',
    )
  })

  it('refuse an unknown right and a key that is not a krud name', () => {
    expect(issuesOf({ ...example, kruds: { news: { r: true, export: true } } })).toEqual([
      { path: '/kruds/news', code: 'additionalProperties' },
    ])
    expect(issuesOf({ ...example, kruds: { 'News Page': { r: true } } })).toEqual([
      { path: '/kruds', code: 'additionalProperties' },
    ])
  })

  it('must name kruds the project has', () => {
    const files = readHeritageDocuments().map((entry) => {
      if (entry.path !== 'roles/staff.json') return entry
      const role = JSON.parse(entry.text) as Record<string, unknown>
      role.kruds = { ...(role.kruds as object), 'old-news': { r: true } }
      return { path: entry.path, text: JSON.stringify(role) }
    })
    expect(loadProject(files).issues.map(({ file, path, code }) => ({ file, path, code }))).toEqual([
      { file: 'roles/staff.json', path: '/kruds/old-news', code: 'unknown-reference' },
    ])
  })
})

describe('role check', () => {
  const check = (changes: Partial<RoleDocument>) =>
    (roleKind.check?.({ ...example, ...changes }) ?? []).map(({ path, code }) => ({ path, code }))

  it('finds nothing wrong in the example', () => {
    expect(check({})).toEqual([])
  })

  it('rejects a default menu entry the role has no permission for', () => {
    expect(check({ default_menu: 'supporters' })).toEqual([{ path: '/default_menu', code: 'default-menu-hidden' }])
  })

  it('rejects a default menu entry the role is not shown', () => {
    const permissions = { ...example.permissions, applications: { show: false, r: true } }
    expect(check({ permissions })).toEqual([{ path: '/default_menu', code: 'default-menu-hidden' }])
  })
})

describe('heritage roles', () => {
  const roles = [superAdmin, admin, staff, councilMember, applicant]
  const menu = validateDocumentOf(menuKind, adminMenu)
  const menuIds = new Set(menu.ok ? flattenMenu(menu.value.items).map((entry) => entry.id) : [])

  it('are all valid', () => {
    for (const role of roles) {
      const result = validateDocumentOf(roleKind, role)
      expect(result.ok ? [] : result.issues, role.name).toEqual([])
    }
  })

  it('have the shared numeric ids and Mongolian display names', () => {
    expect(roles.map((role) => [role.id, role.name, role.display_name.mn_MN])).toEqual([
      [1, 'super-admin', 'Супер админ'],
      [2, 'admin', 'Системийн админ'],
      [3, 'staff', 'Ажилтан'],
      [4, 'council-member', 'Зөвлөлийн гишүүн'],
      [5, 'applicant', 'Өргөдөл гаргагч'],
    ])
  })

  it('use the admin menu and give permissions only on its entries', () => {
    expect(menuIds.size).toBeGreaterThan(0)
    for (const role of roles) {
      expect(role.menu).toBe('admin')
      expect(
        Object.keys(role.permissions).filter((id) => !menuIds.has(id)),
        role.name,
      ).toEqual([])
      expect(menuIds.has(role.default_menu), role.name).toBe(true)
    }
  })

  it('let council members read applications but not change them', () => {
    expect(councilMember.permissions.applications).toEqual({ show: true, r: true })
    expect(councilMember.extra.approve).toBe(true)
  })

  it('let applicants create applications and read only their own', () => {
    expect(applicant.kruds.applications).toEqual({
      c: true,
      r: true,
      rowConditions: [{ type: 'current-user', column: 'applicant_id' }],
    })
    expect(applicant.permissions.applications).toEqual({ show: true, c: true, r: true })
  })

  it('give staff, council and applicant rights only on kruds their menu shows', () => {
    for (const role of [staff, councilMember, applicant]) {
      for (const krud of Object.keys(role.kruds)) {
        expect(role.permissions[krud as keyof typeof role.permissions], `${role.name} ${krud}`).toMatchObject({
          show: true,
        })
      }
    }
  })
})

describe('PermissionResponseSchema', () => {
  const granted: PermissionResponse = {
    status: true,
    permission: {
      permissions: {
        default_menu: 'applications',
        menu_id: 'admin',
        permissions: { applications: { show: true, r: true } },
        extra: { approve: true },
      },
      menu: [{ id: 'applications', title: 'Өргөдөл', link_to: 'crud', url: 'applications' }],
      kruds: [
        {
          id: 'applications',
          title: { mn_MN: 'Өргөдөл', en_US: 'Applications' },
          form: 'application-form',
          grid: 'application-grid',
        },
      ],
    },
    saved_tabs: ['applications'],
  }

  const pathsOf = (value: unknown) => {
    const result = validateAgainst(PermissionResponseSchema, value)
    return result.ok ? [] : result.issues.map(({ path, code }) => ({ path, code }))
  }

  it('accepts a granted permission set without micro-service settings', () => {
    expect(pathsOf(granted)).toEqual([])
  })

  it('accepts micro-service settings as a list', () => {
    expect(pathsOf({ ...granted, permission: { ...granted.permission, microserviceSettings: [] } })).toEqual([])
  })

  it('accepts a failed answer, on which the client logs out', () => {
    expect(pathsOf({ status: false, msg: 'Эрх олдсонгүй', enMsg: 'No permission' })).toEqual([])
  })

  it('requires the kruds list in a granted answer', () => {
    if (!granted.status) throw new Error('unreachable')
    const { kruds: _kruds, ...permission } = granted.permission
    expect(pathsOf({ ...granted, permission })).toEqual([{ path: '/permission', code: 'required' }])
  })

  it('checks the menu it carries like a menu document', () => {
    if (!granted.status) throw new Error('unreachable')
    const menu = [{ id: 'applications', title: 'Өргөдөл', link_to: 'page' }]
    expect(pathsOf({ ...granted, permission: { ...granted.permission, menu } })).toContainEqual({
      path: '/permission/menu/0/link_to',
      code: 'enum',
    })
  })

  it('rejects a failed answer that carries a permission set', () => {
    if (!granted.status) throw new Error('unreachable')
    expect(pathsOf({ status: false, permission: granted.permission })).toEqual([
      { path: '', code: 'additionalProperties' },
    ])
  })
})
