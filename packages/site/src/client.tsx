import type { SitePayload } from '@tamga/schema'
import { hydrateRoot } from 'react-dom/client'
import { SiteApp } from './SiteApp.tsx'

// The page the server rendered, embedded as JSON beside the HTML it was drawn from.
const payloadScript = document.getElementById('site-payload')
const root = document.getElementById('site-root')
if (payloadScript !== null && root !== null) {
  const payload = JSON.parse(payloadScript.textContent ?? 'null') as SitePayload
  hydrateRoot(root, <SiteApp payload={payload} />)
}
