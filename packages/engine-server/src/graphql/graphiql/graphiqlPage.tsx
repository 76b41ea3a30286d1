// The browser code of `/api/graphiql`: GraphiQL from its npm package, bundled with React and
// Monaco by `bin/graphiqlBundle.mjs` and served from this server (no CDN). It asks the endpoint
// with the signed-in person's session cookie, so with `X-Requested-With` as every call of the
// portal does, and subscribes over the endpoint's WebSocket; the schema it shows is the one the
// endpoint's introspection gives the person's role.
import { useMonaco } from '@graphiql/react'
import { createGraphiQLFetcher } from '@graphiql/toolkit'
import { GraphiQL } from 'graphiql'
import 'graphiql/style.css'
import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'

/** Monaco's workers, bundled beside this file: the editor's, JSON's (variables) and GraphQL's. */
const WORKERS: Readonly<Record<string, string>> = { json: 'json.worker.js', graphql: 'graphql.worker.js' }

Object.assign(globalThis, {
  MonacoEnvironment: {
    getWorker: (_workerId: string, label: string) =>
      new Worker(new URL(WORKERS[label] ?? 'editor.worker.js', import.meta.url)),
  },
})

/**
 * Monaco boxes every letter that looks like one of another script as a possible trick (Cyrillic
 * `х`, `у`, `р` beside Latin `x`, `y`, `p`): in Mongolian data that is half the words. Turned off
 * in each editor GraphiQL makes (the query, the variables, the answer).
 */
function CyrillicUnboxed(): null {
  const monaco = useMonaco((state) => state.monaco)
  useEffect(() => {
    if (monaco === undefined) return
    const unbox = (editor: { updateOptions(options: { unicodeHighlight: { ambiguousCharacters: boolean } }): void }) =>
      editor.updateOptions({ unicodeHighlight: { ambiguousCharacters: false } })
    for (const editor of monaco.editor.getEditors()) unbox(editor)
    const listener = monaco.editor.onDidCreateEditor(unbox)
    return () => listener.dispose()
  }, [monaco])
  return null
}

const root = document.getElementById('graphiql')
if (root === null) throw new Error('the GraphiQL page has no #graphiql element')
const endpoint = root.dataset.endpoint ?? '/api/query'
const socket = new URL(endpoint, location.href)
socket.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'

const fetcher = createGraphiQLFetcher({
  url: endpoint,
  subscriptionUrl: socket.href,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
})

createRoot(root).render(
  <StrictMode>
    <CyrillicUnboxed />
    <GraphiQL fetcher={fetcher} defaultQuery={root.dataset.query ?? ''} />
  </StrictMode>,
)
