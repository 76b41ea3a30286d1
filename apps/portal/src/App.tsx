import { localizedText } from '@tamga/schema'
import { App as AntApp, theme as antdTheme, ConfigProvider } from 'antd'
import { type JSX, useEffect, useMemo } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { setNavigate, setToast } from './api/client.ts'
import { useAntdLocale } from './i18n/antdLocale.ts'
import { i18n } from './i18n/instance.ts'
import { LockScreen } from './lock/LockScreen.tsx'
import { ErrorPage } from './pages/ErrorPage.tsx'
import { ROUTES } from './routes/routes.tsx'
import { useDisplaySettings } from './settings/displaySettings.ts'
import { PageSpinner } from './shell/PageSpinner.tsx'
import { useApp } from './stores/app.ts'

const router = createBrowserRouter(ROUTES)
setNavigate((path) => void router.navigate(path))

/** Installs antd's themed toast into the HTTP client. */
function ToastBridge() {
  const { message } = AntApp.useApp()
  useEffect(() => setToast((text) => void message.error(text)), [message])
  return null
}

function StartupFailurePage(): JSX.Element | null {
  const failure = useApp((state) => state.failure)
  const { t } = useTranslation('errors')
  if (failure === undefined) return null
  const fallback =
    failure.reason === 'unreachable'
      ? t('configUnreachable')
      : failure.reason === 'invalid'
        ? t('configInvalid')
        : t('configRefused')
  return <ErrorPage status={failure.status} description={failure.message ?? fallback} />
}

/**
 * The app's root: antd themed from the display settings and localised with the interface
 * language, the lock screen over everything, and the routes once start-up is done (spec 2.5:
 * the spinner together with the lock screen until configuration and permissions load).
 */
export function App() {
  const language = useApp((state) => state.language)
  const ready = useApp((state) => state.ready)
  const failed = useApp((state) => state.failure !== undefined)
  const title = useApp((state) => state.config?.title)
  const favicon = useApp((state) => state.config?.favicon)
  const settings = useDisplaySettings((state) => state.settings)
  const locale = useAntdLocale(language)

  useEffect(() => {
    if (favicon === undefined) return
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (link === null) {
      link = document.createElement('link')
      link.rel = 'icon'
      document.head.append(link)
    }
    link.href = favicon
  }, [favicon])

  // On the root element, so drawers and pop-ups drawn outside the shell are filtered too.
  useEffect(() => {
    document.documentElement.classList.toggle('mode-weak', settings.weak)
    document.documentElement.classList.toggle('mode-gray', settings.gray)
  }, [settings.weak, settings.gray])

  useEffect(() => {
    void i18n.changeLanguage(language)
    document.documentElement.lang = language.slice(0, 2)
    if (title !== undefined) document.title = localizedText(title, language)
  }, [language, title])

  const themeConfig = useMemo(
    () => ({
      algorithm: settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: { colorPrimary: settings.color },
    }),
    [settings.darkMode, settings.color],
  )

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={locale} theme={themeConfig}>
        <AntApp>
          <ToastBridge />
          <LockScreen />
          {!ready ? <PageSpinner /> : failed ? <StartupFailurePage /> : <RouterProvider router={router} />}
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  )
}
