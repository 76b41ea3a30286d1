// Editing a role document (spec 3.8, 3.13, 6), shared by the portal's roles screen and the role
// builder so that both make the same document from the same clicks. Every edit returns a new
// document and leaves out what grants nothing: the schema reads a missing key as off, and a
// document without empty leftovers compares equal to the one it started from.
import type { LocalizedText } from '../documents/common.ts'
import type { MenuItem, MenuLinkType } from '../documents/menu.ts'
import { SUPER_ADMIN_ROLE_ID } from '../documents/project.ts'
import type { KrudRights, MenuPermission, RoleDocument, RoleExtraPermissions, RowCondition } from '../documents/role.ts'
import { type MenuKrudEntry, menuItemTitle } from './menu.ts'

/** The rights a role has on rows, of a menu entry's krud or of a krud itself: create, read, update, delete. */
export const ROW_RIGHTS = ['c', 'r', 'u', 'd'] as const
/** One of {@link ROW_RIGHTS}. */
export type RowRight = (typeof ROW_RIGHTS)[number]

/** The role-wide extra flags (spec 3.8, 6), in the order the editors show them. */
export const ROLE_EXTRA_FLAGS = [
  'approve',
  'chart',
  'datasource',
  'excelupload',
  'hascustomcreatebtn',
] as const satisfies ReadonlyArray<keyof RoleExtraPermissions>
/** One of {@link ROLE_EXTRA_FLAGS}. */
export type RoleExtraFlag = (typeof ROLE_EXTRA_FLAGS)[number]

/** The kinds of structured row condition a krud right can carry. */
export const ROW_CONDITION_TYPES = ['current-user', 'user-organizations'] as const satisfies ReadonlyArray<
  RowCondition['type']
>

// Headings and separators open nothing, so rights on them would mean nothing.
const WITHOUT_RIGHTS: ReadonlySet<MenuLinkType> = new Set(['noAction', 'noActionSubTop', 'divider'])
// The entries a user can land on after sign-in.
const LANDING: ReadonlySet<MenuLinkType> = new Set(['crud', 'router-link', 'link'])

const subEntries = (item: MenuItem): MenuItem[] => [...(item.children ?? []), ...(item.sub_top_children ?? [])]

/** One menu entry as a role editor shows it. */
export interface RoleMenuRow {
  id: string
  /** A crud entry's title is its krud's (spec 3.9). */
  title: LocalizedText
  link_to: MenuLinkType
  /** How many entries it sits under: 0 at the top. */
  depth: number
  /** The krud a crud entry opens; undefined for any other entry. */
  krud: string | undefined
  /** Whether the role is shown the entry. */
  show: boolean
  /** Whether c/r/u/d mean something for this entry (it opens a page). */
  hasRights: boolean
  rights: Record<RowRight, boolean>
  /** Sub-entries and second-bar entries, in that order; absent for a leaf. */
  children?: RoleMenuRow[]
}

/** A {@link RoleMenuRow} without its sub-entries, for a table that shows the menu as a flat list. */
export type FlatRoleMenuRow = Omit<RoleMenuRow, 'children'>

/**
 * The role's menu as a tree of rows, dividers left out: each entry with whether it is shown and
 * its rights, a crud entry titled by its krud (spec 3.9).
 *
 * @example roleMenuRows(menu.items, role.permissions, kruds)[0]?.rights.r
 */
export function roleMenuRows(
  items: readonly MenuItem[],
  permissions: RoleDocument['permissions'],
  kruds: readonly MenuKrudEntry[] = [],
): RoleMenuRow[] {
  const level = (entries: readonly MenuItem[], depth: number): RoleMenuRow[] =>
    entries
      .filter((item) => item.link_to !== 'divider')
      .map((item) => {
        const granted = permissions[item.id]
        const row: RoleMenuRow = {
          id: item.id,
          title: menuItemTitle(item, kruds),
          link_to: item.link_to,
          depth,
          krud: item.link_to === 'crud' ? item.url : undefined,
          show: granted?.show === true,
          hasRights: !WITHOUT_RIGHTS.has(item.link_to),
          rights: { c: granted?.c === true, r: granted?.r === true, u: granted?.u === true, d: granted?.d === true },
        }
        const children = level(subEntries(item), depth + 1)
        if (children.length > 0) row.children = children
        return row
      })
  return level(items, 0)
}

