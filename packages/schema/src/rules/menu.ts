import type { LinkTarget, LocalizedText } from '../documents/common.ts'
import type { MenuItem, MenuLinkType } from '../documents/menu.ts'

/**
 * The part of a `/get-permissions` krud entry the menu needs: a crud menu entry's `url` is
 * the krud's `id`, and the krud's title replaces the entry's own (spec 3.9).
 */
export interface MenuKrudEntry {
  id: string
  title: LocalizedText
}

/**
 * Which menu entries a role sees (spec 3.9, 6): keyed by menu item id, an entry is visible
 * only when its `show` is true. A role's permission map has this shape.
 */
export type MenuVisibility = Readonly<Record<string, { readonly show?: boolean } | undefined>>

/** One entry of the flattened menu (spec 3.9), used to look an entry up by the `{menu_id}` of `/admin/p/{menu_id}`. */
export interface FlatMenuEntry {
  id: string
  /** For a crud entry, the title of the krud it opens when that krud is known; otherwise the entry's own. */
  title: LocalizedText
  link_to: MenuLinkType
  url: string | undefined
  sub_top_children: MenuItem[] | undefined
  /** The id of the entry this one sits under, `null` at the top level. */
  parent: string | null
}

/**
 * The title a menu entry shows: for a crud entry, the title of the kruds entry whose id equals
 * the entry's url (spec 3.9); the entry's own title when that krud is not in the list.
 */
export function menuItemTitle(item: MenuItem, kruds: readonly MenuKrudEntry[] = []): LocalizedText {
  if (item.link_to !== 'crud') return item.title
  return kruds.find((krud) => krud.id === item.url)?.title ?? item.title
}

/**
 * Lists every entry of a menu tree, parents before their children, in display order (spec 3.9).
 * Entries under `sub_top_children` are listed too, after their parent's `children`, because
 * they are pages reached by id like any other.
 */
export function flattenMenu(items: readonly MenuItem[], kruds: readonly MenuKrudEntry[] = []): FlatMenuEntry[] {
  const flat: FlatMenuEntry[] = []
  const visit = (level: readonly MenuItem[], parent: string | null): void => {
    for (const item of level) {
      flat.push({
        id: item.id,
        title: menuItemTitle(item, kruds),
        link_to: item.link_to,
        url: item.url,
        sub_top_children: item.sub_top_children,
        parent,
      })
      if (item.children) visit(item.children, item.id)
      if (item.sub_top_children) visit(item.sub_top_children, item.id)
    }
  }
  visit(items, null)
  return flat
}

/** Whether an entry is visible: always without a visibility map, otherwise only when its `show` is true. */
export function isMenuItemVisible(id: string, visibility?: MenuVisibility): boolean {
  return visibility === undefined || visibility[id]?.show === true
}

/**
 * Keeps only the entries a role may see (spec 6): when a visibility map is given, every entry,
 * at every level and under `sub_top_children` as well, stays only if its id has `show: true`;
 * a hidden entry takes its sub-entries with it. Without a map the menu is returned as it is.
 * The input is never changed.
 */
export function filterMenuByVisibility(items: readonly MenuItem[], visibility?: MenuVisibility): MenuItem[] {
  if (visibility === undefined) return [...items]
  const keep = (level: readonly MenuItem[]): MenuItem[] =>
    level
      .filter((item) => isMenuItemVisible(item.id, visibility))
      .map((item) => {
        const copy: MenuItem = { ...item }
        if (item.children) copy.children = keep(item.children)
        if (item.sub_top_children) copy.sub_top_children = keep(item.sub_top_children)
        return copy
      })
  return keep(items)
}

/** Where choosing a menu entry leads (spec 2.5). */
export type MenuEntryTarget =
  | {
      /** The entry is navigated to. */
      navigate: true
      /** The entry actually opened: the chosen one, or the child it leads to. */
      id: string
      /** An app path (`/admin/p/{id}` or a router-link's url) or, for a link, an absolute URL or a public-site path. */
      path: string
      /** Whether `path` leaves the app (a `link` entry), which means a full page load. */
      external: boolean
      /** Where a link opens. @default 'self' */
      target: LinkTarget
    }
  | {
      /** `noAction` and `divider` entries are not navigated; the shell only learns their id. */
      navigate: false
      id: string
    }

/**
 * Resolves where choosing a menu entry leads (spec 2.5):
 * - an entry with sub-entries leads to its first visible child (resolved the same way), unless
 *   it is a `noAction` heading; `noActionSubTop` is not a `noAction` entry and follows the rule;
 * - `crud` (and a childless `noActionSubTop`) opens `/admin/p/{id}`;
 * - `link` and `router-link` go to their own url;
 * - `noAction` and `divider` only give back their id.
 *
 * @example menuEntryTarget({ id: 'news', title: 'Мэдээ', link_to: 'crud', url: 'news' })
 * // → { navigate: true, id: 'news', path: '/admin/p/news', external: false, target: 'self' }
 */
export function menuEntryTarget(item: MenuItem, visibility?: MenuVisibility): MenuEntryTarget {
  if (item.link_to === 'noAction' || item.link_to === 'divider') return { navigate: false, id: item.id }
  const firstVisibleChild = item.children?.find((child) => isMenuItemVisible(child.id, visibility))
  if (firstVisibleChild !== undefined) return menuEntryTarget(firstVisibleChild, visibility)
  const target = item.target ?? 'self'
  if ((item.link_to === 'link' || item.link_to === 'router-link') && item.url !== undefined) {
    return { navigate: true, id: item.id, path: item.url, external: item.link_to === 'link', target }
  }
  return { navigate: true, id: item.id, path: `/admin/p/${encodeURIComponent(item.id)}`, external: false, target }
}

/** Finds an entry of a flattened menu by id: what `/admin/p/{menu_id}` shows. */
export function findMenuEntry(flat: readonly FlatMenuEntry[], id: string): FlatMenuEntry | undefined {
  return flat.find((entry) => entry.id === id)
}
