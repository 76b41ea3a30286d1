import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons'
import { localizedText, type MenuItem } from '@tamga/schema'
import { Button, Drawer, Layout, Menu, type MenuProps, Tooltip } from 'antd'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { NotificationsWidget } from '../notifications/NotificationsWidget.tsx'
import { useDisplaySettings } from '../settings/displaySettings.ts'
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx'
import { menuItemsOf } from '../shell/menuItems.tsx'
import { openMenuEntry } from '../shell/openMenuEntry.ts'
import { PageSpinner } from '../shell/PageSpinner.tsx'
import { prefetchWhenIdle } from '../shell/prefetchWhenIdle.ts'
import { UserMenu } from '../shell/UserMenu.tsx'
import { useHeaderHidden } from '../shell/useHeaderHidden.ts'
import { useSelectedMenuEntry } from '../shell/useSelectedMenuEntry.ts'
import { useApp } from '../stores/app.ts'
import { useSession } from '../stores/session.ts'

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
  const update = useDisplaySettings((state) => state.update)
  const navigate = useNavigate()
  const location = useLocation()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [settingsUsed, setSettingsUsed] = useState(false)
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false)
  const selected = useSelectedMenuEntry()
  const headerHidden = useHeaderHidden(settings.autoHideHeader)

  // The krud screen is where the admin area's work happens: its code (the grid, the renderer)
  // comes as soon as the shell is drawn and the browser is idle, so the first one opens at once.
  const hasKruds = kruds.length > 0
  useEffect(() => {
    if (hasKruds) return prefetchWhenIdle(() => import('../pages/admin/KrudPage.tsx'))
  }, [hasKruds])

  const mobile = settings.device === 'mobile'
  const layout = mobile ? 'sidebar' : settings.layout
  const collapsed = !mobile && (layout === 'slim' || !settings.sidebar)
  const dark = settings.darkMode || settings.theme === 'dark'

  // The two-level layout puts the first level in the header and the chosen one's children at the side.
  const topId = selected.ancestors[0] ?? selected.id
  const topItem = topId === undefined ? undefined : navMenu.find((item) => item.id === topId)
  const sideMenu =
    layout === 'two-level' ? [...(topItem?.children ?? []), ...(topItem?.sub_top_children ?? [])] : navMenu

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findItem(navMenu, key)
    if (item === undefined) return
    setMobileMenuOpen(false)
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
          className={settings.fixSiderbar ? 'module-sider fixed' : 'module-sider'}
          theme={dark ? 'dark' : 'light'}
          collapsible
          collapsed={collapsed}
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
                icon={settings.sidebar ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                aria-label={settings.sidebar ? t('collapse') : t('expand')}
                onClick={() => update({ sidebar: !settings.sidebar })}
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
              selectedKeys={topId === undefined ? [] : [topId, ...selectedKeys]}
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
        <Drawer
          placement="left"
          open={mobileMenuOpen}
          onClose={() => setMobileMenuOpen(false)}
          title={title}
          size={280}
          styles={{ body: { padding: 0 } }}
        >
          {sideMenuElement}
        </Drawer>
      )}
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Layout>
  )
}
