// A role document, its menu and the project's kruds, compiled once (per documents version) into
// what every permission check and every /get-permissions answer needs: Sets and Maps to look
// up, and the answer itself, built ahead.
import {
  filterMenuByVisibility,
  flattenMenu,
  type KrudDocument,
  type MenuDocument,
  type MenuItem,
  type MenuPermission,
  type MenuPermissionMap,
  menuItemTitle,
  type PermissionGranted,
  type PermissionKrud,
  type RoleDocument,
  type RowCondition,
} from '@tamga/schema'
import type { AdminArea, PermissionAction } from './types.ts'

/** The super admin's role id: passes every check (spec 3.7, 6). */
export const SUPER_ADMIN_ROLE_ID = 1
/** The system administrator's role id: enters the administration areas besides the super admin (spec 6). */
export const SYSTEM_ADMIN_ROLE_ID = 2

/**
 * The administration areas (users, roles, organisations, documents, settings: spec 2.8) and
 * the roles that enter them: the super admin (1) and the system administrator (2) only. Spec 6
 * names both and calls the users and permissions screens admin-facing; no role document can
 * widen this, so a builder cannot hand a role the keys to its own permissions.
 */
export const ADMIN_AREA_ROLES: ReadonlySet<number> = new Set([SUPER_ADMIN_ROLE_ID, SYSTEM_ADMIN_ROLE_ID])

/** Every administration area, for tests and documentation. */
export const ADMIN_AREAS: readonly AdminArea[] = ['users', 'roles', 'organizations', 'documents', 'settings']

/** What a role may do on one krud's rows. */
export interface CompiledKrudRights {
  actions: ReadonlySet<PermissionAction>
  /** Every granted action covers only the rows matching all of these; empty: every row. */
  rowConditions: readonly RowCondition[]
}

/** A role ready for checks: lookups instead of document walks. */
export interface CompiledRole {
  id: number
  name: string
  /** Krud name → rights; a krud not here is closed to the role. */
  kruds: ReadonlyMap<string, CompiledKrudRights>
  /** Menu entry ids whose `show` is true. */
  shownMenuEntries: ReadonlySet<string>
  tables: ReadonlySet<string>
  datasources: ReadonlySet<string>
  /** The `/get-permissions` answer of this role (spec 3.8), built once. */
  answer: PermissionGranted
}

const FLAG_OF_ACTION: ReadonlyArray<readonly [PermissionAction, 'c' | 'r' | 'u' | 'd']> = [
  ['create', 'c'],
  ['read', 'r'],
  ['update', 'u'],
  ['delete', 'd'],
]

type Flags = Partial<Record<'c' | 'r' | 'u' | 'd', boolean | undefined>>

function actionsOf(flags: Flags): Set<PermissionAction> {
  const actions = new Set<PermissionAction>()
  for (const [action, flag] of FLAG_OF_ACTION) if (flags[flag] === true) actions.add(action)
  return actions
}

/**
 * The rights of a role on each krud. A krud named in the role's `kruds` takes its rights from
 * there alone, row conditions included. Any other krud takes the union of the `c`/`r`/`u`/`d`
 * of the menu entries that open it (a crud entry whose `url` is the krud's name), without row
 * conditions: roles written before `kruds` existed, and roles imported from Lambda, keep their
 * meaning. The super admin has every right on every krud.
 */
export function krudRightsOf(
  role: RoleDocument,
  menu: MenuDocument | undefined,
  kruds: readonly KrudDocument[],
): Map<string, CompiledKrudRights> {
  const rights = new Map<string, CompiledKrudRights>()
  const known = new Set(kruds.map((krud) => krud.name))
  if (role.id === SUPER_ADMIN_ROLE_ID) {
    const all = actionsOf({ c: true, r: true, u: true, d: true })
    for (const name of known) rights.set(name, { actions: all, rowConditions: [] })
    return rights
  }
  const fromMenu = new Map<string, Set<PermissionAction>>()
  for (const item of flattenMenu(menu?.items ?? [])) {
    if (item.link_to !== 'crud' || item.url === undefined) continue
    const permission = role.permissions[item.id]
    if (permission === undefined) continue
    const actions = fromMenu.get(item.url) ?? new Set<PermissionAction>()
    for (const action of actionsOf(permission)) actions.add(action)
    fromMenu.set(item.url, actions)
  }
  for (const name of known) {
    const explicit = role.kruds?.[name]
    if (explicit !== undefined) {
      const actions = actionsOf(explicit)
      if (actions.size > 0) rights.set(name, { actions, rowConditions: explicit.rowConditions ?? [] })
      continue
    }
    const actions = fromMenu.get(name)
    if (actions !== undefined && actions.size > 0) rights.set(name, { actions, rowConditions: [] })
  }
  return rights
}

