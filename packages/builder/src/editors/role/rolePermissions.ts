// The role builder's edits of a role document (spec 3.8, 3.13, 6) and what the role would see.
// The portal's roles page has its own module for the same edits (apps/portal/.../roleEditing.ts);
// the builder may not import the app, so the two should move into @tamga/schema together.
import {
  filterMenuByVisibility,
  type KrudRights,
  type LocalizedText,
  type MenuItem,
  type MenuKrudEntry,
  type MenuLinkType,
  type MenuPermission,
  menuItemTitle,
  type RoleDocument,
  type RoleExtraPermissions,
  type RowCondition,
} from '@tamga/schema'

/** The flags of a menu entry's permission, in the order the table shows them. */
export const PERMISSION_FLAGS = ['show', 'c', 'r', 'u', 'd'] as const
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number]
/** The rights on rows: create, read, update, delete. */
export const ROW_RIGHTS = ['c', 'r', 'u', 'd'] as const
export type RowRight = (typeof ROW_RIGHTS)[number]
/** The role-wide extra flags (spec 3.8, 6). */
export const EXTRA_FLAGS = ['approve', 'chart', 'datasource', 'excelupload', 'hascustomcreatebtn'] as const
export type ExtraFlag = (typeof EXTRA_FLAGS)[number]
/** The kinds of structured row condition. */
export const ROW_CONDITION_TYPES = ['current-user', 'user-organizations'] as const satisfies ReadonlyArray<
  RowCondition['type']
>

// The super admin has every right on every krud, whatever its document says (the server's rule).
const SUPER_ADMIN_ROLE_ID = 1
// Headings and separators open nothing, so c/r/u/d on them would mean nothing.
const WITHOUT_RIGHTS: ReadonlySet<MenuLinkType> = new Set(['noAction', 'noActionSubTop', 'divider'])
// The entries a user can land on after sign-in.
const LANDING: ReadonlySet<MenuLinkType> = new Set(['crud', 'router-link', 'link'])

const below = (item: MenuItem): MenuItem[] => [...(item.children ?? []), ...(item.sub_top_children ?? [])]

/** One line of the permissions table: a menu entry at its depth. */
export interface PermissionRow {
  id: string
  title: LocalizedText
  depth: number
  link_to: MenuLinkType
  /** Whether c/r/u/d mean something here (the entry opens a page). */
  hasRights: boolean
  /** The krud a crud entry opens. */
  krud: string | undefined
  permission: MenuPermission | undefined
}

/** The menu's entries (dividers left out) as table rows, parents first, in display order. */
export function permissionRows(
  items: readonly MenuItem[],
  permissions: RoleDocument['permissions'],
  kruds: readonly MenuKrudEntry[] = [],
): PermissionRow[] {
  const rows: PermissionRow[] = []
  const visit = (level: readonly MenuItem[], depth: number) => {
    for (const item of level) {
      if (item.link_to === 'divider') continue
      rows.push({
        id: item.id,
        title: menuItemTitle(item, kruds),
        depth,
        link_to: item.link_to,
        hasRights: !WITHOUT_RIGHTS.has(item.link_to),
        krud: item.link_to === 'crud' ? item.url : undefined,
        permission: permissions[item.id],
      })
      visit(below(item), depth + 1)
    }
  }
  visit(items, 0)
  return rows
}

/** The ids from the top of the menu down to the entry, the entry last; empty when it is not there. */
export function menuPath(items: readonly MenuItem[], id: string): string[] {
  for (const item of items) {
    if (item.id === id) return [id]
    const path = menuPath(below(item), id)
    if (path.length > 0) return [item.id, ...path]
  }
  return []
}

function withFlag(role: RoleDocument, id: string, flag: PermissionFlag, value: boolean): RoleDocument {
  const next: MenuPermission = { ...(role.permissions[id] ?? { show: false }) }
  if (flag === 'show') next.show = value
  else if (value) next[flag] = true
  else delete next[flag]
  const permissions = { ...role.permissions }
  if (!next.show && ROW_RIGHTS.every((right) => next[right] !== true)) delete permissions[id]
  else permissions[id] = next
  return { ...role, permissions }
}

/**
 * Sets one flag of an entry's permission. Showing an entry shows the headings above it too, since
 * a hidden entry hides what is under it (spec 6). An entry left granting nothing is dropped
 * from the map, as the schema reads a missing entry as hidden and closed.
 */
