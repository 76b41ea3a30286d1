import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons'
import { localizedText, type MenuItem } from '@tamga/schema'
import { Button, Layout, Menu, type MenuProps, Tooltip } from 'antd'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { NotificationsWidget } from '../notifications/NotificationsWidget.tsx'
import { isSideMenuOpen, useDisplaySettings } from '../settings/displaySettings.ts'
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx'
import { menuItemsOf, opensSecondLevel } from '../shell/menuItems.tsx'
import { openMenuEntry } from '../shell/openMenuEntry.ts'
import { PageSpinner } from '../shell/PageSpinner.tsx'
import { prefetchWhenIdle } from '../shell/prefetchWhenIdle.ts'
import { ShellDrawer } from '../shell/ShellDrawer.tsx'
import { UserMenu } from '../shell/UserMenu.tsx'
import { useHeaderHidden } from '../shell/useHeaderHidden.ts'
import { useSelectedMenuEntry } from '../shell/useSelectedMenuEntry.ts'
import { useApp } from '../stores/app.ts'
import { useSession } from '../stores/session.ts'

/** How long no file may arrive before the krud screen's code is fetched ahead. */
const KRUD_PREFETCH_QUIET_MS = 1000

// Loaded when first needed: the drawer when it first opens, the tabs in multi-tab mode only.
const SettingsDrawer = lazy(async () => ({ default: (await import('../settings/SettingsDrawer.tsx')).SettingsDrawer }))
const TabsBar = lazy(async () => ({ default: (await import('../shell/TabsBar.tsx')).TabsBar }))

function findItem(items: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const found = findItem([...(item.children ?? []), ...(item.sub_top_children ?? [])], id)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The admin shell (spec 2.1 "module", 2.5): the role's menu in the chosen layout (sidebar, top,
 * two-level, slim; a drawer on phones), a header with the language, notifications, settings and
 * user menu, the tabs of multi-tab mode, and the page.
 */
