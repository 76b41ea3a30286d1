import { localizedText } from '@tamga/schema'
import { Tabs } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { api } from '../api/client.ts'
import { useApp } from '../stores/app.ts'
import { useSession } from '../stores/session.ts'
import { savedFromTabs, tabsFromSaved, useTabs } from './tabs.ts'

/** How long the tabs must stay unchanged before they are saved to the server. */
const SAVE_DELAY_MS = 1000

/** The server keeps at most this many tabs per user. */
const MAX_SAVED_TABS = 50

/** The open pages as tabs (multi-tab mode, spec 2.5): each visited admin page, closable. */
export function TabsBar() {
  const { t } = useTranslation('shell')
  const location = useLocation()
  const navigate = useNavigate()
  const language = useApp((state) => state.language)
  const menuList = useSession((state) => state.menuList)
  const tabs = useTabs((state) => state.tabs)
  const open = useTabs((state) => state.open)
  const close = useTabs((state) => state.close)

  const savedTabs = useSession((state) => state.savedTabs)
  const replace = useTabs((state) => state.replace)
  const restored = useRef(false)
  const lastSaved = useRef(JSON.stringify(savedTabs))

  // The tabs open when the user last left come back first (spec 3.8 saved_tabs), then this page.
  useEffect(() => {
    if (!restored.current) {
      restored.current = true
      replace([...tabsFromSaved(savedTabs, menuList), ...useTabs.getState().tabs])
    }
    open(location.pathname)
  }, [location.pathname, open, replace, savedTabs, menuList])

  // Saved on the server, so the tabs follow the user to another browser.
  useEffect(() => {
    const ids = savedFromTabs(tabs, menuList).slice(0, MAX_SAVED_TABS)
    const text = JSON.stringify(ids)
    if (text === lastSaved.current) return
    const timer = window.setTimeout(() => {
      lastSaved.current = text
      void api.put('/saved-tabs', { tabs: ids }, { quiet: true })
    }, SAVE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [tabs, menuList])

  const label = (path: string): string => {
    if (path === '/admin') return t('adminHome')
    const crud = /^\/admin\/p\/([^/]+)$/.exec(path)
    const id = crud?.[1] === undefined ? undefined : decodeURIComponent(crud[1])
    const entry = menuList.find((item) => (id !== undefined ? item.id === id : item.url === path))
    if (entry !== undefined) return localizedText(entry.title, language)
    if (path === '/admin/profile') return t('profile')
    if (path === '/admin/change-password') return t('changePassword')
    if (path === '/admin/users') return t('users')
    if (path === '/admin/roles') return t('roles')
    if (path === '/admin/platform') return t('platform')
    return path
  }

  return (
    <Tabs
      className="module-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={location.pathname}
      onChange={(path) => void navigate(path)}
      onEdit={(path) => {
        if (typeof path !== 'string') return
        const next = close(path)
        if (path === location.pathname) void navigate(next ?? '/admin')
      }}
      items={tabs.map((path) => ({ key: path, label: label(path), closable: tabs.length > 1 }))}
      data-testid="tabs-bar"
    />
  )
}