export function withPermissionFlag(
  role: RoleDocument,
  items: readonly MenuItem[],
  options: { id: string; flag: PermissionFlag; value: boolean },
): RoleDocument {
  const { id, flag, value } = options
  if (flag !== 'show' || !value) return withFlag(role, id, flag, value)
  const path = menuPath(items, id)
  return (path.length > 0 ? path : [id]).reduce((current, entry) => withFlag(current, entry, 'show', true), role)
}

/** Sets one extra flag; only the flags that are on are kept, and no flag at all drops `extra`. */
export function withExtraFlag(role: RoleDocument, flag: ExtraFlag, value: boolean): RoleDocument {
  const extra: RoleExtraPermissions = { ...role.extra }
  if (value) extra[flag] = true
  else delete extra[flag]
  const { extra: _previous, ...rest } = role
  return Object.keys(extra).length === 0 ? rest : { ...rest, extra }
}

/** Replaces the role's own rights on a krud; undefined takes them away (the menu decides again). */
export function withKrudRights(role: RoleDocument, krud: string, rights: KrudRights | undefined): RoleDocument {
  const kruds = { ...role.kruds }
  if (rights === undefined) delete kruds[krud]
  else {
    const next: KrudRights = {}
    for (const right of ROW_RIGHTS) if (rights[right] === true) next[right] = true
    if ((rights.rowConditions ?? []).length > 0) next.rowConditions = [...(rights.rowConditions ?? [])]
    kruds[krud] = next
  }
  const { kruds: _previous, ...rest } = role
  return Object.keys(kruds).length === 0 ? rest : { ...rest, kruds }
}

/** The entries the role may land on after sign-in: shown and opening a page. */
export function landingChoices(
  items: readonly MenuItem[],
  permissions: RoleDocument['permissions'],
  kruds: readonly MenuKrudEntry[] = [],
): Array<{ id: string; title: LocalizedText }> {
  return permissionRows(items, permissions, kruds)
    .filter((row) => row.permission?.show === true && LANDING.has(row.link_to))
    .map(({ id, title }) => ({ id, title }))
}

/** The menu as the role would see it (spec 6): only shown entries, a hidden one taking its sub-entries. */
export function menuSeenBy(items: readonly MenuItem[], role: Pick<RoleDocument, 'permissions'>): MenuItem[] {
  return filterMenuByVisibility(items, role.permissions)
}

/** What a role may do on one krud, and where that comes from. */
export interface KrudActions {
  krud: string
  rights: Record<RowRight, boolean>
  rowConditions: RowCondition[]
  /** `role`: the role's `kruds` names it; `menu`: the union of the crud entries that open it; `super-admin`: role 1. */
  source: 'role' | 'menu' | 'super-admin'
}

/**
 * The krud actions the role gets, as the server compiles them: a krud the role's `kruds` names
 * takes its rights from there alone (row conditions included); any other krud takes the union of
 * the c/r/u/d of the menu entries that open it; the super admin gets everything. Kruds with no
 * right at all are left out.
 */
export function krudActionsOf(role: RoleDocument, items: readonly MenuItem[]): KrudActions[] {
  const fromMenu = new Map<string, Record<RowRight, boolean>>()
  const visit = (level: readonly MenuItem[]) => {
    for (const item of level) {
      if (item.link_to === 'crud' && item.url !== undefined) {
        const rights = fromMenu.get(item.url) ?? { c: false, r: false, u: false, d: false }
        const granted = role.permissions[item.id]
        for (const right of ROW_RIGHTS) if (granted?.[right] === true) rights[right] = true
        fromMenu.set(item.url, rights)
      }
      visit(below(item))
    }
  }
  visit(items)
  const names = [...new Set([...fromMenu.keys(), ...Object.keys(role.kruds ?? {})])].sort()
  const all: KrudActions[] = names.map((krud) => {
    if (role.id === SUPER_ADMIN_ROLE_ID) {
      return { krud, rights: { c: true, r: true, u: true, d: true }, rowConditions: [], source: 'super-admin' }
    }
    const own = role.kruds?.[krud]
    if (own !== undefined) {
      const rights = { c: own.c === true, r: own.r === true, u: own.u === true, d: own.d === true }
      return { krud, rights, rowConditions: own.rowConditions ?? [], source: 'role' }
    }
    return {
      krud,
      rights: fromMenu.get(krud) ?? { c: false, r: false, u: false, d: false },
      rowConditions: [],
      source: 'menu',
    }
  })
  return all.filter((one) => ROW_RIGHTS.some((right) => one.rights[right]))
}
