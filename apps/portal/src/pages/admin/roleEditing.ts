// The roles screen's editing of one role document (spec 2.8, 3.8, 3.13, 6): its menu access as
// a tree, the per-entry rights, the role-wide extra flags, the default menu, krud rights and
// permitted tables and data sources. Every change gives a new document; the screen saves the
// last one with `PUT /roles/:name`.
import {
  checkRole,
  type DocumentIssue,
  issue,
  type KrudRights,
  type LocalizedText,
  type MenuItem,
  type MenuKrudEntry,
  type MenuLinkType,
  type MenuPermission,
  menuItemTitle,
  type RoleDocument,
  type RoleExtraPermissions,
} from '@tamga/schema'

/** The rights a role has on a menu entry's rows: create, read, update, delete. */
export const ENTRY_RIGHTS = ['c', 'r', 'u', 'd'] as const
/** One of {@link ENTRY_RIGHTS}. */
export type EntryRight = (typeof ENTRY_RIGHTS)[number]

/** The role-wide extra flags (spec 3.8, 6). */
export const EXTRA_FLAGS = ['approve', 'chart', 'datasource', 'excelupload', 'hascustomcreatebtn'] as const
/** One of {@link EXTRA_FLAGS}. */
export type ExtraFlag = (typeof EXTRA_FLAGS)[number]

// Headings and separators open nothing, so rights on them would mean nothing.
const WITHOUT_RIGHTS: ReadonlySet<MenuLinkType> = new Set(['noAction', 'noActionSubTop', 'divider'])
// The entries a user can land on after sign-in.
const LANDING: ReadonlySet<MenuLinkType> = new Set(['crud', 'router-link', 'link'])

/** One menu entry as the role editor shows it. */
export interface RoleMenuRow {
  id: string
  title: LocalizedText
  link_to: MenuLinkType
  /** Whether the role is shown the entry. */
  show: boolean
  /** Whether c/r/u/d mean something for this entry (it opens a page). */
  hasRights: boolean
  rights: Record<EntryRight, boolean>
  /** Sub-entries and second-bar entries, in that order; absent for a leaf. */
  children?: RoleMenuRow[]
}

const subEntries = (item: MenuItem): MenuItem[] => [...(item.children ?? []), ...(item.sub_top_children ?? [])]

/**
 * The role's menu as a tree of rows: each entry with whether it is shown and its rights, a crud
 * entry titled by its krud (spec 3.9).
 */
export function roleMenuRows(
  items: readonly MenuItem[],
  permissions: RoleDocument['permissions'],
  kruds: readonly MenuKrudEntry[] = [],
): RoleMenuRow[] {
  return items
    .filter((item) => item.link_to !== 'divider')
    .map((item) => {
      const granted = permissions[item.id]
      const row: RoleMenuRow = {
        id: item.id,
        title: menuItemTitle(item, kruds),
        link_to: item.link_to,
        show: granted?.show === true,
        hasRights: !WITHOUT_RIGHTS.has(item.link_to),
        rights: { c: granted?.c === true, r: granted?.r === true, u: granted?.u === true, d: granted?.d === true },
      }
      const children = roleMenuRows(subEntries(item), permissions, kruds)
      if (children.length > 0) row.children = children
      return row
    })
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
  for (const right of ENTRY_RIGHTS) if (next[right] === false) delete next[right]
  const permissions = { ...role.permissions }
  const grantsNothing = !next.show && ENTRY_RIGHTS.every((right) => next[right] !== true)
  if (grantsNothing) delete permissions[id]
  else permissions[id] = next
  return { ...role, permissions }
}

/**
 * Shows or hides an entry. Showing one also shows the headings above it, since a hidden entry
 * takes its sub-entries with it (spec 6); hiding one leaves its sub-entries' own settings, which
 * come back when it is shown again.
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

/** Grants or takes away one of c/r/u/d on an entry. */
export function withEntryRight(role: RoleDocument, id: string, right: EntryRight, value: boolean): RoleDocument {
  return withPermission(role, id, { [right]: value })
}

/** Sets one extra flag; the map keeps only the flags that are on. */
export function withExtraFlag(role: RoleDocument, flag: ExtraFlag, value: boolean): RoleDocument {
  const extra: RoleExtraPermissions = { ...role.extra }
  if (value) extra[flag] = true
  else delete extra[flag]
  const { extra: _previous, ...rest } = role
  return Object.keys(extra).length === 0 ? rest : { ...rest, extra }
}

/** The entries a role may land on (its default menu): shown, and opening a page. */
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

/** Sets one of c/r/u/d of the role's rights on a krud, keeping its row conditions. */
export function withKrudRight(role: RoleDocument, krud: string, right: EntryRight, value: boolean): RoleDocument {
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

/** Replaces a list of names (permitted tables or data sources); an empty list is left out. */
export function withNames(
  role: RoleDocument,
  field: 'permitted_tables' | 'permitted_datasources',
  names: readonly string[],
): RoleDocument {
  const unique = [...new Set(names)]
  const { [field]: _previous, ...rest } = role
  return unique.length === 0 ? rest : { ...rest, [field]: unique }
}

/**
 * The problems an edit can cause that the editor's controls cannot prevent, found with the role
 * kind's own rule (`checkRole`: the default menu must be an entry the role is shown) plus the
 * display name's required Mongolian text. The server validates the whole document again, and
 * against the rest of the project, before it saves.
 */
export function roleProblems(role: RoleDocument): DocumentIssue[] {
  const issues = checkRole(role)
  const mongolian = typeof role.display_name === 'string' ? role.display_name : role.display_name.mn_MN
  if (mongolian.trim() === '') {
    issues.unshift(
      issue('/display_name/mn_MN', 'required', { mn_MN: 'Утга оруулна уу', en_US: 'Please enter a value' }),
    )
  }
  return issues
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether two documents hold the same values, whatever the order of their keys. */
export function sameDocument(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameDocument(item, b[i]))
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined)
    const otherKeys = Object.keys(b).filter((key) => b[key] !== undefined)
    return keys.length === otherKeys.length && keys.every((key) => sameDocument(a[key], b[key]))
  }
  return Object.is(a, b)
}
