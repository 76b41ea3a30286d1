import { menuIcon } from '@tamga/renderer'
import {
  type LanguageCode,
  localizedText,
  type MenuItem,
  type MenuKrudEntry,
  type MenuVisibility,
  menuEntryTarget,
  menuItemTitle,
  WAITING_PATH,
} from '@tamga/schema'
import type { MenuProps } from 'antd'
import { WaitingCount } from './WaitingCount.tsx'

type AntdItems = NonNullable<MenuProps['items']>

/**
 * The role's visible menu as antd menu items (spec 2.5, 3.9): every entry keyed by its id, a
 * divider as a divider, an entry with children (or sub-top children) as a sub-menu, crud titles
 * from the kruds. `depth` limits the levels drawn (the top bar of the two-level layout draws one).
 */
export function menuItemsOf(
  items: readonly MenuItem[],
  kruds: readonly MenuKrudEntry[],
  language: LanguageCode,
  depth = Number.POSITIVE_INFINITY,
): AntdItems {
  return items.map((item) => {
    if (item.link_to === 'divider') return { type: 'divider' as const, key: item.id }
    const title = localizedText(menuItemTitle(item, kruds), language)
    // Any menu's link to the waiting steps shows how many wait (issue 24).
    const label = isWaitingEntry(item) ? (
      <span key={item.id} className="menu-entry-with-count">
        <span>{title}</span>
        <WaitingCount />
      </span>
    ) : (
      title
    )
    const children = [...(item.children ?? []), ...(item.sub_top_children ?? [])]
    if (children.length > 0 && depth > 1) {
      return {
        key: item.id,
        label,
        icon: menuIcon(item.icon),
        children: menuItemsOf(children, kruds, language, depth - 1),
      }
    }
    return { key: item.id, label, icon: menuIcon(item.icon) }
  })
}

/** Whether a menu entry leads to the workflow steps waiting for the signed-in person. */
export function isWaitingEntry(item: Pick<MenuItem, 'link_to' | 'url'>): boolean {
  return item.link_to === 'router-link' && item.url === WAITING_PATH
}

/** The ids of an entry's ancestors in a menu, outermost first: the sub-menus to open for it. */
export function ancestorsOf(items: readonly MenuItem[], id: string): string[] | undefined {
  for (const item of items) {
    if (item.id === id) return []
    const children = [...(item.children ?? []), ...(item.sub_top_children ?? [])]
    const below = ancestorsOf(children, id)
    if (below !== undefined) return [item.id, ...below]
  }
  return undefined
}

/**
 * Whether choosing `item` in the header of the two-level layout opens its entries at the side
 * instead of a page: it is a first-level heading with entries below it that leads to none of
 * them itself (`noAction`, whose children are never a target, or `noActionSubTop`, whose
 * entries are `sub_top_children`). A first-level entry that leads to its first child goes
 * there, as everywhere (spec 2.5); the side then shows its entries because the page is one.
 */
export function opensSecondLevel(
  item: MenuItem,
  navMenu: readonly MenuItem[],
  visibility: MenuVisibility | undefined,
): boolean {
  const below = (item.children?.length ?? 0) + (item.sub_top_children?.length ?? 0)
  if (!navMenu.includes(item) || below === 0) return false
  const target = menuEntryTarget(item, visibility)
  // A noActionSubTop heading without children would open a page of its own id, which has none.
  return !target.navigate || (item.link_to === 'noActionSubTop' && target.id === item.id)
}