/** The rows of {@link roleMenuRows} as one list, each entry before its sub-entries. */
export function flattenRoleMenuRows(rows: readonly RoleMenuRow[]): FlatRoleMenuRow[] {
  return rows.flatMap(({ children, ...row }) => [row, ...flattenRoleMenuRows(children ?? [])])
}

/** The ids from the top of the menu down to the entry, the entry last; empty when it is not there. */
export function menuPath(items: readonly MenuItem[], id: string): string[] {
  for (const item of items) {
    if (item.id === id) return [id]
    const below = menuPath(subEntries(item), id)
    if (below.length > 0) return [item.id, ...below]
  }
  return []
}

/**
 * An entry's permission with one change. A right taken away is left out (false is the default),
 * and an entry left with nothing granted is dropped from the map.
 */
function withPermission(role: RoleDocument, id: string, change: Partial<MenuPermission>): RoleDocument {
  const next: MenuPermission = { ...(role.permissions[id] ?? { show: false }), ...change }
  for (const right of ROW_RIGHTS) if (next[right] === false) delete next[right]
  const permissions = { ...role.permissions }
  const grantsNothing = !next.show && ROW_RIGHTS.every((right) => next[right] !== true)
  if (grantsNothing) delete permissions[id]
  else permissions[id] = next
  return { ...role, permissions }
}

/**
 * Shows or hides a menu entry. Showing one also shows the headings above it, since a hidden
 * entry takes its sub-entries with it (spec 6); an id that is not in the menu is left as it is.
 * Hiding one keeps its rights and its sub-entries' own settings, which come back when it is
 * shown again.
 */
export function withEntryShown(
  role: RoleDocument,
  items: readonly MenuItem[],
  id: string,
  show: boolean,
): RoleDocument {
  if (!show) return withPermission(role, id, { show: false })
  return menuPath(items, id).reduce((current, entry) => withPermission(current, entry, { show: true }), role)
}

/** Grants or takes away one of c/r/u/d on a menu entry. */
export function withEntryRight(role: RoleDocument, id: string, right: RowRight, value: boolean): RoleDocument {
  return withPermission(role, id, { [right]: value })
}

/** Sets one extra flag; only the flags that are on are kept, and no flag at all leaves `extra` out. */
export function withExtraFlag(role: RoleDocument, flag: RoleExtraFlag, value: boolean): RoleDocument {
  const extra: RoleExtraPermissions = { ...role.extra }
  if (value) extra[flag] = true
  else delete extra[flag]
  const { extra: _previous, ...rest } = role
  return Object.keys(extra).length === 0 ? rest : { ...rest, extra }
}

/**
 * The entries a role may land on after sign-in (its default menu): shown, under headings that
 * are shown too (a hidden heading hides what is under it), and opening a page.
 */
export function defaultMenuChoices(
  items: readonly MenuItem[],
  permissions: RoleDocument['permissions'],
  kruds: readonly MenuKrudEntry[] = [],
): Array<{ id: string; title: LocalizedText }> {
  const choices: Array<{ id: string; title: LocalizedText }> = []
  const visit = (level: readonly MenuItem[]) => {
    for (const item of level) {
      if (permissions[item.id]?.show !== true) continue
      if (LANDING.has(item.link_to)) choices.push({ id: item.id, title: menuItemTitle(item, kruds) })
      visit(subEntries(item))
    }
  }
  visit(items)
  return choices
}

/** Sets one of c/r/u/d of the role's own rights on a krud, keeping its row conditions. */
export function withKrudRight(role: RoleDocument, krud: string, right: RowRight, value: boolean): RoleDocument {
  const rights: KrudRights = { ...role.kruds?.[krud], [right]: value }
  if (!value) delete rights[right]
  return { ...role, kruds: { ...role.kruds, [krud]: rights } }
}