export function ModuleLayout() {
  const { t } = useTranslation('shell')
  const language = useApp((state) => state.language)
  const config = useApp((state) => state.config)
  const navMenu = useSession((state) => state.navMenu)
  const kruds = useSession((state) => state.kruds)
  const visibility = useSession((state) => state.permissions?.permissions)
  const settings = useDisplaySettings((state) => state.settings)
  const sideMenuOpen = useDisplaySettings(isSideMenuOpen)
  const setSideMenuOpen = useDisplaySettings((state) => state.setSideMenuOpen)
  const navigate = useNavigate()
  const location = useLocation()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [settingsUsed, setSettingsUsed] = useState(false)
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false)
  const selected = useSelectedMenuEntry()
  const headerHidden = useHeaderHidden(settings.autoHideHeader)

  // The krud screen is where the admin area's work happens: its code (the grid, the renderer)
  // comes once the screen being opened has loaded (the link quiet for a moment) and the browser
  // is idle, so the first krud opens at once without slowing the dashboard on a slow link.
  const hasKruds = kruds.length > 0
  useEffect(() => {
    if (hasKruds)
      return prefetchWhenIdle(() => import('../pages/admin/KrudPage.tsx'), { quietMs: KRUD_PREFETCH_QUIET_MS })
  }, [hasKruds])

  const mobile = settings.device === 'mobile'
  const layout = mobile ? 'sidebar' : settings.layout
  const collapsed = !mobile && (layout === 'slim' || !sideMenuOpen)
  const dark = settings.darkMode || settings.theme === 'dark'

  // The two-level layout puts the first level in the header and the chosen one's children at
  // the side: the entry of the current page, or the one just chosen in the header, which may
  // be a heading (noAction) that leads nowhere itself. A choice holds on the page it was made.
  const [chosenTop, setChosenTop] = useState<{ id: string; path: string }>()
  const topId = chosenTop?.path === location.pathname ? chosenTop.id : (selected.ancestors[0] ?? selected.id)
  const topItem = topId === undefined ? undefined : navMenu.find((item) => item.id === topId)
  const sideMenu =
    layout === 'two-level' ? [...(topItem?.children ?? []), ...(topItem?.sub_top_children ?? [])] : navMenu

  // Once a heading's entries are at the side, the keyboard goes on there (↑ ↓, Enter).
  const siderRef = useRef<HTMLDivElement>(null)
  const [focusSideMenu, setFocusSideMenu] = useState(false)
  useEffect(() => {
    if (!focusSideMenu) return
    setFocusSideMenu(false)
    siderRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [focusSideMenu])

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findItem(navMenu, key)
    if (item === undefined) return
    setMobileMenuOpen(false)
    // In the header of the two-level layout, a heading opens its entries at the side, where
    // the keyboard goes on. Any other choice is a page, whose own entry then decides the side.
    const heading = layout === 'two-level' && opensSecondLevel(item, navMenu, visibility)
    setChosenTop(heading ? { id: item.id, path: location.pathname } : undefined)
    if (heading) setFocusSideMenu(true)
    else
      openMenuEntry(item, visibility, {
        navigate: (path) => void navigate(path),
        assign: (url) => window.location.assign(url),
        open: (url) => window.open(url, '_blank', 'noopener'),
      })
  }

  const sideItems = useMemo(() => menuItemsOf(sideMenu, kruds, language), [sideMenu, kruds, language])
  const selectedKeys = selected.id === undefined ? [] : [selected.id]
  const sideMenuElement = (
    <Menu
      key={layout === 'two-level' ? topId : undefined}
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      items={sideItems}
      selectedKeys={selectedKeys}
      defaultOpenKeys={selected.ancestors}
      onClick={onClick}
      data-testid="side-menu"
    />
  )
  const showSider =
    !mobile && (layout === 'sidebar' || layout === 'slim' || (layout === 'two-level' && sideMenu.length > 0))
  const topItems =
    layout === 'top'
      ? menuItemsOf(navMenu, kruds, language)
      : layout === 'two-level'
        ? menuItemsOf(navMenu, kruds, language, 1)
        : undefined
  const title = localizedText(config?.title, language)
  const headerClasses = [
    'module-header',
    settings.fixedHeader || settings.autoHideHeader ? 'fixed' : '',
    headerHidden ? 'hidden' : '',
  ]

  return (
    <Layout className="module-layout" data-layout={layout} data-device={settings.device}>
      {showSider && (
        <Layout.Sider
          ref={siderRef}
          className={settings.fixSiderbar ? 'module-sider fixed' : 'module-sider'}
          theme={dark ? 'dark' : 'light'}
          collapsible
          collapsed={collapsed}
          data-testid="side-menu-sider"
          trigger={null}
          width={248}
        >
          <Link to="/admin" className="module-brand" title={title}>
            {config?.logo !== undefined && <img src={config.logo} alt="" />}
            {!collapsed && <span>{title}</span>}
          </Link>
          {sideMenuElement}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className={headerClasses.join(' ')}>
          {mobile ? (
            <Button
              type="text"
              icon={<MenuUnfoldOutlined />}
              aria-label={t('expand')}
              onClick={() => setMobileMenuOpen(true)}
            />
          ) : (
            showSider &&
            layout !== 'slim' && (
              <Button
                type="text"
                icon={sideMenuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                aria-label={sideMenuOpen ? t('collapse') : t('expand')}
                aria-expanded={sideMenuOpen}
                onClick={() => setSideMenuOpen(!sideMenuOpen)}
                data-testid="side-menu-toggle"
              />
            )
          )}
          {!showSider && !mobile && (
            <Link to="/admin" className="module-brand inline">
              {title}
            </Link>
          )}
          {topItems !== undefined ? (
            <Menu
              className="module-top-menu"
              mode="horizontal"
              items={topItems}
              selectedKeys={topId === undefined ? [] : [topId]}
              onClick={onClick}
              data-testid="top-menu"
            />
          ) : (
            <span className="module-spacer" />
          )}
          <LanguageSwitch />
          <NotificationsWidget />
          <Tooltip title={t('settings')}>
            <Button
              type="text"
              icon={<SettingOutlined />}
              aria-label={t('settings')}
              onClick={() => {
                setSettingsUsed(true)
                setSettingsOpen(true)
              }}
              data-testid="open-settings"
            />
          </Tooltip>
          <UserMenu />
        </Layout.Header>
        {settings.multiTab && (
          <Suspense fallback={null}>
            <TabsBar />
          </Suspense>
        )}
        <Layout.Content className={settings.contentWidth === 'fixed' ? 'module-content fixed' : 'module-content'}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet key={location.pathname} />
          </Suspense>
        </Layout.Content>
      </Layout>
      {mobile && (
        <ShellDrawer
          placement="left"
          open={mobileMenuOpen}
          onClose={() => setMobileMenuOpen(false)}
          title={title}
          size={280}
          styles={{ body: { padding: 0 } }}
        >
          {sideMenuElement}
        </ShellDrawer>
      )}
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Layout>
  )
}
