import type { FlatMenuEntry } from '@tamga/schema'
import { create } from 'zustand'

/** The pages open as tabs in multi-tab mode, in the order they were opened. */
export interface TabsState {
  tabs: string[]
  /** Adds a path as a tab, once. */
  open(path: string): void
  /** Closes a tab; answers the tab to show instead (its left neighbour, else the first). */
  close(path: string): string | undefined
  /** Replaces every tab (restoring the saved ones at start). */
  replace(paths: string[]): void
}

/** The tabs store. */
export const useTabs = create<TabsState>()((set, get) => ({
  tabs: [],
  open: (path) => set(({ tabs }) => (tabs.includes(path) ? {} : { tabs: [...tabs, path] })),
  close: (path) => {
    const { tabs } = get()
    const index = tabs.indexOf(path)
    if (index < 0) return undefined
    const rest = tabs.filter((tab) => tab !== path)
    set({ tabs: rest })
    return rest[Math.max(0, index - 1)]
  },
  replace: (paths) => set({ tabs: [...new Set(paths)] }),
}))

/** The app path of a menu entry that opens a page: crud at `/admin/p/{id}`, router-link at its url. */
function pathOfEntry(entry: FlatMenuEntry): string | undefined {
  if (entry.link_to === 'crud') return `/admin/p/${encodeURIComponent(entry.id)}`
  if (entry.link_to === 'router-link' && entry.url !== undefined) return entry.url
  return undefined
}

/**
 * The saved tabs (menu entry ids, spec 3.8 `saved_tabs`) as paths to reopen; ids the role's
 * menu no longer has are dropped.
 */
export function tabsFromSaved(ids: readonly string[], menuList: readonly FlatMenuEntry[]): string[] {
  return ids.flatMap((id) => {
    const entry = menuList.find((candidate) => candidate.id === id)
    const path = entry === undefined ? undefined : pathOfEntry(entry)
    return path === undefined ? [] : [path]
  })
}

/** The open tabs as the menu entry ids the server keeps; pages that are no menu entry are not kept. */
export function savedFromTabs(paths: readonly string[], menuList: readonly FlatMenuEntry[]): string[] {
  return paths.flatMap((path) => {
    const entry = menuList.find((candidate) => pathOfEntry(candidate) === path)
    return entry === undefined ? [] : [entry.id]
  })
}
