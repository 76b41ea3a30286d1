import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Only the browser entry is built: the server renders the pages from the TypeScript source
// (or its own build) and links the hashed files this writes, found through the manifest.
export default defineConfig({
  base: '/_site/',
  plugins: [react()],
  resolve: { conditions: ['@tamga/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: 'src/client.tsx' },
  },
})
