// What a role document must agree with in the rest of the project before it is saved from the
// roles screen. The project loader reports the same broken references at start-up; refusing
// them here keeps a save from producing a project that no longer loads.
import {
  type DocumentIssue,
  flattenMenu,
  issue,
  type MenuDocument,
  type MenuItem,
  pointer,
  type RoleDocument,
} from '@tamga/schema'

/** The project around a role being saved. */
export interface RoleSaveContext {
  /** The menu documents by name. */
  menus: ReadonlyMap<string, MenuDocument>
  /** The krud document names. */
  kruds: ReadonlySet<string>
  /** The model document names (the tables and views a role may be permitted). */
  tables: ReadonlySet<string>
  /** The data-source document names. */
  datasources: ReadonlySet<string>
  /** The chart document names a dashboard may show; its names are not checked without them. */
  charts?: ReadonlySet<string> | undefined
  /** Every stored role, this one's earlier revision included. */
  roles: readonly RoleDocument[]
}

/** The ids of every entry of a menu, sub-entries and second-bar entries included. */
export function menuEntryIds(items: readonly MenuItem[]): Set<string> {
  return new Set(flattenMenu(items).map((entry) => entry.id))
}

const unknownDocument = (path: string, what: { en_US: string; mn_MN: string }, name: string): DocumentIssue =>
  issue(
    path,
    'unknown-reference',
    {
      en_US: `refers to the ${what.en_US} "${name}", which the project does not have`,
      mn_MN: `төсөлд байхгүй "${name}" ${what.mn_MN}-ийг заасан байна`,
    },
    { name },
  )

const unknownEntry = (path: string, menu: string, id: string): DocumentIssue =>
  issue(
    path,
    'unknown-menu-item',
    {
      en_US: `refers to the entry "${id}", which the menu "${menu}" does not have`,
      mn_MN: `"${menu}" цэсэд байхгүй "${id}" хэсгийг заасан байна`,
    },
    { menu, id },
  )

/**
 * Every reason the project cannot take this role as it is, each at its JSON Pointer:
 * - its menu, krud rights, permitted tables and data sources, and dashboard charts name documents that exist;
 * - its default menu entry and every key of its permission map are entries of its menu;
 * - its numeric id is no other role's, and an existing role keeps its id (users carry it).
 *
 * @example
 * roleSaveIssues({ ...role, menu: 'missing' }, context) // [{ path: '/menu', code: 'unknown-reference', … }]
 */
export function roleSaveIssues(role: RoleDocument, context: RoleSaveContext): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const menu = context.menus.get(role.menu)
  if (menu === undefined) {
    issues.push(unknownDocument('/menu', { en_US: 'menu', mn_MN: 'цэс' }, role.menu))
  } else {
    const ids = menuEntryIds(menu.items)
    if (!ids.has(role.default_menu)) issues.push(unknownEntry('/default_menu', menu.name, role.default_menu))
    for (const id of Object.keys(role.permissions)) {
      if (!ids.has(id)) issues.push(unknownEntry(pointer('permissions', id), menu.name, id))
    }
  }
  for (const name of Object.keys(role.kruds ?? {})) {
    if (!context.kruds.has(name))
      issues.push(unknownDocument(pointer('kruds', name), { en_US: 'krud', mn_MN: 'крүд' }, name))
  }
  for (const [index, name] of (role.permitted_tables ?? []).entries()) {
    if (!context.tables.has(name)) {
      issues.push(unknownDocument(pointer('permitted_tables', index), { en_US: 'model', mn_MN: 'модель' }, name))
    }
  }
  for (const [index, name] of (role.permitted_datasources ?? []).entries()) {
    if (!context.datasources.has(name)) {
      issues.push(
        unknownDocument(
          pointer('permitted_datasources', index),
          { en_US: 'data source', mn_MN: 'өгөгдлийн эх сурвалж' },
          name,
        ),
      )
    }
  }
  const charts = context.charts
  if (charts !== undefined) {
    for (const [index, name] of (role.dashboard ?? []).entries()) {
      if (!charts.has(name))
        issues.push(unknownDocument(pointer('dashboard', index), { en_US: 'chart', mn_MN: 'график' }, name))
    }
  }
  const previous = context.roles.find((other) => other.name === role.name)
  if (previous !== undefined && previous.id !== role.id) {
    issues.push(
      issue(
        '/id',
        'role-id-fixed',
        {
          en_US: `a role's id cannot change: users carry the id ${previous.id}`,
          mn_MN: `эрхийн дугаарыг өөрчлөх боломжгүй: хэрэглэгчид ${previous.id} дугаарыг хадгалж байгаа`,
        },
        { id: previous.id },
      ),
    )
  } else {
    const taken = context.roles.find((other) => other.name !== role.name && other.id === role.id)
    if (taken !== undefined) {
      issues.push(
        issue(
          '/id',
          'duplicate-role-id',
          {
            en_US: `the id ${role.id} is already the role "${taken.name}"'s`,
            mn_MN: `${role.id} дугаарыг "${taken.name}" эрх аль хэдийн ашигласан байна`,
          },
          { id: role.id, role: taken.name },
        ),
      )
    }
  }
  return issues
}
