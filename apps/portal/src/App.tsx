import { localizedText } from '@tamga/schema'
import { type JSX, useEffect } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { setNavigate } from './api/client.ts'
import { i18n } from './i18n/instance.ts'
import { LockScreen } from './lock/LockScreen.tsx'
import { ErrorPage } from './pages/ErrorPage.tsx'
import { ROUTES } from './routes/routes.tsx'
import { useDisplaySettings } from './settings/displaySettings.ts'
import { PageSpinner } from './shell/PageSpinner.tsx'
import { useApp } from './stores/app.ts'

const router = createBrowserRouter(ROUTES)
setNavigate((path) => void router.navigate(path))

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
 * The app's root: the interface language, the display settings on the document (dark mode, the
 * chosen colour, weak and grey modes), the lock screen over everything, and the routes once
 * start-up is done (spec 2.5: the spinner together with the lock screen until configuration and
 * permissions load). antd comes with the routes that draw with it (ThemedAntd), so the sign-in
 * page, drawn without it, stays light.
 */
export function App() {
  const language = useApp((state) => state.language)
  const ready = useApp((state) => state.ready)
  const failed = useApp((state) => state.failure !== undefined)
  const title = useApp((state) => state.config?.title)
  const favicon = useApp((state) => state.config?.favicon)
  const settings = useDisplaySettings((state) => state.settings)

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

  // What is drawn without antd (the sign-in page, the spinner) follows the theme through these.
  useEffect(() => {
    document.documentElement.classList.toggle('mode-dark', settings.darkMode)
    document.documentElement.style.setProperty('--tamga-primary', settings.color)
  }, [settings.darkMode, settings.color])

  useEffect(() => {
    void i18n.changeLanguage(language)
    document.documentElement.lang = language.slice(0, 2)
    if (title !== undefined) document.title = localizedText(title, language)
  }, [language, title])

  return (
    <I18nextProvider i18n={i18n}>
      <LockScreen />
      {!ready ? <PageSpinner /> : failed ? <StartupFailurePage /> : <RouterProvider router={router} />}
    </I18nextProvider>
  )
}
