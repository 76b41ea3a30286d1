import { applyStaticWords } from '@tamga/renderer/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { api } from './api/client.ts'
import { reloadAfterChunkError } from './build/reloadAfterChunkError.ts'
import { watchForNewBuild } from './build/watchForNewBuild.ts'
import { restoreDisplaySettings } from './settings/displaySettings.ts'
import { watchWindowSize } from './settings/watchWindowSize.ts'
import { watchLeavingPage } from './startup/leavingPage.ts'
import { startApp } from './startup/startApp.ts'
import { storedLanguage, useApp } from './stores/app.ts'
import { useSession } from './stores/session.ts'
import './styles.css'

/** Browser storage can be switched off or throw on access; the app then runs without it. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

// A lazy chunk that fails after a new build is published is reloaded once per guard window
// (spec 8.2); otherwise Vite's preload error goes on to whoever imported the chunk.
window.addEventListener('vite:preloadError', (event) => {
  const reloading = reloadAfterChunkError({
    storage: sessionStorageOrNull(),
    now: Date.now,
    reload: () => window.location.reload(),
  })
  if (reloading) event.preventDefault()
})

watchWindowSize()
watchForNewBuild()
// The stored layout, colours and lock come back before the first paint (spec 2.5, 9); antd's
// locale comes with antd, in the routes that draw with it.
await restoreDisplaySettings()
void startApp({
  client: api,
  app: useApp.getState,
  session: useSession.getState,
  storedLanguage: storedLanguage(),
  onConfig: (config) => applyStaticWords(config.static_words),
  leaving: watchLeavingPage(),
})

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
