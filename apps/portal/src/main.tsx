import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { reloadAfterChunkError } from './build/reloadAfterChunkError.ts'
import './styles.css'

/** Browser storage can be switched off or throw on access; the app then runs without it. */
function storageOrNull(area: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[area]
  } catch {
    return null
  }
}

function storedLanguage(): string | null {
  try {
    return storageOrNull('localStorage')?.getItem('lang') ?? null
  } catch {
    return null
  }
}

// A lazy chunk that fails after a new build is published is reloaded once per guard window
// (spec 8.2); otherwise Vite's preload error goes on to whoever imported the chunk.
window.addEventListener('vite:preloadError', (event) => {
  const reloading = reloadAfterChunkError({
    storage: storageOrNull('sessionStorage'),
    now: Date.now,
    reload: () => window.location.reload(),
  })
  if (reloading) event.preventDefault()
})

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <App path={window.location.pathname} storedLanguage={storedLanguage()} />
  </StrictMode>,
)
