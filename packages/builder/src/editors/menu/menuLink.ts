// What an entry keeps when its `link_to` changes: a `url` means something different for each
// type (a krud name, an absolute URL, an app path), so it is dropped rather than misread.
import type { MenuItem, MenuLinkType } from '@tamga/schema'

/** The link types whose entry needs a `url`, and what it holds. */
export const URL_LINK_TYPES: Readonly<Partial<Record<MenuLinkType, 'krud' | 'absolute' | 'path'>>> = {
  crud: 'krud',
  link: 'absolute',
  'router-link': 'path',
}

/** Whether choosing an entry of this type navigates (so `target` means something). */
export function navigates(linkTo: MenuLinkType): boolean {
  return URL_LINK_TYPES[linkTo] !== undefined
}

/** The entry with another link type: its url and target go when the new type cannot use them. */
export function withLinkTo(item: MenuItem, linkTo: MenuLinkType): MenuItem {
  if (item.link_to === linkTo) return item
  const { url: _url, target: _target, ...rest } = item
  const next: MenuItem = { ...rest, link_to: linkTo }
  if (navigates(linkTo) && item.target !== undefined) next.target = item.target
  return next
}
