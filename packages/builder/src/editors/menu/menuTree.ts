// The menu tree's edits as pure functions over `items`: every edit answers a new tree and never
// touches the one it was given, so the frame's undo history keeps each state as it was.
import { flattenMenu, freeName, type LocalizedText, localizedText, type MenuItem, nameFromTitle } from '@tamga/schema'

/** The two lists an entry's sub-entries live in. */
export type MenuBranch = 'children' | 'sub_top_children'

/**
 * Where an entry is: its index in the top-level list, then for each level down the branch and
 * the index in it. `[1, 'children', 0]` is the first child of the second top-level entry.
 */
export type MenuPath = readonly (number | MenuBranch)[]

/**
 * Where a moved entry goes, relative to another entry: before or after it, or among its
 * sub-entries (`inside` last, `inside-start` first, where a tree drops onto an open branch's top).
 */
export type MenuDrop = { place: 'before' | 'after' | 'inside' | 'inside-start'; target: MenuPath }

/** The JSON Pointer of an entry in the document (`/items/1/children/0`), as issues name it. */
export function menuPointer(path: MenuPath): string {
  return `/items/${path.join('/')}`
}

/** A path as a tree key (`1/children/0`), and back. */
export function menuKey(path: MenuPath): string {
  return path.join('/')
}

export function pathOfKey(key: string): MenuPath {
  return key.split('/').map((part) => (part === 'children' || part === 'sub_top_children' ? part : Number(part)))
}

/** The entry at `path`, or undefined when the path leads nowhere. */
export function menuItemAt(items: readonly MenuItem[], path: MenuPath): MenuItem | undefined {
  let list: readonly MenuItem[] | undefined = items
  let item: MenuItem | undefined
  for (let step = 0; step < path.length; step += 2) {
    const index = path[step]
    if (typeof index !== 'number' || list === undefined) return undefined
    item = list[index]
    if (item === undefined) return undefined
    const branch = path[step + 1]
    if (branch === undefined) return item
    list = item[branch as MenuBranch]
  }
  return item
}

/** The first entry with `id`, depth first in display order, with its path. */
export function findMenuItem(items: readonly MenuItem[], id: string): { item: MenuItem; path: MenuPath } | undefined {
  const visit = (list: readonly MenuItem[], base: MenuPath): { item: MenuItem; path: MenuPath } | undefined => {
    for (const [index, item] of list.entries()) {
      const path = [...base, index]
      if (item.id === id) return { item, path }
      for (const branch of ['children', 'sub_top_children'] as const) {
        const found = visit(item[branch] ?? [], [...path, branch])
        if (found !== undefined) return found
      }
    }
    return undefined
  }
  return visit(items, [])
}

/** Every id of the tree. */
export function menuIds(items: readonly MenuItem[]): Set<string> {
  return new Set(flattenMenu(items).map((entry) => entry.id))
}

/** An id not yet used in the tree: `item-1`, `item-2`, … */
export function freeMenuId(items: readonly MenuItem[], base = 'item'): string {
  const ids = menuIds(items)
  let number = 1
  while (ids.has(`${base}-${number}`)) number += 1
  return `${base}-${number}`
}

/**
 * Sets an entry's title, and its id with it while the id is still the one made up for it
 * (`item-3`, or what its previous title proposed): "Арга хэмжээ" makes `arga_khemjee`, free
 * among the tree's ids. An id typed by hand, or one of the `fixed` ids (the menu as opened: the
 * address /admin/p/{id} and the roles' rights name it), stays.
 */
export function titleMenuItem(
  items: readonly MenuItem[],
  path: MenuPath,
  title: LocalizedText,
  fixed: ReadonlySet<string>,
): MenuItem[] {
  const item = menuItemAt(items, path)
  if (item === undefined) return [...items]
  const others = menuIds(items)
  others.delete(item.id)
  const proposal = (text: LocalizedText | undefined) => {
    const name = nameFromTitle(localizedText(text, 'mn_MN') ?? '')
    return name === '' ? '' : freeName(name, others)
  }
  const madeUp = !fixed.has(item.id) && (/^item-\d+$/.test(item.id) || item.id === proposal(item.title))
  if (!madeUp) return updateMenuItem(items, path, (current) => ({ ...current, title }))
  const id = proposal(title) || (/^item-\d+$/.test(item.id) ? item.id : freeMenuId(items))
  return updateMenuItem(items, path, (current) => ({ ...current, title, id }))
}

/** Splits a path into the list it points into (the parent's path and branch) and the index there. */
function listOf(path: MenuPath): { parent: MenuPath; branch: MenuBranch | undefined; index: number } {
  const index = path[path.length - 1]
  if (typeof index !== 'number') throw new Error(`not an entry path: ${menuKey(path)}`)
  const branch = path[path.length - 2] as MenuBranch | undefined
  return { parent: path.slice(0, -2), branch, index }
}

