import { App as AntApp, theme as antdTheme, ConfigProvider } from 'antd'
import { type ReactNode, useEffect, useMemo } from 'react'
import { Outlet } from 'react-router'
import { setToast } from '../api/client.ts'
import { loadAntdLocale, useAntdLocale } from '../i18n/antdLocale.ts'
// The words of the pages drawn with antd register with this module.
import '../i18n/shellCatalogues.ts'
import { useDisplaySettings } from '../settings/displaySettings.ts'
import { useApp } from '../stores/app.ts'
import { showNoticesWith } from './notices.ts'

/** Installs antd's themed toast into the HTTP client and shows the notices that waited for it. */
function ToastBridge() {
  const { message, notification } = AntApp.useApp()
  useEffect(() => setToast((text) => void message.error(text)), [message])
  useEffect(
    () =>
      showNoticesWith((notice) => {
        if (notice.type === 'warning')
          notification.warning({ key: notice.key, title: notice.text, description: notice.description })
        else void (notice.type === 'success' ? message.success : message.error)(notice.text)
      }),
    [message, notification],
  )
  return null
}

/**
 * antd themed from the display settings (dark mode, the chosen colour) and localised with the
 * interface language, with its toasts, modals and notifications. Everything drawn with antd is
 * inside it; the sign-in page, drawn without antd, is not, so its visitor never downloads antd.
 * `toasts: false` for a view over the app (the lock screen): the app's toasts stay the page's,
 * which outlives it.
 */
export function ThemedAntd({ children, toasts = true }: { children: ReactNode; toasts?: boolean }) {
  const language = useApp((state) => state.language)
  const locale = useAntdLocale(language)
  const darkMode = useDisplaySettings((state) => state.settings.darkMode)
  const color = useDisplaySettings((state) => state.settings.color)
  const themeConfig = useMemo(
    () => ({
      algorithm: darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: { colorPrimary: color },
    }),
    [darkMode, color],
  )
  return (
    <ConfigProvider locale={locale} theme={themeConfig}>
      <AntApp>
        {toasts && <ToastBridge />}
        {children}
      </AntApp>
    </ConfigProvider>
  )
}

/** The layout route around every page drawn with antd. */
export function ThemedAntdLayout() {
  return (
    <ThemedAntd>
      <Outlet />
    </ThemedAntd>
  )
}

/**
 * The route module of {@link ThemedAntdLayout}: ready once antd's locale for the interface
 * language has arrived too, so nothing is drawn in another language first.
 */
export async function themedAntdRoute(): Promise<{ Component: typeof ThemedAntdLayout }> {
  await loadAntdLocale(useApp.getState().language)
  return { Component: ThemedAntdLayout }
}
