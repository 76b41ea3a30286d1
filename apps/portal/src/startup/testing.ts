import type { PermissionGranted } from '@tamga/schema'

// What the start-up's tests answer for `/get-permissions`: one fixture, not one per test file.

/** A role granted one menu entry that opens the news krud (spec 3.8). */
export const GRANTED_PERMISSIONS: PermissionGranted = {
  status: true,
  permission: {
    permissions: { default_menu: 'news', menu_id: 'admin', permissions: { news: { show: true } }, extra: {} },
    menu: [{ id: 'news', title: 'Мэдээ', link_to: 'crud', url: 'news' }],
    kruds: [{ id: 'news', title: 'Мэдээ', form: 'news', grid: 'news' }],
  },
  saved_tabs: [],
}
