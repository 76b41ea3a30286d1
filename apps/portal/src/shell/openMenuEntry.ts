import { type MenuEntryTarget, type MenuItem, type MenuVisibility, menuEntryTarget } from '@tamga/schema'

/** How the shell leaves for a target: the router for app paths, the window for the rest. */
export interface Navigation {
  /** An app path, without a page load. */
  navigate(path: string): void
  /** A full page load in this window (external redirects, spec 2.3). */
  assign(url: string): void
  /** Another window or tab. */
  open(url: string): void
}

/**
 * Follows a menu entry (spec 2.5): crud and router-link entries through the router, link
 * entries with a full page load, either in another tab when its target says blank or new;
 * noAction and divider entries go nowhere. Answers where it went.
 */
export function openMenuEntry(item: MenuItem, visibility: MenuVisibility | undefined, go: Navigation): MenuEntryTarget {
  const target = menuEntryTarget(item, visibility)
  if (!target.navigate) return target
  if (target.target !== 'self') go.open(target.path)
  else if (target.external) go.assign(target.path)
  else go.navigate(target.path)
  return target
}
