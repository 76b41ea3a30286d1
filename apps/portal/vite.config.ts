import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { buildManifest } from './build/buildManifest.ts'
import { compiledAnswerChecks } from './build/compiledAnswerChecks.ts'

// The engine server serves dist/ at the site root: hashed files under assets/ get long-lived
// caching, builds/ tells a running client that a newer build exists (spec 7).
export default defineConfig({
  plugins: [react(), buildManifest(), compiledAnswerChecks()],
  resolve: {
    // Workspace packages are bundled from their TypeScript source, so nothing is built first.
    conditions: ['@tamga/source', ...defaultClientConditions],
  },
  server: {
    // In development the API comes from a running engine server.
    // `ws`: the notifications arrive over the GraphQL endpoint's WebSocket.
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
})