/**
 * Gives the role its own rights on a krud (read only, to start with): from then on the krud's
 * rights come from here, not from the menu entries that open it.
 */
export function withKrudAdded(role: RoleDocument, krud: string): RoleDocument {
  if (role.kruds?.[krud] !== undefined) return role
  return { ...role, kruds: { ...role.kruds, [krud]: { r: true } } }
}

/** Takes the krud's own rights away, so the menu entries that open it decide again. */
export function withKrudRemoved(role: RoleDocument, krud: string): RoleDocument {
  const kruds = { ...role.kruds }
  delete kruds[krud]
  const { kruds: _previous, ...rest } = role
  return Object.keys(kruds).length === 0 ? rest : { ...rest, kruds }
}

/** Replaces the row conditions of the role's own rights on a krud; an empty list is left out. */
export function withKrudRowConditions(
  role: RoleDocument,
  krud: string,
  conditions: readonly RowCondition[],
): RoleDocument {
  const { rowConditions: _previous, ...rights } = role.kruds?.[krud] ?? {}
  const next: KrudRights = conditions.length === 0 ? rights : { ...rights, rowConditions: [...conditions] }
  return { ...role, kruds: { ...role.kruds, [krud]: next } }
}

/** Replaces one of the role's lists of names (permitted tables, data sources, dashboard charts); each name once, an empty list left out. */
export function withRoleNames(
  role: RoleDocument,
  field: 'permitted_tables' | 'permitted_datasources' | 'dashboard',
  names: readonly string[],
): RoleDocument {
  const unique = [...new Set(names)]
  const { [field]: _previous, ...rest } = role
  return unique.length === 0 ? rest : { ...rest, [field]: unique }
}

/** What a role may do on one krud, and where that comes from. */
export interface EffectiveKrudRights {
  krud: string
  rights: Record<RowRight, boolean>
  rowConditions: RowCondition[]
  /** `role`: the role's `kruds` names it; `menu`: the union of the crud entries that open it; `super-admin`: role 1. */
  source: 'role' | 'menu' | 'super-admin'
}

const noRights = (): Record<RowRight, boolean> => ({ c: false, r: false, u: false, d: false })

/**
 * The krud rights a role ends up with, as the server compiles them: a krud the role's `kruds`
 * names takes its rights from there alone (row conditions included); any other krud takes the
 * union of the c/r/u/d of the menu entries that open it; the super admin gets everything. Kruds
 * with no right at all are left out; the rest are sorted by name.
 */
export function effectiveKrudRights(role: RoleDocument, items: readonly MenuItem[]): EffectiveKrudRights[] {
  const fromMenu = new Map<string, Record<RowRight, boolean>>()
  const visit = (level: readonly MenuItem[]) => {
    for (const item of level) {
      if (item.link_to === 'crud' && item.url !== undefined) {
        const rights = fromMenu.get(item.url) ?? noRights()
        const granted = role.permissions[item.id]
        for (const right of ROW_RIGHTS) if (granted?.[right] === true) rights[right] = true
        fromMenu.set(item.url, rights)
      }
      visit(subEntries(item))
    }
  }
  visit(items)
  const names = [...new Set([...fromMenu.keys(), ...Object.keys(role.kruds ?? {})])].sort()
  const all = names.map((krud): EffectiveKrudRights => {
    if (role.id === SUPER_ADMIN_ROLE_ID) {
      return { krud, rights: { c: true, r: true, u: true, d: true }, rowConditions: [], source: 'super-admin' }
    }
    const own = role.kruds?.[krud]
    if (own !== undefined) {
      const rights = { c: own.c === true, r: own.r === true, u: own.u === true, d: own.d === true }
      return { krud, rights, rowConditions: own.rowConditions ?? [], source: 'role' }
    }
    return { krud, rights: fromMenu.get(krud) ?? noRights(), rowConditions: [], source: 'menu' }
  })
  return all.filter((one) => ROW_RIGHTS.some((right) => one.rights[right]))
}
