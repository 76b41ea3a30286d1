import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

// Only the browser entry is built: the server renders the pages from the TypeScript source
// (or its own build) and links the hashed files this writes, found through the manifest.
// Each is also written brotli- and gzip-compressed, which the server sends as they are.
export default defineConfig({
  base: '/_site/',
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, skipIfLargerOrEqual: true }),
  ],
  resolve: { conditions: ['@tamga/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: 'src/client.tsx' },
  },
})
