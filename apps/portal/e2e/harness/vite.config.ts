import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The renderer harness, built like the portal: workspace packages from their TypeScript source.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@tamga/source', ...defaultClientConditions] },
  logLevel: 'warn',
  // One page with the whole renderer in it: its size is not a concern here.
  build: { chunkSizeWarningLimit: 10_000 },
})