/** Replaces the list at `parent`/`branch` (the top-level list for an empty parent) with `edit`'s answer. */
function editList(
  items: readonly MenuItem[],
  parent: MenuPath,
  branch: MenuBranch | undefined,
  edit: (list: readonly MenuItem[]) => MenuItem[],
): MenuItem[] {
  if (parent.length === 0 || branch === undefined) return edit(items)
  return updateMenuItem(items, parent, (item) => {
    const next = edit(item[branch] ?? [])
    const { [branch]: _old, ...rest } = item
    // An empty branch is left out, as hand-written menus do.
    return next.length === 0 ? rest : { ...rest, [branch]: next }
  })
}

/** Replaces the entry at `path` with `edit`'s answer; the tree is unchanged when the path leads nowhere. */
export function updateMenuItem(
  items: readonly MenuItem[],
  path: MenuPath,
  edit: (item: MenuItem) => MenuItem,
): MenuItem[] {
  if (menuItemAt(items, path) === undefined) return [...items]
  const { parent, branch, index } = listOf(path)
  return editList(items, parent, branch, (list) => list.map((item, at) => (at === index ? edit(item) : item)))
}

/** Puts `item` into the list at `parent`/`branch`, at `index` (the end when left out); answers the tree and its path. */
export function insertMenuItem(
  items: readonly MenuItem[],
  options: { parent: MenuPath; branch?: MenuBranch; index?: number; item: MenuItem },
): { items: MenuItem[]; path: MenuPath } {
  const branch = options.parent.length === 0 ? undefined : (options.branch ?? 'children')
  let at = 0
  const next = editList(items, options.parent, branch, (list) => {
    at = Math.max(0, Math.min(options.index ?? list.length, list.length))
    return [...list.slice(0, at), options.item, ...list.slice(at)]
  })
  return { items: next, path: branch === undefined ? [at] : [...options.parent, branch, at] }
}

/** Removes the entry at `path` (with its sub-entries). */
export function removeMenuItem(items: readonly MenuItem[], path: MenuPath): MenuItem[] {
  if (menuItemAt(items, path) === undefined) return [...items]
  const { parent, branch, index } = listOf(path)
  return editList(items, parent, branch, (list) => list.filter((_, at) => at !== index))
}

/** Swaps the entry with its neighbour above (-1) or below (+1) in its own list; answers its new path. */
export function shiftMenuItem(
  items: readonly MenuItem[],
  path: MenuPath,
  by: -1 | 1,
): { items: MenuItem[]; path: MenuPath } {
  const item = menuItemAt(items, path)
  if (item === undefined) return { items: [...items], path }
  const { parent, branch, index } = listOf(path)
  let moved = false
  const next = editList(items, parent, branch, (list) => {
    const other = index + by
    if (other < 0 || other >= list.length) return [...list]
    moved = true
    const copy = [...list]
    copy[index] = list[other] as MenuItem
    copy[other] = item
    return copy
  })
  return { items: next, path: moved ? [...path.slice(0, -1), index + by] : path }
}

function startsWith(path: MenuPath, prefix: MenuPath): boolean {
  return prefix.length <= path.length && prefix.every((part, at) => path[at] === part)
}

/**
 * Moves the entry at `from` before, after or into (as the last child) another entry; answers the
 * tree and the moved entry's new path. An entry cannot go inside itself: such a move, or one to
 * a path that leads nowhere, answers the tree unchanged.
 */
export function moveMenuItem(
  items: readonly MenuItem[],
  from: MenuPath,
  drop: MenuDrop,
): { items: MenuItem[]; path: MenuPath } {
  const item = menuItemAt(items, from)
  const unchanged = { items: [...items], path: from }
  if (item === undefined || menuItemAt(items, drop.target) === undefined || startsWith(drop.target, from)) {
    return unchanged
  }
  const removed = removeMenuItem(items, from)
  // Removing the entry shifts its later siblings (and everything under them) up by one.
  const { parent, branch, index } = listOf(from)
  const prefix: MenuPath = branch === undefined ? [] : [...parent, branch]
  const target = [...drop.target]
  const at = prefix.length
  const targetIndex = target[at]
  if (startsWith(target, prefix) && typeof targetIndex === 'number' && targetIndex > index) target[at] = targetIndex - 1

  if (drop.place === 'inside' || drop.place === 'inside-start') {
    const into = menuItemAt(removed, target)
    // A sub-top heading shows its second bar's entries, so what is dropped on it joins them.
    const intoBranch: MenuBranch = into?.link_to === 'noActionSubTop' ? 'sub_top_children' : 'children'
    return insertMenuItem(removed, {
      parent: target,
      branch: intoBranch,
      ...(drop.place === 'inside-start' ? { index: 0 } : {}),
      item,
    })
  }
  const place = listOf(target)
  return insertMenuItem(removed, {
    parent: place.parent,
    ...(place.branch === undefined ? {} : { branch: place.branch }),
    index: drop.place === 'before' ? place.index : place.index + 1,
    item,
  })
}