/** The krud entry `/get-permissions` lists (spec 3.8, 3.9). */
function permissionKrud(krud: KrudDocument): PermissionKrud {
  // The schema requires a krud's title; the name stands in only if a later format drops it.
  return { id: krud.name, title: krud.title ?? krud.name, form: krud.form, grid: krud.grid }
}

/** The menu with every crud entry titled by its krud (spec 3.9). The input is not changed. */
function titledMenu(items: readonly MenuItem[], kruds: readonly PermissionKrud[]): MenuItem[] {
  return items.map((item) => {
    const copy: MenuItem = { ...item, title: menuItemTitle(item, kruds) }
    if (item.children) copy.children = titledMenu(item.children, kruds)
    if (item.sub_top_children) copy.sub_top_children = titledMenu(item.sub_top_children, kruds)
    return copy
  })
}

/**
 * The permission map the client receives: the role's own, with each crud entry's `c`/`r`/`u`/`d`
 * set to what the server will really allow on its krud, so the screens never offer an action
 * the server refuses.
 */
function effectivePermissionMap(
  role: RoleDocument,
  menu: MenuDocument | undefined,
  rights: ReadonlyMap<string, CompiledKrudRights>,
): MenuPermissionMap {
  const krudOfEntry = new Map<string, string>()
  for (const item of flattenMenu(menu?.items ?? [])) {
    if (item.link_to === 'crud' && item.url !== undefined) krudOfEntry.set(item.id, item.url)
  }
  const map: MenuPermissionMap = {}
  for (const [id, permission] of Object.entries(role.permissions)) {
    const krud = krudOfEntry.get(id)
    if (krud === undefined) {
      map[id] = permission
      continue
    }
    const actions = rights.get(krud)?.actions ?? new Set<PermissionAction>()
    const effective: MenuPermission = { show: permission.show }
    for (const [action, flag] of FLAG_OF_ACTION) if (actions.has(action)) effective[flag] = true
    map[id] = effective
  }
  return map
}

/**
 * Compiles one role: its krud rights (see {@link krudRightsOf}), the menu entries it is shown,
 * its permitted tables and data sources, and its `/get-permissions` answer: the menu filtered by
 * the role's visibility map (spec 6) with crud titles from the kruds (spec 3.9), the kruds the
 * role may use or its menu opens, `microserviceSettings` empty, and `saved_tabs` empty (no tabs
 * are stored on the server yet).
 */
export function compileRole(
  role: RoleDocument,
  menu: MenuDocument | undefined,
  kruds: readonly KrudDocument[],
): CompiledRole {
  const rights = krudRightsOf(role, menu, kruds)
  const shownMenuEntries = new Set(
    Object.entries(role.permissions)
      .filter(([, permission]) => permission.show)
      .map(([id]) => id),
  )
  const visibleMenu = filterMenuByVisibility(menu?.items ?? [], role.permissions)
  const opened = new Set(
    flattenMenu(visibleMenu)
      .filter((item) => item.link_to === 'crud' && item.url !== undefined)
      .map((item) => item.url),
  )
  const listed = kruds
    .filter((krud) => rights.has(krud.name) || opened.has(krud.name))
    .map(permissionKrud)
    .sort((a, b) => a.id.localeCompare(b.id))
  const answer: PermissionGranted = {
    status: true,
    permission: {
      permissions: {
        default_menu: role.default_menu,
        menu_id: role.menu,
        permissions: effectivePermissionMap(role, menu, rights),
        extra: {
          approve: role.extra?.approve ?? false,
          chart: role.extra?.chart ?? false,
          datasource: role.extra?.datasource ?? false,
          excelupload: role.extra?.excelupload ?? false,
          hascustomcreatebtn: role.extra?.hascustomcreatebtn ?? false,
        },
      },
      menu: titledMenu(visibleMenu, listed),
      kruds: listed,
      microserviceSettings: [],
    },
    saved_tabs: [],
  }
  return {
    id: role.id,
    name: role.name,
    kruds: rights,
    shownMenuEntries,
    tables: new Set(role.permitted_tables ?? []),
    datasources: new Set(role.permitted_datasources ?? []),
    answer,
  }
}
