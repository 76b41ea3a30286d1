import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { buildManifest } from './build/buildManifest.ts'
import { compiledAnswerChecks } from './build/compiledAnswerChecks.ts'
import { startChunk } from './build/startChunk.ts'

// The engine server serves dist/ at the site root: hashed files under assets/ get long-lived
// caching, builds/ tells a running client that a newer build exists (spec 7). Each file is
// also written brotli- and gzip-compressed at their highest levels, which the server sends as
// they are to a browser that accepts them: once here rather than on every request.
export default defineConfig({
  plugins: [
    react(),
    buildManifest(),
    compiledAnswerChecks(),
    startChunk(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, skipIfLargerOrEqual: true }),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // ECharts' core and the chart types each load on demand (the renderer's chart
              // parts); left to itself the bundler cut the code they share into some twenty small
              // chunks, which compressed worse and cost a request each.
              name: 'echartsCore',
              test: /[\\/]node_modules[\\/].*[\\/](zrender|echarts)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
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
